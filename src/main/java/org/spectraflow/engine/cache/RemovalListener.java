package org.spectraflow.engine.cache;

/**
 * Told about every entry that leaves the {@link StepCache}, with its cause. Called on the thread
 * that caused the removal, after the cache's lock is released. A listener that throws is logged and
 * does not affect the cache.
 */
@FunctionalInterface
public interface RemovalListener {

  /**
   * One removal.
   *
   * @param key the entry's key
   * @param state the entry's value (its blocks are no longer retained by the cache)
   * @param bytes the entry's weight: bytes of its distinct blocks
   * @param cause why it left
   */
  void onRemoval(StepCacheKey key, CachedStepState state, long bytes, RemovalCause cause);

  /** A listener that ignores every removal. */
  static RemovalListener none() {
    return (key, state, bytes, cause) -> {};
  }
}
