package org.spectraflow.ui.editor.canvas;

import java.util.Optional;
import java.util.function.Function;
import javafx.geometry.Point2D;
import javafx.scene.control.ContextMenu;
import javafx.scene.input.ContextMenuEvent;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;
import javafx.scene.input.ScrollEvent;
import org.spectraflow.ui.editor.DropTarget;
import org.spectraflow.ui.editor.EditActions;
import org.spectraflow.ui.editor.EditorModel;
import org.spectraflow.ui.editor.StepPath;
import org.spectraflow.ui.editor.StepTree;
import org.spectraflow.ui.editor.canvas.SpatialNavigation.Direction;

/**
 * The canvas's mouse and keyboard gestures: click selects, dragging a step moves it to a drop zone,
 * dragging the background pans, Ctrl+wheel zooms, right-click (or the menu key) opens the step
 * menu; arrows move the selection through the graph, Escape selects the enclosing structure, Delete
 * deletes, Enter asks to edit the selection.
 */
public final class CanvasGestures {

  private static final double DRAG_THRESHOLD = 6;

  private final GraphCanvas canvas;
  private final EditorModel editor;
  private final EditActions actions;
  private final Function<StepPath, ContextMenu> menus;
  private final Runnable onEdit;
  private StepPath pressed;
  private Point2D pressAt;
  private Point2D lastDrag;
  private boolean moving;

  /**
   * Gestures on a canvas; {@code menus} builds the context menu for a node, {@code onEdit} handles
   * Enter.
   */
  public CanvasGestures(
      GraphCanvas canvas,
      EditorModel editor,
      EditActions actions,
      Function<StepPath, ContextMenu> menus,
      Runnable onEdit) {
    this.canvas = canvas;
    this.editor = editor;
    this.actions = actions;
    this.menus = menus;
    this.onEdit = onEdit;
    canvas.setOnMousePressed(this::pressed);
    canvas.setOnMouseDragged(this::dragged);
    canvas.setOnMouseReleased(this::released);
    canvas.setOnScroll(this::scrolled);
    canvas.setOnKeyPressed(this::key);
    canvas.setOnContextMenuRequested(this::contextMenu);
  }

  private Optional<StepTree> hit(double x, double y) {
    GraphLayout layout = canvas.graphLayout();
    Point2D c = canvas.toCanvas(x, y);
    return layout == null ? Optional.empty() : layout.hit(c.getX(), c.getY());
  }

  private void pressed(MouseEvent e) {
    canvas.requestFocus();
    Optional<StepTree> node = hit(e.getX(), e.getY());
    pressed = node.map(StepTree::path).orElse(null);
    pressAt = new Point2D(e.getX(), e.getY());
    lastDrag = pressAt;
    moving = false;
    if (node.isPresent()) {
      editor.selectionProperty().set(pressed);
    } else if (e.getButton() == MouseButton.PRIMARY) {
      editor.selectionProperty().set(null);
    }
    if (e.getClickCount() == 2 && node.isPresent()) {
      onEdit.run();
    }
  }

  private void dragged(MouseEvent e) {
    if (pressed == null) {
      canvas.panBy(e.getX() - lastDrag.getX(), e.getY() - lastDrag.getY());
      lastDrag = new Point2D(e.getX(), e.getY());
      return;
    }
    moving |= pressAt.distance(e.getX(), e.getY()) > DRAG_THRESHOLD;
    if (moving) {
      canvas.showDropFeedback(true, canvas.zoneAtScene(e.getSceneX(), e.getSceneY()).orElse(null));
    }
  }

  private void released(MouseEvent e) {
    if (e.getButton() == MouseButton.SECONDARY && !moving) {
      hit(e.getX(), e.getY())
          .ifPresent(n -> menus.apply(n.path()).show(canvas, e.getScreenX(), e.getScreenY()));
      return;
    }
    if (moving && pressed != null) {
      Optional<DropTarget> zone = canvas.zoneAtScene(e.getSceneX(), e.getSceneY());
      canvas.clearDropFeedback();
      zone.ifPresentOrElse(
          z -> actions.move(pressed, z), () -> editor.say("Drop the step on a gap between steps"));
    }
    pressed = null;
    moving = false;
  }

  private void scrolled(ScrollEvent e) {
    if (e.isShortcutDown() || e.isControlDown()) {
      canvas.zoomBy(e.getDeltaY() > 0 ? 1.1 : 1 / 1.1, e.getX(), e.getY());
    } else {
      canvas.panBy(e.getDeltaX(), e.getDeltaY());
    }
    e.consume();
  }

  private void key(KeyEvent e) {
    if (e.isShortcutDown() || e.isAltDown()) {
      return;
    }
    switch (e.getCode()) {
      case LEFT -> navigate(Direction.LEFT);
      case RIGHT -> navigate(Direction.RIGHT);
      case UP -> navigate(Direction.UP);
      case DOWN -> navigate(Direction.DOWN);
      case ESCAPE -> selectParent();
      case DELETE, BACK_SPACE -> actions.deleteSelection();
      case ENTER -> onEdit.run();
      default -> {
        return;
      }
    }
    e.consume();
  }

  private void navigate(Direction d) {
    GraphLayout layout = canvas.graphLayout();
    if (layout != null) {
      SpatialNavigation.move(layout, editor.selectionProperty().get(), d)
          .ifPresent(editor.selectionProperty()::set);
    }
  }

  /** Selects the structure enclosing the selection (Escape). */
  public void selectParent() {
    StepPath sel = editor.selectionProperty().get();
    if (sel != null) {
      editor
          .treeProperty()
          .get()
          .parentOf(sel)
          .map(StepTree::path)
          .ifPresent(editor.selectionProperty()::set);
    }
  }

  private void contextMenu(ContextMenuEvent e) {
    e.consume();
    if (!e.isKeyboardTrigger()) {
      return;
    }
    Optional<StepTree> node = Optional.empty();
    StepPath target = node.map(StepTree::path).orElse(editor.selectionProperty().get());
    if (target == null) {
      return;
    }
    editor.selectionProperty().set(target);
    menus.apply(target).show(canvas, e.getScreenX(), e.getScreenY());
  }
}
