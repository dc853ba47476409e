package org.spectraflow.charts;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Stroke;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Rectangle2D;
import java.util.List;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.annotations.XYTextAnnotation;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.plot.ValueMarker;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.chart.ui.RectangleAnchor;
import org.jfree.chart.ui.RectangleEdge;
import org.jfree.chart.ui.TextAnchor;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;
import org.spectraflow.engine.diagnostics.ControlLimits;

/**
 * {@link InfluencePlot} as a scatter (calibration blue dots, test orange squares) with the T²
 * limits as vertical and the Q limits as horizontal red lines (95 % dashed, 99 % solid), both axes
 * from zero to past the larger of the data and the 99 % limit, and the samples beyond a 95 % limit
 * labelled (at most {@value #MAX_LABELS}, the farthest first, so a crowded plot stays legible; a
 * sample with a blank label is counted but never labelled). A NaN limit (a model file keeps only
 * the 95 % ones) draws no line.
 */
final class InfluencePlotChart {

  /** Labels drawn at most. */
  static final int MAX_LABELS = 40;

  private InfluencePlotChart() {}

  static JFreeChart build(InfluencePlot model, ChartLook look) {
    XYSeriesCollection data = new XYSeriesCollection();
    data.addSeries(series("calibration", model.calibration()));
    data.addSeries(series(model.testName(), model.test()));
    ControlLimits l = model.limits();
    NumberAxis x = axis("Hotelling T²", max(model, true), outer(l.t2At95(), l.t2At99()));
    NumberAxis y =
        axis("Q residual (squared X residual)", max(model, false), outer(l.qAt95(), l.qAt99()));
    XYLineAndShapeRenderer dots = dots();
    // a model file keeps only the 95 % limits, not its calibration samples: no empty legend entry
    dots.setSeriesVisibleInLegend(0, !model.calibration().isEmpty());
    List<List<InfluencePlot.Sample>> lists = List.of(model.calibration(), model.test());
    SampleMarks.tag(dots, (series, item) -> lists.get(series).get(item).id());
    dots.setDefaultToolTipGenerator(
        (d, series, item) -> {
          InfluencePlot.Sample s = lists.get(series).get(item);
          return String.format(
              java.util.Locale.ROOT, "%s: T² %.4g, Q %.4g", s.label(), s.t2(), s.q());
        });
    XYPlot plot = new XYPlot(data, x, y, dots);
    limit(plot, true, l.t2At95(), "T² 95 %", ChartLook.DASHED);
    limit(plot, true, l.t2At99(), "T² 99 %", new BasicStroke(1.2f));
    limit(plot, false, l.qAt95(), "Q 95 %", ChartLook.DASHED);
    limit(plot, false, l.qAt99(), "Q 99 %", new BasicStroke(1.2f));
    labels(plot, model, look, x.getUpperBound(), y.getUpperBound());
    JFreeChart chart = new JFreeChart(model.title(), ChartLook.TITLE, plot, true);
    chart.getLegend().setPosition(RectangleEdge.TOP);
    return chart;
  }

  private static XYSeries series(String name, List<InfluencePlot.Sample> samples) {
    XYSeries s = new XYSeries(name, false, true);
    for (InfluencePlot.Sample p : samples) {
      s.add(p.t2(), p.q(), false);
    }
    return s;
  }

  private static double max(InfluencePlot model, boolean t2) {
    double m = 0;
    for (List<InfluencePlot.Sample> list : List.of(model.calibration(), model.test())) {
      for (InfluencePlot.Sample s : list) {
        double v = t2 ? s.t2() : s.q();
        if (Double.isFinite(v)) {
          m = Math.max(m, v);
        }
      }
    }
    return m;
  }

  /** The larger finite limit (the 99 % one may be NaN when only the 95 % one is known). */
  private static double outer(double at95, double at99) {
    return Double.isFinite(at99) ? Math.max(at99, Double.isFinite(at95) ? at95 : 0) : at95;
  }

  private static NumberAxis axis(String label, double dataMax, double limit) {
    NumberAxis a = new NumberAxis(label);
    double top = Math.max(dataMax, Double.isFinite(limit) ? limit : 0);
    a.setRange(0, top > 0 ? top * 1.08 : 1);
    return a;
  }

  private static void limit(XYPlot plot, boolean t2, double at, String label, Stroke stroke) {
    if (!Double.isFinite(at)) {
      return;
    }
    ValueMarker m = new ValueMarker(at, ChartLook.WARNING, stroke);
    m.setLabel(label);
    m.setLabelFont(ChartLook.SMALL);
    m.setLabelPaint(ChartLook.WARNING);
    m.setLabelBackgroundColor(new Color(0, 0, 0, 0));
    if (t2) {
      // the 95 % label at the bottom right of its line, the 99 % one at the top left of its own
      // (often near the plot's right edge): near limits never overprint or clip
      boolean dashed = stroke == ChartLook.DASHED;
      m.setLabelAnchor(dashed ? RectangleAnchor.BOTTOM_RIGHT : RectangleAnchor.TOP_LEFT);
      m.setLabelTextAnchor(dashed ? TextAnchor.BOTTOM_LEFT : TextAnchor.TOP_RIGHT);
      plot.addDomainMarker(m);
    } else {
      m.setLabelAnchor(RectangleAnchor.RIGHT);
      m.setLabelTextAnchor(TextAnchor.BOTTOM_RIGHT);
      plot.addRangeMarker(m);
    }
  }

  /** Labels the outliers farthest beyond their limits first, up to {@link #MAX_LABELS}. */
  private static void labels(
      XYPlot plot, InfluencePlot model, ChartLook look, double xMax, double yMax) {
    ControlLimits l = model.limits();
    java.util.stream.Stream.concat(model.calibration().stream(), model.test().stream())
        .filter(s -> s.outlier() && !s.label().isBlank())
        .sorted(
            java.util.Comparator.comparingDouble(
                (InfluencePlot.Sample s) -> -Math.max(s.t2() / l.t2At95(), s.q() / l.qAt95())))
        .limit(MAX_LABELS)
        .forEach(
            s -> {
              // a dataset id is labelled by its number alone (hover names "sample 12"): crowded
              // outliers stay legible
              XYTextAnnotation a =
                  new XYTextAnnotation(
                      " " + (s.id() >= 0 ? String.valueOf(s.id()) : s.label()), s.t2(), s.q());
              a.setFont(ChartLook.SMALL);
              a.setPaint(look.text());
              // labels near the right or top edge go to the other side of their point
              boolean right = s.t2() > 0.85 * xMax;
              boolean top = s.q() > 0.93 * yMax;
              a.setTextAnchor(
                  top
                      ? (right ? TextAnchor.TOP_RIGHT : TextAnchor.TOP_LEFT)
                      : (right ? TextAnchor.BOTTOM_RIGHT : TextAnchor.BOTTOM_LEFT));
              plot.addAnnotation(a);
            });
  }

  private static XYLineAndShapeRenderer dots() {
    XYLineAndShapeRenderer r = new XYLineAndShapeRenderer(false, true);
    r.setSeriesPaint(0, ChartLook.MAIN);
    r.setSeriesShape(0, new Ellipse2D.Double(-3, -3, 6, 6));
    r.setSeriesPaint(1, ChartLook.ACCENT);
    r.setSeriesShape(1, new Rectangle2D.Double(-3, -3, 6, 6));
    return r;
  }
}
