package org.spectraflow.engine.operators.model;

import java.util.Arrays;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.operators.linalg.Householder;

/**
 * A textbook PLS regression for tests: scikit-learn's NIPALS written plainly on a centred (and
 * scaled) float64 copy of X that is deflated after each component, predictions through {@code ŷ =
 * Xc W (PᵀW)⁻¹ Qᵀ}. Slow and simple; the reference for the non-deflating form.
 */
final class DeflatingPls {

  private static final double EPS = 2.220446049250313e-16;

  private DeflatingPls() {}

  /** Predictions of {@code x} itself by a k-component fit on {@code x}, {@code y}. */
  static double[][] predict(Block x, double[][] y, boolean scale, int k) {
    int n = x.rows();
    int p = x.cols();
    int q = y[0].length;
    double[][] xc = x.toRows();
    double[][] yc = new double[n][];
    for (int i = 0; i < n; i++) {
      yc[i] = y[i].clone();
    }
    double[] xMean = centre(xc);
    double[] yMean = centre(yc);
    double[] xStd = scale ? standardise(xc) : ones(p);
    double[] yStd = scale ? standardise(yc) : ones(q);
    double[][] xOrig = new double[n][];
    for (int i = 0; i < n; i++) {
      xOrig[i] = xc[i].clone();
    }
    double[][] w = new double[k][];
    double[][] pl = new double[k][];
    double[][] ql = new double[k][];
    for (int a = 0; a < k; a++) {
      double[] u = column(yc, 0);
      double[] wa = null;
      double[] t = null;
      double[] c = null;
      for (int it = 0; it < 500; it++) {
        double[] wNew = scaleBy(transposedTimes(xc, u), 1 / dot(u, u));
        wNew = scaleBy(wNew, 1 / (Math.sqrt(dot(wNew, wNew)) + EPS));
        t = times(xc, wNew);
        c = scaleBy(transposedTimes(yc, t), 1 / dot(t, t));
        u = scaleBy(times(yc, c), 1 / (dot(c, c) + EPS));
        boolean done = q == 1 || (wa != null && distance(wNew, wa) < 1e-6);
        wa = wNew;
        if (done) {
          break;
        }
      }
      int arg = 0;
      for (int j = 1; j < p; j++) {
        arg = Math.abs(wa[j]) > Math.abs(wa[arg]) ? j : arg;
      }
      if (wa[arg] < 0) {
        wa = scaleBy(wa, -1);
      }
      t = times(xc, wa);
      double tt = dot(t, t);
      pl[a] = scaleBy(transposedTimes(xc, t), 1 / tt);
      ql[a] = scaleBy(transposedTimes(yc, t), 1 / tt);
      w[a] = wa;
      deflate(xc, t, pl[a]);
      deflate(yc, t, ql[a]);
    }
    return predictions(xOrig, w, pl, ql, yMean, yStd);
  }

  private static double[][] predictions(
      double[][] xs, double[][] w, double[][] pl, double[][] ql, double[] yMean, double[] yStd) {
    int k = w.length;
    double[][] ptw = new double[k][k];
    for (int a = 0; a < k; a++) {
      for (int b = 0; b < k; b++) {
        ptw[a][b] = dot(pl[a], w[b]);
      }
    }
    double[][] inv = Householder.of(ptw).inverse();
    double[][] out = new double[xs.length][yMean.length];
    for (int i = 0; i < xs.length; i++) {
      double[] scores = new double[k];
      for (int b = 0; b < k; b++) {
        for (int a = 0; a < k; a++) {
          scores[b] += dot(xs[i], w[a]) * inv[a][b];
        }
      }
      for (int t = 0; t < yMean.length; t++) {
        double s = 0;
        for (int b = 0; b < k; b++) {
          s += scores[b] * ql[b][t];
        }
        out[i][t] = s * yStd[t] + yMean[t];
      }
    }
    return out;
  }

  private static double[] centre(double[][] m) {
    double[] mean = new double[m[0].length];
    for (double[] row : m) {
      for (int j = 0; j < row.length; j++) {
        mean[j] += row[j] / m.length;
      }
    }
    for (double[] row : m) {
      for (int j = 0; j < row.length; j++) {
        row[j] -= mean[j];
      }
    }
    return mean;
  }

  private static double[] standardise(double[][] m) {
    double[] std = new double[m[0].length];
    for (double[] row : m) {
      for (int j = 0; j < row.length; j++) {
        std[j] += row[j] * row[j];
      }
    }
    for (int j = 0; j < std.length; j++) {
      std[j] = Math.sqrt(std[j] / (m.length - 1));
      std[j] = std[j] == 0 ? 1 : std[j];
    }
    for (double[] row : m) {
      for (int j = 0; j < row.length; j++) {
        row[j] /= std[j];
      }
    }
    return std;
  }

  private static void deflate(double[][] m, double[] t, double[] loading) {
    for (int i = 0; i < m.length; i++) {
      for (int j = 0; j < loading.length; j++) {
        m[i][j] -= t[i] * loading[j];
      }
    }
  }

  private static double[] times(double[][] m, double[] v) {
    double[] out = new double[m.length];
    for (int i = 0; i < m.length; i++) {
      out[i] = dot(m[i], v);
    }
    return out;
  }

  private static double[] transposedTimes(double[][] m, double[] v) {
    double[] out = new double[m[0].length];
    for (int i = 0; i < m.length; i++) {
      for (int j = 0; j < out.length; j++) {
        out[j] += m[i][j] * v[i];
      }
    }
    return out;
  }

  private static double[] column(double[][] m, int j) {
    double[] out = new double[m.length];
    for (int i = 0; i < m.length; i++) {
      out[i] = m[i][j];
    }
    return out;
  }

  private static double dot(double[] a, double[] b) {
    double s = 0;
    for (int i = 0; i < a.length; i++) {
      s += a[i] * b[i];
    }
    return s;
  }

  private static double distance(double[] a, double[] b) {
    double s = 0;
    for (int i = 0; i < a.length; i++) {
      s += (a[i] - b[i]) * (a[i] - b[i]);
    }
    return s;
  }

  private static double[] scaleBy(double[] v, double by) {
    double[] out = new double[v.length];
    for (int i = 0; i < v.length; i++) {
      out[i] = v[i] * by;
    }
    return out;
  }

  private static double[] ones(int len) {
    double[] v = new double[len];
    Arrays.fill(v, 1.0);
    return v;
  }
}
