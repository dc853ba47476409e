package org.spectraflow.engine.data;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * One feature source of a dataset: its {@link ArrayStorage}, the registry of processing ids (one
 * per block, in block order, e.g. {@code raw}, {@code raw_SNV_1}; unique), and the feature headers
 * with their unit. Removing a processing reindexes the ones after it. Not thread-safe.
 */
public final class FeatureSource {

  /** The id of the processing as loaded. */
  public static final String RAW = "raw";

  private ArrayStorage storage;
  private final List<String> ids;
  private Headers headers;

  private FeatureSource(ArrayStorage storage, List<String> ids, Headers headers) {
    this.storage = storage;
    this.ids = new ArrayList<>(ids);
    this.headers = Objects.requireNonNull(headers, "headers");
  }

  /** A source holding {@code raw} as its only processing, named {@value #RAW}. */
  public static FeatureSource of(Block raw, Headers headers) {
    if (headers.size() != 0 && headers.size() != raw.cols()) {
      throw new IllegalArgumentException(
          headers.size() + " headers for " + raw.cols() + " features: counts must match");
    }
    return new FeatureSource(ArrayStorage.of(raw), List.of(RAW), headers);
  }

  /** The block storage (for read access and copy-on-write operations). */
  public ArrayStorage storage() {
    return storage;
  }

  /** The processing ids in block order (a copy). */
  public List<String> processingIds() {
    return List.copyOf(ids);
  }

  /** The index of processing {@code id}, or −1. */
  public int indexOf(String id) {
    return ids.indexOf(id);
  }

  /** The block of processing {@code id}. */
  public Block block(String id) {
    return storage.block(requireIndex(id));
  }

  /** The block of processing {@code index}. */
  public Block block(int index) {
    return storage.block(index);
  }

  /** Number of samples. */
  public int numSamples() {
    return storage.numSamples();
  }

  /** Number of features per processing. */
  public int numFeatures() {
    return storage.numFeatures();
  }

  /** Number of processings. */
  public int processingCount() {
    return ids.size();
  }

  /** The feature headers. */
  public Headers headers() {
    return headers;
  }

  /**
   * Replaces the feature headers (e.g. the new wavelength grid of a resampling step); their count
   * must be 0 or the number of features.
   */
  public void setHeaders(Headers newHeaders) {
    Objects.requireNonNull(newHeaders, "headers");
    if (newHeaders.size() != 0 && newHeaders.size() != numFeatures()) {
      throw new IllegalArgumentException(
          newHeaders.size() + " headers for " + numFeatures() + " features: counts must match");
    }
    headers = newHeaders;
  }

  /** Exact bytes of the stored blocks. */
  public long nbytes() {
    return storage.nbytes();
  }

  /** Appends processing {@code id} (copies no existing data); returns its index. */
  public int addProcessing(String id, Block block) {
    requireNew(id);
    int index = storage.addProcessing(block);
    ids.add(id);
    return index;
  }

  /**
   * Replaces processing {@code oldId} by {@code block} under {@code newId}. When this is the only
   * processing and the width changes (crop, resample), the source is resized and loses its headers;
   * otherwise a narrower block is zero-padded and a wider one rejected.
   */
  public void replaceProcessing(String oldId, String newId, Block block) {
    int index = requireIndex(oldId);
    if (!oldId.equals(newId)) {
      requireNew(newId);
    }
    if (ids.size() == 1 && block.cols() != numFeatures()) {
      storage.replaceAll(List.of(block));
      headers = Headers.absent();
    } else {
      storage.updateProcessing(index, block);
    }
    ids.set(index, newId);
  }

  /**
   * Replaces every processing at once (same shape for all new blocks); a width change clears the
   * headers, as nirs4all does after a resize.
   */
  public void replaceAll(List<String> newIds, List<Block> blocks) {
    if (newIds.size() != blocks.size() || newIds.stream().distinct().count() != newIds.size()) {
      throw new IllegalArgumentException(
          "need one distinct id per block, got ids "
              + newIds
              + " for "
              + blocks.size()
              + " blocks");
    }
    int oldWidth = numFeatures();
    storage.replaceAll(blocks);
    ids.clear();
    ids.addAll(newIds);
    if (numFeatures() != oldWidth) {
      headers = Headers.absent();
    }
  }

  /**
   * Replaces every processing by a block holding more samples (augmented samples appended after the
   * existing rows), keeping ids and headers. The storage is replaced, so snapshots taken before
   * keep the old blocks; a storage still sharing a snapshot's blocks gives them back first.
   */
  public void growRows(List<Block> grown) {
    if (grown.size() != ids.size()) {
      throw new IllegalArgumentException(
          "need one block per processing " + ids + ", got " + grown.size());
    }
    for (Block b : grown) {
      if (b.rows() < numSamples() || b.cols() != numFeatures()) {
        throw new IllegalArgumentException(
            "grown block "
                + b
                + " must keep the "
                + numFeatures()
                + " features and hold at least "
                + numSamples()
                + " samples");
      }
    }
    if (storage.shared().isPresent()) {
      storage.prepareForMutation();
    }
    ArrayStorage next = new ArrayStorage();
    next.addProcessings(grown);
    storage = next;
  }

  /** Removes processing {@code id}; the processings after it move down by one. */
  public void removeProcessing(String id) {
    int index = requireIndex(id);
    storage.removeProcessing(index);
    ids.remove(index);
  }

  /**
   * Evicts the oldest processings after the first until at most {@code max} remain, never evicting
   * {@value #RAW}; returns the evicted ids, oldest first.
   */
  public List<String> evictOldestProcessings(int max) {
    if (max < 1) {
      throw new IllegalArgumentException("max processings must be >= 1, was " + max);
    }
    List<String> evicted = new ArrayList<>();
    int i = 1;
    while (ids.size() > max && i < ids.size()) {
      if (ids.get(i).equals(RAW)) {
        i++;
        continue;
      }
      evicted.add(ids.get(i));
      removeProcessing(ids.get(i));
    }
    return evicted;
  }

  /**
   * A snapshot of the current features: copy-on-write ({@code cow}, copies references only) or deep
   * (copies every block, reported).
   */
  public Copied<SourceSnapshot> snapshot(boolean cow) {
    if (cow) {
      SharedBlocks held = storage.ensureShared().acquire();
      return new Copied<>(new SourceSnapshot.Cow(held, ids, headers), CopyReport.NONE);
    }
    Copied<ArrayStorage> copy = storage.deepCopy();
    return new Copied<>(new SourceSnapshot.Deep(copy.value(), ids, headers), copy.report());
  }

  /** Makes the features those of {@code snapshot}; deep snapshots are copied again. */
  public CopyReport restore(SourceSnapshot snapshot) {
    CopyReport report =
        switch (snapshot) {
          case SourceSnapshot.Cow cow -> {
            storage.restoreFromShared(cow.blocks().acquire());
            yield CopyReport.NONE;
          }
          case SourceSnapshot.Deep deep -> {
            Copied<ArrayStorage> copy = deep.storage().deepCopy();
            storage = copy.value();
            yield copy.report();
          }
        };
    ids.clear();
    ids.addAll(snapshot.processingIds());
    headers = snapshot.headers();
    return report;
  }

  /**
   * Restores {@code snapshot} for the last time: a deep snapshot hands its own storage over instead
   * of being copied again (a copy-on-write one is restored as by {@link #restore}). The caller must
   * not restore {@code snapshot} afterwards.
   */
  public CopyReport restoreLast(SourceSnapshot snapshot) {
    if (snapshot instanceof SourceSnapshot.Deep deep) {
      storage = deep.storage();
      ids.clear();
      ids.addAll(snapshot.processingIds());
      headers = snapshot.headers();
      return CopyReport.NONE;
    }
    return restore(snapshot);
  }

  /** A new source over the same (immutable) blocks: copies references only. */
  public FeatureSource shareBlocks() {
    ArrayStorage copy = new ArrayStorage();
    copy.addProcessings(storage.blocks());
    return new FeatureSource(copy, ids, headers);
  }

  @Override
  public String toString() {
    return "FeatureSource[" + numSamples() + "x" + numFeatures() + ", " + ids + "]";
  }

  private int requireIndex(String id) {
    int index = ids.indexOf(id);
    if (index < 0) {
      throw new IllegalArgumentException("unknown processing '" + id + "': have " + ids);
    }
    return index;
  }

  private void requireNew(String id) {
    if (id == null || id.isBlank() || ids.contains(id)) {
      throw new IllegalArgumentException(
          "processing id '" + id + "' must be non-blank and new; have " + ids);
    }
  }
}
