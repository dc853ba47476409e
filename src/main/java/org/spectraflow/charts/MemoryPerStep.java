package org.spectraflow.charts;

import java.util.List;
import org.spectraflow.engine.run.report.StepRecord;

/**
 * Memory after every step application of a run, in execution order: the dataset's steady bytes
 * (dashed, orange, right axis) and the process RSS (blue, left axis), in MiB.
 *
 * @param steps one entry per step application, in execution order
 */
public record MemoryPerStep(List<Step> steps) implements ChartModel {

  private static final double MIB = 1024.0 * 1024.0;

  /**
   * Memory after one step application.
   *
   * @param steadyMib the dataset blocks' steady bytes, in MiB
   * @param rssMib the process RSS, in MiB
   */
  public record Step(double steadyMib, double rssMib) {}

  /** Copies the steps. */
  public MemoryPerStep {
    steps = List.copyOf(steps);
  }

  /** The memory of {@code records}, in the order given (the report's execution order). */
  public static MemoryPerStep of(List<StepRecord> records) {
    return new MemoryPerStep(
        records.stream().map(r -> new Step(r.steadyBytes() / MIB, r.rssBytes() / MIB)).toList());
  }

  @Override
  public String title() {
    return "Memory per step";
  }

  @Override
  public List<String> subtitles() {
    return List.of(steps.size() + " step applications");
  }
}
