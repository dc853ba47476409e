package org.spectraflow.ui.app;

import java.util.List;
import javafx.geometry.Rectangle2D;
import javafx.scene.control.Label;
import javafx.scene.layout.VBox;

/**
 * A small card over the canvas naming a node's run state, shape, steady bytes and time. Not managed
 * by its parent's layout: it is placed just below the hovered node and ignores the mouse.
 */
final class StepHoverCard extends VBox {

  /** The style class of the card. */
  static final String STYLE_CLASS = "hover-card";

  StepHoverCard() {
    setId("hover-card");
    getStyleClass().add(STYLE_CLASS);
    setManaged(false);
    setMouseTransparent(true);
    setVisible(false);
  }

  /** Shows {@code lines} (the first as the title) below {@code node}, a rectangle of the parent. */
  void show(List<String> lines, Rectangle2D node) {
    getChildren().setAll(lines.stream().map(Label::new).toList());
    getChildren().getFirst().getStyleClass().add("hover-card-title");
    applyCss();
    autosize();
    double x =
        Math.max(
            4, Math.min(node.getMinX(), getParent().getLayoutBounds().getWidth() - getWidth() - 4));
    double below = node.getMaxY() + 10;
    double y =
        below + getHeight() > getParent().getLayoutBounds().getHeight()
            ? node.getMinY() - getHeight() - 6
            : below;
    relocate(x, Math.max(4, y));
    setVisible(true);
  }

  /** The lines shown (empty when hidden). */
  List<String> lines() {
    return isVisible()
        ? getChildren().stream().map(n -> ((Label) n).getText()).toList()
        : List.of();
  }

  void hide() {
    setVisible(false);
  }
}
