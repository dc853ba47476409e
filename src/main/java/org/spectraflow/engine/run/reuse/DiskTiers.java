package org.spectraflow.engine.run.reuse;

import org.spectraflow.engine.cache.CacheConfig;
import org.spectraflow.engine.cache.StepCacheTier;
import org.spectraflow.engine.cache.disk.DiskStepCache;
import org.spectraflow.engine.data.Precision;

/**
 * Opens the step cache's disk tier a configuration asks for ({@code step_cache_dir}, {@code
 * step_cache_dir_max_mb}; docs/caching.md §3.11). Stateless.
 */
public final class DiskTiers {

  private DiskTiers() {}

  /**
   * The disk tier of {@code config} for entries of {@code precision}, or null without a folder.
   *
   * @throws IllegalArgumentException when the folder is a file or not writable
   */
  public static StepCacheTier of(CacheConfig config, Precision precision) {
    return config
        .stepCacheDirPath()
        .<StepCacheTier>map(
            dir -> DiskStepCache.open(dir, config.stepCacheDirMaxBytes(), precision))
        .orElse(null);
  }
}
