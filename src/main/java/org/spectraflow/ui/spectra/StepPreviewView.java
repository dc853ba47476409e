package org.spectraflow.ui.spectra;

import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.SplitPane;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.util.Subscription;
import org.spectraflow.engine.preview.StepPreview;

/**
 * Shows a {@link StepPreviewModel}: a header (the variant picker, progress, Cancel, what is shown)
 * over the spectra before and after the step, side by side; the colour, partition and band controls
 * of the left plot drive both. FX thread only.
 */
public final class StepPreviewView extends BorderPane {

  private final Subscription subscription;

  /** A view of {@code model}. */
  public StepPreviewView(StepPreviewModel model) {
    getStyleClass().add("step-preview");
    SpectraView beforeView = new SpectraView(model.before());
    SpectraView afterView = new SpectraView(model.after());
    beforeView.setId("preview-before");
    afterView.setId("preview-after");
    // one set of colour, partition and band controls (in the header) drives both plots
    beforeView.compactToolbar();
    afterView.compactToolbar();
    ComboBox<StepPreview.VariantChoice> picker = new ComboBox<>(model.variants());
    picker.setId("preview-variant");
    picker.setPrefWidth(250);
    picker.setMinWidth(120);
    picker.setPromptText("first variant through the step");
    picker.setButtonCell(new VariantCell());
    picker.setCellFactory(list -> new VariantCell());
    picker.setOnAction(
        e -> {
          StepPreview.VariantChoice v = picker.getValue();
          if (v != null) {
            model.variantProperty().set(v.index());
          }
        });
    ProgressBar progress = new ProgressBar();
    progress.setPrefWidth(90);
    progress.progressProperty().bind(model.progressProperty());
    progress.visibleProperty().bind(model.busyProperty());
    Button cancel = new Button("Cancel");
    cancel.setOnAction(e -> model.cancel());
    cancel.visibleProperty().bind(model.busyProperty());
    Label message = new Label();
    message.setId("preview-message");
    message.setMinWidth(0);
    message.textProperty().bind(model.messageProperty());
    HBox.setHgrow(message, Priority.ALWAYS);
    HBox header = new HBox(8, picker);
    header.getChildren().addAll(SpectraView.controls(model.before()));
    header.getChildren().addAll(progress, cancel);
    header.setAlignment(Pos.CENTER_LEFT);
    header.setPadding(new Insets(4, 8, 0, 8));
    HBox status = new HBox(message);
    status.setPadding(new Insets(2, 8, 2, 8));
    setTop(new VBox(header, status));
    SplitPane sides = new SplitPane(beforeView, afterView);
    setCenter(sides);
    subscription =
        model
            .variants()
            .subscribe(
                () -> {
                  long index = model.variantProperty().get();
                  picker.setValue(
                      model.variants().stream()
                          .filter(v -> v.index() == index)
                          .findFirst()
                          .orElse(null));
                });
  }

  /** Stops following the model. */
  public void dispose() {
    subscription.unsubscribe();
  }

  /** A variant's index and name, shortened. */
  private static final class VariantCell extends ListCell<StepPreview.VariantChoice> {
    @Override
    protected void updateItem(StepPreview.VariantChoice item, boolean empty) {
      super.updateItem(item, empty);
      setText(empty || item == null ? null : item.index() + ": " + item.name());
    }
  }
}
