package org.spectraflow.engine.data;

import java.util.Locale;

/**
 * The one definition of a numeric cell shared by loaders and target encoding: optional sign, digits
 * with at most one '.', optional exponent. NaN, Infinity, hex and Java suffixes such as {@code 1f}
 * are not numbers here; {@code NA}, {@code N/A} and empty cells are missing values.
 */
public final class NumberCells {

  private NumberCells() {}

  /** True when {@code cell} (trimmed) is a plain decimal number. */
  public static boolean isNumber(String cell) {
    return isNumber(cell, 0, cell.length());
  }

  /** True when {@code text[from, to)} (trimmed) is a plain decimal number. */
  public static boolean isNumber(CharSequence text, int from, int to) {
    while (from < to && text.charAt(from) <= ' ') {
      from++;
    }
    while (to > from && text.charAt(to - 1) <= ' ') {
      to--;
    }
    int i = from;
    if (i < to && (text.charAt(i) == '+' || text.charAt(i) == '-')) {
      i++;
    }
    int digits = 0;
    boolean dot = false;
    for (; i < to; i++) {
      char c = text.charAt(i);
      if (c >= '0' && c <= '9') {
        digits++;
      } else if (c == '.' && !dot) {
        dot = true;
      } else {
        break;
      }
    }
    if (digits == 0) {
      return false;
    }
    if (i < to && (text.charAt(i) == 'e' || text.charAt(i) == 'E')) {
      i++;
      if (i < to && (text.charAt(i) == '+' || text.charAt(i) == '-')) {
        i++;
      }
      int exp = i;
      while (i < to && text.charAt(i) >= '0' && text.charAt(i) <= '9') {
        i++;
      }
      if (i == exp) {
        return false;
      }
    }
    return i == to;
  }

  /** True for the cells nirs4all reads as missing: empty, {@code NA}, {@code N/A}. */
  public static boolean isMissing(String cell) {
    String t = cell.trim().toUpperCase(Locale.ROOT);
    return t.isEmpty() || t.equals("NA") || t.equals("N/A");
  }

  /** True for NaN and infinity spellings ({@code nan}, {@code inf}, {@code -Infinity}, ...). */
  public static boolean isNonFinite(String cell) {
    String t = cell.trim().toLowerCase(Locale.ROOT);
    if (t.startsWith("+") || t.startsWith("-")) {
      t = t.substring(1);
    }
    return t.equals("nan") || t.equals("inf") || t.equals("infinity");
  }
}
