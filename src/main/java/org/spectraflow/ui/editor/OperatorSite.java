package org.spectraflow.ui.editor;

import java.util.List;
import java.util.Optional;
import org.spectraflow.engine.json.JsonObject;
import org.spectraflow.engine.json.JsonValue;
import org.spectraflow.engine.pipeline.Keywords;
import org.spectraflow.engine.pipeline.Operator;

/**
 * Finds the operator a step carries, for the inspector and "sweep this parameter": the step itself
 * ({@code "...SNV"} or {@code {"class": ..}}), or the operator under {@code model}, {@code
 * y_processing} or {@code split}.
 */
public final class OperatorSite {

  private static final List<String> HOLDERS =
      List.of(Keywords.MODEL, Keywords.Y_PROCESSING, Keywords.SPLIT);

  private OperatorSite() {}

  /**
   * The path of the operator JSON of the step at {@code step}, if it carries exactly one operator.
   */
  public static Optional<StepPath> of(JsonValue steps, StepPath step) {
    if (!JsonTree.exists(steps, step)) {
      return Optional.empty();
    }
    JsonValue node = JsonTree.get(steps, step);
    if (isOperator(node)) {
      return Optional.of(step);
    }
    if (node instanceof JsonObject o) {
      return HOLDERS.stream()
          .filter(k -> o.get(k).filter(OperatorSite::isOperator).isPresent())
          .findFirst()
          .map(step::key);
    }
    return Optional.empty();
  }

  /** True for a single operator reference (not a generator over several). */
  public static boolean isOperator(JsonValue node) {
    return switch (node) {
      case JsonValue.JsonString s -> s.value().contains(".");
      case JsonObject o ->
          o.keys().stream().anyMatch(Operator.REFERENCE_KEYS::contains)
              && !new Operator(o).isGenerator();
      default -> false;
    };
  }
}
