package org.spectraflow.engine.operators.model;

/**
 * One reusable float64 working array per thread for the resident {@code X − mean} of a PLS fit
 * ({@link CentredRows}). A D03 sweep makes fifteen fits of a 131 × 2151 matrix: a fresh 2.25 MB
 * array each time is a humongous allocation for G1 (its regions hold objects up to half their size)
 * and garbage right after the fit. Taking the array from the thread's slot and giving it back when
 * the fit ends reuses one array per worker instead. A fit that takes while another fit of the same
 * thread holds the array (nested fits) simply gets a new array. The array handed out may be longer
 * than asked and holds stale values: its user overwrites what it reads. The slot keeps at most
 * {@link CentredRows#RESIDENT_VALUES} values (16 MB) per thread.
 */
final class WorkingCopies {

  private static final ThreadLocal<double[][]> SLOT =
      ThreadLocal.withInitial(() -> new double[1][]);

  private WorkingCopies() {}

  /** An array of at least {@code length} values: the thread's free one when long enough. */
  static double[] take(int length) {
    double[][] slot = SLOT.get();
    double[] free = slot[0];
    if (free != null && free.length >= length) {
      slot[0] = null;
      return free;
    }
    return new double[length];
  }

  /** Gives {@code array} back to the thread's slot, keeping the longer of it and the slot's. */
  static void give(double[] array) {
    double[][] slot = SLOT.get();
    if (slot[0] == null || slot[0].length < array.length) {
      slot[0] = array;
    }
  }
}
