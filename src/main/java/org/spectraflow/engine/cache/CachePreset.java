package org.spectraflow.engine.cache;

/**
 * The three cache configurations the product compares everywhere (the studio's presets, the {@code
 * bench} command's configurations): no cache at all, copy-on-write branches only (the default), and
 * copy-on-write plus the step cache.
 */
public enum CachePreset {
  /** Step cache off, branch snapshots by deep copy. */
  NO_CACHE("no_cache", "No cache", CacheConfig.noCache()),
  /** Copy-on-write branch snapshots, step cache off (the defaults). */
  COW_ONLY("cow_only", "CoW only", CacheConfig.cowOnly()),
  /** Copy-on-write snapshots and the step cache, with the default budgets. */
  FULL_CACHE("full_cache", "Full cache", CacheConfig.fullCache());

  private final String key;
  private final String displayName;
  private final CacheConfig config;

  CachePreset(String key, String displayName, CacheConfig config) {
    this.key = key;
    this.displayName = displayName;
    this.config = config;
  }

  /** {@code no_cache}, {@code cow_only} or {@code full_cache}: JSON keys and table headers. */
  public String key() {
    return key;
  }

  /** The name shown to people ({@code No cache}, {@code CoW only}, {@code Full cache}). */
  public String displayName() {
    return displayName;
  }

  /** The configuration. */
  public CacheConfig config() {
    return config;
  }

  @Override
  public String toString() {
    return displayName;
  }
}
