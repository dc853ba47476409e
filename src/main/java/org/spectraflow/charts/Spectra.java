package org.spectraflow.charts;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.spectraflow.engine.preview.SpectraTable;

/**
 * Spectra overlaid, one line per sample coloured by its target on a {@link ColourScale} (with a
 * colour bar as legend) and the mean spectrum dashed: for {@code run --plot}'s raw spectra and
 * spectra after the best variant's preprocessing. Thousands of spectra are thinned for drawing: at
 * most {@code maxLines} evenly spaced samples (the subtitle says how many of how many), and each
 * line keeps only the lowest and highest value of every bucket of columns ({@link #decimate}), so a
 * line never has more than {@code 2 × buckets} points and its peaks survive.
 *
 * @param title the chart's title
 * @param subtitle what is shown ({@code 120 spectra, 700 wavelengths · colour: y})
 * @param xLabel the x axis' label (wavelength or feature index)
 * @param yName what the colour shows ({@code y})
 * @param lines the spectra drawn
 * @param mean the mean spectrum over every sample (its x and values)
 * @param scale the colour scale of the targets
 */
public record Spectra(
    String title,
    String subtitle,
    String xLabel,
    String yName,
    List<Line> lines,
    Line mean,
    ColourScale scale)
    implements ChartModel {

  /** Most lines drawn by default. */
  public static final int MAX_LINES = 400;

  /** Column buckets per line by default (about one per two pixels of a 1000-pixel chart). */
  public static final int BUCKETS = 500;

  /**
   * One spectrum to draw.
   *
   * @param label the sample's name ({@code sample 12})
   * @param x the x value of each point
   * @param values the value of each point
   * @param y the sample's target (NaN when unknown)
   */
  public record Line(String label, double[] x, double[] values, double y) {}

  /** Copies the lines. */
  public Spectra {
    lines = List.copyOf(lines);
  }

  /** The chart of {@code table}, titled {@code title}, with the default thinning. */
  public static Spectra of(String title, SpectraTable table) {
    return of(title, table, MAX_LINES, BUCKETS);
  }

  /**
   * The chart of {@code table} with at most {@code maxLines} lines of at most {@code 2 × buckets}
   * points each.
   */
  public static Spectra of(String title, SpectraTable table, int maxLines, int buckets) {
    int rows = table.rows();
    int shown = Math.min(rows, Math.max(1, maxLines));
    List<Line> lines = new ArrayList<>(shown);
    double[] x = table.axis();
    for (int k = 0; k < shown && rows > 0; k++) {
      int r = (int) ((long) k * rows / shown);
      int[] keep = decimate(table.row(r), buckets);
      lines.add(
          new Line(
              "sample " + table.sampleIds()[r],
              pick(x, keep),
              pick(table.row(r), keep),
              table.y()[r]));
    }
    double[] mean = new double[table.cols()];
    for (int r = 0; r < rows; r++) {
      for (int c = 0; c < mean.length; c++) {
        mean[c] += table.value(r, c) / rows;
      }
    }
    int[] keepMean = decimate(mean, buckets);
    String sub =
        String.format(
            Locale.ROOT,
            "%s%,d spectra, %,d %s · colour: y",
            shown < rows ? String.format(Locale.ROOT, "%,d of ", shown) : "",
            rows,
            table.cols(),
            table.axisLabel().startsWith("feature") ? "features" : "wavelengths");
    return new Spectra(
        title,
        sub,
        table.axisLabel(),
        "y",
        lines,
        new Line("mean", pick(x, keepMean), pick(mean, keepMean), Double.NaN),
        ColourScale.over(table.y()));
  }

  /**
   * The indices of {@code values} to draw with {@code buckets} buckets: every index when there are
   * at most {@code 2 × buckets}, else, per bucket of consecutive columns, the index of its lowest
   * and of its highest value in column order (the first and last columns always kept).
   */
  public static int[] decimate(double[] values, int buckets) {
    int n = values.length;
    if (buckets < 1) {
      throw new IllegalArgumentException("buckets must be >= 1, was " + buckets);
    }
    if (n <= 2 * buckets) {
      int[] all = new int[n];
      for (int i = 0; i < n; i++) {
        all[i] = i;
      }
      return all;
    }
    int[] out = new int[2 * buckets + 2];
    int count = 0;
    out[count++] = 0;
    for (int b = 0; b < buckets; b++) {
      int from = (int) ((long) b * n / buckets);
      int to = (int) ((long) (b + 1) * n / buckets);
      int lo = from;
      int hi = from;
      for (int i = from + 1; i < to; i++) {
        lo = values[i] < values[lo] ? i : lo;
        hi = values[i] > values[hi] ? i : hi;
      }
      int first = Math.min(lo, hi);
      int second = Math.max(lo, hi);
      if (first > out[count - 1]) {
        out[count++] = first;
      }
      if (second > out[count - 1]) {
        out[count++] = second;
      }
    }
    if (out[count - 1] != n - 1) {
      out[count++] = n - 1;
    }
    return java.util.Arrays.copyOf(out, count);
  }

  private static double[] pick(double[] from, int[] keep) {
    double[] out = new double[keep.length];
    for (int i = 0; i < keep.length; i++) {
      out[i] = from[keep[i]];
    }
    return out;
  }

  /** The same chart with {@code line} shown above the subtitle (e.g. which variant it shows). */
  public Spectra withNote(String line) {
    return new Spectra(title, line + " · " + subtitle, xLabel, yName, lines, mean, scale);
  }

  @Override
  public List<String> subtitles() {
    return List.of(subtitle);
  }
}
