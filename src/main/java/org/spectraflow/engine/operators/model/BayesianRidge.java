package org.spectraflow.engine.operators.model;

import java.util.concurrent.CancellationException;
import java.util.function.BooleanSupplier;
import org.spectraflow.engine.catalogue.OperatorSpec;
import org.spectraflow.engine.catalogue.ParamSpec;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.operators.FittedModel;
import org.spectraflow.engine.operators.ModelOperator;
import org.spectraflow.engine.operators.OperatorConfig;
import org.spectraflow.engine.operators.Params;
import org.spectraflow.engine.operators.linalg.JacobiSvd;

/**
 * scikit-learn's BayesianRidge (BSD licence, {@code sklearn/linear_model/_bayes.py}): centred data,
 * the thin SVD {@code X = U·diag(s)·Vᵀ} once, then evidence maximisation: the posterior mean {@code
 * coef = V·diag(1/(s² + λ/α))·Vᵀ·Xᵀy} (or its dual form when features ≥ samples), {@code γ = Σ α
 * s²/(λ + α s²)}, {@code λ = (γ + 2λ₁)/(‖coef‖² + 2λ₂)}, {@code α = (n − γ + 2α₁)/(SSE + 2α₂)},
 * until the coefficients move by less than {@code tol} (L1), and a last posterior mean with the
 * final α, λ. Starts from {@code α = 1/(Var(y) + ε)}, {@code λ = 1}. Computed in double. Declared
 * by {@link RidgeClassifier.Provider}.
 */
public final class BayesianRidge implements ModelOperator {

  private final OperatorConfig config;
  private final int maxIter;
  private final double tol;
  private final double alpha1;
  private final double alpha2;
  private final double lambda1;
  private final double lambda2;
  private final Double alphaInit;
  private final Double lambdaInit;
  private final boolean fitIntercept;

  private BayesianRidge(
      OperatorConfig config,
      int maxIter,
      double tol,
      double[] priors,
      Double alphaInit,
      Double lambdaInit,
      boolean fitIntercept) {
    this.config = config;
    this.maxIter = maxIter;
    this.tol = tol;
    this.alpha1 = priors[0];
    this.alpha2 = priors[1];
    this.lambda1 = priors[2];
    this.lambda2 = priors[3];
    this.alphaInit = alphaInit;
    this.lambdaInit = lambdaInit;
    this.fitIntercept = fitIntercept;
  }

  /** Reads scikit-learn 1.9's parameters ({@code max_iter=300, tol=1e-3, alpha_1=1e-6, ...}). */
  public static BayesianRidge of(Params p) {
    int maxIter = p.integer("max_iter", 300);
    if (maxIter < 1) {
      throw p.invalid("max_iter", maxIter, "must be an integer >= 1");
    }
    double tol = p.number("tol", 1e-3);
    if (!(tol >= 0) || Double.isInfinite(tol)) {
      throw p.invalid("tol", tol, "must be a finite number >= 0");
    }
    String[] names = {"alpha_1", "alpha_2", "lambda_1", "lambda_2"};
    double[] priors = new double[4];
    for (int i = 0; i < 4; i++) {
      priors[i] = p.number(names[i], 1e-6);
      if (!(priors[i] >= 0) || Double.isInfinite(priors[i])) {
        throw p.invalid(names[i], priors[i], "must be a finite number >= 0");
      }
    }
    Double alphaInit = positiveOrNull(p, "alpha_init");
    Double lambdaInit = positiveOrNull(p, "lambda_init");
    p.flag("compute_score", false);
    boolean intercept = p.flag("fit_intercept", true);
    p.flag("copy_X", true);
    p.raw("verbose", false);
    return new BayesianRidge(p.config(), maxIter, tol, priors, alphaInit, lambdaInit, intercept);
  }

  private static Double positiveOrNull(Params p, String name) {
    if (p.raw(name, null) == null) {
      return null;
    }
    double v = p.number(name, 1.0);
    if (!(v > 0) || Double.isInfinite(v)) {
      throw p.invalid(name, v, "must be None or a finite number > 0");
    }
    return v;
  }

  @Override
  public OperatorConfig config() {
    return config;
  }

  @Override
  public FittedModel fit(Block xBlock, double[][] yRows, BooleanSupplier cancelled) {
    ModelInputs.check(this, xBlock, yRows);
    double[] y = ClassLabels.column(this, yRows);
    int n = xBlock.rows();
    int p = xBlock.cols();
    double[][] x = new double[n][p];
    for (int i = 0; i < n; i++) {
      xBlock.copyRow(i, x[i]);
    }
    double yMean = mean(y);
    double yVar = 0.0;
    for (double v : y) {
      yVar += (v - yMean) * (v - yMean);
    }
    yVar /= n;
    double[] xMean = new double[p];
    if (fitIntercept) {
      for (double[] row : x) {
        for (int f = 0; f < p; f++) {
          xMean[f] += row[f];
        }
      }
      for (int f = 0; f < p; f++) {
        xMean[f] /= n;
      }
      for (double[] row : x) {
        for (int f = 0; f < p; f++) {
          row[f] -= xMean[f];
        }
      }
      for (int i = 0; i < n; i++) {
        y[i] -= yMean;
      }
    }
    double[] xty = new double[p];
    for (int i = 0; i < n; i++) {
      for (int f = 0; f < p; f++) {
        xty[f] += x[i][f] * y[i];
      }
    }
    JacobiSvd svd = JacobiSvd.of(x);
    double[] s = svd.s();
    double[] eig = new double[s.length];
    for (int k = 0; k < s.length; k++) {
      eig[k] = s[k] * s[k];
    }
    Posterior post = new Posterior(x, y, xty, svd.u(), svd.vt(), eig);
    double alpha = alphaInit != null ? alphaInit : 1.0 / (yVar + Math.ulp(1.0));
    double lambda = lambdaInit != null ? lambdaInit : 1.0;
    double[] old = null;
    for (int iter = 0; iter < maxIter; iter++) {
      if (cancelled.getAsBoolean()) {
        throw new CancellationException("BayesianRidge fit cancelled");
      }
      double[] coef = post.coef(alpha, lambda);
      double sse = post.sse(coef);
      double gamma = 0.0;
      for (double e : eig) {
        gamma += (alpha * e) / (lambda + alpha * e);
      }
      lambda = (gamma + 2 * lambda1) / (Nipals.dot(coef, coef) + 2 * lambda2);
      alpha = (n - gamma + 2 * alpha1) / (sse + 2 * alpha2);
      if (iter != 0) {
        double moved = 0.0;
        for (int f = 0; f < p; f++) {
          moved += Math.abs(old[f] - coef[f]);
        }
        if (moved < tol) {
          break;
        }
      }
      old = coef;
    }
    double[] coef = post.coef(alpha, lambda);
    double intercept = fitIntercept ? yMean - Nipals.dot(xMean, coef) : 0.0;
    return new LinearModel(label(), new double[][] {coef}, new double[] {intercept});
  }

  private static double mean(double[] v) {
    double s = 0.0;
    for (double d : v) {
      s += d;
    }
    return s / v.length;
  }

  /** The posterior mean and residuals for given α, λ from the one SVD. */
  private record Posterior(
      double[][] x, double[] y, double[] xty, double[][] u, double[][] vt, double[] eig) {

    double[] coef(double alpha, double lambda) {
      int n = x.length;
      int p = xty.length;
      int k = eig.length;
      double ratio = lambda / alpha;
      double[] coef = new double[p];
      if (n > p) {
        for (int j = 0; j < k; j++) {
          double t = Nipals.dot(vt[j], xty) / (eig[j] + ratio);
          for (int f = 0; f < p; f++) {
            coef[f] += vt[j][f] * t;
          }
        }
      } else {
        double[] w = new double[n];
        for (int j = 0; j < k; j++) {
          double t = 0.0;
          for (int i = 0; i < n; i++) {
            t += u[i][j] * y[i];
          }
          t /= eig[j] + ratio;
          for (int i = 0; i < n; i++) {
            w[i] += u[i][j] * t;
          }
        }
        for (int i = 0; i < n; i++) {
          for (int f = 0; f < p; f++) {
            coef[f] += x[i][f] * w[i];
          }
        }
      }
      return coef;
    }

    double sse(double[] coef) {
      double s = 0.0;
      for (int i = 0; i < x.length; i++) {
        double r = y[i] - Nipals.dot(x[i], coef);
        s += r * r;
      }
      return s;
    }
  }

  @Override
  public String toString() {
    return label();
  }

  /** The catalogue's declaration of this operator (see docs/extending.md). */
  public static final OperatorSpec DECLARATION =
      OperatorSpec.model(
              "BayesianRidge",
              "sklearn.linear_model._bayes",
              "Bayesian ridge regression (penalty estimated from the data)",
              BayesianRidge::of)
          .params(
              ParamSpec.integer("max_iter", 300, 1, 100_000, "", "maximum evidence iterations"),
              ParamSpec.floating("tol", 1e-3, 0.0, 1e6, "", "stop when coef moves less (L1)"),
              ParamSpec.floating("alpha_1", 1e-6, 0.0, 1e6, "", "Gamma prior shape of α"),
              ParamSpec.floating("alpha_2", 1e-6, 0.0, 1e6, "", "Gamma prior rate of α"),
              ParamSpec.floating("lambda_1", 1e-6, 0.0, 1e6, "", "Gamma prior shape of λ"),
              ParamSpec.floating("lambda_2", 1e-6, 0.0, 1e6, "", "Gamma prior rate of λ"),
              ParamSpec.bool("fit_intercept", true, "fit an intercept"));
}
