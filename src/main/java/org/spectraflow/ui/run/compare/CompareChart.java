package org.spectraflow.ui.run.compare;

import java.awt.BasicStroke;
import java.util.List;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.data.xy.XYSeriesCollection;
import org.spectraflow.ui.run.charts.ChartTheme;
import org.spectraflow.ui.run.charts.LiveChart;
import org.spectraflow.ui.run.charts.MemoryTimelineModel;
import org.spectraflow.ui.run.charts.Series;

/**
 * Both compared runs' RSS and steady bytes over seconds since their start: RSS on the left axis
 * (not forced to zero, so the two runs' difference shows), steady bytes dashed on their own right
 * axis (they are often a thousand times smaller than RSS and would lie flat on a shared axis).
 */
public final class CompareChart extends LiveChart {

  private final CompareModel model;
  private final XYSeriesCollection data = new XYSeriesCollection();
  private final XYSeriesCollection steady = new XYSeriesCollection();

  /** A view of {@code model}. */
  public CompareChart(CompareModel model) {
    super(
        "Compare",
        List.of(
            new JFreeChart(
                "Memory, A vs B",
                JFreeChart.DEFAULT_TITLE_FONT,
                new XYPlot(
                    null, new NumberAxis("seconds since start"), new NumberAxis("RSS MiB"), null),
                true)));
    this.model = model;
    XYPlot plot = charts().get(0).getXYPlot();
    plot.setDataset(data);
    ((NumberAxis) plot.getRangeAxis()).setAutoRangeIncludesZero(false);
    NumberAxis steadyAxis = new NumberAxis("steady MiB (dashed)");
    steadyAxis.setAutoRangeIncludesZero(true);
    plot.setRangeAxis(1, steadyAxis);
    plot.setDataset(1, steady);
    plot.mapDatasetToRangeAxis(1, 1);
    XYLineAndShapeRenderer r = new XYLineAndShapeRenderer(true, false);
    XYLineAndShapeRenderer dashed = new XYLineAndShapeRenderer(true, false);
    for (int i = 0; i < 2; i++) {
      r.setSeriesPaint(i, ChartTheme.SERIES[i]);
      r.setSeriesStroke(i, new BasicStroke(1.8f));
      dashed.setSeriesPaint(i, ChartTheme.SERIES[i]);
      dashed.setSeriesStroke(
          i,
          new BasicStroke(
              1.2f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 1f, new float[] {5f, 4f}, 0f));
    }
    plot.setRenderer(r);
    plot.setRenderer(1, dashed);
  }

  @Override
  protected void rebuild(int pixelWidth) {
    MemoryTimelineModel a = model.profileA().timeline();
    MemoryTimelineModel b = model.profileB().timeline();
    Comparison c = model.comparisonProperty().get();
    String la = c == null ? "A" : c.labelA();
    String lb = c == null ? "B" : c.labelB();
    data.removeAllSeries();
    data.addSeries(Series.thinned("RSS · " + la, a.seconds(), a.rssMb(), pixelWidth));
    data.addSeries(Series.thinned("RSS · " + lb, b.seconds(), b.rssMb(), pixelWidth));
    steady.removeAllSeries();
    steady.addSeries(Series.thinned("steady · " + la, a.seconds(), a.steadyMb(), pixelWidth));
    steady.addSeries(Series.thinned("steady · " + lb, b.seconds(), b.steadyMb(), pixelWidth));
  }
}
