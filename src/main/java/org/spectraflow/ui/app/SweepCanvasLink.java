package org.spectraflow.ui.app;

import java.util.Optional;
import org.spectraflow.ui.editor.EditorModel;
import org.spectraflow.ui.editor.StepPath;
import org.spectraflow.ui.editor.canvas.GraphCanvas;
import org.spectraflow.ui.sweep.SweepRow;

/**
 * "Show on canvas" of the sweep explorer: selects on the canvas the generator alternative the
 * variant chose (its first chosen alternative, from its template step ids, docs/internals.md) and
 * scrolls it into view, so the inspector shows it. A template id {@code
 * /pipeline/0/_cartesian_/1/_or_/2} is the step path {@code [0]._cartesian_[1]._or_[2]}; when the
 * canvas draws no node there, the nearest drawn ancestor is selected. View glue.
 */
final class SweepCanvasLink {

  private SweepCanvasLink() {}

  /** Shows {@code row}'s choices on {@code canvas}. */
  static void show(SweepRow row, EditorModel editor, GraphCanvas canvas) {
    for (String id : row.templateIds()) {
      Optional<StepPath> path = drawn(path(id), canvas);
      if (path.isPresent()) {
        editor.selectionProperty().set(path.get());
        canvas.reveal(path.get());
        return;
      }
    }
  }

  /** The step path of a template step id ({@code /pipeline/...}). */
  static StepPath path(String id) {
    StepPath p = StepPath.ROOT;
    String[] parts = id.split("/");
    for (int i = 2; i < parts.length; i++) {
      p = parts[i].matches("\\d+") ? p.index(Integer.parseInt(parts[i])) : p.key(parts[i]);
    }
    return p;
  }

  private static Optional<StepPath> drawn(StepPath p, GraphCanvas canvas) {
    StepPath at = p;
    while (!at.isRoot()) {
      if (canvas.viewRectOf(at).isPresent()) {
        return Optional.of(at);
      }
      at = at.parent().orElse(StepPath.ROOT);
    }
    return Optional.empty();
  }
}
