package org.spectraflow.ui.run;

import java.time.Duration;
import java.util.List;
import java.util.Objects;
import org.spectraflow.engine.observe.SourceShape;

/**
 * A step's latest state for the canvas hover card: status, the variant it belongs to, the feature
 * shape after it, the dataset's steady bytes after it and how long it took (zero until finished).
 *
 * @param status queued, running, done, cached or failed
 * @param variant the variant index
 * @param operator the operator's class name
 * @param shape per source, samples × processings × features (empty until finished)
 * @param steadyBytes dataset block bytes after the step (0 until finished)
 * @param time wall-clock duration (zero until finished)
 */
public record StepState(
    StepStatus status,
    int variant,
    String operator,
    List<SourceShape> shape,
    long steadyBytes,
    Duration time) {

  /** Copies the shape list. */
  public StepState {
    Objects.requireNonNull(status, "status");
    shape = List.copyOf(shape);
    Objects.requireNonNull(time, "time");
  }

  /** A step that has started but not finished. */
  public static StepState running(int variant, String operator) {
    return new StepState(StepStatus.RUNNING, variant, operator, List.of(), 0, Duration.ZERO);
  }

  /** The same step with another status. */
  public StepState withStatus(StepStatus next) {
    return new StepState(next, variant, operator, shape, steadyBytes, time);
  }
}
