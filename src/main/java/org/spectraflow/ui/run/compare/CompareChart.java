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

/** Both compared runs' RSS and steady bytes over seconds since their start, on the same axes. */
public final class CompareChart extends LiveChart {

  private final CompareModel model;
  private final XYSeriesCollection data = new XYSeriesCollection();

  /** A view of {@code model}. */
  public CompareChart(CompareModel model) {
    super(
        "Compare",
        List.of(
            new JFreeChart(
                "Memory, A vs B",
                JFreeChart.DEFAULT_TITLE_FONT,
                new XYPlot(
                    null, new NumberAxis("seconds since start"), new NumberAxis("MiB"), null),
                true)));
    this.model = model;
    XYPlot plot = charts().get(0).getXYPlot();
    plot.setDataset(data);
    XYLineAndShapeRenderer r = new XYLineAndShapeRenderer(true, false);
    int[] colours = {0, 1, 0, 1};
    for (int i = 0; i < colours.length; i++) {
      r.setSeriesPaint(i, ChartTheme.SERIES[colours[i]]);
      r.setSeriesStroke(
          i,
          i < 2
              ? new BasicStroke(1.8f)
              : new BasicStroke(
                  1.2f,
                  BasicStroke.CAP_BUTT,
                  BasicStroke.JOIN_MITER,
                  1f,
                  new float[] {5f, 4f},
                  0f));
    }
    plot.setRenderer(r);
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
    data.addSeries(Series.thinned("steady · " + la, a.seconds(), a.steadyMb(), pixelWidth));
    data.addSeries(Series.thinned("steady · " + lb, b.seconds(), b.steadyMb(), pixelWidth));
  }
}
