package org.spectraflow.ui.run.charts;

import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.ValueAxis;
import org.jfree.chart.plot.PlotOrientation;
import org.jfree.chart.plot.XYPlot;
import org.jfree.data.Range;

/**
 * What a drawing does to a chart's domain (horizontal) axis: hold it at a zoomed range, or give it
 * back its automatic range. Only charts whose plot is an upright {@code XYPlot} (a combined plot's
 * shared axis included) zoom; bar charts keep their categories. Applied by the thread that draws
 * the chart, just before it draws, so the next frame shows it. Immutable.
 *
 * @param range the range to hold, or null for the automatic range
 */
record DomainZoom(Range range) {

  /** Back to the automatic range. */
  static final DomainZoom AUTO = new DomainZoom(null);

  /** The chart's horizontal value axis, or null when it has none to zoom. */
  static ValueAxis domainAxis(JFreeChart chart) {
    return chart.getPlot() instanceof XYPlot xy && xy.getOrientation() == PlotOrientation.VERTICAL
        ? xy.getDomainAxis()
        : null;
  }

  /** Sets the chart's domain axis to this zoom (nothing for a chart that does not zoom). */
  void applyTo(JFreeChart chart) {
    ValueAxis axis = domainAxis(chart);
    if (axis == null) {
      return;
    }
    if (range == null) {
      if (!axis.isAutoRange()) {
        axis.setAutoRange(true);
      }
    } else if (!range.equals(axis.getRange())) {
      axis.setRange(range, true, false);
    }
  }
}
