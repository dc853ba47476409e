package org.spectraflow.engine.operators.model.svm;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.BooleanSupplier;
import org.spectraflow.engine.catalogue.OperatorSpec;
import org.spectraflow.engine.catalogue.ParamSpec;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.operators.DecisionFunctionModel;
import org.spectraflow.engine.operators.FittedModel;
import org.spectraflow.engine.operators.FittedState;
import org.spectraflow.engine.operators.OperatorConfig;
import org.spectraflow.engine.operators.Params;
import org.spectraflow.engine.operators.RestorableModel;
import org.spectraflow.engine.operators.model.ClassLabels;
import org.spectraflow.engine.operators.model.StateChecks;

/**
 * scikit-learn's LinearSVC (BSD-3-Clause, {@code sklearn/svm/_classes.py} and liblinear's {@code
 * train}, 1.9) with the L2 penalty, one-vs-rest: labels are sorted, the rows grouped by class
 * (stable), and each class (one problem, the second class positive, for two classes) is solved by
 * liblinear's dual coordinate descent ({@link DualCoordinateDescent#svc}) with one random stream
 * for all classes, on the rows with the bias column {@code intercept_scaling} appended; {@code
 * intercept_ = intercept_scaling·w_bias}. Loss {@code squared_hinge} (default) or {@code hinge}
 * (dual only). scikit-learn solves the squared hinge's primal with a trust-region Newton method
 * when {@code dual=False} (or {@code 'auto'} with at least as many rows as columns); we solve its
 * dual to a 10⁶ times tighter tolerance instead, reaching the same optimum to within scikit-learn's
 * tolerance (docs/compatibility.md). {@code penalty='l1'} and {@code multi_class='crammer_singer'}
 * are refused. Predictions are the original labels; the decision values are given (stacking).
 * Immutable.
 */
public final class LinearSVC implements RestorableModel {

  private final OperatorConfig config;
  private final LiblinearOptions options;
  private final boolean squared;

  private LinearSVC(OperatorConfig config, LiblinearOptions options, boolean squared) {
    this.config = config;
    this.options = options;
    this.squared = squared;
  }

  /**
   * Reads {@code penalty='l2'}, {@code loss='squared_hinge'}, {@code multi_class='ovr'}, {@code
   * class_weight=None} and the shared liblinear options.
   */
  public static LinearSVC of(Params p) {
    String penalty = p.string("penalty", "l2");
    String loss = p.string("loss", "squared_hinge");
    String multi = p.string("multi_class", "ovr");
    Object weight = p.raw("class_weight", null);
    LiblinearOptions options = LiblinearOptions.read(p);
    if (!"l2".equals(penalty)) {
      throw p.invalid(
          "penalty", penalty, "must be 'l2' (the L1 penalty's solver is not implemented)");
    }
    if (!"squared_hinge".equals(loss) && !"hinge".equals(loss)) {
      throw p.invalid("loss", loss, "must be 'squared_hinge' or 'hinge'");
    }
    if (!"ovr".equals(multi)) {
      throw p.invalid("multi_class", multi, "must be 'ovr' (crammer_singer is not implemented)");
    }
    if (weight != null) {
      throw p.invalid("class_weight", weight, "must be None (class weights are not implemented)");
    }
    if ("false".equals(options.dual()) && "hinge".equals(loss)) {
      throw p.invalid(
          "dual", false, "must be True or 'auto' with loss='hinge' (liblinear has no primal)");
    }
    return new LinearSVC(p.config(), options, "squared_hinge".equals(loss));
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
    if (y[0].length != 1) {
      throw new IllegalArgumentException(label() + ": supports one target column");
    }
    int n = x.rows();
    int p = x.cols();
    double[] classes = Arrays.stream(y).mapToDouble(r -> r[0]).distinct().sorted().toArray();
    if (classes.length < 2) {
      throw new IllegalArgumentException(
          label() + ": needs samples of at least 2 classes, was " + Arrays.toString(classes));
    }
    int[] label = new int[n];
    List<Integer> grouped = new ArrayList<>();
    for (int c = 0; c < classes.length; c++) {
      for (int i = 0; i < n; i++) {
        if (y[i][0] == classes[c]) {
          grouped.add(i);
        }
      }
    }
    int[] order = grouped.stream().mapToInt(Integer::intValue).toArray();
    for (int k = 0; k < n; k++) {
      label[k] = Arrays.binarySearch(classes, y[order[k]][0]);
    }
    boolean dual = options.useDual(n, p, true, squared);
    double eps = dual ? options.tol() : options.tol() * 1e-6;
    int maxIter = dual ? options.maxIter() : options.maxIter() * 100;
    DualCoordinateDescent solver =
        new DualCoordinateDescent(options.rows(x, order), options.liblinearSeed(), cancelled);
    double[] cost = new double[n];
    Arrays.fill(cost, options.c());
    int problems = classes.length == 2 ? 1 : classes.length;
    double[][] coef = new double[problems][];
    double[] intercept = new double[problems];
    for (int c = 0; c < problems; c++) {
      int positive = classes.length == 2 ? 1 : c;
      int[] sign = new int[n];
      for (int k = 0; k < n; k++) {
        sign[k] = label[k] == positive ? 1 : -1;
      }
      double[] w = solver.svc(sign, cost, squared, eps, maxIter);
      coef[c] = Arrays.copyOf(w, p);
      intercept[c] = options.fitIntercept() ? options.interceptScaling() * w[p] : 0.0;
    }
    return new Fitted(label(), canonicalConfig(), coef, intercept, classes);
  }

  @Override
  public FittedModel restore(FittedState state) {
    StateChecks.kind(state, "linear_svc");
    double[] classes = state.vector("classes");
    double[] intercept = state.vector("intercept");
    double[][] coef = state.matrix("coef");
    StateChecks.same(state, "coef rows", coef.length, classes.length == 2 ? 1 : classes.length);
    StateChecks.same(state, "intercept length", intercept.length, coef.length);
    if (classes.length < 2) {
      throw new IllegalArgumentException("linear_svc: fewer than 2 classes");
    }
    StateChecks.rect(state, "coef", coef[0].length);
    return new Fitted(label(), state.text("operator"), coef, intercept, classes);
  }

  /** The fitted one-vs-rest planes: decision values and labels. */
  private record Fitted(
      String label, String operator, double[][] coef, double[] intercept, double[] classes)
      implements DecisionFunctionModel {

    /** Kind {@code linear_svc}: the planes and the classes (docs/model-file.md). */
    @Override
    public FittedState state() {
      return FittedState.of("linear_svc")
          .with("operator", operator)
          .with("coef", coef)
          .with("intercept", intercept)
          .with("classes", classes);
    }

    @Override
    public double[][] decisionFunction(Block x) {
      if (x.cols() != coef[0].length) {
        throw new IllegalArgumentException(
            label + ": expects " + coef[0].length + " columns, was " + x.cols());
      }
      double[][] out = new double[x.rows()][coef.length];
      double[] row = new double[x.cols()];
      for (int i = 0; i < out.length; i++) {
        x.copyRow(i, row);
        for (int c = 0; c < coef.length; c++) {
          double s = 0;
          for (int j = 0; j < row.length; j++) {
            s += row[j] * coef[c][j];
          }
          out[i][c] = s + intercept[c];
        }
      }
      return out;
    }

    @Override
    public double[][] predict(Block x) {
      return ClassLabels.decide(decisionFunction(x), classes);
    }

    @Override
    public long retainedBytes() {
      long bytes = 16L + 8L * intercept.length + 8L * classes.length;
      for (double[] c : coef) {
        bytes += 16L + 8L * c.length;
      }
      return bytes;
    }
  }

  @Override
  public String toString() {
    return label();
  }

  /** The catalogue's declaration (contributed by {@link LinearSVR.Provider}). */
  public static final OperatorSpec DECLARATION =
      OperatorSpec.model(
              "LinearSVC",
              "sklearn.svm._classes",
              "linear support vector classification, one-vs-rest (liblinear)",
              LinearSVC::of)
          .params(
              ParamSpec.floating("C", 1.0, 1e-12, 1e12, "", "cost of errors"),
              ParamSpec.choice(
                  "loss", "squared_hinge", List.of("squared_hinge", "hinge"), "loss of errors"),
              ParamSpec.bool("fit_intercept", true, "fit an intercept (bias column)"),
              ParamSpec.integer("max_iter", 1000, 1, 1_000_000, "", "maximum sweeps"),
              ParamSpec.intOrNull(
                  "random_state", 0, 4_294_967_295L, "", "seed of the coordinate order"));
}
