package org.spectraflow.ui.run.charts;

import org.jfree.chart.JFreeChart;
import org.jfree.chart.annotations.XYAnnotation;
import org.jfree.chart.plot.CategoryPlot;
import org.jfree.chart.plot.XYPlot;

/**
 * Shows a chart of the shared factory ({@code org.spectraflow.charts.Charts}) in a live chart: a
 * viewer keeps the one chart it was made with, so each rebuild copies the title, subtitles,
 * datasets, axes, renderers and annotations of a freshly built chart into it. Both charts must have
 * the same kind of plot (build the first with the factory from an empty model). FX thread, inside a
 * rebuild (change notification off).
 */
final class SharedChart {

  private SharedChart() {}

  /** Makes {@code shown} show what {@code fresh} does; {@code fresh} is thrown away after. */
  static void copy(JFreeChart fresh, JFreeChart shown) {
    shown.setTitle(fresh.getTitle());
    shown.clearSubtitles();
    for (int i = 0; i < fresh.getSubtitleCount(); i++) {
      shown.addSubtitle(fresh.getSubtitle(i));
    }
    switch (fresh.getPlot()) {
      case CategoryPlot from -> {
        CategoryPlot to = shown.getCategoryPlot();
        to.setOrientation(from.getOrientation());
        to.setNoDataMessage(from.getNoDataMessage());
        to.setDomainAxis(from.getDomainAxis());
        to.setRangeAxis(from.getRangeAxis());
        to.setRenderer(from.getRenderer());
        to.setDataset(from.getDataset());
      }
      case XYPlot from -> {
        XYPlot to = shown.getXYPlot();
        to.setNoDataMessage(from.getNoDataMessage());
        to.setDomainAxis(from.getDomainAxis());
        to.setRangeAxis(from.getRangeAxis());
        to.setRenderer(from.getRenderer());
        to.setDataset(from.getDataset());
        to.clearAnnotations();
        for (XYAnnotation a : from.getAnnotations()) {
          to.addAnnotation(a);
        }
      }
      default ->
          throw new IllegalArgumentException(
              "no copy for a " + fresh.getPlot().getClass().getSimpleName());
    }
  }
}
