package org.spectraflow.ui.editor.palette;

import atlantafx.base.controls.CustomTextField;
import java.util.Locale;
import javafx.geometry.Insets;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import javafx.scene.input.MouseButton;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import org.kordamp.ikonli.javafx.FontIcon;
import org.spectraflow.ui.editor.EditorModel;
import org.spectraflow.ui.editor.canvas.GraphCanvas;

/**
 * The palette: a search field over the catalogue and the entries grouped by category. Drag an entry
 * onto the canvas, or double-click it (or press Enter) to insert it after the selection.
 */
public final class PaletteView extends VBox {

  /** Style class of the palette. */
  public static final String STYLE_CLASS = "palette";

  private final ListView<PaletteEntry> list = new ListView<>();

  /** Builds the palette over its model. */
  public PaletteView(
      PaletteModel model, PaletteActions actions, EditorModel editor, GraphCanvas canvas) {
    getStyleClass().add(STYLE_CLASS);
    CustomTextField search = new CustomTextField();
    search.setId("palette-search");
    search.setPromptText("Search operators (SNV, PLS, _or_)");
    search.textProperty().bindBidirectional(model.queryProperty());
    search.setLeft(new FontIcon("mdi2m-magnify"));
    list.setId("palette-list");
    list.setItems(model.visible());
    Label nothing = new Label();
    nothing.setId("palette-empty");
    nothing.setWrapText(true);
    nothing
        .textProperty()
        .bind(
            model
                .queryProperty()
                .map(
                    q ->
                        "Nothing matches \""
                            + q
                            + "\": try a class name (SavitzkyGolay), an alias (SG) or a keyword (_or_, branch)"));
    list.setPlaceholder(nothing);
    PaletteDrag drag = new PaletteDrag(canvas, actions);
    list.setCellFactory(v -> new EntryCell(model, drag));
    list.setOnMouseClicked(
        e -> {
          if (e.getButton() == MouseButton.PRIMARY && e.getClickCount() == 2) {
            insertSelected(actions, editor);
          }
        });
    list.setOnKeyPressed(
        e -> {
          if (e.getCode() == KeyCode.ENTER) {
            insertSelected(actions, editor);
          }
        });
    search.setOnAction(
        e -> {
          list.getSelectionModel().selectFirst();
          insertSelected(actions, editor);
        });
    VBox.setVgrow(list, Priority.ALWAYS);
    setSpacing(8);
    setPadding(new Insets(8));
    getChildren().addAll(title("Palette"), search, list);
  }

  private void insertSelected(PaletteActions actions, EditorModel editor) {
    PaletteEntry e = list.getSelectionModel().getSelectedItem();
    if (e == null) {
      return;
    }
    if (e.kind() == PaletteEntry.Kind.SWEEP && editor.selectionProperty().get() != null) {
      actions.dropOn(e, editor.selectionProperty().get());
    } else {
      actions.drop(e, editor.afterSelection());
    }
  }

  static Label title(String text) {
    Label l = new Label(text);
    l.getStyleClass().add("pane-title");
    return l;
  }

  /** A palette row: group caption at the start of a group, name and description. */
  private static final class EntryCell extends ListCell<PaletteEntry> {
    private final PaletteModel model;
    private final Label group = new Label();
    private final Label name = new Label();
    private final Label description = new Label();
    private final VBox box = new VBox(1, group, name, description);

    EntryCell(PaletteModel model, PaletteDrag drag) {
      this.model = model;
      group.getStyleClass().add("palette-group");
      name.getStyleClass().add("palette-name");
      description.getStyleClass().add("palette-description");
      setPrefWidth(0);
      description.setMinWidth(0);
      name.setMinWidth(0);
      drag.install(this, this::getItem);
    }

    @Override
    protected void updateItem(PaletteEntry item, boolean empty) {
      super.updateItem(item, empty);
      if (empty || item == null) {
        setGraphic(null);
        setTooltip(null);
        return;
      }
      int i = getIndex();
      boolean first =
          i == 0
              || i - 1 < model.visible().size()
                  && !model.visible().get(i - 1).group().equals(item.group());
      group.setText(item.group().toUpperCase(Locale.ROOT));
      group.setVisible(first);
      group.setManaged(first);
      name.setText(
          item.label()
              + (item.aliases().isEmpty() ? "" : "  (" + String.join(", ", item.aliases()) + ")"));
      description.setText(item.description());
      setTooltip(new Tooltip(item.description()));
      setGraphic(box);
    }
  }
}
