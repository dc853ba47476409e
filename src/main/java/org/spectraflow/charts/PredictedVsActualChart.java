package org.spectraflow.charts;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.geom.Ellipse2D;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.annotations.XYLineAnnotation;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;
import org.spectraflow.charts.PredictedVsActual.Partition;

/**
 * {@link PredictedVsActual} as a scatter of dots coloured by partition (legend when there are
 * several) over the grey identity line and the dashed orange fit line, both axes on the model's
 * common range; a dot's tooltip names its sample.
 */
final class PredictedVsActualChart {

  private PredictedVsActualChart() {}

  /** Partition colours: train grey, CV green, test (and new samples) the main blue. */
  private static final Map<Partition, Color> COLOURS =
      Map.of(
          Partition.TRAIN,
          new Color(0x8c959f),
          Partition.CV,
          new Color(0x1a7f37),
          Partition.TEST,
          ChartLook.MAIN,
          Partition.NEW,
          ChartLook.MAIN);

  static JFreeChart build(PredictedVsActual model, ChartLook look) {
    XYSeriesCollection data = new XYSeriesCollection();
    List<List<PredictedVsActual.Point>> shown = new ArrayList<>();
    XYLineAndShapeRenderer renderer = dots(shown);
    for (Partition part : Partition.values()) {
      List<PredictedVsActual.Point> of = model.points(part);
      if (of.isEmpty()) {
        continue;
      }
      XYSeries series = new XYSeries(model.legend(part), false, true);
      of.forEach(p -> series.add(p.actual(), p.predicted(), false));
      renderer.setSeriesPaint(shown.size(), COLOURS.get(part));
      renderer.setSeriesShape(shown.size(), new Ellipse2D.Double(-3, -3, 6, 6));
      data.addSeries(series);
      shown.add(of);
    }
    SampleMarks.tag(
        renderer,
        (series, item) ->
            series < shown.size() && item < shown.get(series).size()
                ? shown.get(series).get(item).id()
                : -1);
    XYPlot plot = new XYPlot(data, axis("actual", model), axis("predicted", model), renderer);
    if (!Double.isNaN(model.slope())) {
      plot.addAnnotation(
          new XYLineAnnotation(
              model.low(),
              model.intercept() + model.slope() * model.low(),
              model.high(),
              model.intercept() + model.slope() * model.high(),
              new BasicStroke(
                  1.4f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 1f, new float[] {6f, 4f}, 0f),
              new Color(0xf97316)));
    }
    plot.setNoDataMessage("No test predictions");
    if (!model.points().isEmpty()) {
      plot.addAnnotation(
          new XYLineAnnotation(
              model.low(),
              model.low(),
              model.high(),
              model.high(),
              new BasicStroke(1.2f),
              look.guide()));
    }
    return new JFreeChart(model.title(), ChartLook.TITLE, plot, shown.size() > 1);
  }

  private static NumberAxis axis(String label, PredictedVsActual model) {
    NumberAxis axis = new NumberAxis(label);
    axis.setRange(model.low(), model.high());
    return axis;
  }

  /** Dots whose tooltip names the sample ({@code shown} holds each series' points). */
  private static XYLineAndShapeRenderer dots(List<List<PredictedVsActual.Point>> shown) {
    XYLineAndShapeRenderer renderer = new XYLineAndShapeRenderer(false, true);
    renderer.setDefaultToolTipGenerator(
        (d, s, i) -> {
          String sample =
              s < shown.size() && i < shown.get(s).size() ? shown.get(s).get(i).sample() : "";
          return String.format(
              Locale.ROOT,
              "%sactual %.4g, predicted %.4g",
              sample.isEmpty() ? "" : sample + ": ",
              d.getXValue(s, i),
              d.getYValue(s, i));
        });
    return renderer;
  }
}
