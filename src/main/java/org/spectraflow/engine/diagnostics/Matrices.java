package org.spectraflow.engine.diagnostics;

import org.spectraflow.engine.data.RowMatrix;

/** The few dense helpers the diagnostics share: copies, dot products, rows of a RowMatrix. */
final class Matrices {

  private Matrices() {}

  static double[][] copy(double[][] a) {
    double[][] out = new double[a.length][];
    for (int i = 0; i < a.length; i++) {
      out[i] = a[i].clone();
    }
    return out;
  }

  static double dot(double[] a, double[] b) {
    double s = 0;
    for (int i = 0; i < a.length; i++) {
      s += a[i] * b[i];
    }
    return s;
  }

  /** The rows of {@code x} as doubles. */
  static double[][] rows(RowMatrix x) {
    double[][] out = new double[x.rows()][x.cols()];
    for (int i = 0; i < out.length; i++) {
      x.copyRow(i, out[i], 0);
    }
    return out;
  }
}
