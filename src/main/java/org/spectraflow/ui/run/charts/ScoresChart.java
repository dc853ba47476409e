package org.spectraflow.ui.run.charts;

import java.awt.BasicStroke;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.annotations.XYLineAnnotation;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;
import org.spectraflow.engine.run.report.TestPredictions;
import org.spectraflow.ui.run.RunSelection;
import org.spectraflow.ui.run.results.ResultRow;
import org.spectraflow.ui.run.results.ResultsModel;

/**
 * Chart 5: each variant's primary test score as it finishes (x: variant index) and, beside it,
 * predicted versus actual on the test partition for the selected variant (the best-ranked one when
 * nothing is selected) with the identity line. Predictions appear when the run has ended.
 */
public final class ScoresChart extends LiveChart {

  private final ResultsModel results;
  private final RunSelection selection;
  private final XYSeriesCollection scores = new XYSeriesCollection();
  private final XYSeriesCollection predicted = new XYSeriesCollection();
  private final XYPlot predictedPlot;

  /** A view of {@code results}, following {@code selection}'s variant. */
  public ScoresChart(ResultsModel results, RunSelection selection) {
    super(
        "Scores",
        List.of(scatter("Variant scores", "variant"), scatter("Predicted vs actual", "actual")));
    this.results = results;
    this.selection = selection;
    charts().get(0).getXYPlot().setDataset(scores);
    predictedPlot = charts().get(1).getXYPlot();
    predictedPlot.setDataset(predicted);
    ((XYLineAndShapeRenderer) predictedPlot.getRenderer()).setSeriesPaint(0, ChartTheme.SERIES[0]);
  }

  private static JFreeChart scatter(String title, String xLabel) {
    NumberAxis x = new NumberAxis(xLabel);
    NumberAxis y = new NumberAxis(title.startsWith("Pred") ? "predicted" : "score");
    x.setAutoRangeIncludesZero(false);
    y.setAutoRangeIncludesZero(false);
    if (xLabel.equals("variant")) {
      // variants are whole numbers, and one variant alone still gets a readable axis
      x.setStandardTickUnits(NumberAxis.createIntegerTickUnits());
      x.setAutoRangeMinimumSize(2);
    }
    XYLineAndShapeRenderer dots = new XYLineAndShapeRenderer(false, true);
    dots.setSeriesPaint(0, ChartTheme.SERIES[1]);
    dots.setDefaultToolTipGenerator(
        (d, s, i) ->
            String.format(
                "%s: %.4g at %.4g", d.getSeriesKey(s), d.getYValue(s, i), d.getXValue(s, i)));
    return new JFreeChart(
        title, JFreeChart.DEFAULT_TITLE_FONT, new XYPlot(null, x, y, dots), false);
  }

  @Override
  protected void rebuild(int pixelWidth) {
    results.publish();
    String metric = results.metric().isEmpty() ? "score" : "test " + results.metric();
    XYSeries s = new XYSeries(metric, false, true);
    List<Integer> variants = results.finishOrderVariants();
    List<Double> values = results.finishOrderScores();
    for (int i = 0; i < variants.size(); i++) {
      s.add(variants.get(i), values.get(i), false);
    }
    scores.removeAllSeries();
    scores.addSeries(s);
    NumberAxis scoreAxis = (NumberAxis) charts().get(0).getXYPlot().getRangeAxis();
    scoreAxis.setLabel(metric);
    scoreAxis.setAutoRangeMinimumSize(minimumScoreSpan(values));
    predictions();
  }

  private void predictions() {
    predicted.removeAllSeries();
    predictedPlot.clearAnnotations();
    Optional<Integer> variant = shownVariant();
    Optional<TestPredictions> p = variant.flatMap(results::predictions);
    charts()
        .get(1)
        .setTitle("Predicted vs actual" + variant.map(v -> " · variant " + v).orElse(""));
    if (p.isEmpty() || p.get().size() == 0) {
      return;
    }
    double[] truth = p.get().yTrue();
    double[] pred = p.get().yPred();
    XYSeries s = new XYSeries("variant " + variant.get(), false, true);
    double lo = Double.POSITIVE_INFINITY;
    double hi = Double.NEGATIVE_INFINITY;
    for (int i = 0; i < truth.length; i++) {
      s.add(truth[i], pred[i], false);
      lo = Math.min(lo, Math.min(truth[i], pred[i]));
      hi = Math.max(hi, Math.max(truth[i], pred[i]));
    }
    predicted.addSeries(s);
    charts()
        .get(1)
        .setTitle(
            String.format(
                Locale.ROOT,
                "Predicted vs actual · variant %d · RMSE %.4g · R² %.4f",
                variant.get(),
                rmse(truth, pred),
                r2(truth, pred)));
    predictedPlot.addAnnotation(
        new XYLineAnnotation(lo, lo, hi, hi, new BasicStroke(1f), ChartTheme.SERIES[3]));
  }

  /**
   * The smallest score axis span: 1% of the largest score's magnitude, so equal scores (one
   * variant, or a sweep whose variants all score alike) read as {@code 1.265} on a sensible axis,
   * not as {@code 1.264743E0} repeated on an axis a hundred-millionth wide.
   */
  static double minimumScoreSpan(List<Double> values) {
    double largest = 0;
    for (double v : values) {
      if (Double.isFinite(v)) {
        largest = Math.max(largest, Math.abs(v));
      }
    }
    return Math.max(1e-6, 0.01 * largest);
  }

  /** Root mean squared error of {@code pred} against {@code truth}. */
  static double rmse(double[] truth, double[] pred) {
    double sum = 0;
    for (int i = 0; i < truth.length; i++) {
      double d = pred[i] - truth[i];
      sum += d * d;
    }
    return Math.sqrt(sum / truth.length);
  }

  /** The coefficient of determination, 1 − SS_res / SS_tot (scikit-learn's r2_score). */
  static double r2(double[] truth, double[] pred) {
    double mean = Arrays.stream(truth).average().orElse(0);
    double res = 0;
    double tot = 0;
    for (int i = 0; i < truth.length; i++) {
      res += (truth[i] - pred[i]) * (truth[i] - pred[i]);
      tot += (truth[i] - mean) * (truth[i] - mean);
    }
    return tot == 0 ? (res == 0 ? 1 : 0) : 1 - res / tot;
  }

  private Optional<Integer> shownVariant() {
    Integer selected = selection.variantProperty().get();
    if (selected != null) {
      return Optional.of(selected);
    }
    return results.rankedRows().stream()
        .filter(r -> r.primary() != null)
        .findFirst()
        .map(ResultRow::variant);
  }
}
