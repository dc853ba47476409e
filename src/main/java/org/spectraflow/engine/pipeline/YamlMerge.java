package org.spectraflow.engine.pipeline;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.spectraflow.engine.json.JsonArray;
import org.spectraflow.engine.json.JsonObject;
import org.spectraflow.engine.json.JsonValue;
import org.spectraflow.engine.pipeline.PipelineFormatException.SourceLocation;

/**
 * YAML 1.1 merge keys ({@code <<: *base} or {@code <<: [*a, *b]}), as PyYAML's loaders read them:
 * the mapping's own keys win over merged ones, and of several merged mappings the earlier wins. The
 * merged keys come first, in PyYAML's order (later mappings' keys first, each key where it first
 * appears).
 */
final class YamlMerge {

  private YamlMerge() {}

  /** Refuses a merge value that is not a mapping or a list of mappings. */
  static void requireMappings(JsonValue merged, SourceLocation at) {
    boolean ok =
        merged instanceof JsonObject
            || merged instanceof JsonArray a
                && a.items().stream().allMatch(JsonObject.class::isInstance);
    if (!ok) {
      throw new PipelineFormatException(
          DocumentPath.ROOT,
          at,
          "a YAML merge key << takes a mapping or a list of mappings (<<: *base or <<: [*a, *b]),"
              + " got "
              + merged
              + "; merge an anchored mapping or write the keys out");
    }
  }

  /** The members of a mapping with merge value {@code merged} and its own {@code members}. */
  static LinkedHashMap<String, JsonValue> merge(JsonValue merged, Map<String, JsonValue> members) {
    List<JsonValue> sources =
        merged instanceof JsonArray a ? a.items().reversed() : List.of(merged);
    LinkedHashMap<String, JsonValue> out = new LinkedHashMap<>();
    for (JsonValue source : sources) {
      out.putAll(((JsonObject) source).members());
    }
    out.putAll(members);
    return out;
  }
}
