package org.spectraflow.ui.editor.palette;

import java.util.function.Supplier;
import javafx.scene.Cursor;
import javafx.scene.Node;
import javafx.scene.input.MouseEvent;
import org.spectraflow.ui.editor.canvas.GraphCanvas;

/**
 * Dragging a palette entry onto the canvas: while the mouse is held the canvas shows its drop zones
 * and highlights the nearest; on release over a zone the entry is inserted there, over a step it is
 * dropped on that step (a sweep sweeps it, a step goes after it). A press-drag-release gesture
 * inside the window, so it works the same with a mouse, a pen and a test robot.
 */
final class PaletteDrag {

  private static final double THRESHOLD = 5;

  private final GraphCanvas canvas;
  private final PaletteActions actions;
  private double startX;
  private double startY;
  private boolean dragging;

  PaletteDrag(GraphCanvas canvas, PaletteActions actions) {
    this.canvas = canvas;
    this.actions = actions;
  }

  /** Makes {@code node} a drag source of the entry it currently shows. */
  void install(Node node, Supplier<PaletteEntry> entry) {
    node.addEventHandler(
        MouseEvent.MOUSE_PRESSED,
        e -> {
          startX = e.getSceneX();
          startY = e.getSceneY();
          dragging = false;
        });
    node.addEventHandler(
        MouseEvent.MOUSE_DRAGGED,
        e -> {
          if (entry.get() == null) {
            return;
          }
          dragging |= Math.hypot(e.getSceneX() - startX, e.getSceneY() - startY) > THRESHOLD;
          if (dragging) {
            node.getScene().setCursor(Cursor.CLOSED_HAND);
            canvas.previewDropAt(e.getSceneX(), e.getSceneY());
          }
        });
    node.addEventHandler(
        MouseEvent.MOUSE_RELEASED,
        e -> {
          if (dragging && entry.get() != null) {
            node.getScene().setCursor(Cursor.DEFAULT);
            canvas.clearDropFeedback();
            drop(entry.get(), e.getSceneX(), e.getSceneY());
          }
          dragging = false;
        });
  }

  private void drop(PaletteEntry entry, double sceneX, double sceneY) {
    var node = canvas.nodeAtScene(sceneX, sceneY);
    var zone = canvas.zoneAtScene(sceneX, sceneY);
    if (zone.isPresent()
        && (node.isEmpty() || entry.kind() == PaletteEntry.Kind.STEP && node.get().isContainer())) {
      actions.drop(entry, zone.get());
    } else if (node.isPresent()) {
      actions.dropOn(entry, node.get().path());
    }
  }
}
