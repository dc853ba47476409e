package org.spectraflow.engine.pipeline;

import org.spectraflow.engine.json.JsonValue;

/**
 * A {@code null} step: skipped, but it still consumes a step number (docs/pipeline-language.md
 * §5.1).
 */
public record NullStep() implements Step {

  /** The single null step. */
  public static final NullStep INSTANCE = new NullStep();

  @Override
  public JsonValue toJson() {
    return JsonValue.NULL;
  }
}
