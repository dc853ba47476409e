package org.spectraflow.engine.operators.model;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.concurrent.CancellationException;
import java.util.function.BooleanSupplier;

/**
 * Limited-memory BFGS (Nocedal 1980; Liu and Nocedal 1989) for smooth convex objectives: the
 * two-loop recursion over the last 10 correction pairs, a backtracking Armijo line search ({@code
 * c₁ = 1e-4}) starting from the unit step, stopping when the gradient's ∞-norm is at most {@code
 * gtol} or the relative decrease of the objective is below {@code ftol}. Pairs with {@code sᵀy ≤ 0}
 * are skipped. Single use.
 */
public final class Lbfgs {

  /** The objective: writes the gradient at {@code x} into {@code grad} and returns the value. */
  @FunctionalInterface
  public interface Objective {
    /** The value at {@code x}; the gradient is written into {@code grad}. */
    double valueAndGradient(double[] x, double[] grad);
  }

  /** The minimiser found, its value and the iterations used. */
  public record Result(double[] x, double value, int iterations, boolean converged) {}

  private static final int MEMORY = 10;

  private Lbfgs() {}

  /**
   * Minimises {@code f} from {@code start} in at most {@code maxIter} iterations, stopping at a
   * gradient ∞-norm of {@code gtol} or a relative decrease below {@code ftol}.
   */
  public static Result minimise(
      Objective f,
      double[] start,
      int maxIter,
      double gtol,
      double ftol,
      BooleanSupplier cancelled) {
    int n = start.length;
    double[] x = start.clone();
    double[] g = new double[n];
    double fx = f.valueAndGradient(x, g);
    Deque<double[][]> pairs = new ArrayDeque<>();
    for (int it = 0; it < maxIter; it++) {
      if (cancelled.getAsBoolean()) {
        throw new CancellationException("L-BFGS cancelled");
      }
      if (infNorm(g) <= gtol) {
        return new Result(x, fx, it, true);
      }
      double[] d = direction(g, pairs);
      double step = it == 0 ? Math.min(1.0, 1.0 / infNorm(g)) : 1.0;
      double slope = dot(g, d);
      if (slope >= 0) {
        pairs.clear();
        d = scaled(g, -1.0);
        slope = dot(g, d);
      }
      double[] xNew = new double[n];
      double[] gNew = new double[n];
      double fNew = Double.NaN;
      for (int ls = 0; ls < 60; ls++) {
        for (int i = 0; i < n; i++) {
          xNew[i] = x[i] + step * d[i];
        }
        fNew = f.valueAndGradient(xNew, gNew);
        if (fNew <= fx + 1e-4 * step * slope) {
          break;
        }
        step *= 0.5;
      }
      if (!(fNew <= fx)) {
        return new Result(x, fx, it, false);
      }
      double[] s = new double[n];
      double[] y = new double[n];
      for (int i = 0; i < n; i++) {
        s[i] = xNew[i] - x[i];
        y[i] = gNew[i] - g[i];
      }
      if (dot(s, y) > 1e-300) {
        pairs.addLast(new double[][] {s, y});
        if (pairs.size() > MEMORY) {
          pairs.removeFirst();
        }
      }
      double decrease = (fx - fNew) / Math.max(Math.max(Math.abs(fx), Math.abs(fNew)), 1.0);
      x = xNew;
      g = gNew;
      fx = fNew;
      if (decrease <= ftol) {
        return new Result(x, fx, it + 1, infNorm(g) <= gtol);
      }
    }
    return new Result(x, fx, maxIter, infNorm(g) <= gtol);
  }

  private static double[] direction(double[] g, Deque<double[][]> pairs) {
    double[] q = g.clone();
    int m = pairs.size();
    double[] alpha = new double[m];
    double[][][] list = pairs.toArray(new double[0][][]);
    for (int k = m - 1; k >= 0; k--) {
      double rho = 1.0 / dot(list[k][1], list[k][0]);
      alpha[k] = rho * dot(list[k][0], q);
      axpy(-alpha[k], list[k][1], q);
    }
    if (m > 0) {
      double[] s = list[m - 1][0];
      double[] y = list[m - 1][1];
      double gamma = dot(s, y) / dot(y, y);
      for (int i = 0; i < q.length; i++) {
        q[i] *= gamma;
      }
    }
    for (int k = 0; k < m; k++) {
      double rho = 1.0 / dot(list[k][1], list[k][0]);
      double beta = rho * dot(list[k][1], q);
      axpy(alpha[k] - beta, list[k][0], q);
    }
    return scaled(q, -1.0);
  }

  private static double[] scaled(double[] v, double f) {
    double[] out = new double[v.length];
    for (int i = 0; i < v.length; i++) {
      out[i] = f * v[i];
    }
    return out;
  }

  private static void axpy(double a, double[] x, double[] y) {
    for (int i = 0; i < x.length; i++) {
      y[i] += a * x[i];
    }
  }

  private static double dot(double[] a, double[] b) {
    return CoordinateDescent.dot(a, b);
  }

  private static double infNorm(double[] v) {
    double m = 0.0;
    for (double x : v) {
      m = Math.max(m, Math.abs(x));
    }
    return m;
  }
}
