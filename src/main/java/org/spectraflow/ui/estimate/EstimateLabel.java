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

  /**
   * The widest the label lays out (longer text ends in an ellipsis, the tooltip has all of it): the
   * toolbar moves items that do not fit into its overflow menu, and the badge must stay visible.
   */
  public static final double MAX_WIDTH = 460;

  private static final String EXPLAIN =
      "Estimated from one probe fit per model kind on the dataset Run uses and the fits the"
          + " variants share (the same estimate as run --dry-run)";

  private final Subscription subscription;

  /** A label following {@code model}. */
  public EstimateLabel(RunEstimateModel model) {
    setId("run-estimate");
    getStyleClass().add("run-estimate");
    Tooltip tip = new Tooltip();
    tip.setWrapText(true);
    tip.setMaxWidth(480);
    setTooltip(tip);
    setMaxWidth(MAX_WIDTH);
    textProperty().bind(model.textProperty());
    subscription =
        model
            .textProperty()
            .subscribe(t -> tip.setText(t.isEmpty() ? EXPLAIN : t + "\n\n" + EXPLAIN))
            .and(
                model
                    .warningProperty()
                    .subscribe(
                        warn -> {
                          getStyleClass().removeAll(Styles.WARNING, WARNING_CLASS);
                          if (warn) {
                            getStyleClass().addAll(Styles.WARNING, WARNING_CLASS);
                          }
                        }));
  }

  @Override
  protected double computePrefWidth(double height) {
    return Math.min(MAX_WIDTH, super.computePrefWidth(height));
  }

  /** Stops following the model's warning flag. */
  public void dispose() {
    subscription.unsubscribe();
    textProperty().unbind();
  }
}
