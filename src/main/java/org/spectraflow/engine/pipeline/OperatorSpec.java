package org.spectraflow.engine.pipeline;

import java.util.List;
import java.util.Optional;

/**
 * A supported operator: its nirs4all class name (the key shared with the operators package),
 * defining module, kind, palette category, description, parameters and short aliases.
 */
public record OperatorSpec(String className, String module, Kind kind, Category category,
    String description, List<ParamSpec> params, List<String> aliases) {

  /** What a step does with the operator. */
  public enum Kind {
    /** A feature transformer (also usable inside {@code y_processing} when y-capable). */
    TRANSFORM,
    /** A feature transformer that is also a valid {@code y_processing} target scaler. */
    Y_TRANSFORM,
    /** A cross-validation / train-test splitter. */
    SPLITTER,
    /** A predictive model. */
    MODEL
  }

  /** Palette groups of the editor. */
  public enum Category {
    /** SNV, MSC, EMSC. */
    SCATTER_CORRECTION("Scatter correction"),
    /** Savitzky-Golay, Gaussian, derivatives, wavelets. */
    SMOOTHING_AND_DERIVATIVES("Smoothing and derivatives"),
    /** Detrend, Baseline. */
    BASELINE("Baseline"),
    /** Scalers, normalisation, log. */
    SCALING("Scaling"),
    /** Crop and resample. */
    FEATURE_SELECTION("Feature selection"),
    /** Sample augmenters (used by sample_augmentation). */
    SAMPLE_AUGMENTATION("Sample augmentation"),
    /** Sample filters (used by exclude and tag). */
    FILTERS("Filters"),
    /** Splitters. */
    SPLITTERS("Splitters"),
    /** Models. */
    MODELS("Models");

    private final String label;

    Category(String label) {
      this.label = label;
    }

    /** Human label for the palette. */
    public String label() {
      return label;
    }
  }

  /** Copies the lists. */
  public OperatorSpec {
    params = List.copyOf(params);
    aliases = List.copyOf(aliases);
  }

  /** The canonical (defining-module) path, e.g. {@code sklearn.cross_decomposition._pls.PLSRegression}. */
  public String canonicalPath() {
    return module + "." + className;
  }

  /** The parameter with this name, if declared. */
  public Optional<ParamSpec> param(String name) {
    return params.stream().filter(p -> p.name().equals(name)).findFirst();
  }

  /** True if the value equals the parameter's declared default (so it need not be shown). */
  public boolean isDefault(String name, JsonValue value) {
    return param(name).map(p -> p.defaultValue().equals(value)
        || p.defaultValue().isNumber() && value.isNumber() && p.defaultValue().asDouble() == value.asDouble()).orElse(false);
  }
}
