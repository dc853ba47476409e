package org.spectraflow.ui.app;

import javafx.geometry.Rectangle2D;
import javafx.scene.layout.Region;

/**
 * The outline drawn over the canvas node of the step hovered in a run chart (linked hover). Not
 * managed by its parent's layout: it is placed around the node and ignores the mouse.
 */
final class StepHighlight extends Region {

  /** The style class of the outline. */
  static final String STYLE_CLASS = "step-highlight";

  private static final double HALO = 4;

  StepHighlight() {
    setId("step-highlight");
    getStyleClass().add(STYLE_CLASS);
    setManaged(false);
    setMouseTransparent(true);
    setVisible(false);
  }

  /** Outlines {@code node}, a rectangle of the parent. */
  void show(Rectangle2D node) {
    resizeRelocate(
        node.getMinX() - HALO,
        node.getMinY() - HALO,
        node.getWidth() + 2 * HALO,
        node.getHeight() + 2 * HALO);
    setVisible(true);
  }

  void hide() {
    setVisible(false);
  }
}
