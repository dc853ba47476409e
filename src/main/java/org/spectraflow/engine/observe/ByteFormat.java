package org.spectraflow.engine.observe;

import java.math.BigDecimal;
import java.math.RoundingMode;

/**
 * Number formatting exactly as nirs4all prints it: {@code format_bytes} and Python's fixed-point
 * {@code {:.Nf}} and {@code {:.0%}}. Python rounds half-even on the exact binary value of the
 * double (1280 B is 1.25 KB exactly and prints {@code 1.2 KB}, where {@code String.format} would
 * print 1.3), which {@link BigDecimal} reproduces. Stateless.
 */
public final class ByteFormat {

  private static final long KIB = 1024L;
  private static final String[] UNITS = {"KB", "MB", "GB"};

  private ByteFormat() {}

  /**
   * {@code n} bytes in binary units with one decimal: {@code 512 B}, {@code 1.5 KB}, {@code 152.6
   * MB}, {@code 2.5 GB} (GB is the largest unit); negatives get a leading {@code -}.
   */
  public static String format(long n) {
    if (n < 0) {
      return "-" + formatMagnitude(-(double) n, n == Long.MIN_VALUE ? Long.MAX_VALUE : -n);
    }
    return formatMagnitude(n, n);
  }

  /** Python's {@code format(x, '.{decimals}f')}: half-even on the exact binary value. */
  public static String fixed(double x, int decimals) {
    if (Double.isNaN(x)) {
      return "nan";
    }
    if (Double.isInfinite(x)) {
      return x > 0 ? "inf" : "-inf";
    }
    String sign = Double.doubleToRawLongBits(x) < 0 ? "-" : "";
    return sign
        + new BigDecimal(Math.abs(x)).setScale(decimals, RoundingMode.HALF_EVEN).toPlainString();
  }

  /** Python's {@code format(fraction, '.0%')}: {@code 0.854 → 85%}, {@code 0.125 → 12%}. */
  public static String percent(double fraction) {
    return fixed(fraction * 100, 0) + "%";
  }

  private static String formatMagnitude(double value, long n) {
    if (n < KIB) {
      return n + " B";
    }
    double scaled = value / KIB;
    int unit = 0;
    while (unit < UNITS.length - 1 && scaled >= KIB) {
      scaled /= KIB;
      unit++;
    }
    return fixed(scaled, 1) + " " + UNITS[unit];
  }
}
