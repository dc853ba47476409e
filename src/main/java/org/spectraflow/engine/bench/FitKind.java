package org.spectraflow.engine.bench;

import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * One model kind of the fit table ({@code bench --fits}): a scikit-learn class with the parameters
 * both sides fit it with (the same as {@code tools/bench/fit_reference.py}).
 *
 * @param label the kind's name in the table (the scikit-learn class's simple name)
 * @param className the class as a pipeline names it
 * @param params the constructor parameters (scikit-learn defaults for the others)
 * @param classifier true when it fits class labels (y above its median) instead of y
 */
public record FitKind(
    String label, String className, Map<String, Object> params, boolean classifier) {

  /** Copies the parameters. */
  public FitKind {
    Objects.requireNonNull(label, "label");
    Objects.requireNonNull(className, "className");
    params = Map.copyOf(params);
  }

  /** The kinds of the table, in its order. */
  public static final List<FitKind> ALL =
      List.of(
          new FitKind(
              "RandomForestRegressor",
              "sklearn.ensemble.RandomForestRegressor",
              Map.of("n_estimators", 100, "random_state", 42),
              false),
          new FitKind(
              "GradientBoostingRegressor",
              "sklearn.ensemble.GradientBoostingRegressor",
              Map.of("random_state", 0),
              false),
          new FitKind(
              "ElasticNet",
              "sklearn.linear_model.ElasticNet",
              Map.of("alpha", 0.1, "l1_ratio", 0.5),
              false),
          new FitKind("Lasso", "sklearn.linear_model.Lasso", Map.of("alpha", 0.01), false),
          new FitKind("SVR", "sklearn.svm.SVR", Map.of(), false),
          new FitKind(
              "LogisticRegression",
              "sklearn.linear_model.LogisticRegression",
              Map.of("max_iter", 1000),
              true),
          new FitKind(
              "PLSRegression",
              "sklearn.cross_decomposition.PLSRegression",
              Map.of("n_components", 10),
              false),
          new FitKind("Ridge", "sklearn.linear_model.Ridge", Map.of("alpha", 1.0), false));
}
