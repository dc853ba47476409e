package org.spectraflow.engine.pipeline;

/**
 * A step whose own keys are generator keywords ({@code _or_}, {@code _range_} with
 * {@code param}, ...): a template for several concrete steps, resolved by expansion
 * ({@code org.spectraflow.engine.generate}). Kept verbatim.
 */
public record GeneratorStep(JsonObject node) implements Step {

  /** The strategy keywords present on the step, by descending priority. */
  public java.util.List<String> keywords() {
    return GeneratorSyntax.strategiesIn(node);
  }

  @Override
  public JsonValue toJson() {
    return node;
  }
}
