package org.spectraflow.charts;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Paint;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.plot.SeriesRenderingOrder;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.PaintScale;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.chart.title.PaintScaleLegend;
import org.jfree.chart.ui.RectangleEdge;
import org.jfree.chart.ui.RectangleInsets;
import org.jfree.data.xy.DefaultXYDataset;

/**
 * {@link Spectra} as thin lines coloured by y, the mean spectrum dashed on top, and a vertical
 * colour bar on the right naming the colour's variable and its range.
 */
final class SpectraChart {

  private SpectraChart() {}

  static JFreeChart build(Spectra model, ChartLook look) {
    DefaultXYDataset data = new DefaultXYDataset();
    XYLineAndShapeRenderer renderer = new XYLineAndShapeRenderer(true, false);
    BasicStroke thin = new BasicStroke(0.8f);
    int i = 0;
    for (Spectra.Line line : model.lines()) {
      data.addSeries(i + ":" + line.label(), new double[][] {line.x(), line.values()});
      Color c = model.scale().colour(line.y());
      renderer.setSeriesPaint(i, new Color(c.getRed(), c.getGreen(), c.getBlue(), 150));
      renderer.setSeriesStroke(i, thin);
      i++;
    }
    if (!model.lines().isEmpty()) {
      data.addSeries("mean", new double[][] {model.mean().x(), model.mean().values()});
      renderer.setSeriesPaint(i, look.text());
      renderer.setSeriesStroke(i, ChartLook.DASHED);
    }
    renderer.setDefaultToolTipGenerator((d, s, item) -> String.valueOf(d.getSeriesKey(s)));
    NumberAxis x = new NumberAxis(model.xLabel());
    x.setAutoRangeIncludesZero(false);
    NumberAxis y = new NumberAxis("value");
    y.setAutoRangeIncludesZero(false);
    XYPlot plot = new XYPlot(data, x, y, renderer);
    plot.setNoDataMessage("No spectra");
    // the mean, added last, is drawn on top of the samples
    plot.setSeriesRenderingOrder(SeriesRenderingOrder.FORWARD);
    JFreeChart chart = new JFreeChart(model.title(), ChartLook.TITLE, plot, false);
    PaintScaleLegend legend = new PaintScaleLegend(paintScale(model.scale()), axis(model));
    legend.setPosition(RectangleEdge.RIGHT);
    legend.setMargin(new RectangleInsets(4, 10, 4, 4));
    legend.setStripWidth(12);
    legend.setAxisOffset(4);
    legend.setBackgroundPaint(look.background());
    chart.addSubtitle(legend);
    return chart;
  }

  private static NumberAxis axis(Spectra model) {
    NumberAxis axis = new NumberAxis(model.yName());
    double low = model.scale().low();
    double high = model.scale().high();
    axis.setRange(low, high > low ? high : low + 1);
    axis.setLabelFont(ChartLook.LABEL);
    axis.setTickLabelFont(ChartLook.SMALL);
    return axis;
  }

  private static PaintScale paintScale(ColourScale scale) {
    return new PaintScale() {
      @Override
      public double getLowerBound() {
        return scale.low();
      }

      @Override
      public double getUpperBound() {
        return scale.high() > scale.low() ? scale.high() : scale.low() + 1;
      }

      @Override
      public Paint getPaint(double value) {
        return scale.colour(value);
      }
    };
  }
}
