package org.spectraflow.engine.run.report;

/**
 * What branch snapshots cost in a run. In copy-on-write mode {@code bytesCopied} stays 0 (blocks
 * are shared by reference); in deep-copy mode every snapshot and restore copies the features.
 * {@code liveReferences} counts the shared-block references still held after the run: 0 means
 * nothing leaked.
 *
 * @param snapshots branch snapshots taken
 * @param restores restores from a snapshot
 * @param detachEvents copy-on-write detaches (a branch writing to shared features)
 * @param bytesCopied data bytes copied by snapshots, restores and detaches
 * @param liveReferences shared-block references still held when the run ended
 * @param cacheRetainedBlocks distinct blocks the step cache still accounted for after its final
 *     {@code clear()} (0 means nothing leaked; 0 when the cache was off)
 * @param cacheRetainedBytes their bytes
 */
public record CowStats(
    long snapshots,
    long restores,
    long detachEvents,
    long bytesCopied,
    long liveReferences,
    long cacheRetainedBlocks,
    long cacheRetainedBytes) {

  /** The statistics with no step-cache figures (the cache was off or not yet cleared). */
  public CowStats(
      long snapshots, long restores, long detachEvents, long bytesCopied, long liveReferences) {
    this(snapshots, restores, detachEvents, bytesCopied, liveReferences, 0, 0);
  }

  /** A copy with the step cache's retained blocks and bytes after its final {@code clear()}. */
  public CowStats withCacheRetained(long blocks, long bytes) {
    return new CowStats(
        snapshots, restores, detachEvents, bytesCopied, liveReferences, blocks, bytes);
  }

  /** Nothing happened. */
  public static final CowStats NONE = new CowStats(0, 0, 0, 0, 0);
}
