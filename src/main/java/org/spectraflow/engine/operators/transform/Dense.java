package org.spectraflow.engine.operators.transform;

/**
 * Small dense-matrix kernels for the decompositions (matrices as arrays of rows): products,
 * transposes, an orthonormal basis of the columns (twice-iterated modified Gram-Schmidt, the
 * economic QR's Q up to column signs; a column dependent on the earlier ones becomes zero) and the
 * {@code P·L} factor of partial-pivot LU (scipy's {@code lu(permute_l=True)}: pivot = first largest
 * |value| of the column).
 */
public final class Dense {

  private Dense() {}

  public static double[][] transpose(double[][] a) {
    double[][] out = new double[a[0].length][a.length];
    for (int i = 0; i < a.length; i++) {
      for (int j = 0; j < a[i].length; j++) {
        out[j][i] = a[i][j];
      }
    }
    return out;
  }

  /** {@code a·b}. */
  public static double[][] times(double[][] a, double[][] b) {
    int n = b[0].length;
    double[][] out = new double[a.length][n];
    for (int i = 0; i < a.length; i++) {
      double[] row = out[i];
      for (int t = 0; t < b.length; t++) {
        double v = a[i][t];
        if (v == 0.0) {
          continue;
        }
        double[] bt = b[t];
        for (int j = 0; j < n; j++) {
          row[j] += v * bt[j];
        }
      }
    }
    return out;
  }

  /** An orthonormal basis of the columns of {@code y} ({@code m × min(m, n)}). */
  public static double[][] orthonormalColumns(double[][] y) {
    int m = y.length;
    int n = Math.min(m, y[0].length);
    double[][] cols = new double[n][m];
    for (int i = 0; i < m; i++) {
      for (int j = 0; j < n; j++) {
        cols[j][i] = y[i][j];
      }
    }
    for (int j = 0; j < n; j++) {
      double before = Math.sqrt(dot(cols[j], cols[j]));
      for (int pass = 0; pass < 2; pass++) {
        for (int k = 0; k < j; k++) {
          double d = dot(cols[k], cols[j]);
          for (int i = 0; i < m; i++) {
            cols[j][i] -= d * cols[k][i];
          }
        }
      }
      double norm = Math.sqrt(dot(cols[j], cols[j]));
      boolean dependent = norm <= 1e-13 * before;
      for (int i = 0; i < m; i++) {
        cols[j][i] = dependent ? 0.0 : cols[j][i] / norm;
      }
    }
    return transpose(cols);
  }

  /** {@code P·L} of the partial-pivot LU factorisation {@code y = P·L·U}. */
  public static double[][] permutedLower(double[][] y) {
    int m = y.length;
    int n = y[0].length;
    int k = Math.min(m, n);
    double[][] a = new double[m][];
    int[] perm = new int[m];
    for (int i = 0; i < m; i++) {
      a[i] = y[i].clone();
      perm[i] = i;
    }
    for (int j = 0; j < k; j++) {
      int piv = j;
      for (int i = j + 1; i < m; i++) {
        if (Math.abs(a[i][j]) > Math.abs(a[piv][j])) {
          piv = i;
        }
      }
      double[] tmp = a[piv];
      a[piv] = a[j];
      a[j] = tmp;
      int tp = perm[piv];
      perm[piv] = perm[j];
      perm[j] = tp;
      double d = a[j][j];
      for (int i = j + 1; i < m; i++) {
        double f = d == 0.0 ? 0.0 : a[i][j] / d;
        a[i][j] = f;
        for (int c = j + 1; c < n; c++) {
          a[i][c] -= f * a[j][c];
        }
      }
    }
    double[][] pl = new double[m][k];
    for (int i = 0; i < m; i++) {
      for (int j = 0; j < k; j++) {
        pl[perm[i]][j] = j < i ? a[i][j] : (j == i ? 1.0 : 0.0);
      }
    }
    return pl;
  }

  public static double dot(double[] a, double[] b) {
    double s = 0.0;
    for (int i = 0; i < a.length; i++) {
      s += a[i] * b[i];
    }
    return s;
  }
}
