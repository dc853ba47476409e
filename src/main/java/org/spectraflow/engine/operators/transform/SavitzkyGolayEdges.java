package org.spectraflow.engine.operators.transform;

import org.spectraflow.engine.operators.linalg.Householder;

/**
 * scipy's {@code mode='interp'} edges for Savitzky-Golay: a degree-{@code polyorder} polynomial
 * fitted to the first (last) window, its {@code deriv}-th derivative evaluated at the first (last)
 * {@code window/2} positions. The fit is linear in the data, so it is precomputed once as two small
 * matrices (double precision).
 */
final class SavitzkyGolayEdges {

  private final int window;
  private final int h;
  private final double[][] left;
  private final double[][] right;

  SavitzkyGolayEdges(int window, int polyorder, int deriv, double delta) {
    this.window = window;
    this.h = window / 2;
    double[][] fit = pseudoInverse(window, polyorder);
    this.left = evaluation(fit, polyorder, deriv, delta, 0);
    this.right = evaluation(fit, polyorder, deriv, delta, window - h);
  }

  /** Overwrites the first and last h outputs of {@code out} from the row {@code x}. */
  void apply(double[] x, double[] out) {
    int p = x.length;
    for (int i = 0; i < h; i++) {
      out[i] = dot(left[i], x, 0);
      out[p - h + i] = dot(right[i], x, p - window);
    }
  }

  private double dot(double[] e, double[] x, int off) {
    double s = 0.0;
    for (int t = 0; t < window; t++) {
      s += e[t] * x[off + t];
    }
    return s;
  }

  /** pinv(V) for V[t][j] = t^j, as (polyorder+1) × window. */
  private static double[][] pseudoInverse(int window, int polyorder) {
    double[][] v = new double[window][polyorder + 1];
    for (int t = 0; t < window; t++) {
      double pow = 1.0;
      for (int j = 0; j <= polyorder; j++) {
        v[t][j] = pow;
        pow *= t;
      }
    }
    Householder qr = Householder.of(v);
    double[][] pinv = new double[polyorder + 1][window];
    for (int t = 0; t < window; t++) {
      double[] unit = new double[window];
      unit[t] = 1.0;
      double[] col = qr.solve(unit);
      for (int j = 0; j <= polyorder; j++) {
        pinv[j][t] = col[j];
      }
    }
    return pinv;
  }

  /** Rows: derivative of the fitted polynomial at positions start..start+h−1, per data point. */
  private double[][] evaluation(
      double[][] pinv, int polyorder, int deriv, double delta, int start) {
    double[][] e = new double[h][window];
    double scale = Math.pow(delta, deriv);
    for (int i = 0; i < h; i++) {
      double t = start + i;
      for (int j = deriv; j <= polyorder; j++) {
        double basis = fallingFactorial(j, deriv) * Math.pow(t, j - deriv) / scale;
        for (int k = 0; k < window; k++) {
          e[i][k] += basis * pinv[j][k];
        }
      }
    }
    return e;
  }

  private static double fallingFactorial(int j, int d) {
    double f = 1.0;
    for (int i = 0; i < d; i++) {
      f *= j - i;
    }
    return f;
  }
}
