package org.spectraflow.ui.run.cachepanel;

import java.util.List;
import java.util.stream.Collectors;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import org.spectraflow.engine.cache.CacheConfig;
import org.spectraflow.engine.cache.CachePreset;
import org.spectraflow.engine.data.Precision;

/**
 * The CacheConfig panel's model: four toggles, four validated numbers, the disk tier's folder
 * (empty: none; docs/caching.md §3.11), the data precision, presets and reset. {@link #snapshot()}
 * freezes the current values into an immutable {@link CacheConfig} for a run. FX-thread confined.
 */
public final class CacheConfigModel {

  private final BooleanProperty stepCacheEnabled = new SimpleBooleanProperty(this, "stepCache");
  private final BooleanProperty useCowSnapshots = new SimpleBooleanProperty(this, "cow");
  private final BooleanProperty logCacheStats = new SimpleBooleanProperty(this, "logCache");
  private final BooleanProperty logStepMemory = new SimpleBooleanProperty(this, "logMemory");
  private final NumberField maxMb = new NumberField(CacheField.STEP_CACHE_MAX_MB, 1);
  private final NumberField maxEntries = new NumberField(CacheField.STEP_CACHE_MAX_ENTRIES, 1);
  private final NumberField thresholdMb =
      new NumberField(CacheField.MEMORY_WARNING_THRESHOLD_MB, 1);
  private final NumberField diskMaxMb = new NumberField(CacheField.STEP_CACHE_DIR_MAX_MB, 1);
  private final StringProperty diskFolder = new SimpleStringProperty(this, "diskFolder", "");
  private final ObjectProperty<Precision> precision =
      new SimpleObjectProperty<>(this, "precision", Precision.FLOAT32);
  private final BooleanBinding valid =
      Bindings.and(maxMb.validBinding(), maxEntries.validBinding())
          .and(thresholdMb.validBinding())
          .and(diskMaxMb.validBinding());

  private final ObjectProperty<Typed> beforeReset = new SimpleObjectProperty<>(this, "beforeReset");

  /** A model showing the defaults. */
  public CacheConfigModel() {
    apply(CacheConfig.spectraflowDefaults());
  }

  /** Shows {@code config}'s values. */
  public void apply(CacheConfig config) {
    stepCacheEnabled.set(config.stepCacheEnabled());
    useCowSnapshots.set(config.useCowSnapshots());
    logCacheStats.set(config.logCacheStats());
    logStepMemory.set(config.logStepMemory());
    maxMb.set(config.stepCacheMaxMb());
    maxEntries.set(config.stepCacheMaxEntries());
    thresholdMb.set(config.memoryWarningThresholdMb());
    diskMaxMb.set(config.stepCacheDirMaxMb());
    diskFolder.set(config.stepCacheDir());
  }

  /** Applies a preset. */
  public void apply(CachePreset preset) {
    apply(preset.config());
  }

  /**
   * Back to SpectraFlow's defaults, step cache on (precision back to float32); the values before,
   * as typed, are kept so {@link #undoReset()} can bring them back.
   */
  public void reset() {
    beforeReset.set(
        new Typed(
            List.of(
                stepCacheEnabled.get(),
                useCowSnapshots.get(),
                logCacheStats.get(),
                logStepMemory.get()),
            numbers().stream().map(n -> n.textProperty().get()).toList(),
            precision.get(),
            diskFolder.get()));
    apply(CacheConfig.spectraflowDefaults());
    precision.set(Precision.FLOAT32);
  }

  /** Restores the values the last {@link #reset()} replaced; does nothing without one. */
  public void undoReset() {
    Typed before = beforeReset.get();
    if (before == null) {
      return;
    }
    List<BooleanProperty> toggles =
        List.of(stepCacheEnabled, useCowSnapshots, logCacheStats, logStepMemory);
    for (int i = 0; i < toggles.size(); i++) {
      toggles.get(i).set(before.toggles().get(i));
    }
    for (int i = 0; i < numbers().size(); i++) {
      numbers().get(i).textProperty().set(before.numbers().get(i));
    }
    precision.set(before.precision());
    diskFolder.set(before.diskFolder());
    beforeReset.set(null);
  }

  /** True when a reset can be undone. */
  public BooleanBinding canUndoResetBinding() {
    return beforeReset.isNotNull();
  }

  /**
   * The current values as an immutable configuration.
   *
   * @throws IllegalStateException when a number is invalid (the message lists every error)
   */
  public CacheConfig snapshot() {
    if (!valid.get()) {
      throw new IllegalStateException("cache config is invalid: " + errors());
    }
    return CacheConfig.builder()
        .stepCacheEnabled(stepCacheEnabled.get())
        .stepCacheMaxMb(maxMb.value())
        .stepCacheMaxEntries(maxEntries.value())
        .useCowSnapshots(useCowSnapshots.get())
        .logCacheStats(logCacheStats.get())
        .logStepMemory(logStepMemory.get())
        .memoryWarningThresholdMb(thresholdMb.value())
        .stepCacheDir(diskFolder.get())
        .stepCacheDirMaxMb(diskMaxMb.value())
        .build();
  }

  /** The validation errors joined by {@code ; }, empty when valid. */
  public String errors() {
    return numbers().stream()
        .map(f -> f.errorProperty().get())
        .filter(e -> !e.isEmpty())
        .collect(Collectors.joining("; "));
  }

  /** The numeric fields, in panel order. */
  public List<NumberField> numbers() {
    return List.of(maxMb, maxEntries, thresholdMb, diskMaxMb);
  }

  /** The disk tier's folder as typed or chosen; empty for none. */
  public StringProperty diskFolderProperty() {
    return diskFolder;
  }

  /** The toggle property of a boolean field. */
  public BooleanProperty toggle(CacheField field) {
    return switch (field) {
      case STEP_CACHE_ENABLED -> stepCacheEnabled;
      case USE_COW_SNAPSHOTS -> useCowSnapshots;
      case LOG_CACHE_STATS -> logCacheStats;
      case LOG_STEP_MEMORY -> logStepMemory;
      default -> throw new IllegalArgumentException(field.jsonName() + " is not a toggle");
    };
  }

  /** The numeric field of a number field. */
  public NumberField number(CacheField field) {
    return numbers().stream()
        .filter(n -> n.field() == field)
        .findFirst()
        .orElseThrow(() -> new IllegalArgumentException(field.jsonName() + " is not a number"));
  }

  /** True when every number is valid (Run binds its disable to the negation). */
  public BooleanBinding validBinding() {
    return valid;
  }

  /** The precision data is loaded at. */
  public ObjectProperty<Precision> precisionProperty() {
    return precision;
  }

  /** The panel's values as typed (numbers as text, valid or not), for undoing a reset. */
  private record Typed(
      List<Boolean> toggles, List<String> numbers, Precision precision, String diskFolder) {}
}
