package org.spectraflow.ui.editor;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Optional;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

/**
 * The single undo stack of an editor: executed commands to undo, undone ones to redo (cleared by
 * any new command). Exposes what Undo and Redo would do as properties for the toolbar. FX thread
 * only.
 */
public final class CommandHistory {

  private final Deque<EditCommand> undo = new ArrayDeque<>();
  private final Deque<EditCommand> redo = new ArrayDeque<>();
  private final ReadOnlyBooleanWrapper canUndo = new ReadOnlyBooleanWrapper(this, "canUndo");
  private final ReadOnlyBooleanWrapper canRedo = new ReadOnlyBooleanWrapper(this, "canRedo");
  private final ReadOnlyStringWrapper undoText =
      new ReadOnlyStringWrapper(this, "undoText", "Undo");
  private final ReadOnlyStringWrapper redoText =
      new ReadOnlyStringWrapper(this, "redoText", "Redo");

  /** Records an executed command; the redo list is dropped. */
  public void push(EditCommand command) {
    undo.push(command);
    redo.clear();
    refresh();
  }

  /** Takes the command to undo, if any, and moves it to the redo list. */
  public Optional<EditCommand> undo() {
    return move(undo, redo);
  }

  /** Takes the command to redo, if any, and moves it back to the undo list. */
  public Optional<EditCommand> redo() {
    return move(redo, undo);
  }

  /** Forgets all history (after opening another document). */
  public void clear() {
    undo.clear();
    redo.clear();
    refresh();
  }

  /** Number of commands that can be undone. */
  public int undoDepth() {
    return undo.size();
  }

  private Optional<EditCommand> move(Deque<EditCommand> from, Deque<EditCommand> to) {
    if (from.isEmpty()) {
      return Optional.empty();
    }
    EditCommand c = from.pop();
    to.push(c);
    refresh();
    return Optional.of(c);
  }

  private void refresh() {
    canUndo.set(!undo.isEmpty());
    canRedo.set(!redo.isEmpty());
    undoText.set(undo.isEmpty() ? "Undo" : "Undo " + undo.peek().description());
    redoText.set(redo.isEmpty() ? "Redo" : "Redo " + redo.peek().description());
  }

  /** True when there is something to undo. */
  public ReadOnlyBooleanProperty canUndoProperty() {
    return canUndo.getReadOnlyProperty();
  }

  /** True when there is something to redo. */
  public ReadOnlyBooleanProperty canRedoProperty() {
    return canRedo.getReadOnlyProperty();
  }

  /** "Undo &lt;description&gt;" of the next undo. */
  public ReadOnlyStringProperty undoTextProperty() {
    return undoText.getReadOnlyProperty();
  }

  /** "Redo &lt;description&gt;" of the next redo. */
  public ReadOnlyStringProperty redoTextProperty() {
    return redoText.getReadOnlyProperty();
  }
}
