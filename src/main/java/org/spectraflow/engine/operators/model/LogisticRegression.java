package org.spectraflow.engine.operators.model;

import java.util.Arrays;
import java.util.List;
import java.util.function.BooleanSupplier;
import org.spectraflow.engine.catalogue.OperatorProvider;
import org.spectraflow.engine.catalogue.OperatorSpec;
import org.spectraflow.engine.catalogue.ParamSpec;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.operators.DecisionFunctionModel;
import org.spectraflow.engine.operators.FittedModel;
import org.spectraflow.engine.operators.FittedState;
import org.spectraflow.engine.operators.ModelOperator;
import org.spectraflow.engine.operators.OperatorConfig;
import org.spectraflow.engine.operators.Params;

/**
 * scikit-learn's LogisticRegression with the L2 penalty (docs/compatibility.md): the objective
 * {@code (1/n)·Σ loss + ‖W‖²/(2·C·n)} (intercepts not penalised), binomial for two classes (class 1
 * iff {@code x·w + b > 0}), symmetric multinomial softmax for more (argmax, first on ties),
 * minimised by {@link Lbfgs} from zeros. Being strictly convex, the optimum is unique; we optimise
 * it to a gradient of {@code tol·1e-6} so the result is that optimum, where scikit-learn's L-BFGS-B
 * stops at {@code tol}. Computed in double; first target only.
 *
 * <p>Two classes with at most {@link #NEWTON_ROWS} rows, and no more rows than columns, are solved
 * by {@link KernelNewtonLogistic} instead (Newton's method in the span of the rows, to the same
 * gradient tolerance): the same optimum in a few iterations on an n × n system.
 */
public final class LogisticRegression implements ModelOperator {

  /** The most rows for which the binomial fit uses {@link KernelNewtonLogistic}. */
  static final int NEWTON_ROWS = 400;

  private final OperatorConfig config;
  private final double c;
  private final boolean fitIntercept;
  private final int maxIter;
  private final double tol;

  private LogisticRegression(
      OperatorConfig config, double c, boolean fitIntercept, int maxIter, double tol) {
    this.config = config;
    this.c = c;
    this.fitIntercept = fitIntercept;
    this.maxIter = maxIter;
    this.tol = tol;
  }

  /**
   * Reads {@code C=1.0, fit_intercept=True, max_iter=100, tol=1e-4, solver='lbfgs', penalty='l2'}.
   */
  public static LogisticRegression of(Params p) {
    double c = p.number("C", 1.0);
    boolean intercept = p.flag("fit_intercept", true);
    int maxIter = p.integer("max_iter", 100);
    double tol = p.number("tol", 1e-4);
    String solver = p.string("solver", "lbfgs");
    Object penalty = p.raw("penalty", "l2");
    Object weights = p.raw("class_weight", null);
    String multi = p.string("multi_class", "auto");
    p.number("intercept_scaling", 1.0);
    p.flag("warm_start", false);
    p.flag("dual", false);
    p.raw("random_state", null);
    p.optionalInteger("n_jobs", null);
    p.integer("verbose", 0);
    Object l1 = p.raw("l1_ratio", null);
    if (!(c > 0) || Double.isInfinite(c)) {
      throw p.invalid("C", c, "must be a finite number > 0");
    }
    if (maxIter < 1 || !(tol > 0)) {
      throw p.invalid(maxIter < 1 ? "max_iter" : "tol", maxIter < 1 ? maxIter : tol, "must be > 0");
    }
    if (!"lbfgs".equals(solver)) {
      throw p.invalid("solver", solver, "must be 'lbfgs' (other solvers are not supported)");
    }
    if (!"l2".equals(penalty) && !"deprecated".equals(penalty)) {
      throw p.invalid("penalty", penalty, "must be 'l2' (other penalties are not supported)");
    }
    if (weights != null || (l1 instanceof Number n && n.doubleValue() != 0.0)) {
      throw p.invalid(
          weights != null ? "class_weight" : "l1_ratio",
          weights != null ? weights : l1,
          "is not supported");
    }
    if (!"auto".equals(multi) && !"multinomial".equals(multi)) {
      throw p.invalid("multi_class", multi, "must be 'auto' or 'multinomial'");
    }
    return new LogisticRegression(p.config(), c, intercept, maxIter, tol);
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
  public FittedModel fit(Block xBlock, double[][] yRows, BooleanSupplier cancelled) {
    ModelInputs.check(this, xBlock, yRows);
    double[][] x = xBlock.toRows();
    double[] y = Arrays.stream(yRows).mapToDouble(r -> r[0]).toArray();
    double[] classes = Arrays.stream(y).distinct().sorted().toArray();
    if (classes.length < 2) {
      throw new IllegalArgumentException(
          label() + ": needs at least 2 classes, was " + Arrays.toString(classes));
    }
    int[] label = Arrays.stream(y).mapToInt(v -> Arrays.binarySearch(classes, v)).toArray();
    int k = classes.length == 2 ? 1 : classes.length;
    int p = x[0].length;
    double[] w = null;
    if (k == 1 && x.length <= NEWTON_ROWS && x.length <= p) {
      w = KernelNewtonLogistic.fit(x, label, c, fitIntercept, tol * 1e-6, cancelled);
    }
    if (w == null) {
      Lbfgs.Objective objective = (v, grad) -> loss(v, grad, x, label, k, p);
      w =
          Lbfgs.minimise(
                  objective, new double[k * (p + 1)], 100 * maxIter, tol * 1e-6, 1e-15, cancelled)
              .x();
    }
    return new Fitted(w, classes, k, p);
  }

  /**
   * The fitted form with coefficients {@code w} learned earlier (a model file's {@code
   * LogisticRegression} state), equal to the one {@link #fit} returned.
   */
  FittedModel restored(double[] w, double[] classes, int k, int p) {
    return new Fitted(w, classes, k, p);
  }

  /**
   * The fitted coefficients; predicts labels, and gives the decision values and the probabilities
   * (the logistic function of the decision value for two classes, the softmax otherwise).
   */
  final class Fitted implements ProbabilisticModel, DecisionFunctionModel {
    private final double[] w;
    private final double[] classes;
    private final int k;
    private final int p;

    private Fitted(double[] w, double[] classes, int k, int p) {
      this.w = w;
      this.classes = classes;
      this.k = k;
      this.p = p;
    }

    @Override
    public long retainedBytes() {
      return ArrayBytes.of(w) + ArrayBytes.of(classes);
    }

    /**
     * Kind {@code LogisticRegression}: {@code w} ({@code decision columns × (features + 1)}
     * row-major, the last of each row the intercept), {@code classes}, the decision column count
     * {@code k}, {@code features} and whether the intercept is fitted.
     */
    @Override
    public FittedState state() {
      return FittedState.of("LogisticRegression")
          .with("operator", canonicalConfig())
          .with("w", w)
          .with("classes", classes)
          .with("k", (double) k)
          .with("features", (double) p)
          .with("fit_intercept", fitIntercept ? 1.0 : 0.0);
    }

    /** {@code decision_function}: one column for two classes, one per class otherwise. */
    double[][] decision(Block block) {
      ModelInputs.checkWidth(label(), block, p);
      double[][] out = new double[block.rows()][];
      double[] row = new double[p];
      for (int i = 0; i < block.rows(); i++) {
        block.copyRow(i, row);
        out[i] = scores(w, row, k, p);
      }
      return out;
    }

    @Override
    public double[][] decisionFunction(Block block) {
      double[][] z = decision(block);
      if (k != 1) {
        return z;
      }
      double[][] out = new double[z.length][1];
      for (int i = 0; i < z.length; i++) {
        out[i][0] = z[i][0];
      }
      return out;
    }

    @Override
    public double[][] probabilities(Block block) {
      double[][] z = decision(block);
      double[][] out = new double[z.length][];
      for (int i = 0; i < z.length; i++) {
        if (k == 1) {
          double p1 = 1.0 / (1.0 + Math.exp(-z[i][0]));
          out[i] = new double[] {1.0 - p1, p1};
        } else {
          double max = Arrays.stream(z[i]).max().orElse(0.0);
          double sum = 0.0;
          out[i] = new double[k];
          for (int c0 = 0; c0 < k; c0++) {
            out[i][c0] = Math.exp(z[i][c0] - max);
            sum += out[i][c0];
          }
          for (int c0 = 0; c0 < k; c0++) {
            out[i][c0] /= sum;
          }
        }
      }
      return out;
    }

    @Override
    public double[] classes() {
      return classes.clone();
    }

    @Override
    public double[][] predict(Block block) {
      double[][] z = decision(block);
      double[][] out = new double[z.length][1];
      for (int i = 0; i < z.length; i++) {
        out[i][0] = classes[k == 1 ? (z[i][0] > 0 ? 1 : 0) : ClassLabels.argmax(z[i])];
      }
      return out;
    }
  }

  private double[] scores(double[] w, double[] row, int k, int p) {
    double[] z = new double[k];
    for (int c0 = 0; c0 < k; c0++) {
      int off = c0 * (p + 1);
      double s = fitIntercept ? w[off + p] : 0.0;
      for (int j = 0; j < p; j++) {
        s += w[off + j] * row[j];
      }
      z[c0] = s;
    }
    return z;
  }

  /**
   * {@link #scores} of every row, four rows at once: each row's sums are added in the same order as
   * {@link #scores} adds them (the same numbers), with four independent sums in flight.
   */
  private double[][] allScores(double[] w, double[][] x, int k, int p) {
    int n = x.length;
    double[][] z = new double[n][];
    int i = 0;
    for (; i + 4 <= n; i += 4) {
      double[] r0 = x[i];
      double[] r1 = x[i + 1];
      double[] r2 = x[i + 2];
      double[] r3 = x[i + 3];
      double[] z0 = new double[k];
      double[] z1 = new double[k];
      double[] z2 = new double[k];
      double[] z3 = new double[k];
      for (int c0 = 0; c0 < k; c0++) {
        int off = c0 * (p + 1);
        double init = fitIntercept ? w[off + p] : 0.0;
        double s0 = init;
        double s1 = init;
        double s2 = init;
        double s3 = init;
        for (int j = 0; j < p; j++) {
          double wj = w[off + j];
          s0 += wj * r0[j];
          s1 += wj * r1[j];
          s2 += wj * r2[j];
          s3 += wj * r3[j];
        }
        z0[c0] = s0;
        z1[c0] = s1;
        z2[c0] = s2;
        z3[c0] = s3;
      }
      z[i] = z0;
      z[i + 1] = z1;
      z[i + 2] = z2;
      z[i + 3] = z3;
    }
    for (; i < n; i++) {
      z[i] = scores(w, x[i], k, p);
    }
    return z;
  }

  private double loss(double[] w, double[] grad, double[][] x, int[] label, int k, int p) {
    int n = x.length;
    Arrays.fill(grad, 0.0);
    double total = 0.0;
    double[] resid = new double[k];
    double[][] zs = allScores(w, x, k, p);
    for (int i = 0; i < n; i++) {
      double[] z = zs[i];
      if (k == 1) {
        double sign = label[i] == 1 ? 1.0 : -1.0;
        double m = sign * z[0];
        total += m > 0 ? Math.log1p(Math.exp(-m)) : -m + Math.log1p(Math.exp(m));
        resid[0] = -sign / (1.0 + Math.exp(m));
      } else {
        double max = Arrays.stream(z).max().getAsDouble();
        double sum = 0.0;
        for (double v : z) {
          sum += Math.exp(v - max);
        }
        double logSum = max + Math.log(sum);
        total += logSum - z[label[i]];
        for (int c0 = 0; c0 < k; c0++) {
          resid[c0] = Math.exp(z[c0] - logSum) - (c0 == label[i] ? 1.0 : 0.0);
        }
      }
      for (int c0 = 0; c0 < k; c0++) {
        int off = c0 * (p + 1);
        for (int j = 0; j < p; j++) {
          grad[off + j] += resid[c0] * x[i][j];
        }
        if (fitIntercept) {
          grad[off + p] += resid[c0];
        }
      }
    }
    double penalty = 0.0;
    for (int c0 = 0; c0 < k; c0++) {
      int off = c0 * (p + 1);
      for (int j = 0; j < p; j++) {
        penalty += w[off + j] * w[off + j];
        grad[off + j] = grad[off + j] / n + w[off + j] / (c * n);
      }
      grad[off + p] /= n;
    }
    return total / n + penalty / (2.0 * c * n);
  }

  @Override
  public String toString() {
    return label();
  }

  /** The catalogue's declaration of this operator (see docs/extending.md). */
  public static final OperatorSpec DECLARATION =
      OperatorSpec.model(
              "LogisticRegression",
              "sklearn.linear_model._logistic",
              "L2-penalised logistic regression (binomial or multinomial)",
              LogisticRegression::of)
          .params(
              ParamSpec.floating("C", 1.0, 0.0, 1e12, "", "inverse regularisation strength"),
              ParamSpec.bool("fit_intercept", true, "fit an intercept"),
              ParamSpec.integer("max_iter", 100, 1, 1_000_000, "", "iteration budget"),
              ParamSpec.floating("tol", 1e-4, 0.0, 1.0, "", "gradient tolerance"));

  /** Contributes the declarations above to the catalogue (listed in META-INF/services). */
  public static final class Provider implements OperatorProvider {
    @Override
    public List<OperatorSpec> declarations() {
      return List.of(DECLARATION);
    }
  }
}
