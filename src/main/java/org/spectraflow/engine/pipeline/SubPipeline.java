package org.spectraflow.engine.pipeline;

import java.util.ArrayList;
import java.util.List;
import org.spectraflow.engine.json.JsonArray;
import org.spectraflow.engine.json.JsonValue;

/**
 * A JSON array step: its elements run in order as substeps of one step number
 * (docs/pipeline-language.md §1.3 rule 2).
 */
public record SubPipeline(List<Step> steps) implements Step {

  /** Copies the steps. */
  public SubPipeline {
    steps = List.copyOf(steps);
  }

  /** A copy with step {@code i} replaced. */
  public SubPipeline withStep(int i, Step step) {
    List<Step> copy = new ArrayList<>(steps);
    copy.set(i, step);
    return new SubPipeline(copy);
  }

  @Override
  public JsonValue toJson() {
    return JsonArray.of(steps.stream().map(Step::toJson).toList());
  }
}
