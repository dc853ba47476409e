package org.spectraflow.charts;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.spectraflow.engine.diagnostics.TestPredictions;
import org.spectraflow.engine.operators.metric.Metric;

/**
 * Predicted versus actual for one model: one point per sample, coloured by partition (train,
 * cross-validation, test), the identity line {@code y = x} across {@code [low, high]} (the range
 * both axes share, so distance from the line reads the same both ways), the least-squares fit line
 * of predicted on actual over the test points, and n, RMSE, R² and bias of the test points in the
 * legend line. Hovering a point names its sample.
 *
 * @param title the chart's title
 * @param modelLabel names the model (shortened to 95 characters when drawn)
 * @param points one point per test sample
 * @param r2 the coefficient of determination ({@link Metric#R2}, as the report scores it)
 * @param rmse the root mean squared error ({@link Metric#RMSE})
 * @param low the lower end of both axes
 * @param high the upper end of both axes
 * @param bias mean of predicted − actual over the test points ({@link Metric#BIAS})
 * @param slope the fit line's slope (NaN with fewer than two distinct actual values)
 * @param intercept the fit line's intercept
 */
public record PredictedVsActual(
    String title,
    String modelLabel,
    List<Point> points,
    double r2,
    double rmse,
    double low,
    double high,
    double bias,
    double slope,
    double intercept)
    implements ChartModel {

  /** Which partition a point's prediction comes from. */
  public enum Partition {
    /** A training sample predicted by a model that saw it. */
    TRAIN,
    /** A training sample predicted out of fold. */
    CV,
    /** A test sample. */
    TEST,
    /**
     * A new sample a saved model predicts (the Apply Model window): drawn and scored as test
     * samples are, named apart so the run's own test partition is not implied.
     */
    NEW;

    /** Lower-case name for legends. */
    public String label() {
      return switch (this) {
        case CV -> "CV (out of fold)";
        case NEW -> "new samples";
        default -> name().toLowerCase(Locale.ROOT);
      };
    }
  }

  /** Longest model label, in characters. */
  public static final int LABEL_CHARS = 95;

  /**
   * One sample.
   *
   * @param actual its true value
   * @param predicted the model's prediction
   * @param partition where the prediction comes from
   * @param sample the sample's name as hover shows it ({@code sample 12})
   * @param id the dataset sample id (0-based), or -1 when unknown
   */
  public record Point(double actual, double predicted, Partition partition, String sample, int id) {

    /** A test sample without an id. */
    public Point(double actual, double predicted) {
      this(actual, predicted, Partition.TEST, "", -1);
    }

    /** A sample without a dataset id. */
    public Point(double actual, double predicted, Partition partition, String sample) {
      this(actual, predicted, partition, sample, -1);
    }

    /**
     * Point {@code i} of {@code partition} with dataset sample id {@code id} (-1: unknown, then
     * named {@code <partition> i+1}).
     */
    public static Point of(double actual, double predicted, Partition partition, int id, int i) {
      String name =
          id >= 0
              ? sampleName(id)
              : (partition == Partition.CV ? "cv" : partition.name().toLowerCase(Locale.ROOT))
                  + " "
                  + (i + 1);
      return new Point(actual, predicted, partition, name, id);
    }
  }

  /** How every plot names dataset sample {@code id}: {@code sample 12}. */
  public static String sampleName(int id) {
    return "sample " + id;
  }

  /** Copies the points. */
  public PredictedVsActual {
    points = List.copyOf(points);
  }

  /**
   * The plot of {@code predictions} (test samples, named by their dataset ids, else {@code test 1},
   * {@code test 2} … in test partition order), titled {@code title}, naming the model {@code
   * modelLabel}.
   */
  public static PredictedVsActual of(String title, String modelLabel, TestPredictions predictions) {
    List<Point> points = new ArrayList<>(predictions.size());
    addPoints(points, predictions, Partition.TEST);
    return of(title, modelLabel, points);
  }

  /** Adds one point per prediction of {@code p}, of {@code partition}, named by sample id. */
  public static void addPoints(List<Point> points, TestPredictions p, Partition partition) {
    double[] truth = p.yTrue();
    double[] predicted = p.yPred();
    for (int i = 0; i < truth.length; i++) {
      points.add(Point.of(truth[i], predicted[i], partition, p.sample(i), i));
    }
  }

  /**
   * The plot of {@code points} of any partitions; the figures are those of the test points (of all
   * points when there are none).
   */
  public static PredictedVsActual of(String title, String modelLabel, List<Point> points) {
    List<Point> scored = points.stream().filter(p -> p.partition() == Partition.TEST).toList();
    if (scored.isEmpty()) {
      scored = points;
    }
    double[] truth = scored.stream().mapToDouble(Point::actual).toArray();
    double[] predicted = scored.stream().mapToDouble(Point::predicted).toArray();
    double[] range =
        commonRange(
            points.stream().mapToDouble(Point::actual).toArray(),
            points.stream().mapToDouble(Point::predicted).toArray());
    boolean any = truth.length > 0;
    double[] fit = fit(truth, predicted);
    return new PredictedVsActual(
        title,
        modelLabel,
        points,
        any ? Metric.R2.score(truth, predicted) : Double.NaN,
        any ? Metric.RMSE.score(truth, predicted) : Double.NaN,
        range[0],
        range[1],
        any ? Metric.BIAS.score(truth, predicted) : Double.NaN,
        fit[0],
        fit[1]);
  }

  /** Least-squares slope and intercept of {@code y} on {@code x}; NaN when x does not vary. */
  static double[] fit(double[] x, double[] y) {
    double mx = 0;
    double my = 0;
    int n = 0;
    for (int i = 0; i < x.length; i++) {
      if (Double.isFinite(x[i]) && Double.isFinite(y[i])) {
        mx += x[i];
        my += y[i];
        n++;
      }
    }
    if (n < 2) {
      return new double[] {Double.NaN, Double.NaN};
    }
    mx /= n;
    my /= n;
    double sxy = 0;
    double sxx = 0;
    for (int i = 0; i < x.length; i++) {
      if (Double.isFinite(x[i]) && Double.isFinite(y[i])) {
        sxy += (x[i] - mx) * (y[i] - my);
        sxx += (x[i] - mx) * (x[i] - mx);
      }
    }
    if (sxx == 0) {
      return new double[] {Double.NaN, Double.NaN};
    }
    double slope = sxy / sxx;
    return new double[] {slope, my - slope * mx};
  }

  /**
   * The legend entry of {@code partition}'s points: {@code CV (out of fold) · n = 120 · RMSE = 1.07
   * · R² = 0.96 · bias = 0.01}.
   */
  public String legend(Partition partition) {
    List<Point> of = points(partition);
    double[] t = of.stream().mapToDouble(Point::actual).toArray();
    double[] p = of.stream().mapToDouble(Point::predicted).toArray();
    return String.format(
        Locale.ROOT,
        "%s · n %d · RMSE %.4g · R² %.3f · bias %.3f",
        partition.label(),
        of.size(),
        Metric.RMSE.score(t, p),
        Metric.R2.score(t, p),
        Metric.BIAS.score(t, p));
  }

  /** The points of one partition, in order. */
  public List<Point> points(Partition partition) {
    return points.stream().filter(p -> p.partition() == partition).toList();
  }

  /** The smallest and largest of both arrays, padded by 5 % (a unit either side when flat). */
  private static double[] commonRange(double[] a, double[] b) {
    double lo = Double.POSITIVE_INFINITY;
    double hi = Double.NEGATIVE_INFINITY;
    for (double[] values : new double[][] {a, b}) {
      for (double v : values) {
        if (Double.isFinite(v)) {
          lo = Math.min(lo, v);
          hi = Math.max(hi, v);
        }
      }
    }
    if (lo > hi) {
      return new double[] {0, 1};
    }
    double pad = hi > lo ? 0.05 * (hi - lo) : 1;
    return new double[] {lo - pad, hi + pad};
  }

  /** The scores line: {@code n = 100 test · RMSE = 1.0679 · R² = 0.9596 · bias = 0.0123}. */
  public String scores() {
    long test = points.stream().filter(p -> p.partition() == Partition.TEST).count();
    boolean allNew =
        !points.isEmpty() && points.stream().allMatch(p -> p.partition() == Partition.NEW);
    return String.format(
        Locale.ROOT,
        "n = %d %s · RMSE = %.4f · R² = %.4f · bias = %.4f",
        test > 0 ? test : points.size(),
        test > 0 ? "test" : allNew ? Partition.NEW.label() : "samples",
        rmse,
        r2,
        bias);
  }

  /**
   * The model label, then the scores line; with points of several partitions the legend gives each
   * partition's figures, so the scores line is left out (the plot keeps its height).
   */
  @Override
  public List<String> subtitles() {
    boolean several = points.stream().map(Point::partition).distinct().count() > 1;
    return points.isEmpty() || several
        ? List.of(ChartLook.shorten(modelLabel, LABEL_CHARS))
        : List.of(ChartLook.shorten(modelLabel, LABEL_CHARS), scores());
  }
}
