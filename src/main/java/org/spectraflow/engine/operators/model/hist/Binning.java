package org.spectraflow.engine.operators.model.hist;

import java.util.Arrays;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.operators.split.RandomState;

/**
 * scikit-learn 1.9's {@code _BinMapper} for numeric features without missing values (BSD-3-Clause,
 * the scikit-learn developers; {@code ensemble/_hist_gradient_boosting/binning.py}): per feature,
 * the midpoints of the distinct values when there are at most {@code maxBins} of them, else numpy's
 * {@code percentile(..., method='averaged_inverted_cdf')} at {@code linspace(0, 100, maxBins +
 * 1)}'s inner points, deduplicated and clipped at 1e300. A value {@code x} falls in bin {@code i}
 * iff {@code thresholds[i-1] < x <= thresholds[i]}. Above 2·10⁵ rows the thresholds come from 2·10⁵
 * rows drawn with replacement by numpy's {@code RandomState(seed).randint}, as scikit-learn draws
 * them. Immutable.
 *
 * @param thresholds per feature, the increasing bin edges ({@code bins − 1} values)
 */
public record Binning(double[][] thresholds) {

  /** scikit-learn's subsample size for the thresholds. */
  static final int SUBSAMPLE = 200_000;

  private static final double ALMOST_INF = 1e300;

  /** Fits the thresholds of every column of {@code x} with at most {@code maxBins} bins. */
  public static Binning fit(Block x, int maxBins, long seed) {
    int n = x.rows();
    int[] rows = null;
    if (n > SUBSAMPLE) {
      RandomState rng = new RandomState(seed);
      rows = new int[SUBSAMPLE];
      for (int i = 0; i < SUBSAMPLE; i++) {
        rows[i] = (int) rng.randint(0, n);
      }
    }
    double[][] t = new double[x.cols()][];
    double[] col = new double[rows == null ? n : rows.length];
    for (int f = 0; f < x.cols(); f++) {
      for (int i = 0; i < col.length; i++) {
        col[i] = x.get(rows == null ? i : rows[i], f);
      }
      t[f] = thresholds(col.clone(), maxBins);
    }
    return new Binning(t);
  }

  /** The thresholds of one column (sorted in place). */
  static double[] thresholds(double[] col, int maxBins) {
    Arrays.sort(col);
    double[] distinct = Arrays.stream(col).distinct().toArray();
    if (distinct.length == 1) {
      return new double[0];
    }
    double[] t;
    if (distinct.length <= maxBins) {
      t = new double[distinct.length - 1];
      for (int i = 0; i < t.length; i++) {
        t[i] = (distinct[i] + distinct[i + 1]) / 2;
      }
    } else {
      double step = 100.0 / maxBins;
      t = new double[maxBins - 1];
      for (int i = 1; i < maxBins; i++) {
        t[i - 1] = averagedInvertedCdf(col, i * step / 100);
      }
      t = Arrays.stream(t).distinct().toArray();
    }
    for (int i = 0; i < t.length; i++) {
      t[i] = Math.min(t[i], ALMOST_INF);
    }
    return t;
  }

  /** numpy's {@code quantile(sorted, q, method='averaged_inverted_cdf')} of a sorted array. */
  static double averagedInvertedCdf(double[] sorted, double q) {
    int n = sorted.length;
    double virtual = n * q - 1;
    double prevD = Math.floor(virtual);
    int prev;
    int next;
    if (virtual >= n - 1) {
      prev = n - 1;
      next = n - 1;
    } else if (virtual < 0) {
      prev = 0;
      next = 0;
    } else {
      prev = (int) prevD;
      next = prev + 1;
    }
    double gamma = virtual - prevD == 0 ? 0.5 : 1.0;
    double a = sorted[prev];
    double b = sorted[next];
    double diff = b - a;
    return b - diff * (1 - gamma);
  }

  /** The number of non-missing bins of feature {@code f}. */
  int bins(int f) {
    return thresholds[f].length + 1;
  }

  /** The bins of {@code x}, feature-major ({@code [feature][row]}), as unsigned bytes. */
  byte[][] apply(Block x) {
    byte[][] out = new byte[x.cols()][x.rows()];
    for (int f = 0; f < x.cols(); f++) {
      double[] t = thresholds[f];
      for (int i = 0; i < x.rows(); i++) {
        out[f][i] = (byte) bin(t, x.get(i, f));
      }
    }
    return out;
  }

  /** The bin of {@code v}: the first threshold index with {@code v <= t}, else the last bin. */
  static int bin(double[] t, double v) {
    int left = 0;
    int right = t.length;
    while (left < right) {
      int middle = left + (right - left - 1) / 2;
      if (v <= t[middle]) {
        right = middle;
      } else {
        left = middle + 1;
      }
    }
    return left;
  }
}
