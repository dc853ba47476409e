package org.spectraflow.ui.run.cachepanel;

import java.util.List;
import java.util.stream.Collectors;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import org.spectraflow.engine.cache.CacheConfig;
import org.spectraflow.engine.cache.CachePreset;
import org.spectraflow.engine.data.Precision;

/**
 * The CacheConfig panel's model: four toggles, three validated numbers, the data precision,
 * presets and reset. {@link #snapshot()} freezes the current values into an immutable
 * {@link CacheConfig} for a run. FX-thread confined.
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
  private final ObjectProperty<Precision> precision =
      new SimpleObjectProperty<>(this, "precision", Precision.FLOAT32);
  private final BooleanBinding valid = Bindings.and(maxMb.validBinding(),
      maxEntries.validBinding()).and(thresholdMb.validBinding());

  /** A model showing the defaults. */
  public CacheConfigModel() {
    apply(CacheConfig.defaults());
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
  }

  /** Applies a preset. */
  public void apply(CachePreset preset) {
    apply(preset.config());
  }

  /** Back to nirs4all's defaults (precision back to float32). */
  public void reset() {
    apply(CacheConfig.defaults());
    precision.set(Precision.FLOAT32);
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
    return CacheConfig.builder().stepCacheEnabled(stepCacheEnabled.get()).stepCacheMaxMb(maxMb.value())
        .stepCacheMaxEntries(maxEntries.value()).useCowSnapshots(useCowSnapshots.get())
        .logCacheStats(logCacheStats.get()).logStepMemory(logStepMemory.get())
        .memoryWarningThresholdMb(thresholdMb.value()).build();
  }

  /** The validation errors joined by {@code ; }, empty when valid. */
  public String errors() {
    return numbers().stream().map(f -> f.errorProperty().get()).filter(e -> !e.isEmpty())
        .collect(Collectors.joining("; "));
  }

  /** The three numeric fields, in panel order. */
  public List<NumberField> numbers() {
    return List.of(maxMb, maxEntries, thresholdMb);
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
    return numbers().stream().filter(n -> n.field() == field).findFirst().orElseThrow(
        () -> new IllegalArgumentException(field.jsonName() + " is not a number"));
  }

  /** True when every number is valid (Run binds its disable to the negation). */
  public BooleanBinding validBinding() {
    return valid;
  }

  /** The precision data is loaded at. */
  public ObjectProperty<Precision> precisionProperty() {
    return precision;
  }
}
