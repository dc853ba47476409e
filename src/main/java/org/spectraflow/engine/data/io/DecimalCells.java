package org.spectraflow.engine.data.io;

/**
 * Parses a plain decimal cell (already checked by {@link
 * org.spectraflow.engine.data.NumberCells#isNumber}) straight from its line, without a substring:
 * when the significand has at most 15 digits and the decimal exponent is within ±22, both are exact
 * doubles and one multiplication or division rounds correctly (Clinger's fast path), which is
 * {@link Double#parseDouble}'s result bit for bit; other cells go to {@link Double#parseDouble}.
 * Spectra files written with a fixed number of decimals all take the fast path, so loading
 * allocates nothing per cell.
 */
final class DecimalCells {

  /**
   * 10^0 … 10^22, each exact in a double (Clinger's fast path); never written after this class
   * loads.
   */
  static final double[] POWERS = new double[23];

  static {
    double p = 1.0;
    for (int i = 0; i < POWERS.length; i++) {
      POWERS[i] = p;
      p *= 10.0;
    }
  }

  private DecimalCells() {}

  /** The value of {@code line[from, to)}, a plain decimal number with optional blanks around. */
  static double parse(CharSequence line, int from, int to) {
    int start = from;
    int end = to;
    while (start < end && line.charAt(start) <= ' ') {
      start++;
    }
    while (end > start && line.charAt(end - 1) <= ' ') {
      end--;
    }
    int i = start;
    boolean negative = false;
    char c0 = line.charAt(i);
    if (c0 == '+' || c0 == '-') {
      negative = c0 == '-';
      i++;
    }
    long significand = 0;
    int digits = 0;
    int scale = 0;
    boolean dot = false;
    for (; i < end; i++) {
      char c = line.charAt(i);
      if (c >= '0' && c <= '9') {
        if (digits > 0 || c != '0') {
          if (++digits > 15) {
            return slow(line, start, end);
          }
          significand = significand * 10 + (c - '0');
        }
        if (dot) {
          scale--;
        }
      } else if (c == '.') {
        dot = true;
      } else {
        break;
      }
    }
    if (i < end) {
      return slow(line, start, end);
    }
    double v = significand;
    if (scale < 0) {
      if (-scale >= POWERS.length) {
        return slow(line, start, end);
      }
      v /= POWERS[-scale];
    }
    return negative ? -v : v;
  }

  private static double slow(CharSequence line, int from, int to) {
    return Double.parseDouble(line.subSequence(from, to).toString());
  }
}
