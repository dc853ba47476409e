package org.spectraflow.ui.run.compare;

import java.io.File;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;
import java.util.function.Supplier;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.scene.control.Alert;
import javafx.scene.control.Button;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.Label;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TitledPane;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import javafx.stage.FileChooser;
import org.spectraflow.engine.cache.CachePreset;
import org.spectraflow.ui.run.cachepanel.CacheConfigModel;
import org.spectraflow.ui.run.cachepanel.CacheConfigPanel;
import org.spectraflow.ui.run.session.SessionFile;

/**
 * The compare tab: presets and full editable CacheConfigs for A and B, a Compare button, Compare
 * saved runs, both runs' memory on one chart, the table of differences (its A and B columns named
 * after what ran) and the verdict. View only; {@code start} supplies the document and dataset.
 */
public final class CompareView extends BorderPane {

  /** Style class of a passing verdict. */
  public static final String PASS = "verdict-pass";

  /** Style class of a failing verdict. */
  public static final String FAIL = "verdict-fail";

  private final CompareChart chart;

  /** A view of {@code model}; the Compare button calls {@code start}. */
  public CompareView(CompareModel model, Runnable start) {
    chart = new CompareChart(model);
    Button compare = new Button("Compare");
    compare.setId("compare");
    compare.disableProperty().bind(model.runningProperty());
    compare.setOnAction(e -> start.run());
    Label verdict = new Label("Run both configurations to compare them.");
    verdict.setId("verdict");
    TableView<Comparison.Row> table = new TableView<>();
    table.setId("compare-table");
    TableColumn<Comparison.Row, String> columnA = column("A", () -> "A", Comparison.Row::a);
    TableColumn<Comparison.Row, String> columnB = column("B", () -> "B", Comparison.Row::b);
    table.getColumns().add(column("measure", () -> "measure", Comparison.Row::measure));
    table.getColumns().add(columnA);
    table.getColumns().add(columnB);
    table.getColumns().add(column("change", () -> "B vs A", Comparison.Row::change));
    model
        .comparisonProperty()
        .addListener(
            (obs, old, c) -> {
              table.getItems().setAll(c == null ? List.of() : c.rows());
              columnA.setText(c == null ? "A" : c.labelA());
              columnB.setText(c == null ? "B" : c.labelB());
              verdict.setText(c == null ? "Comparing…" : c.verdict());
              verdict.getStyleClass().removeAll(PASS, FAIL);
              if (c != null) {
                verdict.getStyleClass().add(c.reproducible() ? PASS : FAIL);
                chart.refresh();
              }
            });
    Button sessions = new Button("Compare saved runs…");
    sessions.setId("compare-sessions");
    sessions.disableProperty().bind(model.runningProperty());
    sessions.setOnAction(e -> compareSessions(model));
    TitledPane settings =
        new TitledPane(
            "A and B settings (every CacheConfig field)",
            new HBox(16, side("A", model.configA()), side("B", model.configB())));
    settings.setId("compare-settings");
    settings.setExpanded(false);
    setTop(
        new VBox(
            6,
            new HBox(
                8,
                new Label("A"),
                presets(model, true),
                new Label("B"),
                presets(model, false),
                compare,
                sessions,
                verdict),
            settings));
    // chart and figures share the height (at 1366×768 a fixed table showed three rows)
    javafx.scene.control.SplitPane split = new javafx.scene.control.SplitPane(chart.node(), table);
    split.setOrientation(javafx.geometry.Orientation.VERTICAL);
    split.setDividerPositions(0.58);
    setCenter(split);
  }

  private static VBox side(String name, CacheConfigModel config) {
    Label title = new Label(name);
    title.getStyleClass().add("pane-title");
    CacheConfigPanel panel = new CacheConfigPanel(config);
    String prefix = "compare-" + name.toLowerCase(Locale.ROOT) + "-";
    // keep the main Cache config tab's ids unique: this panel's fields become compare-a-…
    panel.lookupAll("*").stream()
        .filter(n -> n.getId() != null)
        .forEach(n -> n.setId(prefix + n.getId()));
    panel.setId(prefix + "config");
    return new VBox(4, title, panel);
  }

  private void compareSessions(CompareModel model) {
    FileChooser chooser = new FileChooser();
    chooser.setTitle("Two saved runs (sessions or .jfr recordings)");
    chooser
        .getExtensionFilters()
        .add(new FileChooser.ExtensionFilter("Run sessions", "*.json", "*.jfr"));
    List<File> files =
        chooser.showOpenMultipleDialog(getScene() == null ? null : getScene().getWindow());
    if (files == null) {
      return;
    }
    try {
      if (files.size() != 2) {
        throw new IllegalArgumentException("choose exactly two saved runs, not " + files.size());
      }
      model.compareSessions(
          "A: " + files.get(0).getName(),
          SessionFile.read(files.get(0).toPath()),
          "B: " + files.get(1).getName(),
          SessionFile.read(files.get(1).toPath()));
    } catch (RuntimeException e) {
      Alert alert = new Alert(Alert.AlertType.ERROR, e.getMessage());
      alert.setHeaderText("Compare saved runs failed");
      alert.show();
    }
  }

  private static ChoiceBox<CachePreset> presets(CompareModel model, boolean a) {
    ChoiceBox<CachePreset> box = new ChoiceBox<>();
    box.getItems().setAll(CachePreset.values());
    box.valueProperty().bindBidirectional(a ? model.presetAProperty() : model.presetBProperty());
    return box;
  }

  private static TableColumn<Comparison.Row, String> column(
      String id, Supplier<String> title, Function<Comparison.Row, String> value) {
    TableColumn<Comparison.Row, String> c = new TableColumn<>(title.get());
    c.setId(id);
    c.setCellValueFactory(cell -> new ReadOnlyStringWrapper(value.apply(cell.getValue())));
    c.setPrefWidth(140);
    return c;
  }

  /** The comparison chart (for export and theming). */
  public CompareChart chart() {
    return chart;
  }
}
