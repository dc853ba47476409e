package org.spectraflow.ui.run.charts;

import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;
import javafx.scene.input.ScrollEvent;
import javafx.scene.paint.Color;
import javafx.scene.shape.Rectangle;
import org.jfree.data.Range;

/**
 * The zoom gestures of a live chart, after JFreeChart-FX's viewer: drag a rectangle over the plot
 * with the primary button to zoom the domain axis to its width (a drag shorter than {@value
 * #MIN_DRAG_PIXELS} pixels is a click), turn the mouse wheel to zoom in or out around the mouse,
 * double-click to reset (a Shift or Ctrl drag pans instead: {@link PanGesture}). The rectangle is a
 * node over the image, so dragging redraws nothing. FX thread only.
 */
final class ZoomGesture {

  static final double MIN_DRAG_PIXELS = 4;
  private static final double WHEEL_IN = 0.8;
  private static final String BAND_STYLE = "chart-zoom-band";

  private final ChartImageView viewer;
  private final Rectangle band = new Rectangle();
  private double pressX = Double.NaN;

  private ZoomGesture(ChartImageView viewer) {
    this.viewer = viewer;
    band.getStyleClass().add(BAND_STYLE);
    band.setFill(Color.rgb(56, 139, 253, 0.18));
    band.setStroke(Color.rgb(56, 139, 253, 0.8));
    band.setManaged(false);
    band.setMouseTransparent(true);
    band.setVisible(false);
  }

  /** Adds the zoom gestures to {@code viewer}; returns the rectangle's node, for it to place. */
  static Rectangle install(ChartImageView viewer) {
    ZoomGesture gesture = new ZoomGesture(viewer);
    viewer.addEventHandler(MouseEvent.MOUSE_PRESSED, gesture::pressed);
    viewer.addEventHandler(MouseEvent.MOUSE_DRAGGED, gesture::dragged);
    viewer.addEventHandler(MouseEvent.MOUSE_RELEASED, gesture::released);
    viewer.addEventHandler(MouseEvent.MOUSE_CLICKED, gesture::clicked);
    viewer.addEventHandler(ScrollEvent.SCROLL, gesture::scrolled);
    return gesture.band;
  }

  private boolean inPlot(double x, double y) {
    return viewer.zoomable() && viewer.dataArea().contains(x, y);
  }

  private double clampX(double x) {
    return Math.max(viewer.dataArea().getMinX(), Math.min(viewer.dataArea().getMaxX(), x));
  }

  private void pressed(MouseEvent e) {
    pressX =
        e.getButton() == MouseButton.PRIMARY
                && !e.isPopupTrigger()
                && !PanGesture.isPan(e)
                && inPlot(e.getX(), e.getY())
            ? e.getX()
            : Double.NaN;
  }

  private void dragged(MouseEvent e) {
    if (Double.isNaN(pressX) || !viewer.zoomable()) {
      return;
    }
    double x = clampX(e.getX());
    band.setX(Math.min(pressX, x));
    band.setY(viewer.dataArea().getMinY());
    band.setWidth(Math.abs(x - pressX));
    band.setHeight(viewer.dataArea().getHeight());
    band.setVisible(true);
  }

  private void released(MouseEvent e) {
    band.setVisible(false);
    if (Double.isNaN(pressX) || !viewer.zoomable()) {
      return;
    }
    double from = pressX;
    double to = clampX(e.getX());
    pressX = Double.NaN;
    if (Math.abs(to - from) >= MIN_DRAG_PIXELS) {
      double a = viewer.valueAt(Math.min(from, to));
      double b = viewer.valueAt(Math.max(from, to));
      viewer.zoomTo(new Range(a, b));
    }
  }

  private void clicked(MouseEvent e) {
    if (e.getButton() == MouseButton.PRIMARY && e.getClickCount() == 2 && e.isStillSincePress()) {
      viewer.resetZoom();
    }
  }

  private void scrolled(ScrollEvent e) {
    if (e.getDeltaY() == 0 || !inPlot(e.getX(), e.getY())) {
      return;
    }
    double factor = e.getDeltaY() > 0 ? WHEEL_IN : 1 / WHEEL_IN;
    Range shown = viewer.shownDomain();
    double anchor = viewer.valueAt(e.getX());
    double lower = anchor - (anchor - shown.getLowerBound()) * factor;
    double upper = anchor + (shown.getUpperBound() - anchor) * factor;
    viewer.zoomTo(new Range(lower, upper));
    e.consume();
  }
}
