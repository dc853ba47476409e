package org.spectraflow.ui.estimate;

import atlantafx.base.theme.Styles;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.util.Subscription;

/**
 * The run estimate beside Run: the model's text, in the warning style (and a tooltip saying why)
 * when the run is estimated above the threshold. View only.
 */
public final class EstimateLabel extends Label {

  /** The style class added above the threshold (besides the theme's warning colour). */
  public static final String WARNING_CLASS = "run-estimate-warning";

  private final Subscription subscription;

  /** A label following {@code model}. */
  public EstimateLabel(RunEstimateModel model) {
    setId("run-estimate");
    getStyleClass().add("run-estimate");
    Tooltip tip =
        new Tooltip(
            "Estimated from one probe fit per model kind on the dataset Run uses and the fits the"
                + " variants share (the same estimate as run --dry-run)");
    setTooltip(tip);
    textProperty().bind(model.textProperty());
    subscription =
        model
            .warningProperty()
            .subscribe(
                warn -> {
                  getStyleClass().removeAll(Styles.WARNING, WARNING_CLASS);
                  if (warn) {
                    getStyleClass().addAll(Styles.WARNING, WARNING_CLASS);
                  }
                });
  }

  /** Stops following the model's warning flag. */
  public void dispose() {
    subscription.unsubscribe();
    textProperty().unbind();
  }
}
