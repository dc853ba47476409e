package org.spectraflow.charts;

import java.util.List;

/**
 * What one chart shows, built once from engine data: plain values (series, axis labels, marks,
 * legend text), no drawing. {@link Charts#create} turns a model into a JFreeChart; a new chart is a
 * new record permitted here and a builder in {@link Charts} (docs/extending.md, "A chart").
 */
public sealed interface ChartModel
    permits ScoreRanking,
        PredictedVsActual,
        MemoryPerStep,
        WallTime,
        ComponentsCurvePlot,
        SpectralProfile,
        InfluencePlot,
        Spectra,
        StepHeatMap,
        StepCacheUse,
        MemoryTimeline {

  /** The chart's title. */
  String title();

  /** The lines under the title, in order (may be empty). */
  List<String> subtitles();
}
