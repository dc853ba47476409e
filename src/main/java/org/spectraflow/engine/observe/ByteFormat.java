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
  private static final long[] POW10 = {1, 10, 100, 1_000, 10_000, 100_000, 1_000_000};

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
    double a = Math.abs(x);
    String fast = clearOfTie(a, decimals);
    return sign
        + (fast != null
            ? fast
            : new BigDecimal(a).setScale(decimals, RoundingMode.HALF_EVEN).toPlainString());
  }

  /**
   * {@code a} (≥ 0) to {@code decimals} places without {@link BigDecimal}, or null when its exact
   * value may lie on or near a rounding tie (or is too large or too precise for a long): {@code a ×
   * 10^decimals} is within a relative 2^-53 of the exact product, so a computed fraction further
   * than that from one half rounds the exact value the same way. The studio formats a line per
   * finished step with it (the log, tooltips), and BigDecimal was a tenth of the FX thread's
   * allocation in the run view's stall benchmark.
   */
  static String clearOfTie(double a, int decimals) {
    if (decimals < 0 || decimals >= POW10.length) {
      return null;
    }
    long p = POW10[decimals];
    double scaled = a * p;
    if (!(scaled < 0x1p52)) {
      return null;
    }
    double whole = Math.floor(scaled);
    double fraction = scaled - whole; // exact: scaled and whole are within a factor of two
    if (Math.abs(fraction - 0.5) <= scaled * 0x1p-50 + 0x1p-40) {
      return null;
    }
    long n = (long) whole + (fraction > 0.5 ? 1 : 0);
    if (decimals == 0) {
      return Long.toString(n);
    }
    String digits = Long.toString(n % p);
    StringBuilder text = new StringBuilder(24).append(n / p).append('.');
    text.repeat('0', decimals - digits.length());
    return text.append(digits).toString();
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
