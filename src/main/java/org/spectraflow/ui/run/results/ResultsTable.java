package org.spectraflow.ui.run.results;

import java.util.Comparator;
import java.util.Locale;
import java.util.function.Function;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.collections.ObservableList;
import javafx.collections.transformation.SortedList;
import javafx.css.PseudoClass;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import org.spectraflow.ui.run.RunSelection;

/**
 * The per-model results table: one row per model of each variant (rank, variant, model and branch,
 * parameters, the CV score that ranks, the test score, R², bias, SEP, RPD, n), the run's best model
 * marked {@code ★ best} as the CLI's {@code Best:} line names it. Rows come ranked best first;
 * clicking a heading sorts by that column (numbers as numbers, absent values last) without touching
 * the model's order. Selecting a row selects its model (the predicted-versus-actual plot follows)
 * and its variant. View only.
 */
public final class ResultsTable extends TableView<ModelRow> {

  private static final String RANKS = " ▲ rank";
  private static final PseudoClass BEST = PseudoClass.getPseudoClass("best");

  private final ResultsModel model;
  private final SortedList<ModelRow> shown;

  /** A table of {@code model}'s per-model rows, writing the selection to {@code selection}. */
  public ResultsTable(ResultsModel model, RunSelection selection) {
    this.model = model;
    this.shown = sorted(model.models());
    setItems(shown);
    getStyleClass().add("run-results");
    setId("results-table");
    TableColumn<ModelRow, Integer> rank =
        number("rank", r -> model.models().indexOf(r) + 1, v -> Integer.toString(v));
    rank.setComparator(Comparator.naturalOrder());
    getColumns().add(rank);
    getColumns().add(text("best", r -> r.best() ? "★ best" : "", 76));
    getColumns().add(number("#", ModelRow::variant, v -> Integer.toString(v)));
    getColumns().add(text("model [branch]", ModelRow::modelLabel, 210));
    getColumns().add(text("parameters", ModelRow::params, 170));
    TableColumn<ModelRow, Double> cv = number("CV", ModelRow::cv, ResultsTable::fixed);
    TableColumn<ModelRow, Double> test = number("test", ModelRow::test, ResultsTable::fixed);
    cv.setPrefWidth(150);
    test.setPrefWidth(124);
    getColumns().add(cv);
    getColumns().add(test);
    getColumns().add(number("R²", r -> figure(r.figures().r2()), ResultsTable::fixed));
    getColumns().add(number("bias", r -> figure(r.figures().bias()), ResultsTable::fixed));
    getColumns().add(number("SEP", r -> figure(r.figures().sep()), ResultsTable::fixed));
    getColumns().add(number("RPD", r -> figure(r.figures().rpd()), v -> fmt("%.2f", v)));
    getColumns().add(number("n", r -> r.figures().n() == 0 ? null : r.figures().n(), v -> "" + v));
    getColumns().add(text("variant", ModelRow::variantName, 420));
    model
        .models()
        .subscribe(
            () -> {
              String metric = model.metric().isEmpty() ? "" : " " + model.metric();
              boolean byCv = model.models().stream().anyMatch(r -> r.cv() != null);
              cv.setText("CV" + metric + (byCv ? RANKS : ""));
              test.setText("test" + metric + (byCv ? "" : RANKS));
            });
    setColumnResizePolicy(TableView.UNCONSTRAINED_RESIZE_POLICY);
    setRowFactory(
        t ->
            new TableRow<>() {
              @Override
              protected void updateItem(ModelRow row, boolean empty) {
                super.updateItem(row, empty);
                pseudoClassStateChanged(BEST, !empty && row != null && row.best());
              }
            });
    getSelectionModel()
        .selectedItemProperty()
        .addListener(
            (obs, old, row) -> {
              if (row != null) {
                model.selectedModelProperty().set(row);
                selection.variantProperty().set(row.variant());
              }
            });
  }

  /** {@code rows} sorted by the table's sort order (ranked order when unsorted). */
  private SortedList<ModelRow> sorted(ObservableList<ModelRow> rows) {
    SortedList<ModelRow> sorted = new SortedList<>(rows);
    sorted.comparatorProperty().bind(comparatorProperty());
    return sorted;
  }

  /** The rows as shown (sorted as the user sorted them); for views that follow the table. */
  public SortedList<ModelRow> shownRows() {
    return shown;
  }

  private static Double figure(double v) {
    return Double.isNaN(v) ? null : v;
  }

  private static String fixed(Double v) {
    return fmt("%.4f", v);
  }

  private static String fmt(String pattern, Double v) {
    return String.format(Locale.ROOT, pattern, v);
  }

  private static TableColumn<ModelRow, String> text(
      String title, Function<ModelRow, String> value, double width) {
    TableColumn<ModelRow, String> c = new TableColumn<>(title);
    c.setCellValueFactory(cell -> new ReadOnlyObjectWrapper<>(value.apply(cell.getValue())));
    c.setPrefWidth(width);
    return c;
  }

  /** A numeric column: sorts by value with absent values last, shows {@code format} or a dash. */
  private static <T extends Comparable<T>> TableColumn<ModelRow, T> number(
      String title, Function<ModelRow, T> value, Function<T, String> format) {
    TableColumn<ModelRow, T> c = new TableColumn<>(title);
    c.setCellValueFactory(cell -> new ReadOnlyObjectWrapper<>(value.apply(cell.getValue())));
    c.setComparator(Comparator.nullsLast(Comparator.naturalOrder()));
    c.setCellFactory(
        col ->
            new TableCell<>() {
              @Override
              protected void updateItem(T v, boolean empty) {
                super.updateItem(v, empty);
                setText(empty ? null : v == null ? "—" : format.apply(v));
              }
            });
    c.setPrefWidth(title.length() > 4 ? 124 : title.length() > 2 ? 90 : 72);
    c.setStyle("-fx-alignment: CENTER-RIGHT;");
    return c;
  }
}
