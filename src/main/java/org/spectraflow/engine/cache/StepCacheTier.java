package org.spectraflow.engine.cache;

import java.util.Optional;
import java.util.function.Consumer;

/**
 * A second, slower tier behind a {@link StepCache}'s memory (the disk tier, {@code
 * engine.cache.disk}): asked on a memory miss, given every state the memory tier is given.
 * Implementations never throw on a bad or vanished entry: it is a miss, reported once to the
 * warning sink. Thread-safe.
 */
public interface StepCacheTier {

  /** The state stored under {@code key}, or empty (absent, unreadable, damaged, stale). */
  Optional<CachedStepState> load(StepCacheKey key);

  /** Stores {@code state} under {@code key} when it fits the tier's bound; never throws. */
  void store(StepCacheKey key, CachedStepState state);

  /** Statistics since the last {@link #beginRun}. */
  DiskStats stats();

  /**
   * Starts a run: restarts the counters and sends this run's warnings (one line per bad entry) to
   * {@code warnings}.
   */
  void beginRun(Consumer<String> warnings);
}
