package org.spectraflow.engine.pipeline;

import java.util.List;
import org.spectraflow.engine.json.JsonObject;
import org.spectraflow.engine.json.JsonValue;

/**
 * A step whose own keys are generator keywords ({@code _or_}, {@code _range_} with {@code param},
 * ...): a template for several concrete steps, resolved by expansion ({@code
 * org.spectraflow.engine.generate}). Kept verbatim.
 */
public record GeneratorStep(JsonObject node) implements Step {

  /** The strategy keywords present on the step, by descending priority. */
  public List<String> keywords() {
    return GeneratorSyntax.strategiesIn(node);
  }

  @Override
  public JsonValue toJson() {
    return node;
  }
}
