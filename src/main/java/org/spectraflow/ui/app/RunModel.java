package org.spectraflow.ui.app;

import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import org.spectraflow.ui.editor.EditorModel;
import org.spectraflow.ui.editor.validation.ValidationModel;

/**
 * Presentation model of Run and Stop: {@code running} toggles them, Run is possible only while
 * validation reports no errors, and pressing them calls the {@link RunAction}.
 */
public final class RunModel implements RunAction.RunContext {

  private final EditorModel editor;
  private final RunAction action;
  private final ReadOnlyBooleanWrapper running = new ReadOnlyBooleanWrapper(this, "running");
  private final BooleanBinding canRun;

  /** Run/Stop for the editor's document, blocked by validation errors. */
  public RunModel(EditorModel editor, ValidationModel validation, RunAction action) {
    this.editor = editor;
    this.action = action;
    this.canRun = Bindings.createBooleanBinding(() -> !running.get() && !validation.hasErrorsProperty().get(),
        running, validation.hasErrorsProperty());
  }

  /** Starts a run if allowed. */
  public void run() {
    if (!canRun.get()) {
      editor.say("Cannot run: fix the errors in the problems list first");
      return;
    }
    action.start(editor.document(), this);
  }

  /** Asks the run to stop. */
  public void stop() {
    action.stop(this);
  }

  @Override
  public void setRunning(boolean value) {
    running.set(value);
  }

  @Override
  public void message(String text) {
    editor.say(text);
  }

  /** True while a run is in progress. */
  public ReadOnlyBooleanProperty runningProperty() {
    return running.getReadOnlyProperty();
  }

  /** True when Run is enabled (not running, no validation errors). */
  public BooleanBinding canRunBinding() {
    return canRun;
  }
}
