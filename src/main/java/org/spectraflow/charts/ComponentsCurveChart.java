package org.spectraflow.charts;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.geom.Ellipse2D;
import java.util.LinkedHashMap;
import java.util.Map;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.plot.ValueMarker;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.chart.ui.RectangleAnchor;
import org.jfree.chart.ui.RectangleEdge;
import org.jfree.chart.ui.RectangleInsets;
import org.jfree.chart.ui.TextAnchor;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;
import org.spectraflow.engine.diagnostics.ComponentsCurve;

/**
 * {@link ComponentsCurvePlot} as two lines over the number of components (RMSECV solid blue,
 * calibration RMSE dashed orange) and one labelled vertical line per choice; choices that fall on
 * the same number share one line and one label.
 */
final class ComponentsCurveChart {

  private ComponentsCurveChart() {}

  static JFreeChart build(ComponentsCurvePlot model, ChartLook look) {
    ComponentsCurve c = model.curve();
    XYSeries cv =
        new XYSeries(
            c.crossValidated() ? "RMSECV (cross-validation)" : "RMSEP (test partition)",
            false,
            true);
    XYSeries cal = new XYSeries("RMSE calibration", false, true);
    double[] cvRmse = c.cvRmse();
    double[] calRmse = c.calibrationRmse();
    for (int a = 0; a < cvRmse.length; a++) {
      cv.add(a + 1, cvRmse[a], false);
      cal.add(a + 1, calRmse[a], false);
    }
    XYSeriesCollection data = new XYSeriesCollection();
    data.addSeries(cv);
    data.addSeries(cal);
    NumberAxis x = new NumberAxis("number of components");
    x.setStandardTickUnits(NumberAxis.createIntegerTickUnits());
    x.setRange(0.5, c.maxComponents() + 0.5);
    NumberAxis y = new NumberAxis("RMSE (target units)");
    y.setAutoRangeIncludesZero(false);
    XYPlot plot = new XYPlot(data, x, y, lines());
    int row = 0;
    for (Map.Entry<Integer, String> e : choices(c).entrySet()) {
      // one text row per marker, so labels of neighbouring choices never overlap
      plot.addDomainMarker(
          marker(e.getKey(), e.getValue(), e.getKey() > c.maxComponents() / 2.0, row++, look));
    }
    JFreeChart chart = new JFreeChart(model.title(), ChartLook.TITLE, plot, true);
    chart.getLegend().setPosition(RectangleEdge.TOP);
    return chart;
  }

  /** Number of components → the names of the choices there, in a fixed order. */
  private static Map<Integer, String> choices(ComponentsCurve c) {
    Map<Integer, String> out = new LinkedHashMap<>();
    out.merge(c.minimum(), "minimum", (a, b) -> a + ", " + b);
    out.merge(c.oneStandardError(), "1-SE", (a, b) -> a + ", " + b);
    out.merge(c.woldR(), "Wold R", (a, b) -> a + ", " + b);
    return out;
  }

  /** A choice's line, its label left of the line in the right half so it is never clipped. */
  private static ValueMarker marker(
      int at, String label, boolean labelLeft, int row, ChartLook look) {
    ValueMarker m = new ValueMarker(at, look.guide(), ChartLook.DASHED);
    m.setLabel(label + " (" + at + ")");
    m.setLabelFont(ChartLook.SMALL);
    m.setLabelPaint(look.text());
    m.setLabelBackgroundColor(new Color(0, 0, 0, 0));
    m.setLabelOffset(new RectangleInsets(4 + 14 * row, 4, 4, 4));
    m.setLabelAnchor(labelLeft ? RectangleAnchor.TOP_LEFT : RectangleAnchor.TOP_RIGHT);
    m.setLabelTextAnchor(labelLeft ? TextAnchor.TOP_RIGHT : TextAnchor.TOP_LEFT);
    return m;
  }

  private static XYLineAndShapeRenderer lines() {
    XYLineAndShapeRenderer r = new XYLineAndShapeRenderer(true, true);
    r.setSeriesPaint(0, ChartLook.MAIN);
    r.setSeriesStroke(0, new BasicStroke(2f));
    r.setSeriesShape(0, new Ellipse2D.Double(-3.5, -3.5, 7, 7));
    r.setSeriesPaint(1, ChartLook.ACCENT);
    r.setSeriesStroke(1, ChartLook.DASHED);
    r.setSeriesShape(1, new Ellipse2D.Double(-2.5, -2.5, 5, 5));
    r.setDrawSeriesLineAsPath(true);
    return r;
  }
}
