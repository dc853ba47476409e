package org.spectraflow.ui.editor;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.spectraflow.engine.json.JsonArray;
import org.spectraflow.engine.json.JsonObject;
import org.spectraflow.engine.json.JsonValue;
import org.spectraflow.engine.pipeline.Keywords;
import org.spectraflow.engine.pipeline.Operator;
import org.spectraflow.engine.pipeline.ParamSweep;

/**
 * The structural edits of the editor as pure functions on a step list: each returns the new list
 * and the path to select afterwards. They never touch anything outside the edited subtree, so
 * unknown keys and operators survive every edit.
 */
public final class StepEdits {

  /** An edited step list and the path to select in it (null for no selection). */
  public record Result(JsonValue steps, StepPath select) {}

  private StepEdits() {}

  /** Inserts {@code value} at {@code target}. */
  public static Result insert(JsonValue steps, DropTarget target, JsonValue value) {
    return new Result(
        JsonTree.insert(steps, target.list(), target.index(), value), target.insertedPath());
  }

  /** Removes the step at {@code path}; a one-step lane that is not a list becomes empty. */
  public static Result delete(JsonValue steps, StepPath path) {
    if (path.lastIndex().isEmpty()) {
      return new Result(JsonTree.set(steps, path, JsonArray.EMPTY), path);
    }
    JsonValue out = JsonTree.remove(steps, path);
    int i = path.lastIndex().orElseThrow();
    int size = JsonTree.asList(JsonTree.get(out, path.parent().orElseThrow())).size();
    StepPath select =
        size == 0
            ? path.parent().filter(p -> !p.isRoot()).orElse(null)
            : path.withLastIndex(Math.min(i, size - 1));
    return new Result(out, select);
  }

  /** Inserts a copy of the step at {@code path} right after it. */
  public static Result duplicate(JsonValue steps, StepPath path) {
    return insert(steps, after(path), JsonTree.get(steps, path));
  }

  /** Moves the step at {@code from} to {@code to}; refuses a move into the step itself. */
  public static Result move(JsonValue steps, StepPath from, DropTarget to) {
    if (to.list().startsWith(from)) {
      throw new IllegalArgumentException(
          "cannot move " + from + " into itself (" + to.list() + ")");
    }
    JsonValue value = JsonTree.get(steps, from);
    JsonValue without = delete(steps, from).steps();
    int index = to.index();
    if (from.parent().orElseThrow().equals(to.list())
        && from.lastIndex().orElse(Integer.MAX_VALUE) < index) {
      index--;
    }
    StepPath list = shifted(to.list(), from);
    return insert(without, new DropTarget(list, index), value);
  }

  /** Where a step inserted "after {@code path}" goes. */
  public static DropTarget after(StepPath path) {
    return path.lastIndex()
        .map(i -> new DropTarget(path.parent().orElseThrow(), i + 1))
        .orElseGet(() -> new DropTarget(path, 1));
  }

  /** Replaces the step with a two-lane branch whose first lane holds it. */
  public static Result wrapInBranch(JsonValue steps, StepPath path) {
    JsonValue step = JsonTree.get(steps, path);
    JsonObject branch =
        JsonObject.of(Keywords.BRANCH, JsonArray.of(JsonArray.of(step), JsonArray.EMPTY));
    return new Result(JsonTree.set(steps, path, branch), path);
  }

  /** Replaces the step with {@code {"_or_": [step, null]}}: the step, or nothing. */
  public static Result wrapInOr(JsonValue steps, StepPath path) {
    JsonValue step = JsonTree.get(steps, path);
    return new Result(
        JsonTree.set(steps, path, JsonObject.of("_or_", JsonArray.of(step, JsonValue.NULL))), path);
  }

  /**
   * Adds an alternative: to an {@code _or_} node its list gets a {@code null} alternative; inside
   * an alternatives list the selected one is copied; any other step is wrapped in an {@code _or_}.
   */
  public static Result addAlternative(JsonValue steps, StepPath path, StepTree tree) {
    Optional<StepTree> node = tree.find(path);
    if (node.isPresent() && node.get().shape() == StepTree.Shape.ALTERNATIVES) {
      StepPath list = node.get().childList().orElseThrow();
      return insert(
          steps,
          new DropTarget(list, JsonTree.asList(JsonTree.get(steps, list)).size()),
          JsonValue.NULL);
    }
    if (isAlternative(path)) {
      return duplicate(steps, path);
    }
    return wrapInOr(steps, path);
  }

  /**
   * Sets one operator parameter (at the operator's JSON path); a default value is removed instead.
   */
  public static JsonValue setParam(
      JsonValue steps, StepPath operator, String name, JsonValue value, boolean isDefault) {
    Operator op = new Operator(JsonTree.get(steps, operator));
    Operator updated =
        isDefault ? op.withParams(op.params().without(name)) : op.withParam(name, value);
    return JsonTree.set(steps, operator, updated.node());
  }

  /**
   * Rewrites a sweep written as siblings ({@code _range_} + {@code param}) into its nested form.
   */
  public static JsonValue normaliseSweep(JsonValue steps, StepPath path) {
    return JsonTree.get(steps, path) instanceof JsonObject o
        ? JsonTree.set(steps, path, ParamSweep.normalise(o))
        : steps;
  }

  /** True if the path names an item of an {@code _or_}/{@code _chain_} list. */
  public static boolean isAlternative(StepPath path) {
    return path.parent()
        .flatMap(
            p -> p.segments().isEmpty() ? Optional.empty() : Optional.of(p.segments().getLast()))
        .filter(
            s ->
                s instanceof StepPath.Key k
                    && (k.name().equals("_or_") || k.name().equals("_chain_")))
        .isPresent();
  }

  /**
   * The path of {@code list} after the item at {@code removed} is gone (later siblings shift left).
   */
  private static StepPath shifted(StepPath list, StepPath removed) {
    StepPath parent = removed.parent().orElseThrow();
    int depth = parent.segments().size();
    if (!list.startsWith(parent)
        || list.segments().size() <= depth
        || removed.lastIndex().isEmpty()) {
      return list;
    }
    if (list.segments().get(depth) instanceof StepPath.Index i
        && i.value() > removed.lastIndex().get()) {
      List<StepPath.Segment> segs = new ArrayList<>(list.segments());
      segs.set(depth, new StepPath.Index(i.value() - 1));
      return new StepPath(segs);
    }
    return list;
  }
}
