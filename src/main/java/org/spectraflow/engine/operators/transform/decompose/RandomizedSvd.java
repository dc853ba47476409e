package org.spectraflow.engine.operators.transform.decompose;

import java.util.Arrays;
import org.spectraflow.engine.operators.linalg.JacobiSvd;
import org.spectraflow.engine.operators.split.RandomState;
import org.spectraflow.engine.operators.transform.Dense;
import org.spectraflow.engine.operators.transform.scale.Normalizer;

/**
 * scikit-learn's {@code randomized_svd} (Halko, Martinsson and Tropp 2011; scikit-learn's {@code
 * utils.extmath}, BSD-3-Clause), in double: on {@code A = M} (or {@code Mᵀ} when M has fewer rows
 * than columns) a Gaussian start matrix {@code Ω} ({@code A.cols × (k + oversamples)}, legacy
 * RandomState normals in row-major order), {@code n_iter} power iterations with the chosen
 * normaliser, an orthonormal basis Q of {@code A·Q}, the exact SVD of {@code B = Qᵀ·A}. Returns the
 * first k right singular vectors of M (unsigned: callers apply {@link SvdFlip}) and singular
 * values.
 */
final class RandomizedSvd {

  /** The power-iteration normaliser ({@code power_iteration_normalizer}). */
  enum Normalizer {
    NONE,
    LU,
    QR
  }

  /** The first k singular values and right singular vectors of M (rows of {@code vt}). */
  record Result(double[] s, double[][] vt) {}

  private RandomizedSvd() {}

  /** {@code "auto"}: no normalisation for at most 2 iterations, LU otherwise. */
  static Normalizer auto(int nIter) {
    return nIter <= 2 ? Normalizer.NONE : Normalizer.LU;
  }

  /** Decomposes the {@code n × p} matrix {@code m} (rows; not modified). */
  static Result of(
      double[][] m, int k, int oversamples, int nIter, Normalizer normalizer, RandomState rs) {
    boolean transpose = m.length < m[0].length;
    double[][] a = transpose ? Dense.transpose(m) : m;
    int l = k + oversamples;
    int cols = a[0].length;
    double[][] q = new double[cols][l];
    for (int i = 0; i < cols; i++) {
      for (int j = 0; j < l; j++) {
        q[i][j] = rs.normal();
      }
    }
    double[][] at = Dense.transpose(a);
    for (int it = 0; it < nIter; it++) {
      q = normalise(Dense.times(a, q), normalizer);
      q = normalise(Dense.times(at, q), normalizer);
    }
    q = Dense.orthonormalColumns(Dense.times(a, q));
    double[][] b = Dense.times(Dense.transpose(q), a);
    JacobiSvd svd = JacobiSvd.of(b);
    double[] s = Arrays.copyOf(svd.s(), k);
    double[][] vt = new double[k][];
    if (transpose) {
      double[][] u = Dense.times(q, svd.u());
      double[][] ut = Dense.transpose(u);
      System.arraycopy(ut, 0, vt, 0, k);
    } else {
      System.arraycopy(svd.vt(), 0, vt, 0, k);
    }
    return new Result(s, vt);
  }

  private static double[][] normalise(double[][] y, Normalizer normalizer) {
    return switch (normalizer) {
      case NONE -> y;
      case LU -> Dense.permutedLower(y);
      case QR -> Dense.orthonormalColumns(y);
    };
  }
}
