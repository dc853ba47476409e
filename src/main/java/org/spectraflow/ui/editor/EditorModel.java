package org.spectraflow.ui.editor;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Function;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;
import org.spectraflow.engine.catalogue.OperatorRegistry;
import org.spectraflow.engine.json.JsonArray;
import org.spectraflow.engine.json.JsonValue;
import org.spectraflow.engine.pipeline.PipelineDocument;
import org.spectraflow.engine.pipeline.Step;

/**
 * The presentation model of the pipeline editor. It holds the one {@link PipelineDocument} being
 * edited, its derived {@link StepTree}, the selection (a {@link StepPath}) and the undo stack;
 * every edit, from mouse or keyboard, goes through {@link #apply} as one {@link EditCommand}. FX
 * thread only; no scene-graph types.
 */
public final class EditorModel {

  private final StepTreeBuilder trees;
  private final CommandHistory history = new CommandHistory();
  private final ReadOnlyObjectWrapper<PipelineDocument> document =
      new ReadOnlyObjectWrapper<>(this, "document");
  private final ReadOnlyObjectWrapper<StepTree> tree = new ReadOnlyObjectWrapper<>(this, "tree");
  private final ObjectProperty<StepPath> selection = new SimpleObjectProperty<>(this, "selection");
  private final ReadOnlyBooleanWrapper dirty = new ReadOnlyBooleanWrapper(this, "dirty");
  private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper(this, "message", "");
  private final ReadOnlyIntegerWrapper loads = new ReadOnlyIntegerWrapper(this, "loads");
  private PipelineDocument saved;

  /** An editor on an empty document. */
  public EditorModel(OperatorRegistry registry) {
    this.trees = new StepTreeBuilder(registry);
    load(PipelineDocument.of(List.of()));
  }

  /** Replaces the document (open, new, recover): history is cleared and the document is clean. */
  public void load(PipelineDocument doc) {
    history.clear();
    selection.set(null);
    show(doc);
    markSaved();
    loads.set(loads.get() + 1);
  }

  /** Replaces the document with one that was never saved (a recovered draft): it starts dirty. */
  public void loadUnsaved(PipelineDocument doc) {
    load(doc);
    saved = null;
    dirty.set(true);
  }

  /** Declares the current document saved (clears the dirty marker). */
  public void markSaved() {
    saved = document.get();
    dirty.set(false);
  }

  /**
   * Applies one edit of the step list as a command. A failing edit changes nothing and its message
   * goes to {@link #messageProperty()}; an edit that changes nothing (the same value committed
   * twice, by Enter and then by focus leaving) records no command. Returns whether the document
   * changed.
   */
  public boolean apply(String description, Function<JsonValue, StepEdits.Result> edit) {
    PipelineDocument before = document.get();
    StepEdits.Result result;
    try {
      result = edit.apply(before.stepsJson());
    } catch (IllegalArgumentException | IllegalStateException e) {
      message.set("Cannot " + description.toLowerCase(Locale.ROOT) + ": " + e.getMessage());
      return false;
    }
    PipelineDocument after =
        before.withSteps(JsonTree.asList(result.steps()).items().stream().map(Step::of).toList());
    if (after.equals(before)) {
      return false;
    }
    EditCommand command =
        new EditCommand(description, before, after, selection.get(), result.select());
    history.push(command);
    show(command.execute());
    selection.set(command.selectAfter());
    message.set(description);
    return true;
  }

  /** Undoes the last command, if any. */
  public void undo() {
    history
        .undo()
        .ifPresent(
            c -> {
              show(c.undo());
              selection.set(c.selectBefore());
              message.set("Undid " + c.description());
            });
  }

  /** Redoes the last undone command, if any. */
  public void redo() {
    history
        .redo()
        .ifPresent(
            c -> {
              show(c.execute());
              selection.set(c.selectAfter());
              message.set("Redid " + c.description());
            });
  }

  private void show(PipelineDocument doc) {
    document.set(doc);
    tree.set(trees.build(doc));
    dirty.set(doc != saved);
  }

  /** The selected node, if the selection names one. */
  public Optional<StepTree> selectedNode() {
    return Optional.ofNullable(selection.get()).flatMap(p -> tree.get().find(p));
  }

  /** Where "insert after the selection" puts a step: after it in its list, or at the end. */
  public DropTarget afterSelection() {
    StepPath sel = selection.get();
    if (sel == null || !JsonTree.exists(document.get().stepsJson(), sel)) {
      return new DropTarget(StepPath.ROOT, document.get().steps().size());
    }
    return StepEdits.after(sel);
  }

  /** Where "insert inside the selection" puts a step: last child of a container, else after it. */
  public DropTarget insideSelection() {
    return selectedNode()
        .flatMap(
            n ->
                n.childList()
                    .map(
                        list ->
                            new DropTarget(
                                list,
                                JsonTree.asList(JsonTree.get(document.get().stepsJson(), list))
                                    .size())))
        .orElseGet(this::afterSelection);
  }

  /** Sets a status message (for outcomes decided outside the model, e.g. a refused drop). */
  public void say(String text) {
    message.set(text);
  }

  /**
   * Counts the documents loaded (new, open, recover, session): it changes when a document replaces
   * the current one, never on an edit, so run results can be dropped with it.
   */
  public ReadOnlyIntegerProperty loadsProperty() {
    return loads.getReadOnlyProperty();
  }

  /** The undo stack. */
  public CommandHistory history() {
    return history;
  }

  /** The document being edited. */
  public ReadOnlyObjectProperty<PipelineDocument> documentProperty() {
    return document.getReadOnlyProperty();
  }

  /** The current document. */
  public PipelineDocument document() {
    return document.get();
  }

  /** The structure of the current document. */
  public ReadOnlyObjectProperty<StepTree> treeProperty() {
    return tree.getReadOnlyProperty();
  }

  /** The selected path, or null. */
  public ObjectProperty<StepPath> selectionProperty() {
    return selection;
  }

  /** True when the document differs from the last saved (or loaded) one. */
  public ReadOnlyBooleanProperty dirtyProperty() {
    return dirty.getReadOnlyProperty();
  }

  /** The last outcome to show in the status bar. */
  public ReadOnlyStringProperty messageProperty() {
    return message.getReadOnlyProperty();
  }

  /** The steps JSON of the current document. */
  public JsonArray steps() {
    return document.get().stepsJson();
  }
}
