package org.spectraflow.ui.run;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Properties;
import org.spectraflow.engine.cache.CacheConfig;
import org.spectraflow.engine.data.DemoSize;
import org.spectraflow.engine.data.Precision;
import org.spectraflow.engine.data.read.Nirs4allFolderReader;
import org.spectraflow.ui.files.StateFiles;
import org.spectraflow.ui.files.StateProperties;
import org.spectraflow.ui.run.cachepanel.CacheConfigModel;
import org.spectraflow.ui.run.cachepanel.CacheField;
import org.spectraflow.ui.run.cachepanel.NumberField;

/**
 * The run settings the studio remembers between sessions, beside the window layout: the worker
 * threads, the data precision, every CacheConfig value and the dataset (the demo's size or a
 * dataset folder). Stored as a small properties file (CacheConfig values under their nirs4all
 * names) read through {@link StateFiles}: a missing file gives the defaults, a damaged one (empty,
 * garbage, a value out of range) is set aside and gives the defaults; keys a file lacks (one
 * written by an older studio, which kept only the threads) take their defaults.
 *
 * @param threads worker threads, 1..{@value RunThreads#MAX}
 * @param precision the precision data is loaded at
 * @param cacheConfig the CacheConfig panel's values
 * @param dataset the dataset Run uses
 */
public record RunPreferences(
    int threads, Precision precision, CacheConfig cacheConfig, DatasetChoice dataset) {

  private static final String PRECISION = "precision";
  private static final String THREADS = "threads";
  private static final String FOLDER = "dataset_folder";
  private static final String READER = "dataset_reader";
  private static final String SAMPLES = "demo_samples";
  private static final String WAVELENGTHS = "demo_wavelengths";
  private static final String SEED = "demo_seed";

  /**
   * The settings format's version. Files without it were written while the step cache was off by
   * default, so their {@code step_cache_enabled=false} is the old default, not a choice: it takes
   * today's default (on, docs/caching.md). Version 2 files keep what they say.
   */
  static final String VERSION = "settings_version";

  static final int CURRENT_VERSION = 2;

  /** Rejects a thread count outside 1..{@value RunThreads#MAX} and missing values. */
  public RunPreferences {
    if (threads < 1 || threads > RunThreads.MAX) {
      throw new IllegalArgumentException(
          "threads must be within 1.." + RunThreads.MAX + ", was " + threads);
    }
    Objects.requireNonNull(precision, PRECISION);
    Objects.requireNonNull(cacheConfig, "cacheConfig");
    Objects.requireNonNull(dataset, "dataset");
  }

  /** The given threads with the other defaults. */
  public RunPreferences(int threads) {
    this(
        threads,
        Precision.FLOAT32,
        CacheConfig.spectraflowDefaults(),
        DatasetChoice.demo(DemoSize.QUICK));
  }

  /** Every core, float32, SpectraFlow's CacheConfig defaults (step cache on), the quick demo. */
  public static RunPreferences defaults() {
    return new RunPreferences(RunThreads.DEFAULT);
  }

  /**
   * The settings {@code model} holds now; a CacheConfig number typed invalid keeps its default (the
   * panel shows the error; the valid values are kept).
   */
  public static RunPreferences of(RunModel model) {
    CacheConfigModel c = model.cacheConfig();
    CacheConfig d = CacheConfig.spectraflowDefaults();
    CacheConfig config =
        CacheConfig.builder()
            .stepCacheEnabled(c.toggle(CacheField.STEP_CACHE_ENABLED).get())
            .useCowSnapshots(c.toggle(CacheField.USE_COW_SNAPSHOTS).get())
            .logCacheStats(c.toggle(CacheField.LOG_CACHE_STATS).get())
            .logStepMemory(c.toggle(CacheField.LOG_STEP_MEMORY).get())
            .stepCacheMaxMb(valid(c.number(CacheField.STEP_CACHE_MAX_MB), d.stepCacheMaxMb()))
            .stepCacheMaxEntries(
                valid(c.number(CacheField.STEP_CACHE_MAX_ENTRIES), d.stepCacheMaxEntries()))
            .memoryWarningThresholdMb(
                valid(
                    c.number(CacheField.MEMORY_WARNING_THRESHOLD_MB), d.memoryWarningThresholdMb()))
            .stepCacheDir(c.diskFolderProperty().get())
            .stepCacheDirMaxMb(
                valid(c.number(CacheField.STEP_CACHE_DIR_MAX_MB), d.stepCacheDirMaxMb()))
            .build();
    return new RunPreferences(
        RunThreads.clamp(model.threadsProperty().get()),
        c.precisionProperty().get(),
        config,
        model.datasetProperty().get());
  }

  private static int valid(NumberField field, int def) {
    return field.validBinding().get() ? Integer.parseInt(field.textProperty().get().trim()) : def;
  }

  /** Sets {@code model}'s run settings to these. */
  public void applyTo(RunModel model) {
    model.threadsProperty().set(threads);
    model.cacheConfig().apply(cacheConfig);
    model.cacheConfig().precisionProperty().set(precision);
    model.datasetProperty().set(dataset);
  }

  /** Reads the settings with a policy of their own (problems are not reported). */
  public static RunPreferences load(Path file) {
    return load(file, new StateFiles());
  }

  /**
   * Reads the settings through {@code state}: the defaults when the file is absent or damaged (then
   * it is set aside and recorded). Reads the file: call it off the FX thread.
   */
  public static RunPreferences load(Path file, StateFiles state) {
    return state
        .read(file, StateFiles.SETTINGS_MAX_BYTES, RunPreferences::parse)
        .orElseGet(RunPreferences::defaults);
  }

  /**
   * The settings in a settings file's text.
   *
   * @throws IllegalArgumentException when it is damaged (says what is wrong)
   */
  static RunPreferences parse(String text) {
    List<String> keys =
        List.of(
            THREADS,
            PRECISION,
            CacheConfig.STEP_CACHE_ENABLED,
            CacheConfig.STEP_CACHE_MAX_MB,
            CacheConfig.STEP_CACHE_MAX_ENTRIES,
            CacheConfig.USE_COW_SNAPSHOTS,
            CacheConfig.LOG_CACHE_STATS,
            CacheConfig.LOG_STEP_MEMORY,
            CacheConfig.MEMORY_WARNING_THRESHOLD_MB,
            CacheConfig.STEP_CACHE_DIR,
            CacheConfig.STEP_CACHE_DIR_MAX_MB,
            FOLDER,
            READER,
            SAMPLES,
            WAVELENGTHS,
            SEED,
            VERSION);
    StateProperties p = StateProperties.parse(text, keys);
    CacheConfig d = CacheConfig.spectraflowDefaults();
    boolean current = p.integer(VERSION, 1) >= CURRENT_VERSION;
    CacheConfig config =
        CacheConfig.builder()
            .stepCacheEnabled(
                current
                    ? p.bool(CacheConfig.STEP_CACHE_ENABLED, d.stepCacheEnabled())
                    : d.stepCacheEnabled())
            .stepCacheMaxMb(bounded(p, CacheField.STEP_CACHE_MAX_MB, d.stepCacheMaxMb()))
            .stepCacheMaxEntries(
                bounded(p, CacheField.STEP_CACHE_MAX_ENTRIES, d.stepCacheMaxEntries()))
            .useCowSnapshots(p.bool(CacheConfig.USE_COW_SNAPSHOTS, d.useCowSnapshots()))
            .logCacheStats(p.bool(CacheConfig.LOG_CACHE_STATS, d.logCacheStats()))
            .logStepMemory(p.bool(CacheConfig.LOG_STEP_MEMORY, d.logStepMemory()))
            .memoryWarningThresholdMb(
                bounded(p, CacheField.MEMORY_WARNING_THRESHOLD_MB, d.memoryWarningThresholdMb()))
            .stepCacheDir(p.get(CacheConfig.STEP_CACHE_DIR, "", s -> s))
            .stepCacheDirMaxMb(bounded(p, CacheField.STEP_CACHE_DIR_MAX_MB, d.stepCacheDirMaxMb()))
            .build();
    DatasetChoice demo = DatasetChoice.demo(DemoSize.QUICK);
    String folder = p.get(FOLDER, "", s -> s);
    String reader = p.get(READER, Nirs4allFolderReader.ID, s -> s);
    DatasetChoice dataset =
        !folder.isEmpty()
            ? new DatasetChoice(reader, Path.of(folder).toString(), Map.of())
            : DatasetChoice.demo(
                within(p, SAMPLES, demo.samples(), 100_000),
                within(p, WAVELENGTHS, demo.wavelengths(), 20_000),
                p.get(SEED, demo.seed(), Long::parseLong));
    return new RunPreferences(
        p.integer(THREADS, RunThreads.DEFAULT),
        p.get(PRECISION, Precision.FLOAT32, Precision::parse),
        config,
        dataset);
  }

  private static int bounded(StateProperties p, CacheField field, int def) {
    return within(p, field.jsonName(), def, field.max());
  }

  /** The integer under {@code key}, 2..{@code max} for demo sizes, 1..{@code max} otherwise. */
  private static int within(StateProperties p, String key, int def, int max) {
    int min = key.startsWith("demo_") ? 2 : 1;
    return p.get(
        key,
        def,
        t -> {
          int v = Integer.parseInt(t);
          if (v < min || v > max) {
            throw new IllegalArgumentException("not within " + min + ".." + max);
          }
          return v;
        });
  }

  /** Writes the settings atomically with a policy of their own (a failure is not reported). */
  public void save(Path file) {
    save(file, new StateFiles());
  }

  /** Writes the settings atomically; a failure is recorded in {@code state}. */
  public void save(Path file, StateFiles state) {
    Properties p = new Properties();
    p.setProperty(VERSION, Integer.toString(CURRENT_VERSION));
    p.setProperty(THREADS, Integer.toString(threads));
    p.setProperty(PRECISION, precision.label());
    p.setProperty(CacheConfig.STEP_CACHE_ENABLED, Boolean.toString(cacheConfig.stepCacheEnabled()));
    p.setProperty(CacheConfig.STEP_CACHE_MAX_MB, Integer.toString(cacheConfig.stepCacheMaxMb()));
    p.setProperty(
        CacheConfig.STEP_CACHE_MAX_ENTRIES, Integer.toString(cacheConfig.stepCacheMaxEntries()));
    p.setProperty(CacheConfig.USE_COW_SNAPSHOTS, Boolean.toString(cacheConfig.useCowSnapshots()));
    p.setProperty(CacheConfig.LOG_CACHE_STATS, Boolean.toString(cacheConfig.logCacheStats()));
    p.setProperty(CacheConfig.LOG_STEP_MEMORY, Boolean.toString(cacheConfig.logStepMemory()));
    p.setProperty(
        CacheConfig.MEMORY_WARNING_THRESHOLD_MB,
        Integer.toString(cacheConfig.memoryWarningThresholdMb()));
    if (!cacheConfig.stepCacheDir().isEmpty()) {
      p.setProperty(CacheConfig.STEP_CACHE_DIR, cacheConfig.stepCacheDir());
    }
    p.setProperty(
        CacheConfig.STEP_CACHE_DIR_MAX_MB, Integer.toString(cacheConfig.stepCacheDirMaxMb()));
    if (dataset.isDemo()) {
      p.setProperty(SAMPLES, Integer.toString(dataset.samples()));
      p.setProperty(WAVELENGTHS, Integer.toString(dataset.wavelengths()));
      p.setProperty(SEED, Long.toString(dataset.seed()));
    } else {
      p.setProperty(FOLDER, dataset.path());
      p.setProperty(READER, dataset.reader());
    }
    state.write(StateProperties.render(p, "SpectraFlow studio run settings"), file);
  }
}
