package org.spectraflow.engine.diagnostics;

import org.spectraflow.engine.data.RowMatrix;
import org.spectraflow.engine.operators.linalg.Dots;

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

  /** {@code Σ a_i b_i} with four interleaved partial sums ({@link Dots}). */
  static double dot(double[] a, double[] b) {
    return Dots.dot(a, 0, b, 0, a.length);
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
