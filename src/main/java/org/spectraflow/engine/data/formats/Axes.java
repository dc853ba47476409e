package org.spectraflow.engine.data.formats;

import java.util.List;
import java.util.Locale;
import org.spectraflow.engine.data.HeaderUnit;
import org.spectraflow.engine.data.io.DatasetException;

/**
 * Axis helpers for spectra read from files: whether two spectra share an axis (same length, values
 * equal within 1e-9 of the axis span), a short description of an axis for messages, the {@link
 * HeaderUnit} a unit text names, and linear resampling onto a common axis. Stateless.
 */
public final class Axes {

  private Axes() {}

  /** True when {@code a} and {@code b} have the same length and equal values (within 1e-9 span). */
  public static boolean same(double[] a, double[] b) {
    if (a.length != b.length) {
      return false;
    }
    double span = 0;
    for (int i = 0; i < a.length; i++) {
      span = Math.max(span, Math.abs(a[i]));
    }
    double tol = 1e-9 * Math.max(span, 1e-300);
    for (int i = 0; i < a.length; i++) {
      if (!(Math.abs(a[i] - b[i]) <= tol)) {
        return false;
      }
    }
    return true;
  }

  /** {@code N points FIRST..LAST} for messages. */
  public static String describe(double[] x) {
    if (x.length == 0) {
      return "0 points";
    }
    return x.length + " points " + number(x[0]) + ".." + number(x[x.length - 1]);
  }

  /** A number as short text ({@code 4000}, {@code 1100.5}). */
  public static String number(double v) {
    return v == Math.rint(v) && Math.abs(v) < 1e15 ? Long.toString((long) v) : Double.toString(v);
  }

  /** The header unit a file's x-unit text names: nm, cm-1, else none. */
  public static HeaderUnit unit(String xUnits) {
    String u = xUnits.toLowerCase(Locale.ROOT).replace(" ", "");
    if (u.equals("nm") || u.contains("nanomet") || u.startsWith("nm")) {
      return HeaderUnit.NM;
    }
    if (u.contains("cm-1")
        || u.contains("1/cm")
        || u.contains("cm^-1")
        || u.contains("wavenumber")
        || u.equals("wn")) {
      return HeaderUnit.CM_1;
    }
    return HeaderUnit.NONE;
  }

  /**
   * Every spectrum's y on the first spectrum's axis, by linear interpolation.
   *
   * @throws DatasetException naming the spectrum when the first axis reaches outside its range
   */
  public static double[][] resample(String what, List<Spectrum> spectra) {
    double[] target = spectra.get(0).x();
    double[][] out = new double[spectra.size()][];
    for (int s = 0; s < spectra.size(); s++) {
      Spectrum sp = spectra.get(s);
      out[s] = same(sp.x(), target) ? sp.y() : interpolate(what, s, sp, target);
    }
    return out;
  }

  private static double[] interpolate(String what, int index, Spectrum sp, double[] target) {
    double[] x = sp.x();
    double[] y = sp.y();
    boolean ascending = x[x.length - 1] >= x[0];
    double lo = Math.min(x[0], x[x.length - 1]);
    double hi = Math.max(x[0], x[x.length - 1]);
    for (int i = 1; i < x.length; i++) {
      if (ascending ? x[i] < x[i - 1] : x[i] > x[i - 1]) {
        throw new DatasetException(
            what
                + ": spectrum "
                + (index + 1)
                + " has an x axis that is not monotone at point "
                + (i + 1)
                + "; it cannot be resampled");
      }
    }
    double[] out = new double[target.length];
    for (int j = 0; j < target.length; j++) {
      double t = target[j];
      if (t < lo - 1e-9 * Math.abs(hi) || t > hi + 1e-9 * Math.abs(hi)) {
        throw new DatasetException(
            what
                + ": spectrum "
                + (index + 1)
                + " ("
                + describe(x)
                + ") does not cover "
                + number(t)
                + " of the first spectrum's axis ("
                + describe(target)
                + "); resampling does not extrapolate");
      }
      out[j] = at(x, y, t, ascending);
    }
    return out;
  }

  private static double at(double[] x, double[] y, double t, boolean ascending) {
    int lo = 0;
    int hi = x.length - 1;
    if (x.length == 1) {
      return y[0];
    }
    while (hi - lo > 1) {
      int mid = (lo + hi) >>> 1;
      if (ascending ? x[mid] <= t : x[mid] >= t) {
        lo = mid;
      } else {
        hi = mid;
      }
    }
    double dx = x[hi] - x[lo];
    if (dx == 0) {
      return y[lo];
    }
    double w = Math.min(1, Math.max(0, (t - x[lo]) / dx));
    return y[lo] + w * (y[hi] - y[lo]);
  }
}
