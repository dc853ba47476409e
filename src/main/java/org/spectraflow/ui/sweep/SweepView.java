package org.spectraflow.ui.sweep;

import java.util.Comparator;
import java.util.Locale;
import java.util.function.Function;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.collections.FXCollections;
import javafx.collections.transformation.SortedList;
import javafx.geometry.Insets;
import javafx.geometry.Orientation;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import org.spectraflow.engine.sweep.SweepAxis;
import org.spectraflow.engine.sweep.SweepOption;

/**
 * The sweep explorer: a summary line, one {@link AxisPlot} per generator axis (largest effect
 * first, one shared score range) and the variants ranked best first in a sortable table whose "Show
 * on canvas" button hands the selected variant to {@link SweepModel#showOnCanvas}. Redrawn when the
 * model's figures change. View only.
 */
public final class SweepView extends BorderPane {

  private final SweepModel model;
  private final Label summary = new Label();
  private final FlowPane plots = new FlowPane(8, 8);
  private final TableView<SweepRow> table = new TableView<>();
  private final javafx.collections.ObservableList<SweepRow> rows =
      FXCollections.observableArrayList();

  /** A view of {@code model}. */
  public SweepView(SweepModel model) {
    this.model = model;
    setId("sweep-explorer");
    summary.setWrapText(true);
    summary.setPadding(new Insets(4, 8, 4, 8));
    plots.setPadding(new Insets(6));
    ScrollPane scroll = new ScrollPane(plots);
    scroll.setFitToWidth(true);
    // one row of plots stays whole however low the pane (the studio's run pane is short); the
    // table below takes the rest and scrolls
    scroll.setMinHeight(AxisPlot.HEIGHT + 16);
    buildTable();
    Button show = new Button("Show on canvas");
    show.setId("sweep-show-on-canvas");
    show.disableProperty().bind(table.getSelectionModel().selectedItemProperty().isNull());
    show.setOnAction(e -> model.showOnCanvas(table.getSelectionModel().getSelectedItem()));
    Label hint = new Label("Top variants, best first; click a heading to sort.");
    HBox bar = new HBox(8, hint, show);
    bar.setPadding(new Insets(4, 8, 4, 8));
    HBox.setHgrow(hint, Priority.ALWAYS);
    hint.setMaxWidth(Double.MAX_VALUE);
    VBox lower = new VBox(bar, table);
    VBox.setVgrow(table, Priority.ALWAYS);
    SplitPane split = new SplitPane(scroll, lower);
    split.setOrientation(Orientation.VERTICAL);
    split.setDividerPositions(0.5);
    setTop(summary);
    setCenter(split);
    model.figuresProperty().subscribe(this::show);
  }

  private void show(SweepFigures f) {
    plots.getChildren().clear();
    rows.setAll(f.rows());
    if (f.axes().isEmpty()) {
      summary.setText(
          "Run a document with generators (_or_, _range_, _cartesian_ …) to see the effect of"
              + " each choice on the score.");
      return;
    }
    double low = Double.POSITIVE_INFINITY;
    double high = Double.NEGATIVE_INFINITY;
    for (SweepAxis a : f.axes()) {
      for (SweepOption o : a.options()) {
        if (o.spread().n() > 0) {
          low = Math.min(low, o.spread().min());
          high = Math.max(high, o.spread().max());
        }
      }
    }
    double pad = high > low ? 0.04 * (high - low) : 1;
    int best = f.rows().isEmpty() ? -1 : f.rows().get(0).variant();
    for (SweepAxis a : f.axes()) {
      plots.getChildren().add(new AxisPlot(a, low - pad, high + pad, f.metric(), best));
    }
    summary.setText(
        String.format(
            Locale.ROOT,
            "%d variants, %d generator axes, ordered by effect on %s (%s is better); each dot"
                + " a variant, boxes the quartiles, orange the best variant%s.",
            f.rows().size(),
            f.axes().size(),
            f.metric(),
            f.higherIsBetter() ? "higher" : "lower",
            f.rows().isEmpty() || f.rows().get(0).score() == null
                ? ""
                : String.format(Locale.ROOT, " (#%d, %.4f)", best, f.rows().get(0).score())));
  }

  private void buildTable() {
    table.setId("sweep-table");
    SortedList<SweepRow> sorted = new SortedList<>(rows);
    sorted.comparatorProperty().bind(table.comparatorProperty());
    table.setItems(sorted);
    table.getColumns().add(column("rank", SweepRow::rank, 52));
    table.getColumns().add(column("#", SweepRow::variant, 52));
    TableColumn<SweepRow, Double> score = column("score", SweepRow::score, 100);
    score.setComparator(Comparator.nullsLast(Comparator.naturalOrder()));
    score.setCellFactory(
        c ->
            new TableCell<>() {
              @Override
              protected void updateItem(Double v, boolean empty) {
                super.updateItem(v, empty);
                setText(empty ? null : v == null ? "—" : String.format(Locale.ROOT, "%.4f", v));
              }
            });
    table.getColumns().add(score);
    table.getColumns().add(column("choices", SweepRow::choices, 420));
    table.getColumns().add(column("variant", SweepRow::name, 520));
    table.setColumnResizePolicy(TableView.UNCONSTRAINED_RESIZE_POLICY);
  }

  private static <T> TableColumn<SweepRow, T> column(
      String title, Function<SweepRow, T> value, double width) {
    TableColumn<SweepRow, T> c = new TableColumn<>(title);
    c.setCellValueFactory(cell -> new ReadOnlyObjectWrapper<>(value.apply(cell.getValue())));
    c.setPrefWidth(width);
    return c;
  }

  /** The table (tests). */
  TableView<SweepRow> table() {
    return table;
  }
}
