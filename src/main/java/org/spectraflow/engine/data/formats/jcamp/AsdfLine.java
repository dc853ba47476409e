package org.spectraflow.engine.data.formats.jcamp;

import java.nio.file.Path;
import org.spectraflow.engine.data.formats.Clip;
import org.spectraflow.engine.data.io.DatasetException;

/**
 * Decodes one line of a JCAMP-DX {@code (X++(Y..Y))} table: the leading abscissa (AFFN) and the
 * ordinates in any of the forms of the JCAMP-DX specification (McDonald & Wilks 1988, §5.9, the
 * ASCII squeezed difference form): AFFN separated by blanks or commas, PAC (a sign starts a new
 * number), SQZ ({@code @A-Ia-i}: a value's first digit with its sign), DIF ({@code %J-Rj-r}: a
 * difference from the previous value), DUP ({@code S-Zs}: the previous token repeated, count
 * included) and {@code ?} for a missing value. The decoded ordinates are appended to a caller's
 * {@link YBuffer}. Stateless; a line's result says whether it ended in difference form, which makes
 * the next line's first ordinate a Y-check value (docs/formats.md).
 */
final class AsdfLine {

  private AsdfLine() {}

  /**
   * What one line held.
   *
   * @param x the line's leading abscissa (before XFACTOR)
   * @param count ordinates decoded from this line (the Y-check value included)
   * @param endsInDif true when the last token was a DIF (or a DUP of one)
   */
  record Result(double x, int count, boolean endsInDif) {}

  /**
   * Decodes {@code line} (comments already removed), appending its ordinates to {@code out}.
   *
   * @throws DatasetException naming the file, the line and the character at fault
   */
  static Result decode(String line, int lineNo, Path file, YBuffer out) {
    int n = line.length();
    int i = skipBlanks(line, 0);
    int start = i;
    i = affnEnd(line, i);
    if (i == start) {
      throw bad(file, lineNo, line, start, "an abscissa (X value) at the start of the line");
    }
    double x = parse(line, start, i, file, lineNo);
    int before = out.size();
    boolean lastDif = false;
    boolean any = false;
    double last = 0;
    double lastDiff = 0;
    while (i < n) {
      char c = line.charAt(i);
      if (c == ' ' || c == '\t' || c == ',' || c == ';') {
        i++;
        continue;
      }
      if (c == '?') {
        out.add(Double.NaN);
        last = Double.NaN;
        lastDif = false;
        any = true;
        i++;
        continue;
      }
      int sqz = sqz(c);
      int dif = dif(c);
      int dup = dup(c);
      if (dup > 0) {
        int j = i + 1;
        while (j < n && Character.isDigit(line.charAt(j))) {
          j++;
        }
        if (j - i > 8) {
          throw bad(file, lineNo, line, i, "a DUP count of at most 8 digits");
        }
        int count = Integer.parseInt(dup + line.substring(i + 1, j));
        if (!any) {
          throw bad(file, lineNo, line, i, "a value before the DUP count '" + c + "'");
        }
        if (count < 1 || count > org.spectraflow.engine.data.formats.FormatLimits.MAX_POINTS) {
          throw bad(
              file,
              lineNo,
              line,
              i,
              "a DUP count within 1.."
                  + org.spectraflow.engine.data.formats.FormatLimits.MAX_POINTS);
        }
        for (int k = 1; k < count; k++) {
          if (lastDif) {
            last += lastDiff;
          }
          out.add(last);
        }
        i = j;
        continue;
      }
      if (dif != Integer.MIN_VALUE) {
        int j = digitsEnd(line, i + 1);
        double d = signed(dif, line, i + 1, j, file, lineNo);
        if (!any) {
          throw bad(file, lineNo, line, i, "a value before the difference '" + c + "'");
        }
        lastDiff = d;
        last += d;
        out.add(last);
        lastDif = true;
        i = j;
        continue;
      }
      if (sqz != Integer.MIN_VALUE) {
        int j = digitsEnd(line, i + 1);
        last = signed(sqz, line, i + 1, j, file, lineNo);
        out.add(last);
        lastDif = false;
        any = true;
        i = j;
        continue;
      }
      if (c == '+' || c == '-' || c == '.' || (c >= '0' && c <= '9')) {
        int j = affnEnd(line, i);
        if (j == i) {
          throw bad(file, lineNo, line, i, "a number");
        }
        last = parse(line, i, j, file, lineNo);
        out.add(last);
        lastDif = false;
        any = true;
        i = j;
        continue;
      }
      throw bad(file, lineNo, line, i, "an ordinate (AFFN, SQZ, DIF or DUP character)");
    }
    return new Result(x, out.size() - before, lastDif);
  }

  /** The SQZ digit of {@code c} ({@code @}=0, A-I=1..9, a-i=-1..-9), else MIN_VALUE. */
  private static int sqz(char c) {
    if (c == '@') {
      return 0;
    }
    if (c >= 'A' && c <= 'I') {
      return c - 'A' + 1;
    }
    if (c >= 'a' && c <= 'i') {
      return -(c - 'a' + 1);
    }
    return Integer.MIN_VALUE;
  }

  /** The DIF digit of {@code c} ({@code %}=0, J-R=1..9, j-r=-1..-9), else MIN_VALUE. */
  private static int dif(char c) {
    if (c == '%') {
      return 0;
    }
    if (c >= 'J' && c <= 'R') {
      return c - 'J' + 1;
    }
    if (c >= 'j' && c <= 'r') {
      return -(c - 'j' + 1);
    }
    return Integer.MIN_VALUE;
  }

  /** The DUP digit of {@code c} (S-Z=1..8, s=9), else 0. */
  private static int dup(char c) {
    if (c >= 'S' && c <= 'Z') {
      return c - 'S' + 1;
    }
    return c == 's' ? 9 : 0;
  }

  /** A value whose first digit (with its sign) is {@code lead} and whose other digits follow. */
  private static double signed(int lead, String line, int from, int to, Path file, int lineNo) {
    String digits = line.substring(from, to);
    String text = (lead < 0 ? "-" : "") + Math.abs(lead) + digits;
    if (lead == 0 && digits.isEmpty()) {
      return 0;
    }
    return parse(text, 0, text.length(), file, lineNo);
  }

  private static int skipBlanks(String line, int i) {
    while (i < line.length() && (line.charAt(i) == ' ' || line.charAt(i) == '\t')) {
      i++;
    }
    return i;
  }

  private static int digitsEnd(String line, int i) {
    while (i < line.length() && (Character.isDigit(line.charAt(i)) || line.charAt(i) == '.')) {
      i++;
    }
    return i;
  }

  /**
   * The end of an AFFN number starting at {@code i}: sign, digits, point, and an exponent only with
   * its sign ({@code E+03}), since a bare {@code E} is a SQZ character.
   */
  private static int affnEnd(String line, int i) {
    int n = line.length();
    int j = i;
    if (j < n && (line.charAt(j) == '+' || line.charAt(j) == '-')) {
      j++;
    }
    int digits = j;
    while (j < n && (Character.isDigit(line.charAt(j)) || line.charAt(j) == '.')) {
      j++;
    }
    if (j == digits) {
      return i;
    }
    // An exponent needs its sign (E+03): a bare E or e is the SQZ digit +5 or -5.
    if (j + 2 < n
        && (line.charAt(j) == 'E' || line.charAt(j) == 'e')
        && (line.charAt(j + 1) == '+' || line.charAt(j + 1) == '-')
        && Character.isDigit(line.charAt(j + 2))) {
      int k = j + 2;
      int expDigits = k;
      while (k < n && Character.isDigit(line.charAt(k))) {
        k++;
      }
      if (k > expDigits) {
        j = k;
      }
    }
    return j;
  }

  private static double parse(String text, int from, int to, Path file, int lineNo) {
    String s = text.substring(from, to);
    try {
      double v = Double.parseDouble(s);
      if (!Double.isFinite(v)) {
        throw new NumberFormatException();
      }
      return v;
    } catch (NumberFormatException e) {
      throw new DatasetException(file, lineNo, "'" + Clip.line(s) + "' is not a finite number");
    }
  }

  private static DatasetException bad(Path file, int lineNo, String line, int at, String expected) {
    String found = at < line.length() ? "'" + line.charAt(at) + "'" : "the end of the line";
    return new DatasetException(
        file, lineNo, "column " + (at + 1) + ": expected " + expected + " but found " + found);
  }
}
