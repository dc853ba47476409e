package org.spectraflow.ui.editor.variants;

import java.math.BigInteger;
import java.text.NumberFormat;
import java.util.Locale;
import javafx.geometry.Insets;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.util.Subscription;
import org.spectraflow.ui.editor.EditorModel;

/**
 * The variants pane: the per-generator breakdown and the virtualized list of variant names, which
 * asks the model for the next page when its last rows come into view.
 */
public final class VariantsView extends HBox {

  private final Subscription subscription;

  /** Builds the pane over the model. */
  public VariantsView(VariantsModel model, EditorModel editor) {
    getStyleClass().add("variants");
    ListView<GeneratorCount> breakdown = new ListView<>(model.breakdown());
    breakdown.setId("variant-breakdown");
    breakdown.setPlaceholder(new Label("No generators: one variant"));
    breakdown.setCellFactory(
        v ->
            new ListCell<>() {
              @Override
              protected void updateItem(GeneratorCount c, boolean empty) {
                super.updateItem(c, empty);
                setText(empty || c == null ? null : "× " + format(c.count()) + "   " + c.label());
              }
            });
    breakdown
        .getSelectionModel()
        .selectedItemProperty()
        .addListener(
            (o, a, c) -> {
              if (c != null) {
                editor.selectionProperty().set(c.path());
              }
            });
    ListView<String> names = new ListView<>(model.names());
    names.setId("variant-names");
    names.setFixedCellSize(24);
    Label noNames = new Label();
    noNames.setId("variant-names-empty");
    noNames
        .textProperty()
        .bind(
            model
                .errorProperty()
                .map(
                    e ->
                        e.isEmpty()
                            ? "Expanding the variants…"
                            : "No variants to list: the document does not expand (see above)"));
    names.setPlaceholder(noNames);
    names.setCellFactory(
        v ->
            new ListCell<>() {
              @Override
              protected void updateItem(String name, boolean empty) {
                super.updateItem(name, empty);
                setText(empty || name == null ? null : "#" + (getIndex() + 1) + "  " + name);
                if (!empty && getIndex() >= model.names().size() - 20) {
                  model.loadMore();
                }
              }
            });
    Label error = new Label();
    error.getStyleClass().add("danger-text");
    subscription = model.errorProperty().subscribe(error::setText);
    VBox left = new VBox(4, caption("Per generator"), breakdown);
    VBox right = new VBox(4, caption("Variants (loaded as you scroll)"), error, names);
    VBox.setVgrow(breakdown, Priority.ALWAYS);
    VBox.setVgrow(names, Priority.ALWAYS);
    HBox.setHgrow(right, Priority.ALWAYS);
    left.setPrefWidth(380);
    setSpacing(8);
    setPadding(new Insets(6));
    getChildren().addAll(left, right);
  }

  private static Label caption(String text) {
    Label l = new Label(text);
    l.getStyleClass().add("pane-caption");
    return l;
  }

  /** A count with thousands separators. */
  public static String format(BigInteger n) {
    return NumberFormat.getIntegerInstance(Locale.ROOT).format(n);
  }

  /** Stops listening. */
  public void dispose() {
    subscription.unsubscribe();
  }
}
