package org.spectraflow.ui.run.charts;

import java.util.ArrayList;
import java.util.List;

/**
 * Thins boundary marks to what a chart can draw legibly: step boundaries only while at most {@link
 * #MAX_STEP_MARKS} are in the run, and of the marks kept at most one per {@code minPixels} of plot
 * width (the first of each crowded group survives). Stateless.
 */
public final class MarkThinner {

  /** Beyond this many step boundaries only variant boundaries are drawn. */
  public static final int MAX_STEP_MARKS = 100;

  private MarkThinner() {}

  /**
   * The marks to draw, in time order, at least {@code minPixels} apart on a plot {@code pixelWidth}
   * wide showing {@code [from, to]} seconds.
   */
  public static List<TimeMark> thin(
      List<TimeMark> marks, double from, double to, double pixelWidth, double minPixels) {
    if (marks.isEmpty() || pixelWidth <= 0) {
      return List.of();
    }
    double secondsPerPixel = Math.max(to - from, Double.MIN_NORMAL) / pixelWidth;
    double gap = minPixels * secondsPerPixel;
    List<TimeMark> kept = new ArrayList<>();
    double last = Double.NEGATIVE_INFINITY;
    for (TimeMark m : marks) {
      if (m.seconds() - last >= gap) {
        kept.add(m);
        last = m.seconds();
      }
    }
    return kept;
  }

  /** The step marks to draw: none when there are more than {@link #MAX_STEP_MARKS}. */
  public static List<TimeMark> steps(
      List<TimeMark> steps, double from, double to, double pixelWidth, double minPixels) {
    return steps.size() > MAX_STEP_MARKS ? List.of() : thin(steps, from, to, pixelWidth, minPixels);
  }
}
