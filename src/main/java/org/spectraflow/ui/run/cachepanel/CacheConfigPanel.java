package org.spectraflow.ui.run.cachepanel;

import java.io.File;
import java.util.Locale;
import javafx.scene.control.Alert;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import javafx.stage.DirectoryChooser;
import javafx.util.StringConverter;
import org.controlsfx.control.ToggleSwitch;
import org.spectraflow.engine.cache.CacheConfig;
import org.spectraflow.engine.cache.CachePreset;
import org.spectraflow.engine.data.Precision;

/**
 * The CacheConfig panel: for each field a label, its control (a toggle switch or a validated number
 * with its unit), its default and a one-line explanation; preset buttons, reset (asked first, and
 * undoable) and the precision. View only: everything binds to a {@link CacheConfigModel}.
 */
public final class CacheConfigPanel extends VBox {

  /** Style class of a field's explanation line. */
  public static final String EXPLANATION = "cache-explanation";

  /** Style class of a validation error. */
  public static final String ERROR = "cache-error";

  /** A panel editing {@code model}. */
  public CacheConfigPanel(CacheConfigModel model) {
    super(10);
    getStyleClass().add("cache-config-panel");
    GridPane grid = new GridPane();
    grid.setHgap(12);
    grid.setVgap(4);
    int row = 0;
    for (CacheField field : CacheField.values()) {
      row = addField(grid, row, field, model);
    }
    getChildren().addAll(presets(model), grid, diskFolder(model), precision(model));
  }

  /**
   * The disk tier's folder (docs/caching.md §3.11): a text field (empty: none) and a folder
   * chooser.
   */
  private static VBox diskFolder(CacheConfigModel model) {
    TextField folder = new TextField();
    folder.setId(CacheConfig.STEP_CACHE_DIR);
    folder.setPromptText("none: cached steps are kept in memory only");
    folder.setPrefColumnCount(28);
    folder.textProperty().bindBidirectional(model.diskFolderProperty());
    Button choose = new Button("Choose…");
    choose.setId("choose-step-cache-dir");
    choose.setOnAction(
        e -> {
          DirectoryChooser chooser = new DirectoryChooser();
          chooser.setTitle("Step cache folder");
          File picked =
              chooser.showDialog(folder.getScene() == null ? null : folder.getScene().getWindow());
          if (picked != null) {
            model.diskFolderProperty().set(picked.getPath());
          }
        });
    Button none = new Button("None");
    none.setId("clear-step-cache-dir");
    none.setOnAction(e -> model.diskFolderProperty().set(""));
    Label explanation =
        new Label(
            CacheConfig.STEP_CACHE_DIR
                + ": Also keep cached steps in this folder, for later sessions and other"
                + " processes.");
    explanation.getStyleClass().add(EXPLANATION);
    return new VBox(2, new HBox(8, new Label("Cache folder"), folder, choose, none), explanation);
  }

  /**
   * A panel editing {@code model}, with a Clear cache button that empties the studio's long-lived
   * step cache and shows the bytes it freed.
   */
  public CacheConfigPanel(CacheConfigModel model, ClearCacheModel clearCache) {
    this(model);
    Button clear = new Button();
    clear.setId("clear-step-cache");
    clear.textProperty().bind(clearCache.textProperty());
    clear.setOnAction(e -> clearCache.clear());
    getChildren().add(clear);
  }

  private static int addField(GridPane grid, int row, CacheField field, CacheConfigModel model) {
    Label name = new Label(field.label());
    name.setId("label-" + field.jsonName());
    grid.add(name, 0, row);
    grid.add(field.numeric() ? number(model.number(field)) : toggle(model, field), 1, row);
    grid.add(new Label("default " + field.defaultText()), 2, row);
    Label explanation = new Label(field.jsonName() + ": " + field.explanation());
    explanation.getStyleClass().add(EXPLANATION);
    grid.add(explanation, 0, row + 1, 3, 1);
    return row + 2;
  }

  private static ToggleSwitch toggle(CacheConfigModel model, CacheField field) {
    ToggleSwitch toggle = new ToggleSwitch();
    toggle.setId(field.jsonName());
    toggle.selectedProperty().bindBidirectional(model.toggle(field));
    return toggle;
  }

  private static VBox number(NumberField number) {
    TextField text = new TextField();
    text.setId(number.field().jsonName());
    text.setPrefColumnCount(8);
    text.textProperty().bindBidirectional(number.textProperty());
    Label error = new Label();
    error.getStyleClass().add(ERROR);
    error.textProperty().bind(number.errorProperty());
    error.visibleProperty().bind(number.validBinding().not());
    error.managedProperty().bind(error.visibleProperty());
    return new VBox(2, new HBox(6, text, new Label(number.field().unit())), error);
  }

  private static HBox presets(CacheConfigModel model) {
    HBox box = new HBox(6);
    for (CachePreset preset : CachePreset.values()) {
      Button b = new Button(preset.displayName());
      b.setId("preset-" + preset.name().toLowerCase(Locale.ROOT));
      b.setOnAction(e -> model.apply(preset));
      box.getChildren().add(b);
    }
    Button reset = new Button("Reset to defaults…");
    reset.setId("reset-cache-config");
    reset.setOnAction(
        e -> {
          if (confirmReset(box)) {
            model.reset();
          }
        });
    Button undo = new Button("Undo reset");
    undo.setId("undo-reset-cache-config");
    undo.visibleProperty().bind(model.canUndoResetBinding());
    undo.managedProperty().bind(undo.visibleProperty());
    undo.setOnAction(e -> model.undoReset());
    box.getChildren().addAll(reset, undo);
    return box;
  }

  /** Asks before every field and the precision go back to the defaults. */
  private static boolean confirmReset(HBox owner) {
    ButtonType resetButton = new ButtonType("Reset", ButtonBar.ButtonData.OK_DONE);
    Alert alert =
        new Alert(
            Alert.AlertType.CONFIRMATION,
            "Every cache setting and the precision go"
                + " back to the defaults (step cache on). You can undo this with Undo reset.",
            resetButton,
            ButtonType.CANCEL);
    alert.setTitle("Reset cache configuration");
    alert.setHeaderText("Reset the cache configuration to the defaults?");
    if (owner.getScene() != null) {
      alert.initOwner(owner.getScene().getWindow());
    }
    alert.getDialogPane().lookupButton(resetButton).setId("confirm-reset");
    return alert.showAndWait().filter(resetButton::equals).isPresent();
  }

  private static HBox precision(CacheConfigModel model) {
    ChoiceBox<Precision> choice = new ChoiceBox<>();
    choice.getItems().setAll(Precision.values());
    choice.setConverter(
        new StringConverter<>() {
          @Override
          public String toString(Precision p) {
            return p == null ? "" : p.label();
          }

          @Override
          public Precision fromString(String text) {
            return Precision.parse(text);
          }
        });
    choice.valueProperty().bindBidirectional(model.precisionProperty());
    choice.setId("precision");
    return new HBox(
        8,
        new Label("Precision"),
        choice,
        new Label(
            "float32 halves the memory of" + " every block; float64 matches numpy's default"));
  }
}
