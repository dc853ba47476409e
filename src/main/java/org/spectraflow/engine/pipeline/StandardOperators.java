package org.spectraflow.engine.pipeline;

import static org.spectraflow.engine.pipeline.OperatorSpec.Category.BASELINE;
import static org.spectraflow.engine.pipeline.OperatorSpec.Category.FEATURE_SELECTION;
import static org.spectraflow.engine.pipeline.OperatorSpec.Category.MODELS;
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
        op("ElasticNet", "sklearn.linear_model._coordinate_descent", MODEL, MODELS,
            "linear regression with combined L1 and L2 penalties (coordinate descent)", List.of(),
            floating("alpha", 1.0, 0.0, null, "", "penalty strength"),
            floating("l1_ratio", 0.5, 0.0, 1.0, "", "share of the L1 penalty (1 = Lasso, 0 = ridge)"),
            bool("fit_intercept", true, "fit an intercept"),
            integer("max_iter", 1000, 1.0, null, "", "maximum coordinate-descent sweeps"),
            floating("tol", 1e-4, 0.0, null, "", "duality-gap tolerance (relative to y·y)"),
            bool("positive", false, "force non-negative coefficients"),
            intOrNull("random_state", null, "", "seed of the random coordinate order"),
            choice("selection", "cyclic", List.of("cyclic", "random"), "coordinate order")),
        op("Lasso", "sklearn.linear_model._coordinate_descent", MODEL, MODELS,
            "L1-penalised linear regression (coordinate descent)", List.of(),
            floating("alpha", 1.0, 0.0, null, "", "penalty strength"),
            bool("fit_intercept", true, "fit an intercept"),
            integer("max_iter", 1000, 1.0, null, "", "maximum coordinate-descent sweeps"),
            floating("tol", 1e-4, 0.0, null, "", "duality-gap tolerance (relative to y·y)"),
            bool("positive", false, "force non-negative coefficients"),
            intOrNull("random_state", null, "", "seed of the random coordinate order"),
            choice("selection", "cyclic", List.of("cyclic", "random"), "coordinate order")),
        op("LinearRegression", "sklearn.linear_model._base", MODEL, MODELS,
            "ordinary least squares (minimum-norm SVD solution)", List.of(),
            bool("fit_intercept", true, "fit an intercept"),
            floating("tol", 1e-6, 0.0, 1.0, "", "relative cutoff of small singular values")),
        op("LogisticRegression", "sklearn.linear_model._logistic", MODEL, MODELS,
            "L2-penalised logistic regression (binomial or multinomial)", List.of(),
            floating("C", 1.0, 0.0, null, "", "inverse regularisation strength"),
            bool("fit_intercept", true, "fit an intercept"),
            integer("max_iter", 100, 1.0, null, "", "iteration budget"),
            floating("tol", 1e-4, 0.0, null, "", "gradient tolerance")),
        op("KNeighborsRegressor", "sklearn.neighbors._regression", MODEL, MODELS,
            "mean target of the nearest training spectra", List.of(),
            integer("n_neighbors", 5, 1.0, null, "", "number of neighbours"),
            choice("weights", "uniform", List.of("uniform", "distance"), "neighbour weights"),
            floating("p", 2, 1.0, null, "", "Minkowski power (2 = Euclidean, 1 = Manhattan)")),
        op("KNeighborsClassifier", "sklearn.neighbors._classification", MODEL, MODELS,
            "majority class of the nearest training spectra", List.of(),
            integer("n_neighbors", 5, 1.0, null, "", "number of neighbours"),
            choice("weights", "uniform", List.of("uniform", "distance"), "neighbour weights"),
            floating("p", 2, 1.0, null, "", "Minkowski power (2 = Euclidean, 1 = Manhattan)")),
        op("SVR", "sklearn.svm._classes", MODEL, MODELS, "epsilon support-vector regression (LIBSVM)", List.of(),
            choice("kernel", "rbf", List.of("rbf", "linear", "poly", "sigmoid"), "kernel"),
            floating("C", 1.0, 0.0, null, "", "regularisation (larger = less)"),
            floating("epsilon", 0.1, 0.0, null, "", "width of the insensitive tube"),
            integer("degree", 3, 0.0, null, "", "degree of the poly kernel"),
            floating("coef0", 0.0, null, null, "", "constant of the poly and sigmoid kernels"),
            floating("tol", 1e-3, 0.0, null, "", "stopping tolerance")),
        op("SVC", "sklearn.svm._classes", MODEL, MODELS, "support-vector classification (LIBSVM, one-vs-one)", List.of(),
            choice("kernel", "rbf", List.of("rbf", "linear", "poly", "sigmoid"), "kernel"),
            floating("C", 1.0, 0.0, null, "", "regularisation (larger = less)"),
            integer("degree", 3, 0.0, null, "", "degree of the poly kernel"),
            floating("coef0", 0.0, null, null, "", "constant of the poly and sigmoid kernels"),
            floating("tol", 1e-3, 0.0, null, "", "stopping tolerance")),
        op("PCA", "sklearn.decomposition._pca", TRANSFORM, FEATURE_SELECTION,
            "project spectra on their principal components", List.of(),
            intOrNull("n_components", 1.0, "components", "components kept; None = min(samples, features)"),
            bool("whiten", false, "scale scores to unit variance"),
            choice("svd_solver", "auto", List.of("auto", "full", "covariance_eigh", "randomized"), "decomposition"),
            integer("n_oversamples", 10, 1.0, null, "", "extra random vectors of the randomized solver"),
            intOrNull("random_state", null, "", "seed of the randomized solver")),
        op("TruncatedSVD", "sklearn.decomposition._truncated_svd", TRANSFORM, FEATURE_SELECTION,
            "project spectra on their leading singular vectors (no centring)", List.of(),
            integer("n_components", 2, 1.0, null, "components", "components kept"),
            integer("n_iter", 5, 0.0, null, "", "power iterations"),
            integer("n_oversamples", 10, 1.0, null, "", "extra random vectors"),
            intOrNull("random_state", null, "", "seed of the random start")),
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
            metric()),
        op("SPXYFold", SPLITTERS_MODULE, SPLITTER, SPLITTERS, "k folds spread over the X and y space (SPXY)", List.of(),
            integer("n_splits", 5, 2.0, null, "folds", "number of folds"),
            choice("y_metric", "euclidean", List.of("euclidean", "hamming"), "distance on y (hamming for classes)")),
        op("SPXYGFold", SPLITTERS_MODULE, SPLITTER, SPLITTERS,
            "SPXY folds over groups (1 fold = one Kennard-Stone split)", List.of(),
            integer("n_splits", 5, 1.0, null, "folds", "number of folds (1 = single train/test split)"),
            sizeOrNull("test_size", "test fraction or count when n_splits = 1; None = 0.25"),
            choice("y_metric", "euclidean", List.of("euclidean", "hamming"), "distance on y (hamming for classes)"),
            choice("aggregation", "mean", List.of("mean", "median"), "group representative")),
        op("GroupKFold", "sklearn.model_selection._split", SPLITTER, SPLITTERS,
            "k folds that keep each group (group_by metadata column) together", List.of(),
            integer("n_splits", 5, 2.0, null, "folds", "number of folds"),
            bool("shuffle", false, "shuffle the groups"),
            intOrNull("random_state", null, "", "seed of the shuffle")));
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
