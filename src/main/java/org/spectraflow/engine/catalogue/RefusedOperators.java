package org.spectraflow.engine.catalogue;

import java.util.List;
import java.util.Optional;

/**
 * The nirs4all operators SpectraFlow knows it does not run, each with the reason and the supported
 * alternative, so that a document naming one gets a message that says what to use instead of the
 * whole catalogue. {@code docs/compatibility.md}'s operator status table lists them (with the
 * catalogue's operators and the keywords). Immutable.
 */
public final class RefusedOperators {

  /**
   * One refused operator.
   *
   * @param name the class's simple name, as a document's reference ends
   * @param library where it comes from (e.g. {@code xgboost}, {@code sklearn.ensemble})
   * @param reason why it is refused and what to use instead (a sentence fragment)
   */
  public record Refusal(String name, String library, String reason) {}

  private static final String BOOSTING =
      "not bundled (a separate native library); use sklearn.ensemble.GradientBoostingRegressor or"
          + " GradientBoostingClassifier (the same boosted trees, numbers as scikit-learn), or"
          + " RandomForestRegressor";
  private static final String LWPLS =
      "not run: nirs4all's public method page names only n_components and n_neighbors and does"
          + " not define the neighbourhood weights (kernel, bandwidth, distance), so its numbers"
          + " cannot be reproduced (docs/compatibility.md, \"The PLS family\"); use KernelPLS,"
          + " KNeighborsRegressor or PLSRegression";
  private static final String NIRS4ALL_SPLIT =
      "not described in SpectraFlow's specification; use KennardStoneSplitter, SPXYSplitter,"
          + " SPXYGFold, KFold or StratifiedKFold";
  private static final String NOT_YET = "not implemented yet; use ";

  private static final List<Refusal> ALL =
      List.of(
          new Refusal("XGBRegressor", "xgboost", BOOSTING),
          new Refusal("XGBClassifier", "xgboost", BOOSTING),
          new Refusal("XGBRFRegressor", "xgboost", BOOSTING),
          new Refusal("LGBMRegressor", "lightgbm", BOOSTING),
          new Refusal("LGBMClassifier", "lightgbm", BOOSTING),
          new Refusal("CatBoostRegressor", "catboost", BOOSTING),
          new Refusal("CatBoostClassifier", "catboost", BOOSTING),
          new Refusal(
              "HistGradientBoostingRegressor",
              "sklearn.ensemble",
              NOT_YET + "GradientBoostingRegressor or RandomForestRegressor"),
          new Refusal(
              "HistGradientBoostingClassifier",
              "sklearn.ensemble",
              NOT_YET + "GradientBoostingClassifier or RandomForestClassifier"),
          new Refusal(
              "AdaBoostRegressor", "sklearn.ensemble", NOT_YET + "GradientBoostingRegressor"),
          new Refusal(
              "AdaBoostClassifier", "sklearn.ensemble", NOT_YET + "GradientBoostingClassifier"),
          new Refusal(
              "StackingClassifier",
              "sklearn.ensemble",
              NOT_YET + "a branch of classifiers merged with merge: predictions and a model"),
          new Refusal("MLPRegressor", "sklearn.neural_network", NOT_YET + "SVR or PLSRegression"),
          new Refusal("MLPClassifier", "sklearn.neural_network", NOT_YET + "SVC or PLSDA"),
          new Refusal(
              "GaussianProcessRegressor", "sklearn.gaussian_process", NOT_YET + "SVR (rbf kernel)"),
          new Refusal("LassoCV", "sklearn.linear_model", NOT_YET + "Lasso with finetune_params"),
          new Refusal(
              "ElasticNetCV", "sklearn.linear_model", NOT_YET + "ElasticNet with finetune_params"),
          new Refusal("LinearSVR", "sklearn.svm", NOT_YET + "SVR(kernel='linear')"),
          new Refusal("LinearSVC", "sklearn.svm", NOT_YET + "SVC(kernel='linear')"),
          new Refusal("LWPLS", "nirs4all", LWPLS),
          new Refusal("KMeansSplitter", "nirs4all", NIRS4ALL_SPLIT),
          new Refusal("SPlitSplitter", "nirs4all", NIRS4ALL_SPLIT),
          new Refusal("SystematicCircularSplitter", "nirs4all", NIRS4ALL_SPLIT),
          new Refusal("KBinsStratifiedSplitter", "nirs4all", NIRS4ALL_SPLIT),
          new Refusal("BinnedStratifiedGroupKFold", "nirs4all", NIRS4ALL_SPLIT));

  private RefusedOperators() {}

  /** Every known refusal, in table order. */
  public static List<Refusal> all() {
    return ALL;
  }

  /**
   * The refusal of {@code reference} (a simple name or a dotted path ending in one), unless the
   * catalogue {@code registry} runs it.
   */
  public static Optional<Refusal> of(String reference, OperatorRegistry registry) {
    if (registry.resolve(reference).isPresent()) {
      return Optional.empty();
    }
    String simple = reference.substring(reference.lastIndexOf('.') + 1);
    return ALL.stream().filter(r -> r.name().equals(simple)).findFirst();
  }
}
