package org.spectraflow.engine.catalogue;

import java.util.List;
import java.util.Optional;
import org.spectraflow.engine.json.JsonValue;
import org.spectraflow.engine.operators.ConfiguredOperator;
import org.spectraflow.engine.operators.Params;

/**
 * The one declaration of a catalogued operator: its nirs4all class name (the key shared with the
 * operators package), defining module, kind, palette category, help text, parameters with defaults
 * and bounds, short aliases, the rules that depend on the data's shape, and the builder that
 * configures it. The resolver, the document check, the editor's palette, forms and validation and
 * {@code docs/operators.md} are all derived from it; see {@code docs/extending.md}.
 *
 * <p>Immutable. Built with {@link #transform}, {@link #yTransform}, {@link #model} or {@link
 * #splitter}, then {@link #aliases}, {@link #params} and {@link #rules}.
 */
public record OperatorSpec(
    String className,
    String module,
    Kind kind,
    Category category,
    String description,
    List<ParamSpec> params,
    List<String> aliases,
    Builder builder,
    List<ShapeRule> rules) {

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

  /** Configures the operator from its parameters (defaults applied, unknown names refused). */
  @FunctionalInterface
  public interface Builder {
    /**
     * The configured operator.
     *
     * @throws IllegalArgumentException naming operator, parameter and value when one is invalid
     */
    ConfiguredOperator build(Params params);
  }

  /** Copies the lists. */
  public OperatorSpec {
    params = List.copyOf(params);
    aliases = List.copyOf(aliases);
    rules = List.copyOf(rules);
  }

  /** A feature transformer. */
  public static OperatorSpec transform(
      String className, String module, Category category, String description, Builder builder) {
    return of(className, module, Kind.TRANSFORM, category, description, builder);
  }

  /** A feature transformer that may also scale the target in {@code y_processing}. */
  public static OperatorSpec yTransform(
      String className, String module, Category category, String description, Builder builder) {
    return of(className, module, Kind.Y_TRANSFORM, category, description, builder);
  }

  /** A predictive model. */
  public static OperatorSpec model(
      String className, String module, String description, Builder builder) {
    return of(className, module, Kind.MODEL, Category.MODELS, description, builder);
  }

  /** A splitter. */
  public static OperatorSpec splitter(
      String className, String module, String description, Builder builder) {
    return of(className, module, Kind.SPLITTER, Category.SPLITTERS, description, builder);
  }

  private static OperatorSpec of(
      String className,
      String module,
      Kind kind,
      Category category,
      String description,
      Builder builder) {
    return new OperatorSpec(
        className, module, kind, category, description, List.of(), List.of(), builder, List.of());
  }

  /** A copy with these short aliases ({@code SNV}, {@code SG}, ...). */
  public OperatorSpec aliases(String... names) {
    return new OperatorSpec(
        className, module, kind, category, description, params, List.of(names), builder, rules);
  }

  /** A copy with these parameters, in constructor order. */
  public OperatorSpec params(ParamSpec... declared) {
    return new OperatorSpec(
        className, module, kind, category, description, List.of(declared), aliases, builder, rules);
  }

  /** A copy with these rules across parameters and the data's shape. */
  public OperatorSpec rules(ShapeRule... declared) {
    return new OperatorSpec(
        className,
        module,
        kind,
        category,
        description,
        params,
        aliases,
        builder,
        List.of(declared));
  }

  /**
   * The canonical (defining-module) path, e.g. {@code
   * sklearn.cross_decomposition._pls.PLSRegression}.
   */
  public String canonicalPath() {
    return module + "." + className;
  }

  /** The parameter with this name, if declared. */
  public Optional<ParamSpec> param(String name) {
    return params.stream().filter(p -> p.name().equals(name)).findFirst();
  }

  /** True if the value equals the parameter's declared default (so it need not be shown). */
  public boolean isDefault(String name, JsonValue value) {
    return param(name)
        .map(
            p ->
                p.defaultValue().equals(value)
                    || p.defaultValue().isNumber()
                        && value.isNumber()
                        && p.defaultValue().asDouble() == value.asDouble())
        .orElse(false);
  }
}
