package org.spectraflow.ui.editor.validation;

import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import org.kordamp.ikonli.javafx.FontIcon;
import org.spectraflow.ui.editor.EditorModel;

/** The problems list: errors and warnings with their location; clicking one selects its node. */
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
              if (p != null && !p.path().isRoot()) {
                editor.selectionProperty().set(p.path());
              }
            });
  }

  private static final class ProblemCell extends ListCell<Problem> {
    @Override
    protected void updateItem(Problem p, boolean empty) {
      super.updateItem(p, empty);
      if (empty || p == null) {
        setText(null);
        setGraphic(null);
        return;
      }
      FontIcon icon = new FontIcon(p.isError() ? "mdi2a-alert-circle" : "mdi2a-alert");
      icon.getStyleClass().add(p.isError() ? "danger-icon" : "warning-icon");
      setGraphic(icon);
      setText((p.path().isRoot() ? "" : p.path() + ": ") + p.message());
    }
  }
}
