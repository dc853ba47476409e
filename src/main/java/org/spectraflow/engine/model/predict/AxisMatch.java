package org.spectraflow.engine.model.predict;

import java.util.Locale;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.model.TrainingShape;

/**
 * Checks new spectra against the wavelengths a model was trained on (docs/model-file.md,
 * "Predicting"): the same number of wavelengths, and, when both sides have a numeric axis, the same
 * axis (each wavelength within 1e-6 of its own magnitude). Anything else is refused with both axes
 * named, unless linear resampling was asked for and the new axis covers the training range: then
 * every spectrum is interpolated linearly onto the training axis. Never resamples silently.
 * Stateless.
 */
public final class AxisMatch {

  private static final double TOLERANCE = 1e-6;

  private AxisMatch() {}

  /**
   * {@code x} (with wavelengths {@code axis}, possibly empty) as the model expects it.
   *
   * @param resample resample linearly onto the training axis when the axes differ
   * @throws IllegalArgumentException naming both axes when they do not match
   */
  public static Block align(Block x, double[] axis, TrainingShape shape, boolean resample) {
    double[] trained = shape.wavelengths();
    boolean sameCount = x.cols() == shape.features();
    if (trained.length == 0 || axis.length == 0) {
      if (!sameCount) {
        throw new IllegalArgumentException(
            "the spectra have "
                + describe(axis, x.cols())
                + ", the model was trained on "
                + describe(trained, shape.features())
                + "; give spectra measured on the training axis");
      }
      return x;
    }
    if (sameCount && same(axis, trained)) {
      return x;
    }
    String both =
        "the spectra's wavelength axis ("
            + describe(axis, x.cols())
            + ") does not match the model's training axis ("
            + describe(trained, shape.features())
            + ")";
    if (!resample) {
      throw new IllegalArgumentException(
          both + "; resample with --resample linear if the new axis covers the training range");
    }
    double lo = Math.min(axis[0], axis[axis.length - 1]);
    double hi = Math.max(axis[0], axis[axis.length - 1]);
    double tlo = Math.min(trained[0], trained[trained.length - 1]);
    double thi = Math.max(trained[0], trained[trained.length - 1]);
    if (tlo < lo - tol(lo) || thi > hi + tol(hi) || !monotonic(axis)) {
      throw new IllegalArgumentException(
          both + " and does not cover the training range, so it cannot be resampled");
    }
    return resample(x, axis, trained);
  }

  /** "700 wavelengths, 1100–2498" (or "700 wavelengths" without an axis). */
  public static String describe(double[] axis, int count) {
    if (axis.length == 0) {
      return count + " wavelengths";
    }
    return String.format(
        Locale.ROOT, "%d wavelengths, %s to %s", count, num(axis[0]), num(axis[axis.length - 1]));
  }

  private static String num(double v) {
    return v == Math.rint(v) && Math.abs(v) < 1e15
        ? String.valueOf((long) v)
        : String.format(Locale.ROOT, "%.6g", v);
  }

  private static boolean same(double[] a, double[] b) {
    for (int i = 0; i < a.length; i++) {
      if (Math.abs(a[i] - b[i]) > tol(b[i])) {
        return false;
      }
    }
    return true;
  }

  private static double tol(double v) {
    return TOLERANCE * Math.max(1.0, Math.abs(v));
  }

  private static boolean monotonic(double[] a) {
    boolean up = a[a.length - 1] > a[0];
    for (int i = 1; i < a.length; i++) {
      if (up ? a[i] <= a[i - 1] : a[i] >= a[i - 1]) {
        return false;
      }
    }
    return a.length > 1;
  }

  /** Linear interpolation of every row from {@code from} (monotonic) onto {@code to}. */
  static Block resample(Block x, double[] from, double[] to) {
    int n = from.length;
    boolean up = from[n - 1] > from[0];
    double[] f = new double[n];
    for (int i = 0; i < n; i++) {
      f[i] = up ? from[i] : from[n - 1 - i];
    }
    int[] left = new int[to.length];
    double[] weight = new double[to.length];
    for (int k = 0; k < to.length; k++) {
      double t = Math.min(Math.max(to[k], f[0]), f[n - 1]);
      int j = java.util.Arrays.binarySearch(f, t);
      if (j >= 0) {
        left[k] = Math.min(j, n - 2);
        weight[k] = j == n - 1 ? 1.0 : 0.0;
      } else {
        int ins = -j - 1;
        left[k] = ins - 1;
        weight[k] = (t - f[ins - 1]) / (f[ins] - f[ins - 1]);
      }
    }
    double[] row = new double[n];
    double[] out = new double[to.length];
    Block.Writer w = Block.writer(x.precision(), x.rows(), to.length);
    for (int i = 0; i < x.rows(); i++) {
      x.copyRow(i, row);
      if (!up) {
        for (int a = 0, b = n - 1; a < b; a++, b--) {
          double tmp = row[a];
          row[a] = row[b];
          row[b] = tmp;
        }
      }
      for (int k = 0; k < to.length; k++) {
        double a = row[left[k]];
        double b = row[left[k] + 1];
        out[k] = a + weight[k] * (b - a);
      }
      w.setRow(i, out);
    }
    return w.build();
  }
}
