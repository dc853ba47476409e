package org.spectraflow.ui.editor;

import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;
import org.spectraflow.engine.json.JsonObject;
import org.spectraflow.engine.json.JsonValue;
import org.spectraflow.engine.pipeline.PipelineReader;
import org.spectraflow.engine.pipeline.PipelineWriter;

/**
 * The editing gestures of the editor (palette drop, move, delete, duplicate, wrap, add an
 * alternative, sweep or set a parameter, copy and paste), each applied as one command on the {@link
 * EditorModel}. Mouse, keyboard and context menu all call these.
 */
public final class EditActions {

  private final EditorModel editor;

  /** Actions on this editor. */
  public EditActions(EditorModel editor) {
    this.editor = editor;
  }

  /** Inserts a step (a palette template or pasted JSON) at a drop target. */
  public boolean insert(String label, JsonValue value, DropTarget target) {
    return editor.apply("Add " + label, steps -> StepEdits.insert(steps, target, value));
  }

  /** Moves a step to a drop target. */
  public boolean move(StepPath from, DropTarget to) {
    return editor.apply("Move " + title(from), steps -> StepEdits.move(steps, from, to));
  }

  /** Deletes the selected step. */
  public boolean deleteSelection() {
    return withSelection(
        p -> editor.apply("Delete " + title(p), steps -> StepEdits.delete(steps, p)));
  }

  /** Duplicates the selected step right after itself. */
  public boolean duplicateSelection() {
    return withSelection(
        p -> editor.apply("Duplicate " + title(p), steps -> StepEdits.duplicate(steps, p)));
  }

  /** Wraps the selected step in a new two-lane branch. */
  public boolean wrapInBranch() {
    return withSelection(
        p ->
            editor.apply(
                "Wrap " + title(p) + " in branch", steps -> StepEdits.wrapInBranch(steps, p)));
  }

  /** Wraps the selected step in {@code _or_} with a pass-through alternative. */
  public boolean wrapInOr() {
    return withSelection(
        p -> editor.apply("Wrap " + title(p) + " in _or_", steps -> StepEdits.wrapInOr(steps, p)));
  }

  /** Adds an alternative at or next to the selection (see {@link StepEdits#addAlternative}). */
  public boolean addAlternative() {
    return withSelection(
        p ->
            editor.apply(
                "Add alternative to " + title(p),
                steps -> StepEdits.addAlternative(steps, p, editor.treeProperty().get())));
  }

  /** Turns a parameter of the selected operator into a sweep (a generator node). */
  public boolean sweepParameter(String name, JsonValue generator) {
    return setParameter(name, generator, false, "Sweep " + name);
  }

  /** Sets a parameter of the selected operator; a default value removes it from the document. */
  public boolean setParameter(String name, JsonValue value, boolean isDefault, String description) {
    return withSelection(
        p ->
            editor.apply(
                description,
                steps -> {
                  JsonValue normal = StepEdits.normaliseSweep(steps, p);
                  StepPath op =
                      OperatorSite.of(normal, p)
                          .orElseThrow(
                              () ->
                                  new IllegalArgumentException(
                                      "the step at "
                                          + p
                                          + " has no single operator to set '"
                                          + name
                                          + "' on"));
                  return new StepEdits.Result(
                      StepEdits.setParam(normal, op, name, value, isDefault), p);
                }));
  }

  /** Replaces the selected node's JSON (the raw editor of steps without a typed form). */
  public boolean replaceSelection(JsonValue value) {
    return withSelection(
        p ->
            editor.apply(
                "Edit " + title(p),
                steps -> new StepEdits.Result(JsonTree.set(steps, p, value), p)));
  }

  /** The selected step as indented JSON, for the clipboard. */
  public Optional<String> copySelection() {
    return Optional.ofNullable(editor.selectionProperty().get())
        .filter(p -> JsonTree.exists(editor.steps(), p))
        .map(p -> PipelineWriter.toJson(JsonTree.get(editor.steps(), p)));
  }

  /**
   * Pastes JSON text after the selection: one step, or every step of a pasted whole document
   * ({@code {"pipeline": [...]}}), as one command. Text that is not JSON changes nothing and
   * reports why.
   */
  public boolean paste(String text) {
    JsonValue value;
    try {
      value = PipelineReader.parseJson(text);
    } catch (IllegalArgumentException e) {
      editor.say("Clipboard does not hold pipeline JSON: " + e.getMessage());
      return false;
    }
    List<JsonValue> steps =
        value instanceof JsonObject o && (o.has("pipeline") || o.has("steps"))
            ? PipelineReader.fromJson(o).stepsJson().items()
            : List.of(value);
    DropTarget at = editor.afterSelection();
    return editor.apply(
        "Paste " + (steps.size() == 1 ? "step" : steps.size() + " steps"),
        json -> {
          JsonValue out = json;
          for (int i = 0; i < steps.size(); i++) {
            out = JsonTree.insert(out, at.list(), at.index() + i, steps.get(i));
          }
          return new StepEdits.Result(out, at.insertedPath());
        });
  }

  private boolean withSelection(Predicate<StepPath> action) {
    StepPath p = editor.selectionProperty().get();
    if (p == null || !JsonTree.exists(editor.steps(), p)) {
      editor.say("Select a step first");
      return false;
    }
    return action.test(p);
  }

  private String title(StepPath p) {
    return editor.treeProperty().get().find(p).map(StepTree::title).orElse("step");
  }
}
