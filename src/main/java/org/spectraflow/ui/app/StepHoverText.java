package org.spectraflow.ui.app;

import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;
import org.spectraflow.engine.observe.ByteFormat;
import org.spectraflow.engine.observe.SourceShape;
import org.spectraflow.ui.run.OperatorNames;
import org.spectraflow.ui.run.StepState;
import org.spectraflow.ui.run.StepStatus;

/**
 * The lines of a canvas node's hover card during and after a run: operator and state, the variant,
 * the feature shape per source, steady bytes and time. Pure.
 */
public final class StepHoverText {

  private StepHoverText() {}

  /**
   * Title line then detail lines, e.g. {@code SNV · cached}, {@code variant 12}, {@code shape 120 ×
   * 1 × 256}.
   */
  public static List<String> lines(StepState state) {
    String name = state.operator().isEmpty() ? "step" : OperatorNames.shortName(state.operator());
    String title = name + " · " + label(state.status());
    String variant = "variant " + state.variant();
    if (state.status() == StepStatus.RUNNING || state.status() == StepStatus.QUEUED) {
      return List.of(title, variant);
    }
    return List.of(
        title,
        variant,
        "shape " + shape(state.shape()),
        "steady " + ByteFormat.format(state.steadyBytes()),
        "time " + ByteFormat.fixed(state.time().toNanos() / 1e6, 1) + " ms");
  }

  private static String label(StepStatus status) {
    return status == StepStatus.CACHED
        ? "served from cache"
        : status.name().toLowerCase(Locale.ROOT);
  }

  private static String shape(List<SourceShape> shape) {
    return shape.isEmpty()
        ? "—"
        : shape.stream()
            .map(s -> s.samples() + " × " + s.processings() + " × " + s.features())
            .collect(Collectors.joining(" + "));
  }
}
