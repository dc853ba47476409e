package org.spectraflow.engine.operators.model;

import java.util.Arrays;
import java.util.concurrent.CancellationException;
import java.util.function.BooleanSupplier;

/**
 * The binomial L2 logistic regression of {@link LogisticRegression} solved by Newton's method in
 * the span of the training rows, for few rows and many columns. The objective {@code f(w, b) =
 * (1/n)·Σ log(1 + exp(−s_i·z_i)) + ‖w‖²/(2·C·n)}, {@code z = X·w + b}, {@code s_i = ±1}, has its
 * minimiser in the row space ({@code w = −C·Xᵀ·r}, r the loss derivatives), so with {@code w =
 * Xᵀ·α} and the Gram matrix {@code K = X·Xᵀ} ({@link DenseSvmKernels#gram}) each Newton step is an
 * {@code (n + 1)}-sized linear system: {@code (I + C·D·K)·Δα + C·D·1·Δb = −(C·r + α)}, {@code
 * 1ᵀ·D·K·Δα + 1ᵀ·D·1·Δb = −1ᵀ·r} (D the loss curvatures), which is the primal Newton step (Newton
 * is affine invariant) at a fraction of its cost. Backtracking Armijo line search ({@code c₁ =
 * 1e-4}) on the exact objective; stops when the primal gradient's ∞-norm (w and b) is at most
 * {@code gtol}, the criterion of the L-BFGS path, so both stop near the same unique optimum.
 * Stateless.
 */
final class KernelNewtonLogistic {

  private static final int MAX_ITER = 200;

  private KernelNewtonLogistic() {}

  /**
   * The coefficients {@code [w (p), b]} minimising the objective for rows {@code x} and labels
   * {@code label} (0 or 1), or null when a Newton system is singular (the caller then uses L-BFGS).
   */
  static double[] fit(
      double[][] x,
      int[] label,
      double c,
      boolean intercept,
      double gtol,
      BooleanSupplier cancelled) {
    int n = x.length;
    int p = x[0].length;
    double[][] k = DenseSvmKernels.gram(x);
    double[] s = new double[n];
    for (int i = 0; i < n; i++) {
      s[i] = label[i] == 1 ? 1.0 : -1.0;
    }
    int m = intercept ? n + 1 : n;
    double[] alpha = new double[n];
    double b = 0.0;
    double[] z = new double[n];
    double[] ka = new double[n];
    double[] r = new double[n];
    double[] d = new double[n];
    double[] u = new double[n];
    double[] gw = new double[p];
    double[][] a = new double[m][m];
    double[] rhs = new double[m];
    double[] dz = new double[n];
    double fx = objective(z, s, alpha, ka, c, n);
    double lastNorm = Double.POSITIVE_INFINITY;
    int floorSteps = 0;
    for (int it = 0; it < MAX_ITER; it++) {
      if (cancelled.getAsBoolean()) {
        throw new CancellationException("LogisticRegression cancelled");
      }
      double sumR = 0.0;
      for (int i = 0; i < n; i++) {
        double mi = s[i] * z[i];
        double e = Math.exp(-Math.abs(mi));
        // σ(−m) and σ(m)·σ(−m), stable for either sign of m
        double sigNeg = mi > 0 ? e / (1.0 + e) : 1.0 / (1.0 + e);
        r[i] = -s[i] * sigNeg;
        d[i] = e / ((1.0 + e) * (1.0 + e));
        u[i] = r[i] / n + alpha[i] / (c * n);
        sumR += r[i];
      }
      double gb = intercept ? sumR / n : 0.0;
      gradient(x, u, gw);
      double norm = Math.abs(gb);
      for (double v : gw) {
        norm = Math.max(norm, Math.abs(v));
      }
      if (norm <= gtol || (floorSteps > 0 && norm >= lastNorm)) {
        break;
      }
      lastNorm = norm;
      for (int i = 0; i < n; i++) {
        double[] ai = a[i];
        double[] ki = k[i];
        double cd = c * d[i];
        for (int j = 0; j < n; j++) {
          ai[j] = cd * ki[j];
        }
        ai[i] += 1.0;
        rhs[i] = -(c * r[i] + alpha[i]);
        if (intercept) {
          ai[n] = cd;
        }
      }
      if (intercept) {
        double[] last = a[n];
        Arrays.fill(last, 0.0);
        double dSum = 0.0;
        for (int i = 0; i < n; i++) {
          double di = d[i];
          double[] ki = k[i];
          for (int j = 0; j < n; j++) {
            last[j] += di * ki[j];
          }
          dSum += di;
        }
        last[n] = dSum;
        rhs[n] = -sumR;
      }
      if (!solve(a, rhs, m)) {
        return null;
      }
      double deltaB = intercept ? rhs[n] : 0.0;
      // z moves along dz = K·Δα + Δb; the penalty's quadratic in the step uses K·Δα too
      double slope = deltaB * gb;
      double aKd = 0.0;
      double dKd = 0.0;
      for (int i = 0; i < n; i++) {
        double[] ki = k[i];
        double sum = 0.0;
        for (int j = 0; j < n; j++) {
          sum += ki[j] * rhs[j];
        }
        dz[i] = sum + deltaB;
        slope += u[i] * sum;
        aKd += alpha[i] * sum;
        dKd += rhs[i] * sum;
      }
      if (!(slope < 0)) {
        break;
      }
      double aKa = 0.0;
      for (int i = 0; i < n; i++) {
        aKa += alpha[i] * ka[i];
      }
      // at the objective's rounding floor (the predicted decrease below its last bits) the full
      // Newton step is taken while it still shrinks the gradient, as no line search can judge it
      boolean floor = -slope <= 1e-14 * Math.max(1.0, Math.abs(fx));
      double step = 1.0;
      double fNew = Double.NaN;
      for (int ls = 0; ls < 60 && !floor; ls++) {
        double loss = 0.0;
        for (int i = 0; i < n; i++) {
          double mi = s[i] * (z[i] + step * dz[i]);
          loss += mi > 0 ? Math.log1p(Math.exp(-mi)) : -mi + Math.log1p(Math.exp(mi));
        }
        double penalty = aKa + 2 * step * aKd + step * step * dKd;
        fNew = loss / n + penalty / (2.0 * c * n);
        if (fNew <= fx + 1e-4 * step * slope) {
          break;
        }
        step *= 0.5;
      }
      if (floor) {
        if (++floorSteps > 5) {
          break;
        }
      } else if (!(fNew < fx)) {
        break;
      }
      for (int i = 0; i < n; i++) {
        alpha[i] += step * rhs[i];
      }
      b += step * deltaB;
      for (int i = 0; i < n; i++) {
        double[] ki = k[i];
        double sum = 0.0;
        for (int j = 0; j < n; j++) {
          sum += ki[j] * alpha[j];
        }
        ka[i] = sum;
        z[i] = sum + b;
      }
      fx = objective(z, s, alpha, ka, c, n);
    }
    double[] w = new double[p + 1];
    for (int i = 0; i < n; i++) {
      double ai = alpha[i];
      double[] row = x[i];
      for (int j = 0; j < p; j++) {
        w[j] += ai * row[j];
      }
    }
    w[p] = b;
    return w;
  }

  private static double objective(
      double[] z, double[] s, double[] alpha, double[] ka, double c, int n) {
    double loss = 0.0;
    double penalty = 0.0;
    for (int i = 0; i < n; i++) {
      double mi = s[i] * z[i];
      loss += mi > 0 ? Math.log1p(Math.exp(-mi)) : -mi + Math.log1p(Math.exp(mi));
      penalty += alpha[i] * ka[i];
    }
    return loss / n + penalty / (2.0 * c * n);
  }

  /** The primal gradient in w, {@code Xᵀ·u} with {@code u = r/n + α/(C·n)}, row by row. */
  private static void gradient(double[][] x, double[] u, double[] out) {
    Arrays.fill(out, 0.0);
    int p = out.length;
    for (int i = 0; i < x.length; i++) {
      double ui = u[i];
      double[] row = x[i];
      for (int j = 0; j < p; j++) {
        out[j] += ui * row[j];
      }
    }
  }

  /**
   * Solves {@code a·v = rhs} in place by Gaussian elimination with partial pivoting ({@code rhs}
   * becomes v, {@code a} is overwritten); false when a pivot is zero.
   */
  private static boolean solve(double[][] a, double[] rhs, int m) {
    for (int col = 0; col < m; col++) {
      int piv = col;
      double best = Math.abs(a[col][col]);
      for (int row = col + 1; row < m; row++) {
        double v = Math.abs(a[row][col]);
        if (v > best) {
          best = v;
          piv = row;
        }
      }
      if (!(best > 0) || !Double.isFinite(best)) {
        return false;
      }
      if (piv != col) {
        double[] t = a[piv];
        a[piv] = a[col];
        a[col] = t;
        double tr = rhs[piv];
        rhs[piv] = rhs[col];
        rhs[col] = tr;
      }
      double[] pr = a[col];
      double inv = 1.0 / pr[col];
      for (int row = col + 1; row < m; row++) {
        double[] ar = a[row];
        double f = ar[col] * inv;
        if (f != 0.0) {
          for (int j = col + 1; j < m; j++) {
            ar[j] -= f * pr[j];
          }
          rhs[row] -= f * rhs[col];
        }
      }
    }
    for (int col = m - 1; col >= 0; col--) {
      double[] pr = a[col];
      double sum = rhs[col];
      for (int j = col + 1; j < m; j++) {
        sum -= pr[j] * rhs[j];
      }
      rhs[col] = sum / pr[col];
    }
    return true;
  }
}
