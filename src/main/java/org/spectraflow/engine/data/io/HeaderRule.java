package org.spectraflow.engine.data.io;

import java.util.Arrays;
import java.util.List;
import org.spectraflow.engine.data.HeaderUnit;
import org.spectraflow.engine.data.Headers;
import org.spectraflow.engine.data.NumberCells;

/**
 * Decides whether the first line of a file is a header, instead of assuming one as nirs4all does
 * (which silently drops the first sample of header-less files).
 *
 * <p>Spectra (X): the first line is a header when one of its cells is text (neither a number nor a
 * missing/NaN marker), giving text headers, or when it is a numeric axis: at least three numbers,
 * strictly monotone, each at least {@value #MIN_AXIS_VALUE} in magnitude (wavelengths in nm and
 * wavenumbers in cm⁻¹ are; absorbance and reflectance are not), and the second line is either not
 * strictly monotone or lies entirely outside the first line's range. A numeric header is kept as
 * the axis, in nirs4all's default unit cm⁻¹.
 *
 * <p>Targets and metadata (Y, M): a first line made only of numbers is data; otherwise it is a
 * header exactly when the file has one line more than its X file has rows (text class labels
 * without a header stay data when the counts match).
 */
final class HeaderRule {

  private static final double MIN_AXIS_VALUE = 100;
  private static final int MIN_AXIS_LENGTH = 3;

  private HeaderRule() {}

  /** The headers of a spectra file, {@link Headers#absent()} when its first line is data. */
  static Headers forSpectra(String[] first, String secondLine, char delimiter) {
    if (Arrays.stream(first).anyMatch(HeaderRule::isText)) {
      return new Headers.Text(List.of(first));
    }
    double[] axis = numbers(first);
    double[] second = secondLine == null ? null : numbers(CsvRow.split(secondLine, delimiter));
    if (axis == null || second == null || !looksLikeAxis(axis)) {
      return Headers.absent();
    }
    boolean header = !monotone(second) || disjoint(axis, second);
    return header ? new Headers.Axis(axis, HeaderUnit.CM_1) : Headers.absent();
  }

  /**
   * The headers of a spectra file whose first line is all plain numbers ({@code first}) and whose
   * second line, if any, too ({@code second}, null for a one-line file): the numeric-axis rule of
   * {@link #forSpectra(String[], String, char)} on values already parsed.
   */
  static Headers forSpectra(double[] first, double[] second) {
    if (second == null || !looksLikeAxis(first)) {
      return Headers.absent();
    }
    boolean header = !monotone(second) || disjoint(first, second);
    return header ? new Headers.Axis(first, HeaderUnit.CM_1) : Headers.absent();
  }

  /**
   * Whether the first line of a target or metadata table is a header.
   *
   * @param first the first line's cells
   * @param lines the number of data lines in the file, the first included
   * @param expectedRows the rows of the matching X file
   */
  static boolean forTable(String[] first, int lines, int expectedRows) {
    if (Arrays.stream(first).allMatch(NumberCells::isNumber)) {
      return false;
    }
    return lines == expectedRows + 1;
  }

  private static boolean isText(String cell) {
    return !NumberCells.isNumber(cell)
        && !NumberCells.isMissing(cell)
        && !NumberCells.isNonFinite(cell);
  }

  private static double[] numbers(String[] cells) {
    double[] out = new double[cells.length];
    for (int i = 0; i < cells.length; i++) {
      if (!NumberCells.isNumber(cells[i])) {
        return null;
      }
      out[i] = Double.parseDouble(cells[i]);
    }
    return out;
  }

  private static boolean looksLikeAxis(double[] v) {
    return v.length >= MIN_AXIS_LENGTH
        && monotone(v)
        && Arrays.stream(v).allMatch(x -> Math.abs(x) >= MIN_AXIS_VALUE);
  }

  private static boolean monotone(double[] v) {
    boolean up = true;
    boolean down = true;
    for (int i = 1; i < v.length; i++) {
      up &= v[i] > v[i - 1];
      down &= v[i] < v[i - 1];
    }
    return up || down;
  }

  private static boolean disjoint(double[] a, double[] b) {
    double aMin = Arrays.stream(a).min().orElseThrow();
    double aMax = Arrays.stream(a).max().orElseThrow();
    double bMin = Arrays.stream(b).min().orElseThrow();
    double bMax = Arrays.stream(b).max().orElseThrow();
    return bMax < aMin || bMin > aMax;
  }
}
