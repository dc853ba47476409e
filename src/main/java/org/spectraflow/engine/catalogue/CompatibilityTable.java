package org.spectraflow.engine.catalogue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.spectraflow.engine.pipeline.KeywordCatalogue;
import org.spectraflow.engine.pipeline.KeywordSpec;

/**
 * The operator and keyword status table of {@code docs/compatibility.md}, generated from the
 * operator catalogue (every catalogued operator runs), its {@link #NOTES} (runs with a noted
 * difference), {@link RefusedOperators} and the keyword catalogue. The generated part sits between
 * {@link #BEGIN} and {@link #END} in the file; {@code CompatibilityTableTest} checks it and
 * rewrites it with {@code -Dspectraflow.writeDocs=true}. Pure.
 */
public final class CompatibilityTable {

  /** The marker line before the generated part. */
  public static final String BEGIN =
      "<!-- BEGIN generated operator status (CompatibilityTable); do not edit -->";

  /** The marker line after the generated part. */
  public static final String END = "<!-- END generated operator status -->";

  /** The note of the NIRS transforms whose nirs4all numbers could not be checked. */
  private static final String PUBLISHED =
      "numbers follow the published algorithm (nirs4all's own not checked), see nirs-transforms.md";

  /**
   * The differences from nirs4all 0.11 / scikit-learn 1.9.1 a user may see with a catalogued
   * operator, by class name (details in the sections of docs/compatibility.md).
   */
  static final Map<String, String> NOTES =
      Map.ofEntries(
          Map.entry("Ridge", "solved in float64 (scikit-learn stays in float32 for float32 data)"),
          Map.entry("RidgeCV", "solved in float64"),
          Map.entry("RidgeClassifier", "solved in float64"),
          Map.entry("KernelRidge", "solved in float64"),
          Map.entry("BayesianRidge", "solved in float64 (one-sided Jacobi SVD)"),
          Map.entry("LinearDiscriminantAnalysis", "svd solver only, in float64"),
          Map.entry("QuadraticDiscriminantAnalysis", "svd solver only, in float64"),
          Map.entry("LinearRegression", "solved in float64"),
          Map.entry("ElasticNet", "coordinate descent in float64"),
          Map.entry("Lasso", "coordinate descent in float64"),
          Map.entry("LassoCV", "folds solved without the Gram matrix, in float64"),
          Map.entry("ElasticNetCV", "folds solved without the Gram matrix, in float64"),
          Map.entry(
              "StackingClassifier",
              "a classifier with neither probabilities nor decision values needs"
                  + " stack_method='predict'"),
          Map.entry("AdaBoostRegressor", "random_state=None seeds 0 (reproducible, not numpy's)"),
          Map.entry(
              "AdaBoostClassifier",
              "DecisionTreeClassifier estimators only; random_state=None seeds 0"),
          Map.entry(
              "LinearSVC",
              "the primal (dual=False or 'auto' with more rows than columns) is solved through the"
                  + " dual, within ~5e-4; random_state=None seeds 0"),
          Map.entry(
              "LinearSVR",
              "the squared loss's primal is solved through the dual, within ~5e-4;"
                  + " random_state=None seeds 0"),
          Map.entry(
              "GaussianProcessRegressor", "default kernel only; its optimisation agrees to ~1e-7"),
          Map.entry(
              "PCA",
              "svd_solver='auto' follows the randomized solver as scikit-learn; differs from the"
                  + " full SVD by up to ~5e-4"),
          Map.entry("TruncatedSVD", "computed in float64"),
          Map.entry(
              "RandomForestRegressor", "random_state=None seeds 0 (reproducible, not numpy's)"),
          Map.entry(
              "RandomForestClassifier", "random_state=None seeds 0 (reproducible, not numpy's)"),
          Map.entry(
              "GradientBoostingRegressor", "random_state=None seeds 0 (reproducible, not numpy's)"),
          Map.entry(
              "GradientBoostingClassifier",
              "exp's last bit (Java vs C library) can flip a near-tie split; random_state=None"
                  + " seeds 0"),
          Map.entry(
              "DecisionTreeRegressor", "random_state=None seeds 0 (reproducible, not numpy's)"),
          Map.entry(
              "DecisionTreeClassifier", "random_state=None seeds 0 (reproducible, not numpy's)"),
          Map.entry("ExtraTreesRegressor", "random_state=None seeds 0 (reproducible, not numpy's)"),
          Map.entry(
              "ExtraTreesClassifier", "random_state=None seeds 0 (reproducible, not numpy's)"),
          Map.entry(
              "HistGradientBoostingRegressor",
              "early stopping not implemented (early_stopping='auto' refused above 10 000 rows)"),
          Map.entry(
              "HistGradientBoostingClassifier",
              "early stopping not implemented (early_stopping='auto' refused above 10 000 rows)"),
          Map.entry("MLPRegressor", "adam and sgd only (lbfgs refused); random_state=None seeds 0"),
          Map.entry(
              "MLPClassifier", "adam and sgd only (lbfgs refused); random_state=None seeds 0"),
          Map.entry("RobustStandardNormalVariate", PUBLISHED),
          Map.entry("LocalStandardNormalVariate", PUBLISHED),
          Map.entry("AreaNormalization", PUBLISHED + "; default area Σ|x|"),
          Map.entry("NorrisWilliams", PUBLISHED + "; differences not divided by the gap"),
          Map.entry("ASLSBaseline", PUBLISHED),
          Map.entry("AirPLS", PUBLISHED),
          Map.entry("ArPLS", PUBLISHED),
          Map.entry("SNIP", PUBLISHED + "; no log-log-sqrt transform"),
          Map.entry("ModPoly", PUBLISHED),
          Map.entry("IModPoly", PUBLISHED),
          Map.entry("PolynomialBaseline", PUBLISHED),
          Map.entry("OSC", PUBLISHED + "; Fearn's direct form, output keeps the mean"),
          Map.entry(
              "CARS",
              PUBLISHED + " (Li et al. 2009), legacy RandomState draws; random_state=None seeds 0"),
          Map.entry(
              "MCUVE",
              PUBLISHED
                  + " (Cai et al. 2008); parameter names not confirmed by nirs4all's pages;"
                  + " random_state=None seeds 0"),
          Map.entry("SVR", "libsvm's Java port (same algorithm)"),
          Map.entry("SVC", "libsvm's Java port (same algorithm)"));

  private CompatibilityTable() {}

  /** The generated part, markers included, ending with a newline. */
  public static String markdown(OperatorRegistry registry) {
    StringBuilder out = new StringBuilder();
    out.append(BEGIN)
        .append("\n\n")
        .append("Regenerate: `./mvnw -B -o test -Dtest=CompatibilityTableTest")
        .append(" -Dspectraflow.writeDocs=true`.\n\n")
        .append("| nirs4all operator or keyword | kind | status |\n")
        .append("|---|---|---|\n");
    Set<String> catalogued = new HashSet<>();
    for (OperatorSpec spec : registry.all()) {
      catalogued.add(spec.className());
      String note = NOTES.get(spec.className());
      out.append("| `")
          .append(spec.canonicalPath())
          .append("` | ")
          .append(spec.kind().name().toLowerCase(Locale.ROOT).replace('_', ' '))
          .append(" | ")
          .append(note == null ? "runs" : "runs with a noted difference: " + escape(note))
          .append(" |\n");
    }
    for (RefusedOperators.Refusal r : RefusedOperators.all()) {
      if (catalogued.contains(r.name())) {
        continue;
      }
      out.append("| `")
          .append(r.library())
          .append(".")
          .append(r.name())
          .append("` | refused | refused: ")
          .append(escape(r.reason()))
          .append(" |\n");
    }
    out.append("| TensorFlow / Keras / PyTorch / JAX models | refused |")
        .append(" refused: deep-learning models are not run; use PLSRegression, Ridge or a")
        .append(" tree ensemble |\n");
    List<KeywordSpec> keywords = new ArrayList<>(KeywordCatalogue.all());
    keywords.add(KeywordCatalogue.display());
    for (KeywordSpec k : keywords) {
      out.append("| `")
          .append(k.name())
          .append("` | keyword | ")
          .append(keywordStatus(k))
          .append(" |\n");
    }
    out.append("\n").append(END).append("\n");
    return out.toString();
  }

  /** {@code file} with its generated part replaced by {@link #markdown}. */
  public static String update(String file, OperatorRegistry registry) {
    int begin = file.indexOf(BEGIN);
    int end = file.indexOf(END);
    if (begin < 0 || end < begin) {
      throw new IllegalArgumentException("the file has no generated operator status part");
    }
    int after = file.indexOf('\n', end);
    return file.substring(0, begin)
        + markdown(registry)
        + (after < 0 ? "" : file.substring(after + 1));
  }

  private static String keywordStatus(KeywordSpec k) {
    return switch (k.support()) {
      case RUNS -> "runs";
      case LEGACY -> "runs with a noted difference: old spelling, a deprecation warning";
      case NOT_YET -> "refused: not supported yet";
      case DISPLAY -> "runs with a noted difference: display only, skipped with a warning";
    };
  }

  private static String escape(String s) {
    return s.replace("|", "\\|");
  }
}
