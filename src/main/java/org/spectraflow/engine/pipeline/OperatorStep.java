package org.spectraflow.engine.pipeline;

import org.spectraflow.engine.json.JsonObject;
import org.spectraflow.engine.json.JsonValue;

/**
 * A bare operator step: a dotted path string or an object with {@code class}
 * (docs/pipeline-language.md §1.3 rules 3-4); sibling keys such as {@code fit_on_all} stay in the
 * node. An operator the registry does not know is still an {@code OperatorStep}, kept verbatim
 * until run time.
 */
public record OperatorStep(JsonValue node) implements Step {

  /** The operator (the whole node: reference, params and siblings). */
  public Operator operator() {
    return new Operator(node);
  }

  /** The sibling keys that are neither the reference nor {@code params}. */
  public JsonObject siblings() {
    return node instanceof JsonObject o
        ? o.filterKeys(k -> !k.equals("params") && !Operator.REFERENCE_KEYS.contains(k))
        : JsonObject.EMPTY;
  }

  /** A copy with one parameter set. */
  public OperatorStep withParam(String name, JsonValue value) {
    return new OperatorStep(operator().withParam(name, value).node());
  }

  @Override
  public JsonValue toJson() {
    return node;
  }
}
