package org.spectraflow.charts;

import java.awt.BasicStroke;
import java.awt.Color;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.plot.ValueMarker;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.chart.ui.RectangleAnchor;
import org.jfree.chart.ui.TextAnchor;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;

/**
 * {@link SpectralProfile} as one blue line over the wavelength axis with its red dashed reference
 * line (VIP = 1, coefficient = 0), labelled.
 */
final class SpectralProfileChart {

  private SpectralProfileChart() {}

  static JFreeChart build(SpectralProfile model, ChartLook look) {
    XYSeries s = new XYSeries(model.yLabel(), false, true);
    double[] x = model.x();
    double[] v = model.values();
    for (int i = 0; i < x.length; i++) {
      s.add(x[i], Double.isFinite(v[i]) ? v[i] : null, false);
    }
    NumberAxis xAxis = new NumberAxis(model.xLabel());
    xAxis.setAutoRangeIncludesZero(false);
    xAxis.setLowerMargin(0);
    xAxis.setUpperMargin(0);
    NumberAxis yAxis = new NumberAxis(model.yLabel());
    yAxis.setAutoRangeIncludesZero(false);
    XYLineAndShapeRenderer line = new XYLineAndShapeRenderer(true, false);
    line.setSeriesPaint(0, ChartLook.MAIN);
    line.setSeriesStroke(0, new BasicStroke(1.5f));
    line.setDrawSeriesLineAsPath(true);
    XYPlot plot = new XYPlot(new XYSeriesCollection(s), xAxis, yAxis, line);
    ValueMarker guide = new ValueMarker(model.guide(), ChartLook.WARNING, ChartLook.DASHED);
    guide.setLabel(model.guideLabel());
    guide.setLabelFont(ChartLook.SMALL);
    guide.setLabelPaint(ChartLook.WARNING);
    guide.setLabelBackgroundColor(new Color(0, 0, 0, 0));
    guide.setLabelAnchor(RectangleAnchor.TOP_LEFT);
    guide.setLabelTextAnchor(TextAnchor.BOTTOM_LEFT);
    if (Double.isFinite(model.guide())) {
      plot.addRangeMarker(guide);
    }
    return new JFreeChart(model.title(), ChartLook.TITLE, plot, false);
  }
}
