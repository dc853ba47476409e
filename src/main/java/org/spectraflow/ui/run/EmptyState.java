package org.spectraflow.ui.run;

import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.value.ObservableBooleanValue;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.layout.StackPane;

/**
 * A run view's panel with its empty state: before a run (or after a reset) a message over the panel
 * says what it will show, "Press Run to see …", instead of empty axes; a run starting, then its
 * events, hide it. The panel stays in place underneath, so the layout does not move when a run
 * starts. View glue.
 */
final class EmptyState {

  /** The style class of the message. */
  static final String STYLE_CLASS = "empty-state";

  private EmptyState() {}

  /**
   * {@code panel} under {@code message}, shown while {@code profile} has no event and no run is
   * starting ({@code running} false), so the message does not flash at a run's start.
   */
  static StackPane over(
      Node panel, String message, RunProfile profile, ObservableBooleanValue running, String id) {
    Label label = new Label(message);
    label.setId(id);
    label.getStyleClass().add(STYLE_CLASS);
    label.setWrapText(true);
    label.setMaxWidth(460);
    label.setMouseTransparent(true);
    BooleanBinding empty =
        Bindings.createBooleanBinding(
            () -> profile.events().isEmpty() && !running.get(),
            profile.revisionProperty(),
            running);
    label.visibleProperty().bind(empty);
    StackPane pane = new StackPane(panel, label);
    StackPane.setAlignment(label, Pos.CENTER);
    return pane;
  }
}
