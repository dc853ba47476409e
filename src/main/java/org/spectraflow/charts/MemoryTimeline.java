package org.spectraflow.charts;

import java.util.ArrayList;
import java.util.List;
import org.spectraflow.engine.run.report.StepRecord;

/**
 * The process's memory along a run as a report holds it: after each step application, in execution
 * order, the RSS and the JVM heap in use against the steps' summed time (seconds). With several
 * workers step times overlap, so the axis is the work done, not the wall clock (the subtitle says
 * which); the studio's live timeline plots the wall clock.
 *
 * @param points one point per step application, in execution order
 * @param workers true when more than one variant ran at a time (the times overlap)
 */
public record MemoryTimeline(List<Point> points, boolean workers) implements ChartModel {

  private static final double MIB = 1024.0 * 1024.0;

  /**
   * Memory after one step application.
   *
   * @param seconds the summed step time up to and with this step
   * @param rssMib the process RSS, in MiB
   * @param heapMib the JVM heap in use, in MiB
   */
  public record Point(double seconds, double rssMib, double heapMib) {}

  /** Copies the points. */
  public MemoryTimeline {
    points = List.copyOf(points);
  }

  /** The timeline of {@code steps} (execution order); {@code wallMs} tells overlapping times. */
  public static MemoryTimeline of(List<StepRecord> steps, long wallMs) {
    List<Point> points = new ArrayList<>();
    double ms = 0;
    for (StepRecord s : steps) {
      ms += s.durationMs();
      points.add(new Point(ms / 1000.0, s.rssBytes() / MIB, s.heapBytes() / MIB));
    }
    return new MemoryTimeline(points, ms > wallMs * 1.05 && wallMs > 0);
  }

  @Override
  public String title() {
    return "Memory timeline";
  }

  @Override
  public List<String> subtitles() {
    return List.of(
        points.size()
            + " step applications"
            + (workers ? "; workers ran in parallel, so step times are summed" : ""));
  }
}
