package org.spectraflow.ui.run.results;

import java.util.function.Function;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import org.spectraflow.engine.observe.ByteFormat;
import org.spectraflow.ui.run.RunSelection;

/**
 * The ranked results table: variant, name, status, the CV score (the ranking key when there are
 * folds), the primary and secondary test metrics, time, peak RSS and cache hits. The header of the
 * column that ranks says so. Selecting a row selects its variant. View only.
 */
public final class ResultsTable extends TableView<ResultRow> {

  private static final String CV = "CV";
  private static final String TEST = "test";
  private static final String RANKS = " ▲ rank";

  /** A table of {@code model}'s ranked rows, writing the selected variant to {@code selection}. */
  public ResultsTable(ResultsModel model, RunSelection selection) {
    super(model.ranked());
    getStyleClass().add("run-results");
    getColumns().add(column("#", r -> r.variant()));
    getColumns().add(column("variant", ResultRow::name));
    getColumns().add(column("status", ResultRow::status));
    TableColumn<ResultRow, String> cv = column(CV, r -> score(r.metric(), r.cv()));
    TableColumn<ResultRow, String> test = column(TEST, r -> score(r.metric(), r.primary()));
    getColumns().add(cv);
    getColumns().add(test);
    getColumns().add(column("test 2", r -> score(r.secondaryMetric(), r.secondary())));
    model
        .ranked()
        .subscribe(
            () -> {
              boolean byCv = model.rankedByCv();
              cv.setText(byCv ? CV + RANKS : CV);
              test.setText(byCv ? TEST : TEST + RANKS);
            });
    getColumns().add(column("time", r -> String.format("%.2f s", r.timeMs() / 1000.0)));
    getColumns().add(column("peak RSS", r -> ByteFormat.format(r.peakRssBytes())));
    getColumns().add(column("cache hits", ResultRow::cacheHits));
    getColumns().get(1).setPrefWidth(420);
    for (int i = 3; i < getColumns().size(); i++) {
      getColumns().get(i).setPrefWidth(i < 6 ? 130 : 100);
    }
    setColumnResizePolicy(TableView.UNCONSTRAINED_RESIZE_POLICY);
    getSelectionModel()
        .selectedItemProperty()
        .addListener(
            (obs, old, row) -> {
              if (row != null) {
                selection.variantProperty().set(row.variant());
              }
            });
  }

  private static String score(String metric, Double value) {
    return value == null ? "—" : metric + " " + String.format("%.4f", value);
  }

  private static <T> TableColumn<ResultRow, T> column(String title, Function<ResultRow, T> value) {
    TableColumn<ResultRow, T> c = new TableColumn<>(title);
    c.setCellValueFactory(cell -> new ReadOnlyObjectWrapper<>(value.apply(cell.getValue())));
    c.setSortable(false);
    return c;
  }
}
