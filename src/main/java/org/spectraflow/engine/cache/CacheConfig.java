package org.spectraflow.engine.cache;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.Optional;

/**
 * The runtime cache settings, with nirs4all's field names and defaults.
 *
 * <p>Immutable; {@code withX} methods and the {@link Builder} return new, validated instances. The
 * byte budget, entry budget and memory threshold must be positive (nirs4all accepts anything; we
 * reject what would silently disable a cache or a warning). JSON uses the snake_case names below;
 * see {@link CacheConfigJson} for the reader's rules.
 *
 * @param stepCacheEnabled whether a {@link StepCache} is created for a run ({@code
 *     step_cache_enabled})
 * @param stepCacheMaxMb the step cache's byte budget in MiB ({@code step_cache_max_mb}), positive
 * @param stepCacheMaxEntries the step cache's entry budget ({@code step_cache_max_entries}),
 *     positive
 * @param useCowSnapshots copy-on-write branch snapshots, else deep copies ({@code
 *     use_cow_snapshots})
 * @param logCacheStats the end-of-run step-cache line ({@code log_cache_stats})
 * @param logStepMemory the per-step memory line ({@code log_step_memory})
 * @param memoryWarningThresholdMb RSS above which a warning is issued, in MiB, positive ({@code
 *     memory_warning_threshold_mb})
 * @param stepCacheDir the step cache's disk tier folder ({@code step_cache_dir}), empty for none
 *     (docs/caching.md §3.11); a SpectraFlow field, not nirs4all's
 * @param stepCacheDirMaxMb the disk tier's bound in MiB ({@code step_cache_dir_max_mb}), positive
 */
@JsonPropertyOrder({
  CacheConfig.STEP_CACHE_ENABLED,
  CacheConfig.STEP_CACHE_MAX_MB,
  CacheConfig.STEP_CACHE_MAX_ENTRIES,
  CacheConfig.USE_COW_SNAPSHOTS,
  CacheConfig.LOG_CACHE_STATS,
  CacheConfig.LOG_STEP_MEMORY,
  CacheConfig.MEMORY_WARNING_THRESHOLD_MB,
  CacheConfig.STEP_CACHE_DIR,
  CacheConfig.STEP_CACHE_DIR_MAX_MB
})
public record CacheConfig(
    @JsonProperty(STEP_CACHE_ENABLED) boolean stepCacheEnabled,
    @JsonProperty(STEP_CACHE_MAX_MB) int stepCacheMaxMb,
    @JsonProperty(STEP_CACHE_MAX_ENTRIES) int stepCacheMaxEntries,
    @JsonProperty(USE_COW_SNAPSHOTS) boolean useCowSnapshots,
    @JsonProperty(LOG_CACHE_STATS) boolean logCacheStats,
    @JsonProperty(LOG_STEP_MEMORY) boolean logStepMemory,
    @JsonProperty(MEMORY_WARNING_THRESHOLD_MB) int memoryWarningThresholdMb,
    @JsonProperty(STEP_CACHE_DIR) @JsonInclude(JsonInclude.Include.NON_EMPTY) String stepCacheDir,
    @JsonProperty(STEP_CACHE_DIR_MAX_MB) int stepCacheDirMaxMb) {

  /** JSON name of {@link #stepCacheEnabled}. */
  public static final String STEP_CACHE_ENABLED = "step_cache_enabled";

  /** JSON name of {@link #stepCacheMaxMb}. */
  public static final String STEP_CACHE_MAX_MB = "step_cache_max_mb";

  /** JSON name of {@link #stepCacheMaxEntries}. */
  public static final String STEP_CACHE_MAX_ENTRIES = "step_cache_max_entries";

  /** JSON name of {@link #useCowSnapshots}. */
  public static final String USE_COW_SNAPSHOTS = "use_cow_snapshots";

  /** JSON name of {@link #logCacheStats}. */
  public static final String LOG_CACHE_STATS = "log_cache_stats";

  /** JSON name of {@link #logStepMemory}. */
  public static final String LOG_STEP_MEMORY = "log_step_memory";

  /** JSON name of {@link #memoryWarningThresholdMb}. */
  public static final String MEMORY_WARNING_THRESHOLD_MB = "memory_warning_threshold_mb";

  /** JSON name of {@link #stepCacheDir}. */
  public static final String STEP_CACHE_DIR = "step_cache_dir";

  /** JSON name of {@link #stepCacheDirMaxMb}. */
  public static final String STEP_CACHE_DIR_MAX_MB = "step_cache_dir_max_mb";

  private static final long MIB = 1024L * 1024L;
  private static final CacheConfig DEFAULTS =
      new CacheConfig(false, 2048, 200, true, true, true, 3072, "", 2048);

  /** Validates the budgets and the threshold; a null folder is none. */
  public CacheConfig {
    stepCacheDir = stepCacheDir == null ? "" : stepCacheDir.strip();
    requirePositive(STEP_CACHE_DIR_MAX_MB, stepCacheDirMaxMb);
    requirePositive(STEP_CACHE_MAX_MB, stepCacheMaxMb);
    requirePositive(STEP_CACHE_MAX_ENTRIES, stepCacheMaxEntries);
    requirePositive(MEMORY_WARNING_THRESHOLD_MB, memoryWarningThresholdMb);
  }

  /**
   * nirs4all's defaults: step cache off (2048 MiB, 200 entries), CoW on, all logging on, 3072 MiB.
   */
  public static CacheConfig defaults() {
    return DEFAULTS;
  }

  /**
   * SpectraFlow's configuration when the user gives none (the CLI without {@code --cache}, the
   * studio before any change): nirs4all's {@link #defaults()} with the step cache <b>on</b> (2048
   * MiB, 200 entries, capped to the heap by {@link CacheBudget}). A deliberate difference from
   * nirs4all (docs/compatibility.md): the step cache never changes a result, only how much is
   * recomputed. A {@code --cache} file's missing fields still take {@link #defaults()}.
   */
  public static CacheConfig spectraflowDefaults() {
    return fullCache();
  }

  /**
   * No caching at all: step cache off and branch snapshots by deep copy (nirs4all's legacy mode).
   */
  public static CacheConfig noCache() {
    return DEFAULTS.withUseCowSnapshots(false);
  }

  /** Copy-on-write branch snapshots only (the default). */
  public static CacheConfig cowOnly() {
    return DEFAULTS;
  }

  /** Copy-on-write snapshots and the step cache, with the default budgets. */
  public static CacheConfig fullCache() {
    return DEFAULTS.withStepCacheEnabled(true);
  }

  /** A builder starting from the defaults. */
  public static Builder builder() {
    return new Builder(DEFAULTS);
  }

  /** A builder starting from this configuration. */
  public Builder toBuilder() {
    return new Builder(this);
  }

  /** Reads the JSON object {@code node}; see {@link CacheConfigJson#fromTree}. */
  @JsonCreator(mode = JsonCreator.Mode.DELEGATING)
  static CacheConfig fromJson(JsonNode node) {
    return CacheConfigJson.fromTree(node, "cache config");
  }

  /** The step cache's byte budget in bytes ({@code step_cache_max_mb} × 1 048 576). */
  public long stepCacheMaxBytes() {
    return stepCacheMaxMb * MIB;
  }

  /** The disk tier's folder, empty when there is none ({@code step_cache_dir} empty). */
  public Optional<Path> stepCacheDirPath() {
    return stepCacheDir.isEmpty() ? Optional.empty() : Optional.of(Path.of(stepCacheDir));
  }

  /** The disk tier's bound in bytes ({@code step_cache_dir_max_mb} × 1 048 576). */
  public long stepCacheDirMaxBytes() {
    return stepCacheDirMaxMb * MIB;
  }

  /** The RSS warning threshold in bytes ({@code memory_warning_threshold_mb} × 1 048 576). */
  public long memoryWarningThresholdBytes() {
    return memoryWarningThresholdMb * MIB;
  }

  /** This configuration with {@code step_cache_enabled} set. */
  public CacheConfig withStepCacheEnabled(boolean value) {
    return toBuilder().stepCacheEnabled(value).build();
  }

  /** This configuration with {@code step_cache_max_mb} set (positive). */
  public CacheConfig withStepCacheMaxMb(int value) {
    return toBuilder().stepCacheMaxMb(value).build();
  }

  /** This configuration with {@code step_cache_max_entries} set (positive). */
  public CacheConfig withStepCacheMaxEntries(int value) {
    return toBuilder().stepCacheMaxEntries(value).build();
  }

  /** This configuration with {@code use_cow_snapshots} set. */
  public CacheConfig withUseCowSnapshots(boolean value) {
    return toBuilder().useCowSnapshots(value).build();
  }

  /** This configuration with {@code log_cache_stats} set. */
  public CacheConfig withLogCacheStats(boolean value) {
    return toBuilder().logCacheStats(value).build();
  }

  /** This configuration with {@code log_step_memory} set. */
  public CacheConfig withLogStepMemory(boolean value) {
    return toBuilder().logStepMemory(value).build();
  }

  /** This configuration with {@code memory_warning_threshold_mb} set (positive). */
  public CacheConfig withMemoryWarningThresholdMb(int value) {
    return toBuilder().memoryWarningThresholdMb(value).build();
  }

  /** This configuration with {@code step_cache_dir} set (empty or null: no disk tier). */
  public CacheConfig withStepCacheDir(String value) {
    return toBuilder().stepCacheDir(value).build();
  }

  /** This configuration with {@code step_cache_dir_max_mb} set (positive). */
  public CacheConfig withStepCacheDirMaxMb(int value) {
    return toBuilder().stepCacheDirMaxMb(value).build();
  }

  private static void requirePositive(String field, int value) {
    if (value <= 0) {
      throw new IllegalArgumentException(
          "cache config: " + field + " must be a positive integer (1 or more), was " + value);
    }
  }

  /** A mutable builder of {@link CacheConfig}; {@link #build} validates. Not thread-safe. */
  public static final class Builder {
    private boolean stepCacheEnabled;
    private int stepCacheMaxMb;
    private int stepCacheMaxEntries;
    private boolean useCowSnapshots;
    private boolean logCacheStats;
    private boolean logStepMemory;
    private int memoryWarningThresholdMb;
    private String stepCacheDir;
    private int stepCacheDirMaxMb;

    private Builder(CacheConfig from) {
      stepCacheDir = from.stepCacheDir;
      stepCacheDirMaxMb = from.stepCacheDirMaxMb;
      stepCacheEnabled = from.stepCacheEnabled;
      stepCacheMaxMb = from.stepCacheMaxMb;
      stepCacheMaxEntries = from.stepCacheMaxEntries;
      useCowSnapshots = from.useCowSnapshots;
      logCacheStats = from.logCacheStats;
      logStepMemory = from.logStepMemory;
      memoryWarningThresholdMb = from.memoryWarningThresholdMb;
    }

    /** Sets {@code step_cache_enabled}. */
    public Builder stepCacheEnabled(boolean value) {
      stepCacheEnabled = value;
      return this;
    }

    /** Sets {@code step_cache_max_mb}. */
    public Builder stepCacheMaxMb(int value) {
      stepCacheMaxMb = value;
      return this;
    }

    /** Sets {@code step_cache_max_entries}. */
    public Builder stepCacheMaxEntries(int value) {
      stepCacheMaxEntries = value;
      return this;
    }

    /** Sets {@code use_cow_snapshots}. */
    public Builder useCowSnapshots(boolean value) {
      useCowSnapshots = value;
      return this;
    }

    /** Sets {@code log_cache_stats}. */
    public Builder logCacheStats(boolean value) {
      logCacheStats = value;
      return this;
    }

    /** Sets {@code log_step_memory}. */
    public Builder logStepMemory(boolean value) {
      logStepMemory = value;
      return this;
    }

    /** Sets {@code memory_warning_threshold_mb}. */
    public Builder memoryWarningThresholdMb(int value) {
      memoryWarningThresholdMb = value;
      return this;
    }

    /** Sets {@code step_cache_dir} (empty or null: no disk tier). */
    public Builder stepCacheDir(String value) {
      stepCacheDir = value;
      return this;
    }

    /** Sets {@code step_cache_dir_max_mb}. */
    public Builder stepCacheDirMaxMb(int value) {
      stepCacheDirMaxMb = value;
      return this;
    }

    /** The validated configuration. */
    public CacheConfig build() {
      return new CacheConfig(
          stepCacheEnabled,
          stepCacheMaxMb,
          stepCacheMaxEntries,
          useCowSnapshots,
          logCacheStats,
          logStepMemory,
          memoryWarningThresholdMb,
          stepCacheDir,
          stepCacheDirMaxMb);
    }
  }
}
