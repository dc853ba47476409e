package org.spectraflow.ui.editor.validation;

import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.util.Subscription;
import org.spectraflow.ui.editor.EditorModel;
import org.spectraflow.ui.editor.StepPath;

/**
 * Presentation model of the problems list and the node markers: re-validates on every document
 * change and exposes the problems, the worst severity per node and whether errors block Run. FX
 * thread only; {@link #dispose()} stops listening.
 */
public final class ValidationModel {

  private final PipelineValidator validator;
  private final EditorModel editor;
  private final ObservableList<Problem> problems = FXCollections.observableArrayList();
  private final ObservableList<Problem> readOnlyProblems =
      FXCollections.unmodifiableObservableList(problems);
  private final ReadOnlyBooleanWrapper hasErrors = new ReadOnlyBooleanWrapper(this, "hasErrors");
  private final ReadOnlyObjectWrapper<Map<StepPath, Severity>> marks =
      new ReadOnlyObjectWrapper<>(this, "marks", Map.of());
  private final Subscription subscription;

  /** Validates the editor's document now and after every change. */
  public ValidationModel(EditorModel editor, PipelineValidator validator) {
    this.editor = editor;
    this.validator = validator;
    this.subscription = editor.treeProperty().subscribe(t -> revalidate());
  }

  private void revalidate() {
    List<Problem> found = validator.validate(editor.document(), editor.treeProperty().get());
    problems.setAll(found);
    hasErrors.set(found.stream().anyMatch(Problem::isError));
    marks.set(
        found.stream()
            .collect(
                Collectors.toMap(
                    Problem::path, Problem::severity, (a, b) -> a.compareTo(b) >= 0 ? a : b)));
  }

  /** Errors and warnings, in document order. */
  public ObservableList<Problem> problems() {
    return readOnlyProblems;
  }

  /** True while any error exists (Run is disabled). */
  public ReadOnlyBooleanProperty hasErrorsProperty() {
    return hasErrors.getReadOnlyProperty();
  }

  /** The worst severity on each node that has problems. */
  public ReadOnlyObjectProperty<Map<StepPath, Severity>> marksProperty() {
    return marks.getReadOnlyProperty();
  }

  /** A one-line summary: "2 errors, 1 warning" or "No problems". */
  public String summary() {
    long errors = problems.stream().filter(Problem::isError).count();
    long warnings = problems.size() - errors;
    return problems.isEmpty()
        ? "No problems"
        : errors
            + " error"
            + (errors == 1 ? "" : "s")
            + ", "
            + warnings
            + " warning"
            + (warnings == 1 ? "" : "s");
  }

  /** Stops listening to the editor. */
  public void dispose() {
    subscription.unsubscribe();
  }
}
