package org.spectraflow.ui.editor.validation;

import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import javafx.animation.PauseTransition;
import javafx.application.Platform;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.util.Subscription;
import org.spectraflow.engine.pipeline.Problem;
import org.spectraflow.engine.pipeline.Severity;
import org.spectraflow.ui.editor.EditorModel;
import org.spectraflow.ui.editor.StepPath;

/**
 * Presentation model of the problems list and the node markers. On every document change the
 * editor's own checks ({@link PipelineValidator}) answer at once, placed on their nodes; then,
 * debounced and off the FX thread, the engine's start check ({@link StartCheckRunner}) finds
 * everything a run would refuse at its start on the dataset Run uses, so "No problems" means the
 * run starts. An engine error on a node the editor already flags as an error is not repeated. Run
 * is blocked while errors exist or the engine check is pending. FX thread only; {@link #dispose()}
 * stops listening.
 */
public final class ValidationModel {

  private final PipelineValidator validator;
  private final EditorModel editor;
  private final StartCheckRunner engine;
  private final PauseTransition debounce;
  private final ObservableList<Problem> problems = FXCollections.observableArrayList();
  private final ObservableList<Problem> readOnlyProblems =
      FXCollections.unmodifiableObservableList(problems);
  private final ReadOnlyBooleanWrapper hasErrors = new ReadOnlyBooleanWrapper(this, "hasErrors");
  private final ReadOnlyBooleanWrapper checking = new ReadOnlyBooleanWrapper(this, "checking");
  private final ReadOnlyBooleanWrapper blocksRun = new ReadOnlyBooleanWrapper(this, "blocksRun");
  private final ReadOnlyStringWrapper summary =
      new ReadOnlyStringWrapper(this, "summary", "No problems");
  private final ReadOnlyObjectWrapper<Map<StepPath, Severity>> marks =
      new ReadOnlyObjectWrapper<>(this, "marks", Map.of());
  private final Subscription subscription;
  private List<Problem> local = List.of();
  private List<Problem> engineFound = List.of();

  /** True while an immediate engine check waits for its turn on the FX thread. */
  private boolean scheduled;

  /** Validates the editor's document now and after every change, with the editor's checks only. */
  public ValidationModel(EditorModel editor, PipelineValidator validator) {
    this(editor, validator, null, Duration.ZERO);
  }

  /**
   * Validates with the editor's checks and, {@code debounce} after the last change (when zero: on
   * the FX thread's next turn, once for a burst of changes), the engine's start check through
   * {@code engine}.
   */
  public ValidationModel(
      EditorModel editor, PipelineValidator validator, StartCheckRunner engine, Duration debounce) {
    this.editor = editor;
    this.validator = validator;
    this.engine = engine;
    this.debounce =
        engine == null || debounce.isZero()
            ? null
            : new PauseTransition(javafx.util.Duration.millis(debounce.toMillis()));
    if (this.debounce != null) {
      this.debounce.setOnFinished(e -> checkWithEngine());
    }
    blocksRun.bind(hasErrors.or(checking));
    this.subscription = editor.treeProperty().subscribe(t -> revalidate());
  }

  private void revalidate() {
    local = validator.validate(editor.document(), editor.treeProperty().get());
    engineFound = List.of();
    publish();
    recheck();
  }

  /** Runs the engine check again (the dataset Run uses changed); a no-op without one. */
  public void recheck() {
    if (engine == null) {
      return;
    }
    checking.set(true);
    publish();
    if (debounce != null) {
      debounce.playFromStart();
    } else if (!scheduled) {
      scheduled = true;
      Platform.runLater(
          () -> {
            scheduled = false;
            checkWithEngine();
          });
    }
  }

  private void checkWithEngine() {
    engine.submit(
        editor.document(),
        found -> {
          engineFound = found;
          checking.set(false);
          publish();
        });
  }

  private void publish() {
    Set<StepPath> flagged = new HashSet<>();
    local.stream().filter(Problem::isError).forEach(p -> flagged.add(nodeOf(p)));
    List<Problem> all = new ArrayList<>(local);
    Set<String> seen = new HashSet<>();
    local.forEach(p -> seen.add(p.text()));
    for (Problem p : engineFound) {
      if (!(p.isError() && flagged.contains(nodeOf(p))) && seen.add(p.text())) {
        all.add(p);
      }
    }
    problems.setAll(all);
    hasErrors.set(all.stream().anyMatch(Problem::isError));
    marks.set(
        all.stream()
            .collect(
                Collectors.toMap(
                    this::nodeOf, Problem::severity, (a, b) -> a.compareTo(b) >= 0 ? a : b)));
    summary.set(summaryText());
  }

  /** Errors and warnings, the editor's first, then the engine's, each in document order. */
  public ObservableList<Problem> problems() {
    return readOnlyProblems;
  }

  /** The canvas node {@code p} is drawn on in the current tree ({@link ProblemPlaces}). */
  public StepPath nodeOf(Problem p) {
    return ProblemPlaces.node(p, editor.treeProperty().get());
  }

  /** True while any error exists. */
  public ReadOnlyBooleanProperty hasErrorsProperty() {
    return hasErrors.getReadOnlyProperty();
  }

  /** True while the engine's start check of the current document has not answered yet. */
  public ReadOnlyBooleanProperty checkingProperty() {
    return checking.getReadOnlyProperty();
  }

  /** True while Run must wait: errors exist, or the engine check is pending. */
  public ReadOnlyBooleanProperty blocksRunProperty() {
    return blocksRun.getReadOnlyProperty();
  }

  /** The worst severity on each node that has problems. */
  public ReadOnlyObjectProperty<Map<StepPath, Severity>> marksProperty() {
    return marks.getReadOnlyProperty();
  }

  /** The {@link #summary()} as it changes. */
  public ReadOnlyStringProperty summaryProperty() {
    return summary.getReadOnlyProperty();
  }

  /** A one-line summary: "2 errors, 1 warning", "No problems" or "Checking…". */
  public String summary() {
    return summary.get();
  }

  private String summaryText() {
    long errors = problems.stream().filter(Problem::isError).count();
    long warnings = problems.size() - errors;
    if (problems.isEmpty()) {
      return checking.get() ? "Checking…" : "No problems";
    }
    return errors
        + " error"
        + (errors == 1 ? "" : "s")
        + ", "
        + warnings
        + " warning"
        + (warnings == 1 ? "" : "s");
  }

  /** Stops listening to the editor and drops a pending engine check. */
  public void dispose() {
    subscription.unsubscribe();
    if (debounce != null) {
      debounce.stop();
    }
    if (engine != null) {
      engine.cancel();
    }
  }
}
