package org.spectraflow.engine.pipeline;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.spectraflow.engine.json.JsonArray;
import org.spectraflow.engine.json.JsonObject;
import org.spectraflow.engine.json.JsonValue;

/**
 * A {@code branch} step (docs/pipeline-language.md §4.12): duplication branches written as a list
 * or a named object, or a separation object ({@code by_metadata}, {@code by_tag}, ...) kept as
 * data. A branch value that is a generator stays verbatim (see docs/pipeline-language.md §2.1
 * QUIRK).
 */
public record BranchStep(JsonObject node) implements Step {

  /** Keys of a named-branch object that are options, not lanes. */
  private static final Set<String> NOT_BRANCHES = Set.of("parallel", "n_jobs");

  /**
   * The lane rule for a named-branch object: every key but {@code _} annotations and the options
   * {@code parallel} and {@code n_jobs} is a lane.
   */
  public static boolean isLaneKey(String key) {
    return !key.startsWith("_") && !NOT_BRANCHES.contains(key);
  }

  /**
   * The lane rule for a list item: an object with {@code steps} and no {@code branch} is a named
   * lane ({@code {"name": "a", "steps": [...]}}) whose steps are its {@code steps}; anything else
   * is the lane's steps.
   */
  public static boolean isNamedLane(JsonValue item) {
    return item instanceof JsonObject o && o.has(Keywords.STEPS) && !o.has(Keywords.BRANCH);
  }

  /** One duplication branch: its name ({@code null} in list form without a name) and steps. */
  public record Branch(String name, List<Step> steps) {
    /** Copies the steps. */
    public Branch {
      steps = List.copyOf(steps);
    }
  }

  /** Requires the {@code branch} key. */
  public BranchStep {
    if (!node.has(Keywords.BRANCH)) {
      throw new IllegalArgumentException(
          "a branch step needs a '" + Keywords.BRANCH + "' key, got " + node);
    }
  }

  /** The raw {@code branch} value. */
  public JsonValue value() {
    return node.get(Keywords.BRANCH).orElseThrow();
  }

  /**
   * True for a separation branch ({@code by_metadata}, {@code by_tag}, {@code by_filter}, {@code
   * by_source}).
   */
  public boolean isSeparation() {
    return GeneratorSyntax.isSeparation(value());
  }

  /** True when the branch value is itself a generator (branches come from expansion). */
  public boolean isGenerated() {
    return value() instanceof JsonObject o && !GeneratorSyntax.strategiesIn(o).isEmpty();
  }

  /** The duplication branches in order; empty for separation or generated branch values. */
  public List<Branch> branches() {
    if (isSeparation() || isGenerated()) {
      return List.of();
    }
    List<Branch> out = new ArrayList<>();
    switch (value()) {
      case JsonArray a -> a.items().forEach(item -> out.add(listItem(item)));
      case JsonObject o ->
          o.members()
              .forEach(
                  (k, v) -> {
                    if (isLaneKey(k)) {
                      out.add(new Branch(k, stepsOf(v)));
                    }
                  });
      default -> {}
    }
    return out;
  }

  /** The named branch, if present. */
  public Optional<Branch> branch(String name) {
    return branches().stream().filter(b -> name.equals(b.name())).findFirst();
  }

  /**
   * A copy with the duplication branches replaced: a named object when all have names, else a list.
   */
  public BranchStep withBranches(List<Branch> branches) {
    boolean named = !branches.isEmpty() && branches.stream().allMatch(b -> b.name() != null);
    JsonValue value;
    if (named) {
      JsonObject.Builder b = JsonObject.builder();
      if (value() instanceof JsonObject old) {
        old.members()
            .forEach(
                (k, v) -> {
                  if (!isLaneKey(k)) {
                    b.put(k, v);
                  }
                });
      }
      branches.forEach(br -> b.put(br.name(), stepsJson(br.steps())));
      value = b.build();
    } else {
      value = JsonArray.of(branches.stream().map(br -> (JsonValue) stepsJson(br.steps())).toList());
    }
    return new BranchStep(node.with(Keywords.BRANCH, value));
  }

  private static Branch listItem(JsonValue item) {
    if (isNamedLane(item)) {
      JsonObject o = (JsonObject) item;
      return new Branch(
          o.get(Keywords.NAME).flatMap(JsonValue::asString).orElse(null),
          stepsOf(o.get(Keywords.STEPS).orElseThrow()));
    }
    return new Branch(null, stepsOf(item));
  }

  private static List<Step> stepsOf(JsonValue v) {
    return v instanceof JsonArray a
        ? a.items().stream().map(Step::of).toList()
        : List.of(Step.of(v));
  }

  private static JsonArray stepsJson(List<Step> steps) {
    return JsonArray.of(steps.stream().map(Step::toJson).toList());
  }

  @Override
  public JsonValue toJson() {
    return node;
  }
}
