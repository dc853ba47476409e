package org.spectraflow.ui.app;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.spectraflow.engine.json.JsonArray;
import org.spectraflow.engine.json.JsonObject;
import org.spectraflow.engine.json.JsonValue;
import org.spectraflow.engine.json.JsonValue.JsonString;
import org.spectraflow.engine.pipeline.PipelineDocument;
import org.spectraflow.ui.editor.JsonTree;
import org.spectraflow.ui.editor.StepPath;

/**
 * Follows a step from one version of a document to another by identity, not by position: the
 * editor's edits are copy-on-write, so a step nobody touched keeps the very JSON value it had
 * (moved by a delete, an insertion, a wrap in a branch, or back after an undo), while a deleted or
 * edited step's value is gone. A template step id ({@code /pipeline/2/_or_/1}) of the old version
 * therefore names the node of the new version holding the same value, wherever it now sits, or
 * nothing. Values that are not steps (nulls, numbers, booleans) are followed through the list or
 * object holding them. A value found in several places (a duplicated step) is followed only to the
 * place it had, else to none. Immutable.
 */
final class StepIdentity {

  private final PipelineDocument from;
  private final PipelineDocument to;
  private final JsonArray fromSteps;
  private final Map<JsonValue, List<StepPath>> places = new IdentityHashMap<>();

  private StepIdentity(PipelineDocument from, PipelineDocument to) {
    this.from = from;
    this.to = to;
    this.fromSteps = from.stepsJson();
    if (from != to) {
      index(to.stepsJson(), StepPath.ROOT);
    }
  }

  /** Follows the steps of {@code from} into {@code to}. */
  static StepIdentity between(PipelineDocument from, PipelineDocument to) {
    return new StepIdentity(from, to);
  }

  /** True when this follows {@code from} into {@code to}. */
  boolean joins(PipelineDocument from, PipelineDocument to) {
    return this.from == from && this.to == to;
  }

  /** True when both versions are the same document: every id stays as it is. */
  boolean unchanged() {
    return from == to;
  }

  /**
   * The id in the new version of the step with template step id {@code id} in the old one; empty
   * when the step was deleted or edited (or {@code id} is not a template path).
   */
  Optional<String> follow(String id) {
    if (from == to) {
      return Optional.of(id);
    }
    Optional<StepPath> path = TemplateStepLocator.pathOf(id);
    if (path.isEmpty() || !JsonTree.exists(fromSteps, path.get())) {
      return Optional.empty();
    }
    List<StepPath.Segment> segments = path.get().segments();
    for (int n = segments.size(); n > 0; n--) {
      StepPath held = new StepPath(segments.subList(0, n));
      JsonValue value = JsonTree.get(fromSteps, held);
      if (isIdentified(value)) {
        List<StepPath.Segment> rest = segments.subList(n, segments.size());
        return placeOf(value, held).map(p -> TemplateStepLocator.idOf(append(p, rest)));
      }
    }
    return Optional.empty();
  }

  private Optional<StepPath> placeOf(JsonValue value, StepPath was) {
    List<StepPath> at = places.getOrDefault(value, List.of());
    if (at.contains(was)) {
      return Optional.of(was);
    }
    return at.size() == 1 ? Optional.of(at.getFirst()) : Optional.empty();
  }

  private static StepPath append(StepPath path, List<StepPath.Segment> rest) {
    List<StepPath.Segment> all = new ArrayList<>(path.segments());
    all.addAll(rest);
    return new StepPath(all);
  }

  private void index(JsonValue value, StepPath path) {
    if (isIdentified(value) && !path.isRoot()) {
      places.computeIfAbsent(value, v -> new ArrayList<>(1)).add(path);
    }
    switch (value) {
      case JsonArray a -> {
        for (int i = 0; i < a.size(); i++) {
          index(a.get(i), path.index(i));
        }
      }
      case JsonObject o -> o.members().forEach((k, v) -> index(v, path.key(k)));
      default -> {}
    }
  }

  /** Lists, objects and strings are made once per place; other values may be shared constants. */
  private static boolean isIdentified(JsonValue value) {
    return value instanceof JsonArray || value instanceof JsonObject || value instanceof JsonString;
  }
}
