package org.spectraflow.ui.run.compare;

import java.util.function.Supplier;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.scene.control.Button;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.Label;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import org.spectraflow.engine.cache.CachePreset;

/**
 * The compare tab: the two presets, a Compare button, both runs' memory on one chart, the table of
 * differences and the verdict. View only; {@code start} supplies the document and dataset.
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
    table.getColumns().add(column("measure", () -> "measure", Comparison.Row::measure));
    table.getColumns().add(column("A", () -> model.presetAProperty().get().displayName(),
        Comparison.Row::a));
    table.getColumns().add(column("B", () -> model.presetBProperty().get().displayName(),
        Comparison.Row::b));
    table.getColumns().add(column("change", () -> "B vs A", Comparison.Row::change));
    table.setPrefHeight(170);
    model.comparisonProperty().addListener((obs, old, c) -> {
      table.getItems().setAll(c == null ? java.util.List.of() : c.rows());
      verdict.setText(c == null ? "Comparing…" : c.verdict());
      verdict.getStyleClass().removeAll(PASS, FAIL);
      if (c != null) {
        verdict.getStyleClass().add(c.reproducible() ? PASS : FAIL);
        chart.refresh();
      }
    });
    setTop(new HBox(8, new Label("A"), presets(model, true), new Label("B"),
        presets(model, false), compare, verdict));
    setCenter(chart.node());
    setBottom(new VBox(4, table));
  }

  private static ChoiceBox<CachePreset> presets(CompareModel model, boolean a) {
    ChoiceBox<CachePreset> box = new ChoiceBox<>();
    box.getItems().setAll(CachePreset.values());
    box.valueProperty().bindBidirectional(a ? model.presetAProperty() : model.presetBProperty());
    return box;
  }

  private static TableColumn<Comparison.Row, String> column(String id, Supplier<String> title,
      java.util.function.Function<Comparison.Row, String> value) {
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
