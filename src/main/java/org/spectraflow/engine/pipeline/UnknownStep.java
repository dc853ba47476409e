package org.spectraflow.engine.pipeline;

import org.spectraflow.engine.json.JsonValue;

/**
 * A step whose keyword the engine does not know (e.g. {@code sample_filter}) or whose shape is not
 * a step at all (a number). Loaded, displayed and saved verbatim; refused at run time. Unknown keys
 * are deliberately NOT treated as transparent wrappers (docs/pipeline-language.md §1.3 QUIRK).
 */
public record UnknownStep(String keyword, JsonValue node) implements Step {
  @Override
  public JsonValue toJson() {
    return node;
  }
}
