package org.spectraflow.ui.app;

import java.util.List;
import java.util.Map;
import java.util.Objects;
import javafx.util.Subscription;
import org.spectraflow.ui.editor.EditorModel;
import org.spectraflow.ui.editor.StepPath;
import org.spectraflow.ui.editor.StepTree;
import org.spectraflow.ui.editor.canvas.GraphCanvas;
import org.spectraflow.ui.editor.canvas.RunMark;
import org.spectraflow.ui.run.RunModel;
import org.spectraflow.ui.run.StepKey;
import org.spectraflow.ui.run.StepState;

/**
 * Ties the editor canvas to the window's run: node marks from the run's step states (recomputed
 * once per applied batch, repainted only when they changed), the hover card, the step selection
 * kept in sync both ways with the run views' selection (per-step bars), and the hovered step linked
 * both ways: a node under the mouse hovers its step in the charts, a step hovered in a chart is
 * outlined on its node. The run's steps are followed into the edited document by identity ({@link
 * RunStepFollower}): a run's badges stay on their steps whatever the edits since. View glue only;
 * the mapping lives in {@link RunStepMapping}. {@link #dispose()} closes every subscription.
 */
final class CanvasRunLink {

  private final GraphCanvas canvas;
  private final EditorModel editor;
  private final RunModel run;
  private final StepHoverCard card;
  private final StepHighlight highlight;
  private final Subscription subscription;
  private final RunStepFollower follower;
  private Map<StepPath, List<StepState>> nodeStates = Map.of();
  private boolean syncing;

  CanvasRunLink(
      GraphCanvas canvas,
      EditorModel editor,
      RunModel run,
      StepHoverCard card,
      StepHighlight highlight) {
    this.canvas = canvas;
    this.editor = editor;
    this.run = run;
    this.card = card;
    this.highlight = highlight;
    this.follower = new RunStepFollower(editor.document(), editor.treeProperty().get());
    var step = run.profile().selection().stepProperty();
    var hovered = run.profile().selection().hoveredStepProperty();
    subscription =
        run.runningProperty()
            .subscribe(this::runStarted)
            .and(editor.loadsProperty().subscribe(n -> ranIsEditors()))
            .and(run.profile().revisionProperty().subscribe(r -> refreshMarks()))
            .and(editor.treeProperty().subscribe(t -> refreshMarks()))
            .and(canvas.hoveredProperty().subscribe(p -> refreshCard()))
            .and(canvas.hoveredProperty().subscribe(this::canvasHovered))
            .and(hovered.subscribe(this::runHovered))
            .and(editor.selectionProperty().subscribe(this::canvasSelected))
            .and(step.subscribe(this::runSelected));
  }

  /** A run starts on the editor's current document (Run follows the editor). */
  private void runStarted(boolean running) {
    if (running && run.documentProperty().get() == editor.document()) {
      ranIsEditors();
    }
  }

  /** The run's states (a run starting, a session opened) belong to the editor's document. */
  private void ranIsEditors() {
    follower.ran(editor.document(), editor.treeProperty().get());
    refreshMarks();
  }

  private StepKey toRun(StepKey key) {
    return follower.toRun(key, editor.document()).orElse(null);
  }

  private StepKey toEditor(StepKey key) {
    return follower.toEditor(key, editor.document(), editor.treeProperty().get()).orElse(null);
  }

  private void refreshMarks() {
    StepTree tree = editor.treeProperty().get();
    nodeStates =
        RunStepMapping.statesByNode(tree, follower.statesIn(editor.document(), run.stepStates()));
    Map<StepPath, RunMark> marks = RunStepMapping.marks(tree, nodeStates);
    if (!marks.equals(canvas.runMarksProperty().get())) {
      canvas.runMarksProperty().set(Map.copyOf(marks));
    }
    refreshCard();
  }

  private void refreshCard() {
    StepPath hovered = canvas.hoveredProperty().get();
    StepState state =
        hovered == null ? null : RunStepMapping.shown(nodeStates.get(hovered)).orElse(null);
    if (state == null) {
      card.hide();
      return;
    }
    canvas
        .viewRectOf(hovered)
        .ifPresentOrElse(r -> card.show(StepHoverText.lines(state), r), card::hide);
  }

  /** The node under the mouse hovers its step in the run charts. */
  private void canvasHovered(StepPath path) {
    StepTree tree = editor.treeProperty().get();
    StepKey key = path == null ? null : RunStepMapping.keyOf(tree, path).orElse(null);
    run.profile().selection().hoveredStepProperty().set(toRun(key));
  }

  /**
   * The step hovered in a chart is outlined on its canvas node (none for the canvas' own hover),
   * the canvas panning to it when it is out of view (the Run perspective's strip shows part of a
   * tall pipeline).
   */
  private void runHovered(StepKey runKey) {
    StepTree tree = editor.treeProperty().get();
    StepKey key = toEditor(runKey);
    StepPath path = key == null ? null : RunStepMapping.selectionOf(tree, key).orElse(null);
    if (path == null || path.equals(canvas.hoveredProperty().get())) {
      highlight.hide();
      return;
    }
    canvas.reveal(path);
    canvas.viewRectOf(path).ifPresentOrElse(highlight::show, highlight::hide);
  }

  private void canvasSelected(StepPath path) {
    if (syncing) {
      return;
    }
    StepKey key = toRun(RunStepMapping.keyOf(editor.treeProperty().get(), path).orElse(null));
    syncing = true;
    try {
      run.profile().selection().stepProperty().set(key);
    } finally {
      syncing = false;
    }
  }

  private void runSelected(StepKey runKey) {
    StepKey key = toEditor(runKey);
    if (syncing || key == null) {
      return;
    }
    StepTree tree = editor.treeProperty().get();
    StepKey current = RunStepMapping.keyOf(tree, editor.selectionProperty().get()).orElse(null);
    if (Objects.equals(current, key)) {
      return;
    }
    syncing = true;
    try {
      RunStepMapping.selectionOf(tree, key).ifPresent(editor.selectionProperty()::set);
    } finally {
      syncing = false;
    }
  }

  void dispose() {
    subscription.unsubscribe();
  }
}
