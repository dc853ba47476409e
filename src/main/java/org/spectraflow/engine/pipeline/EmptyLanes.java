package org.spectraflow.engine.pipeline;

import java.util.ArrayList;
import java.util.List;
import org.spectraflow.engine.json.JsonArray;
import org.spectraflow.engine.json.JsonObject;
import org.spectraflow.engine.json.JsonValue;

/**
 * The lanes of a duplication branch that have no step ({@code []}, {@code {"name": "a", "steps":
 * []}}, {@code {"a": []}}), each a warning naming the lane's document path and the name the canvas
 * gives it ({@code lane 2}, or its own name). nirs4all runs such a lane as a pass-through (its copy
 * of the data goes on unchanged, the usual "raw" baseline lane), so it is not refused (a user's
 * nirs4all pipeline must run); it is named because a lane left empty by an edit is more often a
 * mistake (docs/compatibility.md). (A branch without any lane is refused when the document is
 * read.) Separation and generated branch values are not lanes and are left alone. Pure.
 */
public final class EmptyLanes {

  private EmptyLanes() {}

  /** The warnings of the branch step {@code b} at {@code path}, in lane order. */
  public static List<Problem> of(BranchStep b, DocumentPath path) {
    if (b.isSeparation() || b.isGenerated()) {
      return List.of();
    }
    DocumentPath value = path.key(Keywords.BRANCH);
    List<Problem> out = new ArrayList<>();
    switch (b.value()) {
      case JsonArray a -> {
        for (int i = 0; i < a.size(); i++) {
          JsonValue item = a.get(i);
          if (BranchStep.isNamedLane(item) && item instanceof JsonObject o) {
            String name =
                o.get(Keywords.NAME).flatMap(JsonValue::asString).orElse("lane " + (i + 1));
            check(
                o.get(Keywords.STEPS).orElseThrow(), value.index(i).key(Keywords.STEPS), name, out);
          } else {
            check(item, value.index(i), "lane " + (i + 1), out);
          }
        }
      }
      case JsonObject o -> {
        for (var e : o.members().entrySet()) {
          if (BranchStep.isLaneKey(e.getKey())) {
            check(e.getValue(), value.key(e.getKey()), "lane " + e.getKey(), out);
          }
        }
      }
      default -> {}
    }
    return out;
  }

  private static void check(JsonValue lane, DocumentPath at, String name, List<Problem> out) {
    if (lane instanceof JsonArray a && a.size() == 0) {
      out.add(
          Problem.warning(
                  at,
                  name
                      + " of the branch is empty, so its copy of the data goes on unchanged (a"
                      + " raw lane, as in nirs4all)")
              .withHint("give it a step or remove the lane if that is not meant"));
    }
  }
}
