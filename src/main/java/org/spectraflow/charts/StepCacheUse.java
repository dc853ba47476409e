package org.spectraflow.charts;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.spectraflow.engine.run.report.StepRecord;

/**
 * How often each step was computed and how often served from the step cache over a run's variants,
 * one stacked bar per step (the heat map's columns), with the run's totals in the subtitle.
 *
 * @param bars one bar per step, in step order
 * @param hits the run's step-cache hits
 * @param misses the run's step-cache misses
 * @param evictions the run's step-cache evictions
 */
public record StepCacheUse(List<Bar> bars, long hits, long misses, long evictions)
    implements ChartModel {

  /**
   * One step's applications.
   *
   * @param step the step's heading ({@code 1 SNV})
   * @param computed applications that ran the operator
   * @param cached applications served from the step cache
   */
  public record Bar(String step, int computed, int cached) {}

  /** Copies the bars. */
  public StepCacheUse {
    bars = List.copyOf(bars);
  }

  /** The bars of a run's step records, with the run's cache totals. */
  public static StepCacheUse of(List<StepRecord> steps, long hits, long misses, long evictions) {
    Map<String, int[]> counts = new LinkedHashMap<>();
    steps.stream()
        .sorted(StepHeatMap.COLUMN_ORDER)
        .forEach(s -> counts.computeIfAbsent(StepHeatMap.heading(s), k -> new int[2]));
    for (StepRecord s : steps) {
      counts.get(StepHeatMap.heading(s))[s.cached() ? 1 : 0]++;
    }
    List<Bar> bars = new ArrayList<>();
    counts.forEach((step, c) -> bars.add(new Bar(step, c[0], c[1])));
    return new StepCacheUse(bars, hits, misses, evictions);
  }

  @Override
  public String title() {
    return "Step cache: computed and cached applications per step";
  }

  @Override
  public List<String> subtitles() {
    long lookups = hits + misses;
    String rate = lookups == 0 ? "no lookups" : Math.round(100.0 * hits / lookups) + " % hit rate";
    return List.of(hits + " hits, " + misses + " misses, " + evictions + " evictions; " + rate);
  }
}
