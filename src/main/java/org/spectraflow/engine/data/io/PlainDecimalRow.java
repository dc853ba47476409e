package org.spectraflow.engine.data.io;

/**
 * The fast path of the spectra reader: parses a whole line of plain decimal cells ({@code -0.0123}:
 * optional sign, digits with at most one '.', no blanks, no exponent, at most 15 significant digits
 * and 22 decimals) in one pass over its characters, or says it cannot. When it succeeds every value
 * is the one {@link DecimalCells#parse} gives (Clinger's fast path, {@link Double#parseDouble}'s
 * bits); any other line (blanks, exponents, long significands, text, missing cells, a wrong cell
 * count) is left to the checked path, which parses it or names the problem.
 *
 * <p>One small loop over a {@code char[]}, with no interface calls to inline and no second pass to
 * count or check the cells: a cold process spends most of a small file's load compiling the parsing
 * loops, and this one is cheap to interpret and quick to compile (docs/performance.md, "Cold start,
 * wave 4").
 */
final class PlainDecimalRow {

  private static final double[] POWERS = DecimalCells.POWERS;

  private PlainDecimalRow() {}

  /**
   * The values of {@code line} when it is a line of plain decimal cells separated by {@code
   * delimiter} (0: one cell), else null.
   */
  static double[] values(String line, char delimiter) {
    int cells = 1;
    for (int i = delimiter == 0 ? -1 : line.indexOf(delimiter); i >= 0; ) {
      cells++;
      i = line.indexOf(delimiter, i + 1);
    }
    double[] out = new double[cells];
    return parse(line.toCharArray(), line.length(), delimiter, out) ? out : null;
  }

  /**
   * Parses {@code line[0, length)} into {@code out}, one value per cell separated by {@code
   * delimiter} (0: one cell); true when the line is exactly {@code out.length} plain cells, false
   * (with {@code out} partly written) when the checked path must read it.
   */
  static boolean parse(char[] line, int length, char delimiter, double[] out) {
    int i = 0;
    int col = 0;
    while (col < out.length) {
      boolean negative = false;
      if (i < length && (line[i] == '-' || line[i] == '+')) {
        negative = line[i] == '-';
        i++;
      }
      long significand = 0;
      int digits = 0;
      int significant = 0;
      int scale = 0;
      boolean dot = false;
      for (; i < length; i++) {
        char c = line[i];
        if (c >= '0' && c <= '9') {
          digits++;
          if (significant > 0 || c != '0') {
            significant++;
            significand = significand * 10 + (c - '0');
          }
          scale -= dot ? 1 : 0;
        } else if (c == '.' && !dot) {
          dot = true;
        } else {
          break;
        }
      }
      if (digits == 0 || significant > 15 || -scale >= POWERS.length) {
        return false;
      }
      double v = (double) significand / POWERS[-scale];
      out[col++] = negative ? -v : v;
      if (i == length) {
        return col == out.length;
      }
      if (line[i] != delimiter) {
        return false;
      }
      i++;
    }
    return false;
  }
}
