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
 * scikit-learn 1.9's QuadraticDiscriminantAnalysis with the {@code svd} solver (BSD licence, {@code
 * sklearn/discriminant_analysis.py}): per class, the SVD of the centred rows, scalings {@code (1 −
 * r)·s²/n_c + r} ({@code r = reg_param}) and rotations {@code V}; a class whose scalings are not
 * all above {@code tol} is refused (as scikit-learn: more rows than features per class, or a larger
 * {@code reg_param}). Decision {@code −½(‖(x − μ_c)·V·S^−½‖² + Σ log S) + log prior_c};
 * probabilities its normalised exponentials. Computed in double. Declared by {@link
 * RidgeClassifier.Provider}.
 */
public final class QuadraticDiscriminantAnalysis implements RestorableModel {

  private final OperatorConfig config;
  private final double regParam;
  private final double tol;

  private QuadraticDiscriminantAnalysis(OperatorConfig config, double regParam, double tol) {
    this.config = config;
    this.regParam = regParam;
    this.tol = tol;
  }

  /** Reads {@code reg_param=0.0, tol=1e-4, solver='svd'}; priors and shrinkage are refused. */
  public static QuadraticDiscriminantAnalysis of(Params p) {
    String solver = p.string("solver", "svd");
    if (!"svd".equals(solver)) {
      throw p.invalid("solver", solver, "must be 'svd' ('eigen' is not supported)");
    }
    for (String name : List.of("shrinkage", "priors", "covariance_estimator")) {
      Object v = p.raw(name, null);
      if (v != null) {
        throw p.invalid(name, v, "is not supported; use None");
      }
    }
    double reg = p.number("reg_param", 0.0);
    if (!(reg >= 0 && reg <= 1)) {
      throw p.invalid("reg_param", reg, "must be in [0, 1]");
    }
    double tol = p.number("tol", 1e-4);
    if (!(tol >= 0) || Double.isInfinite(tol)) {
      throw p.invalid("tol", tol, "must be a finite number >= 0");
    }
    p.flag("store_covariance", false);
    return new QuadraticDiscriminantAnalysis(p.config(), reg, tol);
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
    double[] row = new double[p];
    int[] count = new int[k];
    for (int c : labels.labels()) {
      count[c]++;
    }
    double[] logPrior = new double[k];
    double[][] means = new double[k][p];
    double[][][] transforms = new double[k][][];
    double[] logDet = new double[k];
    for (int c = 0; c < k; c++) {
      logPrior[c] = Math.log(count[c] / (double) n);
      if (count[c] == 1) {
        throw new IllegalArgumentException(
            label() + ": class " + labels.classes()[c] + " has only 1 sample");
      }
      double[][] xc = new double[count[c]][];
      int q = 0;
      for (int i = 0; i < n; i++) {
        if (labels.labels()[i] == c) {
          xBlock.copyRow(i, row);
          xc[q++] = row.clone();
        }
      }
      for (double[] r : xc) {
        for (int f = 0; f < p; f++) {
          means[c][f] += r[f];
        }
      }
      for (int f = 0; f < p; f++) {
        means[c][f] /= count[c];
      }
      for (double[] r : xc) {
        for (int f = 0; f < p; f++) {
          r[f] -= means[c][f];
        }
      }
      JacobiSvd svd = JacobiSvd.of(xc);
      double[] s = svd.s();
      double[][] vt = svd.vt();
      if (s.length < p) {
        throw notFullRank(c, labels, count[c], p);
      }
      transforms[c] = new double[p][p];
      for (int j = 0; j < p; j++) {
        double scaling = (1 - regParam) * (s[j] * s[j] / count[c]) + regParam;
        if (!(scaling > tol)) {
          throw notFullRank(c, labels, count[c], p);
        }
        logDet[c] += Math.log(scaling);
        double inv = Math.pow(scaling, -0.5);
        for (int f = 0; f < p; f++) {
          transforms[c][f][j] = vt[j][f] * inv;
        }
      }
    }
    return new Fitted(labels.classes(), means, transforms, logDet, logPrior, canonicalConfig());
  }

  @Override
  public FittedModel restore(FittedState state) {
    StateChecks.kind(state, "qda");
    double[] classes = state.vector("classes");
    double[][] means = state.matrix("means");
    double[][] stacked = state.matrix("transforms");
    double[] logDet = state.vector("log_det");
    double[] logPrior = state.vector("log_prior");
    int k = classes.length;
    if (k < 2) {
      throw new IllegalArgumentException("qda: fewer than 2 classes");
    }
    StateChecks.same(state, "means rows", means.length, k);
    int p = means[0].length;
    StateChecks.rect(state, "means", p);
    StateChecks.same(state, "transforms rows", stacked.length, (long) k * p);
    StateChecks.rect(state, "transforms", p);
    StateChecks.same(state, "log_det length", logDet.length, k);
    StateChecks.same(state, "log_prior length", logPrior.length, k);
    double[][][] transforms = new double[k][][];
    for (int c = 0; c < k; c++) {
      transforms[c] = java.util.Arrays.copyOfRange(stacked, c * p, (c + 1) * p);
    }
    return new Fitted(classes, means, transforms, logDet, logPrior, state.text("operator"));
  }

  private IllegalArgumentException notFullRank(int c, ClassLabels labels, int rows, int p) {
    return new IllegalArgumentException(
        label()
            + ": the covariance of class "
            + labels.classes()[c]
            + " is not full rank ("
            + rows
            + " samples, "
            + p
            + " features): give each class more samples than features or increase reg_param");
  }

  /**
   * A fitted QDA: per class its mean, {@code V·S^−½}, {@code Σ log S} and log prior, and the
   * operator's configuration.
   */
  record Fitted(
      double[] classes,
      double[][] means,
      double[][][] transforms,
      double[] logDet,
      double[] logPrior,
      String operator)
      implements ProbabilisticModel {

    /**
     * Kind {@code qda}: the sorted {@code classes}, the class {@code means} (classes × features),
     * the {@code transforms} V·S^−½ stacked class by class ((classes·features) × features), {@code
     * log_det} and {@code log_prior} per class (docs/model-file.md).
     */
    @Override
    public FittedState state() {
      int p = means[0].length;
      double[][] stacked = new double[classes.length * p][];
      for (int c = 0; c < classes.length; c++) {
        for (int f = 0; f < p; f++) {
          stacked[c * p + f] = transforms[c][f];
        }
      }
      return FittedState.of("qda")
          .with("operator", operator)
          .with("classes", classes)
          .with("means", means)
          .with("transforms", stacked)
          .with("log_det", logDet)
          .with("log_prior", logPrior);
    }

    private double[][] decision(Block x) {
      int p = means[0].length;
      ModelInputs.checkWidth("QuadraticDiscriminantAnalysis", x, p);
      double[] row = new double[p];
      double[] xm = new double[p];
      double[][] out = new double[x.rows()][classes.length];
      for (int i = 0; i < x.rows(); i++) {
        x.copyRow(i, row);
        for (int c = 0; c < classes.length; c++) {
          for (int f = 0; f < p; f++) {
            xm[f] = row[f] - means[c][f];
          }
          double norm2 = 0.0;
          for (int j = 0; j < p; j++) {
            double v = 0.0;
            for (int f = 0; f < p; f++) {
              v += xm[f] * transforms[c][f][j];
            }
            norm2 += v * v;
          }
          out[i][c] = -0.5 * (norm2 + logDet[c]) + logPrior[c];
        }
      }
      return out;
    }

    @Override
    public double[][] probabilities(Block x) {
      double[][] d = decision(x);
      for (double[] r : d) {
        double max = r[0];
        for (double v : r) {
          max = Math.max(max, v);
        }
        double sum = 0.0;
        for (int c = 0; c < r.length; c++) {
          r[c] -= max;
          sum += Math.exp(r[c]);
        }
        double log = Math.log(sum);
        for (int c = 0; c < r.length; c++) {
          r[c] = Math.exp(r[c] - log);
        }
      }
      return d;
    }

    @Override
    public double[][] predict(Block x) {
      double[][] d = decision(x);
      double[][] out = new double[d.length][1];
      for (int i = 0; i < d.length; i++) {
        out[i][0] = classes[ClassLabels.argmax(d[i])];
      }
      return out;
    }

    @Override
    public long retainedBytes() {
      long b = ArrayBytes.of(means) + ArrayBytes.of(classes);
      for (double[][] t : transforms) {
        b += ArrayBytes.of(t);
      }
      return b;
    }
  }

  @Override
  public String toString() {
    return label();
  }

  /** The catalogue's declaration of this operator (see docs/extending.md). */
  public static final OperatorSpec DECLARATION =
      OperatorSpec.model(
              "QuadraticDiscriminantAnalysis",
              "sklearn.discriminant_analysis",
              "quadratic discriminant analysis (one covariance per class)",
              QuadraticDiscriminantAnalysis::of)
          .aliases("QDA")
          .params(
              ParamSpec.floating("reg_param", 0.0, 0.0, 1.0, "", "shrinks each class covariance"),
              ParamSpec.floating("tol", 1e-4, 0.0, 1.0, "", "smallest allowed scaling"));
}
