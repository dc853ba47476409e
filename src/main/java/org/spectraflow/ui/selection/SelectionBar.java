package org.spectraflow.ui.selection;

import java.util.Set;
import java.util.function.Consumer;
import java.util.stream.Collectors;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;

/**
 * The selection's bar under the run workspace's tabs: how many samples are selected and which (the
 * first {@value #NAMED}), "Clear" and "Exclude selected and re-run", which hands the ids to the
 * hook the window sets ({@link #setOnExclude}). Hidden while nothing is selected. FX thread only.
 */
public final class SelectionBar extends HBox {

  /** Sample names shown before "…". */
  static final int NAMED = 12;

  private final Label text = new Label();
  private final Button exclude = new Button("Exclude selected and re-run");
  private Consumer<Set<Integer>> onExclude;

  /** A bar over {@code selection}. */
  public SelectionBar(SampleSelection selection) {
    super(8);
    setId("selection-bar");
    text.setId("selection-text");
    text.setMinWidth(0);
    HBox.setHgrow(text, Priority.ALWAYS);
    text.setMaxWidth(Double.MAX_VALUE);
    Button clear = new Button("Clear");
    clear.setId("selection-clear");
    clear.setOnAction(e -> selection.clear());
    exclude.setId("selection-exclude");
    exclude.setOnAction(
        e -> {
          if (onExclude != null) {
            onExclude.accept(selection.ids());
          }
        });
    exclude.setDisable(true);
    for (Region r : java.util.List.of(clear, exclude)) {
      r.setMinWidth(Region.USE_PREF_SIZE);
    }
    getChildren().addAll(text, clear, exclude);
    setAlignment(Pos.CENTER_LEFT);
    setPadding(new Insets(3, 8, 3, 8));
    setStyle("-fx-background-color: rgba(208,28,139,0.10);");
    selection.idsProperty().subscribe(this::show);
  }

  /** What "Exclude selected and re-run" does with the selected ids. */
  public void setOnExclude(Consumer<Set<Integer>> hook) {
    this.onExclude = hook;
    exclude.setDisable(hook == null);
  }

  private void show(Set<Integer> ids) {
    setVisible(!ids.isEmpty());
    setManaged(!ids.isEmpty());
    text.setText(describe(ids));
  }

  /** {@code 3 samples selected: sample 4, sample 17, sample 80 (Ctrl+drag to select)}. */
  static String describe(Set<Integer> ids) {
    String names =
        ids.stream().limit(NAMED).map(i -> "sample " + i).collect(Collectors.joining(", "));
    return ids.size()
        + (ids.size() == 1 ? " sample" : " samples")
        + " selected: "
        + names
        + (ids.size() > NAMED ? ", …" : "");
  }

  /** The bar's text (tests). */
  public String text() {
    return text.getText();
  }
}
