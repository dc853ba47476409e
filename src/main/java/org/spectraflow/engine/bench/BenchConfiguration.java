package org.spectraflow.engine.bench;

import org.spectraflow.engine.cache.CacheConfig;

/** The three cache configurations every workload runs under, with their report labels. */
public enum BenchConfiguration {
  /** Step cache off, branch snapshots by deep copy. */
  NO_CACHE("no_cache", CacheConfig.noCache()),
  /** Copy-on-write branch snapshots, step cache off. */
  COW_ONLY("cow_only", CacheConfig.cowOnly()),
  /** Copy-on-write snapshots and the step cache. */
  FULL_CACHE("full_cache", CacheConfig.fullCache());

  private final String label;
  private final CacheConfig cacheConfig;

  BenchConfiguration(String label, CacheConfig cacheConfig) {
    this.label = label;
    this.cacheConfig = cacheConfig;
  }

  /** {@code no_cache}, {@code cow_only} or {@code full_cache} (JSON keys and table headers). */
  public String label() {
    return label;
  }

  /** The cache configuration of the run. */
  public CacheConfig cacheConfig() {
    return cacheConfig;
  }
}
