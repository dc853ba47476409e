package org.spectraflow.engine.operators.model;

import java.util.List;
import java.util.function.BooleanSupplier;
import org.spectraflow.engine.catalogue.OperatorSpec;
import org.spectraflow.engine.catalogue.ParamSpec;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.operators.FittedModel;
import org.spectraflow.engine.operators.FittedState;
import org.spectraflow.engine.operators.OperatorConfig;
import org.spectraflow.engine.operators.Params;
import org.spectraflow.engine.operators.RestorableModel;
import org.spectraflow.engine.operators.linalg.JacobiSvd;

/**
 * scikit-learn's LinearDiscriminantAnalysis with the default {@code svd} solver (BSD licence,
 * {@code sklearn/discriminant_analysis.py}, {@code _solve_svd}): class means, the within-class
 * residuals scaled by their standard deviations and {@code √(1/n)} (scikit-learn 1.9), an SVD
 * keeping singular values above {@code tol}, the between-class centres (weighted by {@code
 * √(n·prior/(k − 1))}) projected and decomposed again (rank: above {@code tol·s₀}); then {@code
 * coef} and {@code intercept = −½‖c‖² + log prior − x̄·coef}. Two classes keep the difference of
 * the two rows. Predictions are the original labels; probabilities are {@code expit} (two classes)
 * or the softmax of the decision values. The result does not depend on the SVDs' signs. Computed in
 * double. A fit saves as kind {@code lda} (docs/model-file.md). Declared by {@link
 * RidgeClassifier.Provider}.
 */
public final class LinearDiscriminantAnalysis implements RestorableModel {

  private final OperatorConfig config;
  private final double tol;

  private LinearDiscriminantAnalysis(OperatorConfig config, double tol) {
    this.config = config;
    this.tol = tol;
  }

  /** Reads {@code solver='svd', tol=1e-4}; other solvers, shrinkage and priors are refused. */
  public static LinearDiscriminantAnalysis of(Params p) {
    String solver = p.string("solver", "svd");
    if (!"svd".equals(solver)) {
      throw p.invalid("solver", solver, "must be 'svd' ('lsqr' and 'eigen' are not supported)");
    }
    for (String name : List.of("shrinkage", "priors", "covariance_estimator")) {
      Object v = p.raw(name, null);
      if (v != null) {
        throw p.invalid(name, v, "is not supported; use None");
      }
    }
    p.optionalInteger("n_components", null);
    p.flag("store_covariance", false);
    double tol = p.number("tol", 1e-4);
    if (!(tol >= 0) || Double.isInfinite(tol)) {
      throw p.invalid("tol", tol, "must be a finite number >= 0");
    }
    return new LinearDiscriminantAnalysis(p.config(), tol);
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
  public FittedModel fit(Block xBlock, double[][] y, BooleanSupplier cancelled) {
    ModelInputs.check(this, xBlock, y);
    ClassLabels labels = ClassLabels.of(this, y);
    int n = xBlock.rows();
    int p = xBlock.cols();
    int k = labels.classes().length;
    if (n <= k) {
      throw new IllegalArgumentException(
          label() + ": needs more samples (" + n + ") than classes (" + k + ")");
    }
    double[][] x = new double[n][p];
    for (int i = 0; i < n; i++) {
      xBlock.copyRow(i, x[i]);
    }
    int[] count = new int[k];
    double[][] means = new double[k][p];
    for (int i = 0; i < n; i++) {
      int c = labels.labels()[i];
      count[c]++;
      for (int f = 0; f < p; f++) {
        means[c][f] += x[i][f];
      }
    }
    double[] priors = new double[k];
    for (int c = 0; c < k; c++) {
      priors[c] = (double) count[c] / n;
      for (int f = 0; f < p; f++) {
        means[c][f] /= count[c];
      }
    }
    double[] xbar = new double[p];
    for (int c = 0; c < k; c++) {
      for (int f = 0; f < p; f++) {
        xbar[f] += priors[c] * means[c][f];
      }
    }
    double[][] xc = new double[n][p];
    double[] colMean = new double[p];
    for (int i = 0; i < n; i++) {
      int c = labels.labels()[i];
      for (int f = 0; f < p; f++) {
        xc[i][f] = x[i][f] - means[c][f];
        colMean[f] += xc[i][f];
      }
    }
    double[] std = new double[p];
    for (int f = 0; f < p; f++) {
      colMean[f] /= n;
      double s = 0.0;
      for (int i = 0; i < n; i++) {
        double d = xc[i][f] - colMean[f];
        s += d * d;
      }
      std[f] = Math.sqrt(s / n);
      if (std[f] == 0.0) {
        std[f] = 1.0;
      }
    }
    double within = Math.sqrt(1.0 / n);
    for (double[] row : xc) {
      for (int f = 0; f < p; f++) {
        row[f] = within * (row[f] / std[f]);
      }
    }
    JacobiSvd first = JacobiSvd.of(xc);
    double[] s1 = first.s();
    double[][] vt1 = first.vt();
    int rank = 0;
    while (rank < s1.length && s1[rank] > tol) {
      rank++;
    }
    // scalings (p × rank) = (Vt[:rank] / std)ᵀ / S[:rank]
    double[][] scalings = new double[p][rank];
    for (int f = 0; f < p; f++) {
      for (int r = 0; r < rank; r++) {
        scalings[f][r] = vt1[r][f] / std[f] / s1[r];
      }
    }
    double between = k == 1 ? 1.0 : 1.0 / (k - 1);
    double[][] centres = new double[k][rank];
    for (int c = 0; c < k; c++) {
      double w = Math.sqrt((n * priors[c]) * between);
      for (int r = 0; r < rank; r++) {
        double sum = 0.0;
        for (int f = 0; f < p; f++) {
          sum += w * (means[c][f] - xbar[f]) * scalings[f][r];
        }
        centres[c][r] = sum;
      }
    }
    JacobiSvd second = JacobiSvd.of(centres);
    double[] s2 = second.s();
    double[][] vt2 = second.vt();
    int rank2 = 0;
    while (rank2 < s2.length && s2[rank2] > tol * s2[0]) {
      rank2++;
    }
    double[][] scal = new double[p][rank2];
    for (int f = 0; f < p; f++) {
      for (int j = 0; j < rank2; j++) {
        double sum = 0.0;
        for (int r = 0; r < rank; r++) {
          sum += scalings[f][r] * vt2[j][r];
        }
        scal[f][j] = sum;
      }
    }
    double[][] coef = new double[k][p];
    double[] intercept = new double[k];
    for (int c = 0; c < k; c++) {
      double[] proj = new double[rank2];
      for (int j = 0; j < rank2; j++) {
        double sum = 0.0;
        for (int f = 0; f < p; f++) {
          sum += (means[c][f] - xbar[f]) * scal[f][j];
        }
        proj[j] = sum;
      }
      intercept[c] = -0.5 * Nipals.dot(proj, proj) + Math.log(priors[c]);
      for (int f = 0; f < p; f++) {
        double sum = 0.0;
        for (int j = 0; j < rank2; j++) {
          sum += proj[j] * scal[f][j];
        }
        coef[c][f] = sum;
      }
      intercept[c] -= Nipals.dot(xbar, coef[c]);
    }
    if (k == 2) {
      double[] d = new double[p];
      for (int f = 0; f < p; f++) {
        d[f] = coef[1][f] - coef[0][f];
      }
      coef = new double[][] {d};
      intercept = new double[] {intercept[1] - intercept[0]};
    }
    return new Fitted(
        new LinearModel(label(), coef, intercept), labels.classes(), canonicalConfig());
  }

  @Override
  public FittedModel restore(FittedState state) {
    StateChecks.kind(state, "lda");
    double[] classes = state.vector("classes");
    double[][] coef = state.matrix("coef");
    double[] intercept = state.vector("intercept");
    if (classes.length < 2) {
      throw new IllegalArgumentException("lda: fewer than 2 classes");
    }
    StateChecks.same(state, "coef rows", coef.length, classes.length == 2 ? 1 : classes.length);
    StateChecks.same(state, "intercept length", intercept.length, coef.length);
    StateChecks.rect(state, "coef", coef[0].length);
    return new Fitted(new LinearModel(label(), coef, intercept), classes, state.text("operator"));
  }

  /**
   * A fitted discriminant: the linear decision function (one column for two classes), the sorted
   * labels and the operator's configuration.
   */
  record Fitted(LinearModel decision, double[] classes, String operator)
      implements ProbabilisticModel {

    /**
     * Kind {@code lda}: {@code coef} (one row per decision column), {@code intercept} and the
     * sorted {@code classes} (docs/model-file.md).
     */
    @Override
    public FittedState state() {
      FittedState linear = decision.state();
      return FittedState.of("lda")
          .with("operator", operator)
          .with("coef", linear.matrix("coef"))
          .with("intercept", linear.vector("intercept"))
          .with("classes", classes);
    }

    @Override
    public double[][] probabilities(Block x) {
      double[][] d = decision.predict(x);
      double[][] out = new double[d.length][classes.length];
      for (int i = 0; i < d.length; i++) {
        if (classes.length == 2) {
          out[i][1] = 1.0 / (1.0 + Math.exp(-d[i][0]));
          out[i][0] = 1.0 - out[i][1];
        } else {
          double max = d[i][0];
          for (double v : d[i]) {
            max = Math.max(max, v);
          }
          double sum = 0.0;
          for (int c = 0; c < classes.length; c++) {
            out[i][c] = Math.exp(d[i][c] - max);
            sum += out[i][c];
          }
          for (int c = 0; c < classes.length; c++) {
            out[i][c] /= sum;
          }
        }
      }
      return out;
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
              "LinearDiscriminantAnalysis",
              "sklearn.discriminant_analysis",
              "linear discriminant analysis (SVD solver): shared covariance, class priors",
              LinearDiscriminantAnalysis::of)
          .aliases("LDA")
          .params(
              ParamSpec.choice("solver", "svd", List.of("svd"), "solver"),
              ParamSpec.floating("tol", 1e-4, 0.0, 1.0, "", "singular values kept above this"));
}
