package org.spectraflow.engine.operators.linalg;

import java.util.Arrays;
import java.util.Comparator;
import java.util.stream.IntStream;

/**
 * The thin singular value decomposition {@code A = U·diag(s)·Vᵀ} of a dense {@code m × n} matrix by
 * one-sided (Hestenes) Jacobi rotations, which computes even small singular values to high relative
 * accuracy. Singular values are descending; {@code U} is {@code m × k} and {@code Vᵀ} is {@code k ×
 * n} with {@code k = min(m, n)}. Signs of the singular vectors are whatever the rotations give:
 * callers fix them (scikit-learn's {@code svd_flip}). Immutable once built.
 */
public final class JacobiSvd {

  private static final double EPS = 1e-15;
  private static final int MAX_SWEEPS = 80;

  private final double[][] u;
  private final double[] s;
  private final double[][] vt;

  private JacobiSvd(double[][] u, double[] s, double[][] vt) {
    this.u = u;
    this.s = s;
    this.vt = vt;
  }

  /** Decomposes {@code a} (rows of equal length; not modified). */
  public static JacobiSvd of(double[][] a) {
    int m = a.length;
    int n = a[0].length;
    if (m >= n) {
      double[][] cols = new double[n][m];
      for (int i = 0; i < m; i++) {
        for (int j = 0; j < n; j++) {
          cols[j][i] = a[i][j];
        }
      }
      Rotated r = rotate(cols);
      return new JacobiSvd(transpose(r.left), r.values, r.right);
    }
    double[][] cols = new double[m][];
    for (int i = 0; i < m; i++) {
      cols[i] = a[i].clone();
    }
    Rotated r = rotate(cols);
    return new JacobiSvd(transpose(r.right), r.values, r.left);
  }

  /** {@code U} ({@code m × k}), a fresh copy. */
  public double[][] u() {
    return copy(u);
  }

  /** The singular values, descending. */
  public double[] s() {
    return s.clone();
  }

  /** {@code Vᵀ} ({@code k × n}), a fresh copy. */
  public double[][] vt() {
    return copy(vt);
  }

  /**
   * The decomposition of the matrix whose columns are {@code cols}: {@code left} holds the
   * normalised columns (left singular vectors, one per row), {@code right} the rotations
   * accumulated as rows (right singular vectors, one per row), both sorted by value.
   */
  private record Rotated(double[][] left, double[] values, double[][] right) {}

  private static Rotated rotate(double[][] cols) {
    int k = cols.length;
    double[][] v = new double[k][k];
    for (int i = 0; i < k; i++) {
      v[i][i] = 1.0;
    }
    for (int sweep = 0; sweep < MAX_SWEEPS; sweep++) {
      boolean rotated = false;
      for (int i = 0; i < k - 1; i++) {
        for (int j = i + 1; j < k; j++) {
          rotated |= rotatePair(cols, v, i, j);
        }
      }
      if (!rotated) {
        break;
      }
    }
    double[] norms = new double[k];
    for (int i = 0; i < k; i++) {
      norms[i] = Math.sqrt(dot(cols[i], cols[i]));
    }
    Integer[] order = IntStream.range(0, k).boxed().toArray(Integer[]::new);
    Arrays.sort(order, Comparator.comparingDouble((Integer i) -> -norms[i]));
    double[][] left = new double[k][];
    double[][] right = new double[k][];
    double[] values = new double[k];
    for (int r = 0; r < k; r++) {
      int i = order[r];
      values[r] = norms[i];
      left[r] = cols[i].clone();
      if (norms[i] > 0) {
        for (int t = 0; t < left[r].length; t++) {
          left[r][t] /= norms[i];
        }
      }
      right[r] = v[i];
    }
    return new Rotated(left, values, right);
  }

  /** One Jacobi rotation making columns i and j orthogonal; false when they already are. */
  private static boolean rotatePair(double[][] cols, double[][] v, int i, int j) {
    double alpha = dot(cols[i], cols[i]);
    double beta = dot(cols[j], cols[j]);
    double gamma = dot(cols[i], cols[j]);
    if (gamma == 0.0 || Math.abs(gamma) <= EPS * Math.sqrt(alpha * beta)) {
      return false;
    }
    double zeta = (beta - alpha) / (2.0 * gamma);
    double t = (zeta >= 0 ? 1.0 : -1.0) / (Math.abs(zeta) + Math.sqrt(1.0 + zeta * zeta));
    double c = 1.0 / Math.sqrt(1.0 + t * t);
    double sn = c * t;
    apply(cols[i], cols[j], c, sn);
    apply(v[i], v[j], c, sn);
    return true;
  }

  private static void apply(double[] x, double[] y, double c, double s) {
    for (int t = 0; t < x.length; t++) {
      double a = x[t];
      double b = y[t];
      x[t] = c * a - s * b;
      y[t] = s * a + c * b;
    }
  }

  private static double dot(double[] a, double[] b) {
    double s = 0.0;
    for (int i = 0; i < a.length; i++) {
      s += a[i] * b[i];
    }
    return s;
  }

  private static double[][] transpose(double[][] rows) {
    double[][] out = new double[rows[0].length][rows.length];
    for (int i = 0; i < rows.length; i++) {
      for (int j = 0; j < rows[i].length; j++) {
        out[j][i] = rows[i][j];
      }
    }
    return out;
  }

  private static double[][] copy(double[][] a) {
    double[][] out = new double[a.length][];
    for (int i = 0; i < a.length; i++) {
      out[i] = a[i].clone();
    }
    return out;
  }
}
