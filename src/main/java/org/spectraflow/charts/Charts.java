package org.spectraflow.charts;

import org.jfree.chart.JFreeChart;
import org.jfree.chart.title.TextTitle;

/**
 * The factory of every chart: turns a {@link ChartModel} into a JFreeChart drawn in a {@link
 * ChartLook}. One builder per model; the command line writes the chart ({@link ChartWriter}), the
 * studio shows it. Any thread; the chart returned is new and belongs to the caller.
 */
public final class Charts {

  private Charts() {}

  /** A new chart of {@code model} in {@code look}. */
  public static JFreeChart create(ChartModel model, ChartLook look) {
    JFreeChart chart =
        switch (model) {
          case ScoreRanking m -> ScoreRankingChart.build(m, look);
          case PredictedVsActual m -> PredictedVsActualChart.build(m, look);
          case MemoryPerStep m -> MemoryPerStepChart.build(m, look);
          case WallTime m -> WallTimeChart.build(m, look);
          case Spectra m -> SpectraChart.build(m, look);
          case ComponentsCurvePlot m -> ComponentsCurveChart.build(m, look);
          case SpectralProfile m -> SpectralProfileChart.build(m, look);
          case InfluencePlot m -> InfluencePlotChart.build(m, look);
          case StepHeatMap m -> StepHeatMapChart.build(m, look);
          case StepCacheUse m -> StepCacheUseChart.build(m, look);
          case MemoryTimeline m -> MemoryTimelineLines.build(m, look);
        };
    for (String line : model.subtitles()) {
      chart.addSubtitle(new TextTitle(line));
    }
    chart.setTextAntiAlias(true);
    return look.apply(chart);
  }
}
