package org.spectraflow.engine.operators.model;

import java.util.ArrayList;
import java.util.List;

/**
 * A reusable float64 working matrix per thread for the resident {@code X − mean} of a PLS fit
 * ({@link CentredRows}). A D03 sweep makes fifteen fits of a 131 × 2151 matrix: a fresh copy each
 * time is garbage right after the fit. Taking the matrix from the thread's slot and giving it back
 * when the fit ends reuses one per worker instead. A matrix is an array of rows, each its own array
 * (so the kernels vectorise, {@link NipalsKernels}, and no row of a spectrum is large enough to be
 * a humongous allocation for G1); the one handed out may have more rows than asked, and longer
 * ones, holding stale values: its user overwrites what it reads. A fit that takes while another fit
 * of the same thread holds the matrix (nested fits) simply gets a new one. The slot keeps the
 * largest matrix given back: at most {@link CentredRows#RESIDENT_VALUES} values (16 MB) per thread.
 */
final class WorkingCopies {

  /** Matrices kept per thread. */
  static final int KEPT = 1;

  private static final ThreadLocal<List<double[][]>> SLOT =
      ThreadLocal.withInitial(() -> new ArrayList<>(KEPT + 1));

  private WorkingCopies() {}

  /**
   * A matrix of at least {@code count} rows of at least {@code length} values each: the thread's
   * free one when it is large enough.
   */
  static double[][] take(int count, int length) {
    List<double[][]> free = SLOT.get();
    for (int m = 0; m < free.size(); m++) {
      double[][] matrix = free.get(m);
      if (matrix.length >= count && (count == 0 || matrix[0].length >= length)) {
        return free.remove(m);
      }
    }
    return new double[count][length];
  }

  /** Gives {@code matrix} back to the thread's slot, which keeps the largest. */
  static void give(double[][] matrix) {
    List<double[][]> free = SLOT.get();
    free.add(matrix);
    if (free.size() > KEPT) {
      int smallest = 0;
      for (int m = 1; m < free.size(); m++) {
        if (values(free.get(m)) < values(free.get(smallest))) {
          smallest = m;
        }
      }
      free.remove(smallest);
    }
  }

  private static long values(double[][] matrix) {
    return matrix.length == 0 ? 0 : (long) matrix.length * matrix[0].length;
  }
}
