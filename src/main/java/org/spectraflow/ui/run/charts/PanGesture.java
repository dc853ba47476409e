package org.spectraflow.ui.run.charts;

import javafx.scene.Cursor;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;
import org.jfree.data.Range;

/**
 * Panning of a zoomed live chart, beside {@link ZoomGesture}: drag with the middle button, or with
 * Shift or Ctrl held and the primary button, to slide the zoomed domain range with the mouse (the
 * value under the mouse stays under it); the left and right arrow keys slide it by a tenth of its
 * width once the chart has the focus (a press on the plot gives it). An unzoomed chart does not
 * pan, and a reset (double-click, the menu's "Reset zoom") still gives the axis its automatic
 * range. Every step is a zoom to the slid range, drawn by the render thread as any zoom. FX thread
 * only.
 */
final class PanGesture {

  /** The share of the shown range one arrow key press slides it by. */
  static final double KEY_STEP = 0.1;

  private final ChartImageView viewer;
  private double pressX = Double.NaN;
  private Range pressRange;

  private PanGesture(ChartImageView viewer) {
    this.viewer = viewer;
  }

  /** Adds the pan gestures to {@code viewer}. */
  static void install(ChartImageView viewer) {
    PanGesture gesture = new PanGesture(viewer);
    viewer.addEventHandler(MouseEvent.MOUSE_PRESSED, gesture::pressed);
    viewer.addEventHandler(MouseEvent.MOUSE_DRAGGED, gesture::dragged);
    viewer.addEventHandler(MouseEvent.MOUSE_RELEASED, gesture::released);
    viewer.addEventHandler(KeyEvent.KEY_PRESSED, gesture::key);
  }

  /** Whether {@code e} starts a pan rather than a zoom rectangle. */
  static boolean isPan(MouseEvent e) {
    return e.getButton() == MouseButton.MIDDLE
        || (e.getButton() == MouseButton.PRIMARY && (e.isShiftDown() || e.isShortcutDown()));
  }

  private void pressed(MouseEvent e) {
    if (viewer.zoomable() && viewer.dataArea().contains(e.getX(), e.getY())) {
      viewer.requestFocus();
    }
    if (!isPan(e) || !viewer.zoomed() || !viewer.zoomable()) {
      pressX = Double.NaN;
      return;
    }
    pressX = e.getX();
    pressRange = viewer.zoomRange();
    viewer.setCursor(Cursor.CLOSED_HAND);
    e.consume();
  }

  private void dragged(MouseEvent e) {
    if (Double.isNaN(pressX) || !viewer.zoomable()) {
      return;
    }
    double perPixel = pressRange.getLength() / viewer.dataArea().getWidth();
    double shift = (pressX - e.getX()) * perPixel;
    viewer.zoomTo(Range.shift(pressRange, shift, true));
    e.consume();
  }

  private void released(MouseEvent e) {
    if (Double.isNaN(pressX)) {
      return;
    }
    pressX = Double.NaN;
    viewer.setCursor(null);
    e.consume();
  }

  private void key(KeyEvent e) {
    Range zoom = viewer.zoomRange();
    if (zoom == null) {
      return;
    }
    double step =
        switch (e.getCode()) {
          case LEFT -> -KEY_STEP;
          case RIGHT -> KEY_STEP;
          default -> 0;
        };
    if (step != 0) {
      viewer.zoomTo(Range.shift(zoom, step * zoom.getLength(), true));
      e.consume();
    }
  }
}
