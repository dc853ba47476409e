package org.spectraflow.ui.spectra;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** Round tick values for an axis (1, 2 or 5 times a power of ten apart) and their labels. Pure. */
final class Ticks {

  private Ticks() {}

  /** About {@code count} (at least 2) round values within {@code [low, high]}, increasing. */
  static List<Double> of(double low, double high, int count) {
    List<Double> out = new ArrayList<>();
    double span = high - low;
    if (!(span > 0) || !Double.isFinite(span)) {
      return out;
    }
    double raw = span / Math.max(2, count);
    double power = Math.pow(10, Math.floor(Math.log10(raw)));
    double step = power;
    for (double m : new double[] {1, 2, 5, 10}) {
      step = m * power;
      if (step >= raw) {
        break;
      }
    }
    double first = Math.ceil(low / step) * step;
    for (int i = 0; i < 1000; i++) {
      double t = first + i * step;
      if (t > high + step * 1e-9) {
        break;
      }
      out.add(Math.abs(t) < step * 1e-9 ? 0 : t);
    }
    return out;
  }

  /** {@code value} with as many decimals as the ticks' spacing needs. */
  static String format(double value, List<Double> ticks) {
    double step = ticks.size() > 1 ? Math.abs(ticks.get(1) - ticks.get(0)) : Math.abs(value);
    int decimals = step > 0 ? Math.max(0, (int) Math.ceil(-Math.log10(step) - 1e-9)) : 0;
    return String.format(Locale.ROOT, "%." + Math.min(decimals, 6) + "f", value);
  }
}
