package org.spectraflow.engine.pipeline;

import java.util.Optional;
import org.spectraflow.engine.json.JsonObject;
import org.spectraflow.engine.json.JsonValue;

/**
 * An object step made only of annotation keys (keys starting with {@code _}, such as {@code
 * _comment}) or reserved sibling keys: kept verbatim, does nothing when run.
 */
public record CommentStep(JsonObject node) implements Step {

  /** The {@code _comment} text, if any. */
  public Optional<String> comment() {
    return node.get("_comment").flatMap(JsonValue::asString);
  }

  @Override
  public JsonValue toJson() {
    return node;
  }
}
