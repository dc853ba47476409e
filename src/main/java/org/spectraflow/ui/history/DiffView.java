package org.spectraflow.ui.history;

import atlantafx.base.theme.Styles;
import java.util.List;
import java.util.function.Function;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.collections.FXCollections;
import javafx.geometry.Insets;
import javafx.geometry.Orientation;
import javafx.scene.control.Label;
import javafx.scene.control.OverrunStyle;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.VBox;
import org.spectraflow.engine.diff.CounterRow;
import org.spectraflow.engine.diff.ModelDelta;
import org.spectraflow.engine.diff.RunDiff;
import org.spectraflow.engine.diff.ScoreChange;
import org.spectraflow.engine.diff.StepDelta;
import org.spectraflow.engine.diff.StepFigures;

/**
 * The diff of two kept runs (docs/history.md): the verdict line, the models' scores side by side
 * (changed ones marked), the counters (wall, peak RSS, transformer applications, cache, CoW), the
 * per-step table (applications, wall time, allocation, peak RSS per side) and both memory timelines
 * on one time axis. Shows whatever {@link HistoryModel#diffProperty()} holds.
 */
public final class DiffView extends BorderPane {

  private final Label runs = new Label("Select two runs in the History tab and press Diff.");
  private final Label verdict = new Label();
  private final TableView<ModelDelta> models = new TableView<>();
  private final TableView<StepDelta> steps = new TableView<>();
  private final TableView<CounterRow> counters = new TableView<>();
  private final TimelineOverlay timeline = new TimelineOverlay();

  /** A view of {@code model}'s diff. */
  public DiffView(HistoryModel model) {
    setId("diff-view");
    verdict.setId("diff-verdict");
    verdict.setWrapText(true);
    verdict.setStyle("-fx-font-size: 1.15em; -fx-font-weight: bold;");
    runs.setId("diff-runs");
    runs.setWrapText(true);
    VBox head = new VBox(4, runs, verdict);
    head.setPadding(new Insets(8, 10, 8, 10));
    models.setId("diff-models");
    models
        .getColumns()
        .addAll(
            List.of(
                leading(text("Model", 300, ModelDelta::label)),
                text("Metric", 60, ModelDelta::metric),
                text("A", 90, m -> HistoryText.score(m.a())),
                text("B", 90, m -> HistoryText.score(m.b())),
                text("Δ", 70, m -> HistoryText.signedScore(m.delta())),
                changeColumn()));
    counters.setId("diff-counters");
    counters
        .getColumns()
        .addAll(
            List.of(
                text("Counter", 175, c -> HistoryText.counterName(c.name())),
                text("A", 75, c -> HistoryText.counter(c.name(), c.a())),
                text("B", 75, c -> HistoryText.counter(c.name(), c.b())),
                text("B − A", 140, c -> HistoryText.change(c.a(), c.b(), c.name()))));
    steps.setId("diff-steps");
    steps
        .getColumns()
        .addAll(
            List.of(
                text("Step", 48, s -> Integer.toString(s.step())),
                leading(text("Operator", 150, StepDelta::name)),
                text("Runs A → B", 110, s -> runs(s.a()) + " → " + runs(s.b())),
                text(
                    "Wall ms A → B",
                    115,
                    s ->
                        side(s.a(), f -> HistoryText.millis(f.wallMs()))
                            + " → "
                            + side(s.b(), f -> HistoryText.millis(f.wallMs()))),
                text(
                    "Allocated A → B",
                    130,
                    s ->
                        side(s.a(), f -> HistoryText.bytes(f.allocatedBytes()))
                            + " → "
                            + side(s.b(), f -> HistoryText.bytes(f.allocatedBytes()))),
                text(
                    "Peak RSS A → B",
                    140,
                    s ->
                        side(s.a(), f -> HistoryText.bytes(f.peakRssBytes()))
                            + " → "
                            + side(s.b(), f -> HistoryText.bytes(f.peakRssBytes())))));
    steps.setTooltip(
        new Tooltip(
            "Per step, summed over every variant: applications executed (+ restored from the step"
                + " cache, c), wall time, bytes allocated, largest process RSS after it"));
    for (TableView<?> t : List.of(models, counters, steps)) {
      t.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
      t.getStyleClass().add(Styles.DENSE);
      t.setStyle("-fx-font-size: 0.92em;");
      t.setPlaceholder(new Label("No diff yet"));
    }
    SplitPane upper = new SplitPane(models, counters);
    upper.setDividerPositions(0.6);
    SplitPane lower = new SplitPane(steps, timeline);
    lower.setDividerPositions(0.6);
    SplitPane body = new SplitPane(upper, lower);
    body.setOrientation(Orientation.VERTICAL);
    body.setDividerPositions(0.5);
    setTop(head);
    setCenter(body);
    model.diffProperty().addListener((o, was, d) -> show(d));
    show(model.diffProperty().get());
  }

  private void show(RunDiff d) {
    if (d == null) {
      return;
    }
    runs.setText("A: " + d.labelA() + "    B: " + d.labelB());
    verdict.setText(d.verdict());
    models.setItems(FXCollections.observableArrayList(d.models()));
    steps.setItems(FXCollections.observableArrayList(d.steps()));
    counters.setItems(FXCollections.observableArrayList(d.counters()));
    timeline.show(d.timelineA(), d.timelineB());
  }

  /** The verdict label (tests read it). */
  public Label verdict() {
    return verdict;
  }

  private static String runs(StepFigures f) {
    return f == null ? "–" : f.applications() + (f.cached() > 0 ? "+" + f.cached() + "c" : "");
  }

  private static String side(StepFigures f, Function<StepFigures, String> text) {
    return f == null ? "–" : text.apply(f);
  }

  private static TableColumn<ModelDelta, String> changeColumn() {
    TableColumn<ModelDelta, String> c =
        text("Change", 80, m -> m.change().label().replace('_', ' '));
    c.setCellFactory(
        col ->
            new TableCell<>() {
              @Override
              protected void updateItem(String item, boolean empty) {
                super.updateItem(item, empty);
                setText(empty ? null : item);
                ModelDelta row = empty ? null : getTableRow().getItem();
                setStyle(
                    row != null && row.change() != ScoreChange.IDENTICAL
                        ? "-fx-text-fill: -color-danger-fg; -fx-font-weight: bold;"
                        : "-fx-text-fill: -color-success-fg;");
              }
            });
    return c;
  }

  private static <T> TableColumn<T, String> leading(TableColumn<T, String> c) {
    c.setCellFactory(
        col ->
            new TableCell<>() {
              {
                setTextOverrun(OverrunStyle.LEADING_ELLIPSIS);
              }

              @Override
              protected void updateItem(String item, boolean empty) {
                super.updateItem(item, empty);
                setText(empty ? null : item);
                setTooltip(empty || item == null ? null : new Tooltip(item));
              }
            });
    return c;
  }

  private static <T> TableColumn<T, String> text(
      String title, double width, Function<T, String> value) {
    TableColumn<T, String> c = new TableColumn<>(title);
    c.setPrefWidth(width);
    c.setCellValueFactory(cell -> new ReadOnlyObjectWrapper<>(value.apply(cell.getValue())));
    return c;
  }
}
