package org.spectraflow.engine.pipeline;

import static org.spectraflow.engine.pipeline.OperatorSpec.Category.BASELINE;
import static org.spectraflow.engine.pipeline.OperatorSpec.Category.FEATURE_SELECTION;
import static org.spectraflow.engine.pipeline.OperatorSpec.Category.FILTERS;
import static org.spectraflow.engine.pipeline.OperatorSpec.Category.MODELS;
import static org.spectraflow.engine.pipeline.OperatorSpec.Category.SAMPLE_AUGMENTATION;
import static org.spectraflow.engine.pipeline.OperatorSpec.Category.SCALING;
import static org.spectraflow.engine.pipeline.OperatorSpec.Category.SCATTER_CORRECTION;
import static org.spectraflow.engine.pipeline.OperatorSpec.Category.SMOOTHING_AND_DERIVATIVES;
import static org.spectraflow.engine.pipeline.OperatorSpec.Category.SPLITTERS;
import static org.spectraflow.engine.pipeline.OperatorSpec.Kind.MODEL;
import static org.spectraflow.engine.pipeline.OperatorSpec.Kind.SPLITTER;
import static org.spectraflow.engine.pipeline.OperatorSpec.Kind.TRANSFORM;
import static org.spectraflow.engine.pipeline.OperatorSpec.Kind.Y_TRANSFORM;

import java.util.Arrays;
import java.util.List;
import org.spectraflow.engine.pipeline.ParamSpec.Type;

/**
 * The catalogue of operators SpectraFlow runs, with nirs4all 0.11 / scikit-learn 1.9 class
 * names, modules and constructor defaults (operators-and-cache spec §1, §2).
 */
final class StandardOperators {

  private static final String NIRS = "nirs4all.operators.transforms.nirs";
  private static final String SCALERS = "nirs4all.operators.transforms.scalers";
  private static final String SIGNAL = "nirs4all.operators.transforms.signal";
  private static final String FEATURES = "nirs4all.operators.transforms.features";
  private static final String SPLITTERS_MODULE = "nirs4all.operators.splitters.splitters";
  private static final String SPECTRAL = "nirs4all.operators.augmentation.spectral";
  private static final String FILTERS_MODULE = "nirs4all.operators.filters";
  private static final ParamSpec COPY = bool("copy", true, "work on a copy (never changes the numbers)");

  private StandardOperators() {}

  static List<OperatorSpec> all() {
    return List.of(
        op("StandardNormalVariate", SCALERS, TRANSFORM, SCATTER_CORRECTION,
            "centre and scale each spectrum by its own mean and standard deviation", List.of("SNV"),
            choice("axis", 1, List.of(0, 1), "1 = per spectrum (row), 0 = per wavelength (column)"),
            bool("with_mean", true, "subtract the mean"), bool("with_std", true, "divide by the standard deviation"),
            integer("ddof", 0, 0.0, null, "", "delta degrees of freedom of the standard deviation"), COPY),
        op("MultiplicativeScatterCorrection", NIRS, TRANSFORM, SCATTER_CORRECTION,
            "regress each spectrum on the mean training spectrum and undo offset and slope", List.of("MSC"),
            bool("scale", true, "accepted but has no effect in nirs4all 0.11"), COPY),
        op("ExtendedMultiplicativeScatterCorrection", NIRS, TRANSFORM, SCATTER_CORRECTION,
            "MSC with polynomial wavelength terms", List.of("EMSC"),
            integer("degree", 2, 0.0, null, "", "degree of the polynomial baseline"),
            bool("scale", true, "centre the data first (ill-posed, see spec)"), COPY),
        op("Detrend", SIGNAL, TRANSFORM, BASELINE, "subtract a least-squares line from each spectrum", List.of(),
            integer("bp", 0, 0.0, null, "columns", "breakpoint column (0 = one segment)"), COPY),
        op("SavitzkyGolay", NIRS, TRANSFORM, SMOOTHING_AND_DERIVATIVES,
            "Savitzky-Golay polynomial smoothing or derivative", List.of("SG", "SavGol"),
            integer("window_length", 11, 1.0, null, "points", "odd window length, > polyorder"),
            integer("polyorder", 3, 0.0, null, "", "polynomial order"),
            integer("deriv", 0, 0.0, null, "", "derivative order"),
            floating("delta", 1.0, null, null, "", "sample spacing for derivatives"), COPY),
        op("Gaussian", SIGNAL, TRANSFORM, SMOOTHING_AND_DERIVATIVES,
            "Gaussian filter; order 2 (default) is the second derivative of a Gaussian", List.of(),
            integer("order", 2, 0.0, null, "", "derivative order of the Gaussian kernel (0 = smoothing)"),
            floating("sigma", 1, 0.0, null, "points", "standard deviation of the kernel"), COPY),
        op("FirstDerivative", NIRS, TRANSFORM, SMOOTHING_AND_DERIVATIVES, "first derivative (numpy.gradient)", List.of(),
            floating("delta", 1.0, null, null, "", "sample spacing"),
            choice("edge_order", 2, List.of(1, 2), "accuracy order at the edges"), COPY),
        op("SecondDerivative", NIRS, TRANSFORM, SMOOTHING_AND_DERIVATIVES, "second derivative (gradient applied twice)", List.of(),
            floating("delta", 1.0, null, null, "", "sample spacing"),
            choice("edge_order", 2, List.of(1, 2), "accuracy order at the edges"), COPY),
        op("Baseline", SIGNAL, TRANSFORM, BASELINE, "subtract the training column mean", List.of(), COPY),
        op("Normalize", SCALERS, TRANSFORM, SCALING,
            "column L2 normalisation by default, or min-max to a user range", List.of(),
            pair("feature_range", -1, 1, "target range; (-1, 1) selects L2 normalisation"), COPY),
        op("Haar", NIRS, TRANSFORM, SMOOTHING_AND_DERIVATIVES,
            "Haar wavelet detail coefficients resampled to the original length", List.of(), COPY),
        op("CropTransformer", FEATURES, TRANSFORM, FEATURE_SELECTION, "keep columns [start, end)", List.of(),
            integer("start", 0, null, null, "columns", "first kept column"),
            intOrNull("end", null, "columns", "end column (exclusive); None = last")),
        op("ResampleTransformer", FEATURES, TRANSFORM, FEATURE_SELECTION,
            "linearly resample each spectrum to a number of points", List.of(),
            intOrNull("num_samples", 1.0, "points", "target length; None = unchanged")),
        op("LogTransform", NIRS, TRANSFORM, SCALING, "logarithm with automatic positive offset", List.of(),
            floating("base", Math.E, 0.0, null, "", "logarithm base"),
            floating("offset", 0.0, null, null, "", "added before the logarithm"),
            bool("auto_offset", true, "shift so the training minimum is positive"),
            floating("min_value", 1e-8, 0.0, null, "", "floor for non-positive values"), COPY),
        op("StandardScaler", "sklearn.preprocessing._data", Y_TRANSFORM, SCALING,
            "centre columns and scale them to unit variance", List.of(),
            bool("with_mean", true, "subtract the column mean"), bool("with_std", true, "divide by the column standard deviation"), COPY),
        op("MinMaxScaler", "sklearn.preprocessing._data", Y_TRANSFORM, SCALING, "scale columns to a range", List.of(),
            pair("feature_range", 0, 1, "target range (min, max)"), COPY,
            bool("clip", false, "clip transformed values to the range")),
        op("RobustScaler", "sklearn.preprocessing._data", Y_TRANSFORM, SCALING,
            "centre columns on the median and scale them by the interquartile range", List.of(),
            bool("with_centering", true, "subtract the column median"),
            bool("with_scaling", true, "divide by the interquartile range"),
            floatPair("quantile_range", 25.0, 75.0, "quantiles of the range (%)"), COPY,
            bool("unit_variance", false, "scale so a normal column gets unit variance")),
        op("Rotate_Translate", "nirs4all.operators.augmentation.random", TRANSFORM, SAMPLE_AUGMENTATION,
            "add a random broken line scaled by the spectrum's standard deviation", List.of(),
            floating("p_range", 2, null, null, "", "slopes are drawn in [-p_range/5, p_range/5]"),
            floating("y_factor", 3, null, null, "", "the break height is at most the row maximum / y_factor"),
            intOrNull("random_state", 0.0, "", "seed; None = nirs4all draws from OS entropy")),
        op("GaussianAdditiveNoise", SPECTRAL, TRANSFORM, SAMPLE_AUGMENTATION,
            "add Gaussian noise scaled by the spectrum's standard deviation", List.of(),
            floating("sigma", 0.01, 0.0, null, "", "noise level relative to the standard deviation"),
            integer("smoothing_kernel_width", 1, 1.0, null, "points", "Gaussian smoothing of the noise (1 = none)"),
            intOrNull("random_state", 0.0, "", "seed; None = nirs4all draws from OS entropy"),
            choice("variation_scope", "sample", List.of("sample", "batch"), "one draw per spectrum or one shared draw")),
        op("MultiplicativeNoise", SPECTRAL, TRANSFORM, SAMPLE_AUGMENTATION,
            "multiply spectra by a random gain 1 + e", List.of(),
            floating("sigma_gain", 0.05, 0.0, null, "", "standard deviation of e"),
            bool("per_wavelength", false, "one gain per wavelength instead of per spectrum"),
            intOrNull("random_state", 0.0, "", "seed; None = nirs4all draws from OS entropy"),
            choice("variation_scope", "sample", List.of("sample", "batch"), "one draw per spectrum or one shared draw")),
        op("LinearBaselineDrift", SPECTRAL, TRANSFORM, SAMPLE_AUGMENTATION,
            "add a random offset and slope along the wavelength axis", List.of(),
            floatPair("offset_range", -0.1, 0.1, "range of the offset"),
            floatPair("slope_range", -0.001, 0.001, "range of the slope per wavelength unit"),
            intOrNull("random_state", 0.0, "", "seed; None = nirs4all draws from OS entropy")),
        op("WavelengthShift", SPECTRAL, TRANSFORM, SAMPLE_AUGMENTATION,
            "shift spectra along the wavelength axis by a random amount", List.of(),
            floatPair("shift_range", -2.0, 2.0, "range of the shift in wavelength units"),
            intOrNull("random_state", 0.0, "", "seed; None = nirs4all draws from OS entropy")),
        op("YOutlierFilter", FILTERS_MODULE + ".y_outlier", TRANSFORM, FILTERS,
            "flag samples whose target is an outlier (exclude / tag)", List.of(),
            choice("method", "iqr", List.of("iqr", "zscore", "percentile", "mad"), "bound rule"),
            floating("threshold", 1.5, 0.0, null, "", "multiplier of the spread (iqr, zscore, mad)"),
            floating("lower_percentile", 1.0, 0.0, 100.0, "%", "lower bound (percentile method)"),
            floating("upper_percentile", 99.0, 0.0, 100.0, "%", "upper bound (percentile method)")),
        op("SpectralQualityFilter", FILTERS_MODULE + ".spectral_quality", TRANSFORM, FILTERS,
            "flag spectra with NaN, infinities, many zeros, no variance or values out of range", List.of(),
            floating("max_nan_ratio", 0.1, 0.0, 1.0, "", "largest allowed share of NaN values"),
            floating("max_zero_ratio", 0.5, 0.0, 1.0, "", "largest allowed share of exact zeros"),
            floating("min_variance", 1e-8, 0.0, null, "", "smallest allowed variance"),
            floatOrNull("max_value", "largest allowed value; None = no limit"),
            floatOrNull("min_value", "smallest allowed value; None = no limit"),
            bool("check_inf", true, "reject spectra holding an infinity")),
        op("PLSRegression", "sklearn.cross_decomposition._pls", MODEL, MODELS,
            "partial least squares regression (NIPALS)", List.of("PLS"),
            integer("n_components", 2, 1.0, null, "", "number of latent variables"),
            bool("scale", true, "scale X and y to unit variance"),
            integer("max_iter", 500, 1.0, null, "", "maximum NIPALS iterations"),
            floating("tol", 1e-06, 0.0, null, "", "convergence tolerance"), COPY),
        op("Ridge", "sklearn.linear_model._ridge", MODEL, MODELS, "L2-penalised linear regression", List.of(),
            floating("alpha", 1.0, 0.0, null, "", "regularisation strength"),
            bool("fit_intercept", true, "fit an intercept"),
            choice("solver", "auto", List.of("auto", "svd", "cholesky", "lsqr", "sparse_cg", "sag", "saga", "lbfgs"),
                "linear solver")),
        op("PLSDA", "nirs4all.operators.models.sklearn.plsda", MODEL, MODELS,
            "PLS discriminant analysis (classification)", List.of(),
            integer("n_components", 5, 1.0, null, "", "number of latent variables")),
        op("MetaModel", "nirs4all.operators.models.meta", MODEL, MODELS,
            "stacking: a model fitted on the out-of-fold predictions of earlier models", List.of()),
        op("KFold", "sklearn.model_selection._split", SPLITTER, SPLITTERS, "k contiguous folds", List.of(),
            integer("n_splits", 5, 2.0, null, "folds", "number of folds"),
            bool("shuffle", false, "shuffle once before splitting"),
            intOrNull("random_state", null, "", "seed of the shuffle")),
        op("ShuffleSplit", "sklearn.model_selection._split", SPLITTER, SPLITTERS, "repeated random train/validation splits", List.of(),
            integer("n_splits", 10, 1.0, null, "splits", "number of splits"),
            sizeOrNull("test_size", "fraction (float) or count (int) of validation samples; None = 0.1"),
            sizeOrNull("train_size", "fraction or count of training samples; None = the rest"),
            intOrNull("random_state", null, "", "seed")),
        op("KennardStoneSplitter", SPLITTERS_MODULE, SPLITTER, SPLITTERS, "Kennard-Stone space-filling train/test split", List.of(),
            floating("test_size", 0.25, 0.0, 1.0, "", "fraction of test samples"),
            intOrNull("random_state", null, "", "seed of the optional PCA"),
            intOrNull("pca_components", null, "", "reduce X with PCA first; None = no PCA"),
            metric()),
        op("SPXYSplitter", SPLITTERS_MODULE, SPLITTER, SPLITTERS, "SPXY split using X and y distances", List.of(),
            floating("test_size", 0.25, 0.0, 1.0, "", "fraction of test samples"),
            intOrNull("random_state", null, "", "seed of the optional PCA"),
            intOrNull("pca_components", null, "", "reduce X and y with PCA first; None = no PCA"),
            metric()));
  }

  private static OperatorSpec op(String name, String module, OperatorSpec.Kind kind, OperatorSpec.Category category,
      String description, List<String> aliases, ParamSpec... params) {
    return new OperatorSpec(name, module, kind, category, description, Arrays.asList(params), aliases);
  }

  private static ParamSpec integer(String name, long def, Double min, Double max, String unit, String description) {
    return new ParamSpec(name, Type.INT, JsonValue.integer(def), min, max, List.of(), unit, description);
  }

  private static ParamSpec intOrNull(String name, Double min, String unit, String description) {
    return new ParamSpec(name, Type.INT_OR_NULL, JsonValue.NULL, min, null, List.of(), unit, description);
  }

  private static ParamSpec floating(String name, double def, Double min, Double max, String unit, String description) {
    return new ParamSpec(name, Type.FLOAT, JsonValue.of(def), min, max, List.of(), unit, description);
  }

  private static ParamSpec sizeOrNull(String name, String description) {
    return new ParamSpec(name, Type.FLOAT_OR_INT_OR_NULL, JsonValue.NULL, 0.0, null, List.of(), "", description);
  }

  private static ParamSpec floatPair(String name, double a, double b, String description) {
    return new ParamSpec(name, Type.PAIR, JsonArray.of(JsonValue.of(a), JsonValue.of(b)),
        null, null, List.of(), "", description);
  }

  private static ParamSpec floatOrNull(String name, String description) {
    return new ParamSpec(name, Type.FLOAT_OR_INT_OR_NULL, JsonValue.NULL, null, null, List.of(), "", description);
  }

  private static ParamSpec bool(String name, boolean def, String description) {
    return new ParamSpec(name, Type.BOOL, JsonValue.of(def), null, null, List.of(), "", description);
  }

  private static ParamSpec choice(String name, Object def, List<?> choices, String description) {
    return new ParamSpec(name, Type.CHOICE, JsonValue.of(def), null, null,
        choices.stream().map(JsonValue::of).toList(), "", description);
  }

  private static ParamSpec pair(String name, double a, double b, String description) {
    return new ParamSpec(name, Type.PAIR, JsonArray.of(JsonValue.integer((long) a), JsonValue.integer((long) b)),
        null, null, List.of(), "", description);
  }

  private static ParamSpec metric() {
    return choice("metric", "euclidean", List.of("euclidean", "cityblock", "cosine", "correlation", "mahalanobis"),
        "distance metric (scipy cdist)");
  }
}
