package org.spectraflow.engine.operators.linalg;

/**
 * Cross products of the rows of a matrix given by its columns, written so that the JIT vectorises
 * them: {@code K = X Xᵀ} for X given as {@code cols[f][i] = x[i][f]}. Entry {@code K[i][j]} is
 * {@code Σ_f x[i][f]·x[j][f]} accumulated strictly in feature order from 0: the same additions in
 * the same order as a sequential dot product of rows i and j, so the values are those of the plain
 * loop bit for bit. The work runs along j, eight features per pass over a row of K, each entry
 * still receiving its terms one feature after the other. Every array is indexed from 0 by the
 * vectorised index (K's rows and the columns are separate arrays), which is what lets the JIT
 * vectorise the loop without proving that the arrays are distinct.
 */
public final class Gram {

  /** Rows of K per tile: the tile's rows and eight columns stay in the first-level cache. */
  private static final int TILE = 32;

  private Gram() {}

  /**
   * The lower triangle (j ≤ i) of {@code K = X Xᵀ} as {@code n} rows of {@code n} values (the upper
   * triangle is left zero), from the {@code p} columns of X, {@code n} values each.
   */
  public static double[][] lower(double[][] cols, int n) {
    int p = cols.length;
    double[][] k = new double[n][n];
    for (int i0 = 0; i0 < n; i0 += TILE) {
      int i1 = Math.min(n, i0 + TILE);
      int f = 0;
      for (; f + 8 <= p; f += 8) {
        for (int i = i0; i < i1; i++) {
          eight(cols, f, i, k[i]);
        }
      }
      for (; f < p; f++) {
        double[] c = cols[f];
        for (int i = i0; i < i1; i++) {
          double a = c[i];
          double[] row = k[i];
          for (int j = 0; j <= i; j++) {
            row[j] += a * c[j];
          }
        }
      }
    }
    return k;
  }

  /** Adds the terms of features {@code f .. f + 7} to the entries j ≤ i of K's row i, in order. */
  private static void eight(double[][] cols, int f, int i, double[] row) {
    double[] x0 = cols[f];
    double[] x1 = cols[f + 1];
    double[] x2 = cols[f + 2];
    double[] x3 = cols[f + 3];
    double[] x4 = cols[f + 4];
    double[] x5 = cols[f + 5];
    double[] x6 = cols[f + 6];
    double[] x7 = cols[f + 7];
    double a0 = x0[i];
    double a1 = x1[i];
    double a2 = x2[i];
    double a3 = x3[i];
    double a4 = x4[i];
    double a5 = x5[i];
    double a6 = x6[i];
    double a7 = x7[i];
    for (int j = 0; j <= i; j++) {
      double t = row[j];
      t += a0 * x0[j];
      t += a1 * x1[j];
      t += a2 * x2[j];
      t += a3 * x3[j];
      t += a4 * x4[j];
      t += a5 * x5[j];
      t += a6 * x6[j];
      t += a7 * x7[j];
      row[j] = t;
    }
  }

  /** The columns of the {@code rows.length × p} matrix {@code rows}: {@code p} arrays. */
  public static double[][] columns(double[][] rows, int p) {
    int n = rows.length;
    double[][] cols = new double[p][n];
    for (int j0 = 0; j0 < p; j0 += TILE) {
      int j1 = Math.min(p, j0 + TILE);
      for (int i = 0; i < n; i++) {
        double[] row = rows[i];
        for (int j = j0; j < j1; j++) {
          cols[j][i] = row[j];
        }
      }
    }
    return cols;
  }
}
