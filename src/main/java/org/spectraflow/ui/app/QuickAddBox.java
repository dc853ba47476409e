package org.spectraflow.ui.app;

import atlantafx.base.controls.CustomTextField;
import javafx.geometry.Pos;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.layout.VBox;
import org.kordamp.ikonli.javafx.FontIcon;
import org.spectraflow.ui.editor.palette.PaletteActions;
import org.spectraflow.ui.editor.palette.PaletteCatalog;
import org.spectraflow.ui.editor.palette.PaletteEntry;

/**
 * The Ctrl+K quick-add box floating over the canvas: type an operator (or alias, or generator
 * keyword), pick with the arrows, Enter inserts it after the selection (Ctrl+Shift+K: inside it),
 * Escape closes.
 */
final class QuickAddBox extends VBox {

  private final CustomTextField field = new CustomTextField();
  private final ListView<PaletteEntry> matches = new ListView<>();
  private final Label hint = new Label();
  private final PaletteActions actions;
  private final Runnable onClose;
  private boolean inside;

  QuickAddBox(PaletteCatalog catalog, PaletteActions actions, Runnable onClose) {
    this.actions = actions;
    this.onClose = onClose;
    setId("quick-add");
    getStyleClass().add("quick-add");
    field.setId("quick-add-field");
    field.setPromptText("Add operator…");
    field.setLeft(new FontIcon("mdi2p-plus-box-outline"));
    matches.setPrefHeight(200);
    matches.setCellFactory(
        v ->
            new ListCell<>() {
              @Override
              protected void updateItem(PaletteEntry e, boolean empty) {
                super.updateItem(e, empty);
                setText(empty || e == null ? null : e.label() + "   ·   " + e.group());
              }
            });
    field
        .textProperty()
        .subscribe(
            q -> {
              matches
                  .getItems()
                  .setAll(catalog.search(q == null ? "" : q).stream().limit(8).toList());
              matches.getSelectionModel().selectFirst();
            });
    field.setOnKeyPressed(
        e -> {
          switch (e.getCode()) {
            case ENTER -> accept();
            case ESCAPE -> close();
            case DOWN -> matches.getSelectionModel().selectNext();
            case UP -> matches.getSelectionModel().selectPrevious();
            default -> {
              return;
            }
          }
          e.consume();
        });
    matches.setOnMouseClicked(
        e -> {
          if (e.getClickCount() == 2) {
            accept();
          }
        });
    hint.getStyleClass().add("muted");
    setSpacing(6);
    setMaxSize(420, USE_PREF_SIZE);
    setAlignment(Pos.TOP_CENTER);
    getChildren().addAll(field, matches, hint);
    setVisible(false);
    setManaged(false);
  }

  /**
   * Opens the box; {@code insideSelection} inserts into the selected structure instead of after it.
   */
  void open(boolean insideSelection) {
    inside = insideSelection;
    hint.setText(
        inside
            ? "Enter adds inside the selection · Esc closes"
            : "Enter adds after the selection · Esc closes");
    field.clear();
    setVisible(true);
    setManaged(true);
    field.requestFocus();
  }

  private void accept() {
    PaletteEntry chosen = matches.getSelectionModel().getSelectedItem();
    String query = chosen != null ? chosen.label() : field.getText();
    boolean in = inside;
    close();
    actions.quickAdd(query, in);
  }

  private void close() {
    setVisible(false);
    setManaged(false);
    onClose.run();
  }
}
