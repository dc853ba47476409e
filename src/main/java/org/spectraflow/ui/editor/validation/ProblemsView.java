package org.spectraflow.ui.editor.validation;

import javafx.geometry.Pos;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import org.kordamp.ikonli.javafx.FontIcon;
import org.spectraflow.engine.pipeline.Problem;
import org.spectraflow.ui.editor.EditorModel;
import org.spectraflow.ui.editor.StepPath;

/**
 * The problems list: errors and warnings, each with its place in a column of its own and its whole
 * message wrapped to the list's width (also in a tooltip); clicking one selects its node.
 */
public final class ProblemsView extends ListView<Problem> {

  /** A list over the validation model's problems. */
  public ProblemsView(ValidationModel validation, EditorModel editor) {
    super(validation.problems());
    setId("problems");
    getStyleClass().add("problems");
    Label empty = new Label();
    empty.textProperty().bind(validation.summaryProperty());
    setPlaceholder(empty);
    setCellFactory(v -> new ProblemCell());
    getSelectionModel()
        .selectedItemProperty()
        .addListener(
            (o, a, p) -> {
              StepPath node = p == null ? StepPath.ROOT : validation.nodeOf(p);
              if (!node.isRoot()) {
                editor.selectionProperty().set(node);
              }
            });
  }

  private static final class ProblemCell extends ListCell<Problem> {
    private final FontIcon icon = new FontIcon();
    private final Label place = new Label();
    private final Label message = new Label();
    private final Tooltip tip = new Tooltip();
    private final HBox line = new HBox(6, icon, place, message);

    ProblemCell() {
      place.getStyleClass().add("problem-place");
      place.setMinWidth(Region.USE_PREF_SIZE);
      message.getStyleClass().add("problem-message");
      message.setWrapText(true);
      message.setMinHeight(Region.USE_PREF_SIZE);
      message.setMaxWidth(Double.MAX_VALUE);
      HBox.setHgrow(message, Priority.ALWAYS);
      line.setAlignment(Pos.TOP_LEFT);
      tip.setWrapText(true);
      tip.setMaxWidth(640);
      // the cell takes the list's width instead of its text's, so long messages wrap
      setPrefWidth(0);
      setText(null);
    }

    @Override
    protected void updateItem(Problem p, boolean empty) {
      super.updateItem(p, empty);
      if (empty || p == null) {
        setGraphic(null);
        setTooltip(null);
        return;
      }
      ProblemLine text = ProblemLine.of(p);
      icon.setIconLiteral(p.isError() ? "mdi2a-alert-circle" : "mdi2a-alert");
      icon.getStyleClass().removeAll("danger-icon", "warning-icon");
      icon.getStyleClass().add(p.isError() ? "danger-icon" : "warning-icon");
      place.setText(text.place());
      place.setVisible(!text.place().isEmpty());
      place.setManaged(!text.place().isEmpty());
      message.setText(text.message());
      tip.setText(text.text());
      setTooltip(tip);
      setGraphic(line);
    }
  }
}
