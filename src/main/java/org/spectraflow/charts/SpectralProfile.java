package org.spectraflow.charts;

import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * One value per feature drawn over the wavelength axis (feature index when the data has none): VIP
 * with its 1.0 line, or regression coefficients with the zero line (docs/diagnostics.md §2).
 *
 * @param title the chart's title
 * @param modelLabel names the model (shortened when drawn)
 * @param xLabel the axis label ({@code wavelength} or {@code feature})
 * @param yLabel the value's label
 * @param x the positions, one per value, ascending or descending
 * @param values the values
 * @param guide the level of a horizontal reference line (1.0 for VIP, 0 for coefficients; NaN:
 *     none)
 * @param guideLabel what the reference line means
 */
public record SpectralProfile(
    String title,
    String modelLabel,
    String xLabel,
    String yLabel,
    double[] x,
    double[] values,
    double guide,
    String guideLabel)
    implements ChartModel {

  /** Requires one position per value; copies. */
  public SpectralProfile {
    Objects.requireNonNull(title, "title");
    if (x.length != values.length) {
      throw new IllegalArgumentException(x.length + " positions for " + values.length + " values");
    }
    x = x.clone();
    values = values.clone();
  }

  /**
   * A profile over {@code axis}, or over the feature index 0..p−1 when the axis is empty.
   *
   * @param yLabel the value's label
   */
  public static SpectralProfile of(
      String title,
      String modelLabel,
      double[] axis,
      double[] values,
      String yLabel,
      double guide,
      String guideLabel) {
    boolean indexed = axis.length != values.length;
    double[] x =
        indexed
            ? java.util.stream.IntStream.range(0, values.length).asDoubleStream().toArray()
            : axis;
    return new SpectralProfile(
        title,
        modelLabel,
        indexed ? "feature" : "wavelength",
        yLabel,
        x,
        values,
        guide,
        guideLabel);
  }

  @Override
  public double[] x() {
    return x.clone();
  }

  @Override
  public double[] values() {
    return values.clone();
  }

  @Override
  public List<String> subtitles() {
    return List.of(ChartLook.shorten(modelLabel, PredictedVsActual.LABEL_CHARS));
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof SpectralProfile s
        && title.equals(s.title)
        && Arrays.equals(x, s.x)
        && Arrays.equals(values, s.values)
        && guide == s.guide;
  }

  @Override
  public int hashCode() {
    return Arrays.hashCode(values);
  }

  @Override
  public String toString() {
    return "SpectralProfile[" + title + ", " + values.length + " values]";
  }
}
