package org.spectraflow.engine.cache;

/** Why an entry left the {@link StepCache} (or, for {@link #OVERSIZED}, never entered it). */
public enum RemovalCause {
  /** Evicted as least recently used to keep the retained bytes within the byte budget. */
  SIZE,
  /** Evicted as least recently used to keep the entry count within the entry budget. */
  COUNT,
  /** Replaced by a new value put under the same key. */
  REPLACED,
  /** Removed by {@code invalidate} or {@code clear}. */
  EXPLICIT,
  /** Refused at {@code put}: the entry alone is larger than the byte budget. */
  OVERSIZED;

  /** True for removals made by the budget policy ({@link #SIZE}, {@link #COUNT}). */
  public boolean wasEvicted() {
    return this == SIZE || this == COUNT;
  }
}
