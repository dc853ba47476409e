package org.spectraflow.engine.pipeline;

import java.util.Optional;
import org.spectraflow.engine.json.JsonObject;
import org.spectraflow.engine.json.JsonValue;

/**
 * A {@code {"model": <operator>, "name": ..}} step (docs/pipeline-language.md §1.4). The operator
 * may itself be a generator; {@code finetune_params} and other siblings are kept in the node.
 */
public record ModelStep(JsonObject node) implements Step {

  /** Requires the {@code model} key. */
  public ModelStep {
    if (!node.has("model")) {
      throw new IllegalArgumentException("a model step needs a 'model' key, got " + node);
    }
  }

  /** The model operator. */
  public Operator operator() {
    return new Operator(node.get("model").orElseThrow());
  }

  /** The display/record name, if given. */
  public Optional<String> name() {
    return node.get("name").flatMap(JsonValue::asString);
  }

  /** A copy with the name set (in place when present). */
  public ModelStep withName(String name) {
    return new ModelStep(node.with("name", JsonValue.string(name)));
  }

  /** A copy with another operator. */
  public ModelStep withOperator(Operator operator) {
    return new ModelStep(node.with("model", operator.node()));
  }

  /** The keys other than {@code model} ({@code name}, {@code finetune_params}, ...). */
  public JsonObject siblings() {
    return node.without("model");
  }

  @Override
  public JsonValue toJson() {
    return node;
  }
}
