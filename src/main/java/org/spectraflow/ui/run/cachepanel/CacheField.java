package org.spectraflow.ui.run.cachepanel;

import org.spectraflow.engine.cache.CacheConfig;

/**
 * The CacheConfig fields the panel presents as a toggle or a number (nirs4all's seven and the disk
 * tier's size; the disk folder has its own row): JSON name, label, unit, valid range (numbers
 * only), default and a one-line explanation.
 */
public enum CacheField {
  /** {@code step_cache_enabled}. */
  STEP_CACHE_ENABLED(
      CacheConfig.STEP_CACHE_ENABLED,
      "Step cache",
      "",
      0,
      "Reuse a step's output when the same step meets the same data again."),
  /** {@code step_cache_max_mb}. */
  STEP_CACHE_MAX_MB(
      CacheConfig.STEP_CACHE_MAX_MB,
      "Step cache budget",
      "MiB",
      1_048_576,
      "Largest total size of cached step outputs; least recently used leave first."),
  /** {@code step_cache_max_entries}. */
  STEP_CACHE_MAX_ENTRIES(
      CacheConfig.STEP_CACHE_MAX_ENTRIES,
      "Step cache entries",
      "entries",
      1_000_000,
      "Largest number of cached step outputs."),
  /** {@code use_cow_snapshots}. */
  USE_COW_SNAPSHOTS(
      CacheConfig.USE_COW_SNAPSHOTS,
      "Copy-on-write branches",
      "",
      0,
      "Branches share their parent's data until they write, instead of deep copies."),
  /** {@code log_cache_stats}. */
  LOG_CACHE_STATS(
      CacheConfig.LOG_CACHE_STATS,
      "Log cache statistics",
      "",
      0,
      "Print the step cache's hits, misses and size at the end of a run."),
  /** {@code log_step_memory}. */
  LOG_STEP_MEMORY(
      CacheConfig.LOG_STEP_MEMORY,
      "Log step memory",
      "",
      0,
      "Print each step's shape, steady bytes and RSS as it finishes."),
  /** {@code memory_warning_threshold_mb}. */
  MEMORY_WARNING_THRESHOLD_MB(
      CacheConfig.MEMORY_WARNING_THRESHOLD_MB,
      "Memory warning",
      "MiB",
      1_048_576,
      "Warn when the process's resident memory passes this size."),
  /** {@code step_cache_dir_max_mb}. */
  STEP_CACHE_DIR_MAX_MB(
      CacheConfig.STEP_CACHE_DIR_MAX_MB,
      "Cache folder size",
      "MiB",
      1_048_576,
      "Largest total size of the cache folder's entries; least recently used leave first.");

  private final String jsonName;
  private final String label;
  private final String unit;
  private final int max;
  private final String explanation;

  CacheField(String jsonName, String label, String unit, int max, String explanation) {
    this.jsonName = jsonName;
    this.label = label;
    this.unit = unit;
    this.max = max;
    this.explanation = explanation;
  }

  /** The snake_case name used in JSON and by nirs4all. */
  public String jsonName() {
    return jsonName;
  }

  /** The label shown next to the control. */
  public String label() {
    return label;
  }

  /** The unit of a numeric field, empty for a toggle. */
  public String unit() {
    return unit;
  }

  /** True for the numeric fields. */
  public boolean numeric() {
    return max > 0;
  }

  /** The largest accepted value of a numeric field (the smallest is 1). */
  public int max() {
    return max;
  }

  /** One line saying what the field does. */
  public String explanation() {
    return explanation;
  }

  /** The field's default as the panel prints it ({@code off}, {@code on}, {@code 2048 MiB}). */
  public String defaultText() {
    return valueText(CacheConfig.spectraflowDefaults());
  }

  /** The field's value in {@code config}, as the panel prints it. */
  public String valueText(CacheConfig config) {
    return switch (this) {
      case STEP_CACHE_ENABLED -> onOff(config.stepCacheEnabled());
      case STEP_CACHE_MAX_MB -> config.stepCacheMaxMb() + " " + unit;
      case STEP_CACHE_MAX_ENTRIES -> config.stepCacheMaxEntries() + " " + unit;
      case USE_COW_SNAPSHOTS -> onOff(config.useCowSnapshots());
      case LOG_CACHE_STATS -> onOff(config.logCacheStats());
      case LOG_STEP_MEMORY -> onOff(config.logStepMemory());
      case MEMORY_WARNING_THRESHOLD_MB -> config.memoryWarningThresholdMb() + " " + unit;
      case STEP_CACHE_DIR_MAX_MB -> config.stepCacheDirMaxMb() + " " + unit;
    };
  }

  private static String onOff(boolean on) {
    return on ? "on" : "off";
  }
}
