package org.spectraflow.engine.bench;

import org.spectraflow.engine.cache.CachePreset;

/** Told after every run of a bench, measured or warm-up (for a progress bar). */
@FunctionalInterface
public interface BenchProgress {

  /**
   * {@code done} of {@code total} runs finished; the last was {@code workload} under {@code
   * config}.
   */
  void runFinished(int done, int total, String workload, CachePreset config);

  /** A listener that ignores everything. */
  static BenchProgress none() {
    return (done, total, workload, config) -> {};
  }
}
