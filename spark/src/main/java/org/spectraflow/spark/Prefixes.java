package org.spectraflow.spark;

import java.util.ArrayList;
import java.util.List;
import org.spectraflow.engine.generate.Variant;
import org.spectraflow.engine.json.JsonArray;
import org.spectraflow.engine.json.JsonValue;
import org.spectraflow.engine.pipeline.PipelineWriter;

/**
 * A variant's preprocessing prefix: its top-level steps before the first one holding a model, as
 * compact JSON (sub-pipelines flattened), i.e. the step cache's keys without the data
 * (docs/scale-out.md). Two variants with equal prefixes share every preprocessing result.
 */
final class Prefixes {

  private Prefixes() {}

  /** The prefix of {@code v}. */
  static List<String> of(Variant v) {
    List<String> out = new ArrayList<>();
    for (JsonValue step : v.pipeline().stepsJson().items()) {
      if (!add(step, out)) {
        break;
      }
    }
    return List.copyOf(out);
  }

  /** Adds the steps of {@code step} before any model; false once a model is met. */
  private static boolean add(JsonValue step, List<String> out) {
    if (step instanceof JsonArray list) {
      for (JsonValue s : list.items()) {
        if (!add(s, out)) {
          return false;
        }
      }
      return true;
    }
    String json = PipelineWriter.toCompactJson(step);
    if (json.contains("\"model\"")) {
      return false;
    }
    out.add(json);
    return true;
  }
}
