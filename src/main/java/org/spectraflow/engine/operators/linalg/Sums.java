package org.spectraflow.engine.operators.linalg;

/**
 * numpy's two summation orders, reproduced bit for bit (docs/operator-behaviour.md §0.3).
 *
 * <p>{@code pw} is numpy's pairwise sum (used along a contiguous axis and for 1-D sums); {@code
 * seq} is the strictly sequential column sum of a row-major matrix (numpy's {@code axis=0}). With
 * {@code f32 = true} every addition is rounded to float32, which is exactly float32 arithmetic: a
 * double holds the exact sum of two floats before the single rounding.
 */
public final class Sums {

  private static final int BLOCK = 128;

  private Sums() {}

  /** Rounds {@code v} to float32 when {@code f32}, else returns it unchanged. */
  public static double round(boolean f32, double v) {
    return f32 ? (float) v : v;
  }

  /** The pairwise sum of {@code a[off .. off+n)} (numpy {@code pairwise_sum}). */
  public static double pw(double[] a, int off, int n, boolean f32) {
    if (n < 8) {
      double res = -0.0;
      for (int i = 0; i < n; i++) {
        res = round(f32, res + a[off + i]);
      }
      return res;
    }
    if (n <= BLOCK) {
      return unrolled(a, off, n, f32);
    }
    int half = n / 2;
    half -= half % 8;
    return round(f32, pw(a, off, half, f32) + pw(a, off + half, n - half, f32));
  }

  /** The pairwise sum of a whole array. */
  public static double pw(double[] a, boolean f32) {
    return pw(a, 0, a.length, f32);
  }

  private static double unrolled(double[] a, int off, int n, boolean f32) {
    double r0 = a[off];
    double r1 = a[off + 1];
    double r2 = a[off + 2];
    double r3 = a[off + 3];
    double r4 = a[off + 4];
    double r5 = a[off + 5];
    double r6 = a[off + 6];
    double r7 = a[off + 7];
    int end = n - n % 8;
    int i = 8;
    for (; i < end; i += 8) {
      int k = off + i;
      r0 = round(f32, r0 + a[k]);
      r1 = round(f32, r1 + a[k + 1]);
      r2 = round(f32, r2 + a[k + 2]);
      r3 = round(f32, r3 + a[k + 3]);
      r4 = round(f32, r4 + a[k + 4]);
      r5 = round(f32, r5 + a[k + 5]);
      r6 = round(f32, r6 + a[k + 6]);
      r7 = round(f32, r7 + a[k + 7]);
    }
    double left = round(f32, round(f32, r0 + r1) + round(f32, r2 + r3));
    double right = round(f32, round(f32, r4 + r5) + round(f32, r6 + r7));
    double res = round(f32, left + right);
    for (; i < n; i++) {
      res = round(f32, res + a[off + i]);
    }
    return res;
  }

  /**
   * Column sums of the row-major {@code rows × cols} matrix {@code m}, each accumulated strictly in
   * row order (numpy {@code sum(axis=0)} of a C-ordered array).
   */
  public static double[] seq(double[] m, int rows, int cols, boolean f32) {
    double[] s = new double[cols];
    if (rows == 0) {
      return s;
    }
    System.arraycopy(m, 0, s, 0, cols);
    for (int i = 1; i < rows; i++) {
      int off = i * cols;
      for (int j = 0; j < cols; j++) {
        s[j] = round(f32, s[j] + m[off + j]);
      }
    }
    return s;
  }

  /** Column means: {@code seq / rows}, the division rounded like the sums. */
  public static double[] columnMeans(double[] m, int rows, int cols, boolean f32) {
    double[] s = seq(m, rows, cols, f32);
    for (int j = 0; j < cols; j++) {
      s[j] = round(f32, s[j] / rows);
    }
    return s;
  }

  /** Subtracts the float64 column means from {@code m} in place and returns them. */
  public static double[] centreColumns(double[] m, int rows, int cols) {
    double[] mean = columnMeans(m, rows, cols, false);
    for (int i = 0; i < rows; i++) {
      int off = i * cols;
      for (int j = 0; j < cols; j++) {
        m[off + j] -= mean[j];
      }
    }
    return mean;
  }
}
