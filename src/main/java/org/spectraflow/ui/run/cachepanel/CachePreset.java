package org.spectraflow.ui.run.cachepanel;

import org.spectraflow.engine.cache.CacheConfig;

/** The panel's one-click configurations, as the engine defines them. */
public enum CachePreset {
  /** Step cache off, branches deep-copied. */
  NO_CACHE("No cache", CacheConfig.noCache()),
  /** Copy-on-write branches only (the default). */
  COW_ONLY("CoW only", CacheConfig.cowOnly()),
  /** Copy-on-write branches and the step cache. */
  FULL_CACHE("Full cache", CacheConfig.fullCache());

  private final String label;
  private final CacheConfig config;

  CachePreset(String label, CacheConfig config) {
    this.label = label;
    this.config = config;
  }

  /** The button's label. */
  public String label() {
    return label;
  }

  /** The configuration it applies. */
  public CacheConfig config() {
    return config;
  }

  @Override
  public String toString() {
    return label;
  }
}
