package org.spectraflow.engine.operators.transform.decompose;

/**
 * scikit-learn's {@code svd_flip} with {@code u_based_decision=False} (the reference release's
 * convention for PCA and TruncatedSVD): each component (row of Vᵀ) is multiplied by the sign of its
 * largest-magnitude entry (the first one on ties), so that entry becomes positive.
 */
final class SvdFlip {

  private SvdFlip() {}

  /** Flips the rows of {@code vt} in place. */
  static void rows(double[][] vt) {
    for (double[] row : vt) {
      int best = 0;
      for (int j = 1; j < row.length; j++) {
        if (Math.abs(row[j]) > Math.abs(row[best])) {
          best = j;
        }
      }
      if (row[best] < 0) {
        for (int j = 0; j < row.length; j++) {
          row[j] = -row[j];
        }
      }
    }
  }
}
