package org.spectraflow.engine.operators.model;

import java.util.ArrayList;
import java.util.List;

/**
 * Reusable float64 working matrices per thread for the resident {@code X − mean} of a PLS fit
 * ({@link CentredRows}: its rows and its columns, two matrices). A D03 sweep makes fifteen fits of
 * a 131 × 2151 matrix: fresh copies each time are garbage right after the fit. Taking the matrices
 * from the thread's slot and giving them back when the fit ends reuses them instead. A matrix is an
 * array of separate arrays (each row or column its own array, none large enough to be a humongous
 * allocation for G1 on spectra), so a matrix handed out may have more arrays than asked, and longer
 * ones, holding stale values: its user overwrites what it reads. A fit that takes while another fit
 * of the same thread holds the matrices (nested fits) simply gets new ones. The slot keeps at most
 * {@link #KEPT} matrices per thread, the largest ones given back.
 */
final class WorkingCopies {

  /** Matrices kept per thread: the rows and the columns of one fit. */
  static final int KEPT = 2;

  private static final ThreadLocal<List<double[][]>> SLOT =
      ThreadLocal.withInitial(() -> new ArrayList<>(KEPT + 1));

  private WorkingCopies() {}

  /**
   * A matrix of at least {@code count} arrays of at least {@code length} values each: a free one of
   * the thread's when one is large enough.
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

  /** Gives {@code matrix} back to the thread's slot, which keeps the {@link #KEPT} largest. */
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
