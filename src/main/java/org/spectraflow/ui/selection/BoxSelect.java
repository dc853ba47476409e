package org.spectraflow.ui.selection;

import java.util.Set;
import java.util.function.Function;
import javafx.geometry.Rectangle2D;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;
import javafx.scene.layout.Pane;
import javafx.scene.paint.Color;
import javafx.scene.shape.Rectangle;

/**
 * The selection gesture of every sample plot (docs/diagnostics.md §7): Ctrl (⌘) + drag a box to
 * select the samples in it, with Shift as well to add them to the selection; Ctrl + click a point
 * to add or remove its sample. The gesture is an event filter on the plot's host, so it comes
 * before the plot's own drag (zoom, pan) and takes only Ctrl-primary presses. {@code hits} answers
 * which samples a box (host coordinates) meets. FX thread only.
 */
public final class BoxSelect {

  /** Half the side of the box a click stands for, in pixels. */
  static final double CLICK_RADIUS = 4;

  private final SampleSelection selection;
  private final Function<Rectangle2D, Set<Integer>> hits;
  private final Rectangle band = new Rectangle();
  private double pressX = Double.NaN;
  private double pressY;

  private BoxSelect(SampleSelection selection, Function<Rectangle2D, Set<Integer>> hits) {
    this.selection = selection;
    this.hits = hits;
    band.setManaged(false);
    band.setMouseTransparent(true);
    band.setVisible(false);
    band.setFill(Color.rgb(208, 28, 139, 0.12));
    band.setStroke(Color.rgb(208, 28, 139, 0.9));
    band.getStyleClass().add("selection-band");
  }

  /**
   * Installs the gesture on {@code host} (its children get the band drawn over them), selecting
   * into {@code selection} the samples {@code hits} finds.
   */
  public static void install(
      Pane host, SampleSelection selection, Function<Rectangle2D, Set<Integer>> hits) {
    install(host, host.getChildren()::add, selection, hits);
  }

  /**
   * Installs the gesture on {@code host}, whose band {@code place} adds to the host's children (for
   * a region that keeps them to itself).
   */
  public static void install(
      javafx.scene.Node host,
      java.util.function.Consumer<javafx.scene.Node> place,
      SampleSelection selection,
      Function<Rectangle2D, Set<Integer>> hits) {
    BoxSelect g = new BoxSelect(selection, hits);
    place.accept(g.band);
    host.addEventFilter(MouseEvent.MOUSE_PRESSED, g::pressed);
    host.addEventFilter(MouseEvent.MOUSE_DRAGGED, g::dragged);
    host.addEventFilter(MouseEvent.MOUSE_RELEASED, g::released);
  }

  private void pressed(MouseEvent e) {
    if (e.getButton() != MouseButton.PRIMARY || !e.isShortcutDown()) {
      pressX = Double.NaN;
      return;
    }
    pressX = e.getX();
    pressY = e.getY();
    band.setWidth(0);
    band.setHeight(0);
    band.toFront();
    e.consume();
  }

  private void dragged(MouseEvent e) {
    if (Double.isNaN(pressX)) {
      return;
    }
    band.setX(Math.min(pressX, e.getX()));
    band.setY(Math.min(pressY, e.getY()));
    band.setWidth(Math.abs(e.getX() - pressX));
    band.setHeight(Math.abs(e.getY() - pressY));
    band.setVisible(true);
    e.consume();
  }

  private void released(MouseEvent e) {
    if (Double.isNaN(pressX)) {
      return;
    }
    band.setVisible(false);
    double w = Math.abs(e.getX() - pressX);
    double h = Math.abs(e.getY() - pressY);
    if (w < CLICK_RADIUS && h < CLICK_RADIUS) {
      Set<Integer> under =
          hits.apply(
              new Rectangle2D(
                  e.getX() - CLICK_RADIUS,
                  e.getY() - CLICK_RADIUS,
                  2 * CLICK_RADIUS,
                  2 * CLICK_RADIUS));
      under.stream().findFirst().ifPresent(selection::toggle);
    } else {
      selection.select(
          hits.apply(new Rectangle2D(Math.min(pressX, e.getX()), Math.min(pressY, e.getY()), w, h)),
          e.isShiftDown());
    }
    pressX = Double.NaN;
    e.consume();
  }
}
