package org.spectraflow.charts;

import java.util.ArrayList;
import java.util.List;
import org.spectraflow.engine.bench.BenchResult;
import org.spectraflow.engine.bench.WorkloadResult;
import org.spectraflow.engine.cache.CachePreset;

/**
 * The {@code bench} command's median wall time per workload (groups) and cache configuration (bars,
 * no cache to full cache), in milliseconds.
 *
 * @param repeat measured runs per configuration
 * @param warmup the warm-up before them: a number of rounds, or {@code auto} (until the JIT
 *     settled)
 * @param bars one bar per workload and configuration measured, in order
 */
public record WallTime(int repeat, String warmup, List<Bar> bars) implements ChartModel {

  /**
   * One measurement.
   *
   * @param workload the workload's name (the group)
   * @param configuration the cache configuration's display name (the series)
   * @param medianMs the median wall time, in milliseconds
   */
  public record Bar(String workload, String configuration, double medianMs) {}

  /** Copies the bars. */
  public WallTime {
    bars = List.copyOf(bars);
  }

  /** The wall times of {@code result}. */
  public static WallTime of(BenchResult result) {
    List<Bar> bars = new ArrayList<>();
    for (WorkloadResult w : result.workloads()) {
      for (CachePreset preset : CachePreset.values()) {
        if (w.median(preset) != null) {
          bars.add(new Bar(w.name(), preset.displayName(), w.median(preset).wallMs()));
        }
      }
    }
    return new WallTime(result.repeat(), result.warmup().label(), bars);
  }

  @Override
  public String title() {
    return "Wall time per workload and cache configuration";
  }

  @Override
  public List<String> subtitles() {
    return List.of(
        "median of "
            + repeat
            + " runs after "
            + (warmup.equals("auto")
                ? "a warm-up until the JIT settled"
                : warmup + " warm-up rounds"));
  }
}
