package org.spectraflow.engine.operators.model;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BooleanSupplier;
import org.spectraflow.engine.catalogue.OperatorProvider;
import org.spectraflow.engine.catalogue.OperatorSpec;
import org.spectraflow.engine.catalogue.ParamSpec;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.operators.DecisionFunctionModel;
import org.spectraflow.engine.operators.FittedModel;
import org.spectraflow.engine.operators.FittedState;
import org.spectraflow.engine.operators.OperatorConfig;
import org.spectraflow.engine.operators.Params;
import org.spectraflow.engine.operators.RestorableModel;

/**
 * scikit-learn's RidgeClassifier (BSD licence, {@code sklearn/linear_model/_ridge.py}): the classes
 * encoded as scikit-learn's {@code LabelBinarizer(neg_label=−1, pos_label=1)} does (one ±1 column
 * for two classes, one per class otherwise), {@link Ridge} fitted on them, and the class of the
 * largest decision value (for two classes: the second when the value is > 0). Predictions are the
 * original labels; there are no probabilities, as in scikit-learn. A fit saves as kind {@code
 * ridge_classifier} (docs/model-file.md).
 */
public final class RidgeClassifier implements RestorableModel {

  private final OperatorConfig config;
  private final Ridge ridge;

  private RidgeClassifier(OperatorConfig config, Ridge ridge) {
    this.config = config;
    this.ridge = ridge;
  }

  /** Reads Ridge's parameters ({@code alpha=1.0, fit_intercept=True, solver='auto'}). */
  public static RidgeClassifier of(Params p) {
    Object cw = p.raw("class_weight", null);
    if (cw != null) {
      throw p.invalid("class_weight", cw, "is not supported; use None");
    }
    Map<String, Object> ridge = new LinkedHashMap<>();
    ridge.put("alpha", p.number("alpha", 1.0));
    ridge.put("fit_intercept", p.flag("fit_intercept", true));
    ridge.put("solver", p.string("solver", "auto"));
    ridge.put("positive", p.flag("positive", false));
    p.flag("copy_X", true);
    p.optionalInteger("max_iter", null);
    p.number("tol", 1e-4);
    p.optionalInteger("random_state", null);
    return new RidgeClassifier(p.config(), Ridge.of(Params.of("RidgeClassifier", ridge)));
  }

  @Override
  public OperatorConfig config() {
    return config;
  }

  @Override
  public boolean classifier() {
    return true;
  }

  @Override
  public FittedModel fit(Block x, double[][] y, BooleanSupplier cancelled) {
    ModelInputs.check(this, x, y);
    ClassLabels classes = ClassLabels.of(this, y);
    int k = classes.classes().length;
    int columns = k == 2 ? 1 : k;
    double[][] targets = new double[y.length][columns];
    for (int i = 0; i < y.length; i++) {
      int c = classes.labels()[i];
      for (int j = 0; j < columns; j++) {
        targets[i][j] = (k == 2 ? c == 1 : c == j) ? 1.0 : -1.0;
      }
    }
    return new Fitted(
        (LinearModel) ridge.fit(x, targets, cancelled), classes.classes(), canonicalConfig());
  }

  @Override
  public FittedModel restore(FittedState state) {
    StateChecks.kind(state, "ridge_classifier");
    double[] classes = state.vector("classes");
    double[][] coef = state.matrix("coef");
    double[] intercept = state.vector("intercept");
    if (classes.length < 2) {
      throw new IllegalArgumentException("ridge_classifier: fewer than 2 classes");
    }
    StateChecks.same(state, "coef rows", coef.length, classes.length == 2 ? 1 : classes.length);
    StateChecks.same(state, "intercept length", intercept.length, coef.length);
    StateChecks.rect(state, "coef", coef[0].length);
    return new Fitted(
        new LinearModel(state.text("label"), coef, intercept), classes, state.text("operator"));
  }

  /**
   * A fitted ridge classifier: the ridge fit on the ±1 class indicators and the sorted labels.
   *
   * @param decision the fitted ridge (decision values per class, one column for two classes)
   * @param classes the sorted class labels
   * @param operator the classifier's configuration (a model file rebuilds it from this)
   */
  record Fitted(LinearModel decision, double[] classes, String operator)
      implements DecisionFunctionModel {

    /**
     * Kind {@code ridge_classifier}: the ridge's label, {@code coef} (one row per decision column),
     * {@code intercept} and the sorted {@code classes} (docs/model-file.md).
     */
    @Override
    public FittedState state() {
      FittedState linear = decision.state();
      return FittedState.of("ridge_classifier")
          .with("operator", operator)
          .with("label", linear.text("label"))
          .with("coef", linear.matrix("coef"))
          .with("intercept", linear.vector("intercept"))
          .with("classes", classes);
    }

    @Override
    public double[][] decisionFunction(Block x) {
      return decision.predict(x);
    }

    @Override
    public double[][] predict(Block x) {
      return ClassLabels.decide(decision.predict(x), classes);
    }

    @Override
    public long retainedBytes() {
      return decision.retainedBytes() + ArrayBytes.of(classes);
    }
  }

  @Override
  public String toString() {
    return label();
  }

  /** The catalogue's declaration of this operator (see docs/extending.md). */
  public static final OperatorSpec DECLARATION =
      OperatorSpec.model(
              "RidgeClassifier",
              "sklearn.linear_model._ridge",
              "ridge regression on ±1 class indicators; the class of the largest value",
              RidgeClassifier::of)
          .params(
              ParamSpec.floating("alpha", 1.0, 0.0, 1e12, "", "regularisation strength"),
              ParamSpec.bool("fit_intercept", true, "fit an intercept"),
              ParamSpec.choice("solver", "auto", List.of("auto", "cholesky"), "linear solver"));

  /** Contributes {@link #DECLARATION} to the catalogue (listed in META-INF/services). */
  public static final class Provider implements OperatorProvider {
    @Override
    public List<OperatorSpec> declarations() {
      return List.of(
          DECLARATION,
          KernelRidge.DECLARATION,
          BayesianRidge.DECLARATION,
          LinearDiscriminantAnalysis.DECLARATION,
          QuadraticDiscriminantAnalysis.DECLARATION);
    }
  }
}
