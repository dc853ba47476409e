package org.spectraflow.ui.predictions;

import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Function;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ListChangeListener;
import javafx.collections.ObservableList;
import javafx.collections.transformation.SortedList;
import javafx.concurrent.Task;
import javafx.css.PseudoClass;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.Label;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SelectionMode;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.stage.FileChooser;
import org.spectraflow.engine.files.AtomicFiles;
import org.spectraflow.ui.selection.SampleSelection;

/**
 * The selected model's predictions, one row per point of its predicted-versus-actual plot: sample
 * id, partition (train, cv, test), fold (of an out-of-fold prediction), y true, y predicted and the
 * residual (predicted − actual), the numbers with four decimals as the results table shows them.
 * Clicking a heading sorts by that column. Linked to the shared {@link SampleSelection} both ways
 * (docs/diagnostics.md §7): the rows of selected samples are highlighted whatever view selected
 * them, and selecting rows here selects their samples everywhere (a sample's train, cv and test
 * rows together). The context menu writes the rows as CSV ({@link PredictionRow#csv}). FX thread
 * only.
 */
public final class PredictionsTable extends TableView<PredictionRow> {

  private static final PseudoClass LINKED = PseudoClass.getPseudoClass("linked");

  private final SampleSelection samples;
  private final ObservableList<PredictionRow> rows = FXCollections.observableArrayList();
  private List<PredictionRow> shown = List.of();
  private boolean syncing;

  /** An empty table linked to {@code samples}. */
  public PredictionsTable(SampleSelection samples) {
    this.samples = samples;
    SortedList<PredictionRow> sorted = new SortedList<>(rows);
    sorted.comparatorProperty().bind(comparatorProperty());
    setItems(sorted);
    setId("predictions-table");
    getStyleClass().add("predictions-table");
    setPlaceholder(new Label("The selected model's predictions appear here when the run ends."));
    TableColumn<PredictionRow, Integer> id =
        column("sample", r -> r.sample() < 0 ? null : r.sample(), v -> Integer.toString(v));
    getColumns().add(id);
    TableColumn<PredictionRow, String> part = new TableColumn<>("partition");
    part.setCellValueFactory(c -> new ReadOnlyObjectWrapper<>(c.getValue().partitionName()));
    part.setPrefWidth(80);
    getColumns().add(part);
    getColumns().add(column("fold", r -> r.fold() < 0 ? null : r.fold(), v -> Integer.toString(v)));
    getColumns().add(column("y true", PredictionRow::actual, PredictionsTable::fixed));
    getColumns().add(column("y pred", PredictionRow::predicted, PredictionsTable::fixed));
    getColumns().add(column("residual", PredictionRow::residual, PredictionsTable::fixed));
    setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
    getSelectionModel().setSelectionMode(SelectionMode.MULTIPLE);
    setRowFactory(
        t ->
            new TableRow<>() {
              @Override
              protected void updateItem(PredictionRow row, boolean empty) {
                super.updateItem(row, empty);
                pseudoClassStateChanged(
                    LINKED, !empty && row != null && samples.contains(row.sample()));
              }
            });
    getSelectionModel()
        .getSelectedItems()
        .addListener((ListChangeListener<PredictionRow>) c -> selectFromRows());
    samples.idsProperty().addListener((obs, old, ids) -> follow(ids));
    MenuItem export = new MenuItem("Export predictions as CSV…");
    export.setOnAction(e -> exportCsv());
    setContextMenu(new ContextMenu(export));
  }

  /** Shows {@code next} (the rows of the model the plot shows); keeps the rows when equal. */
  public void show(List<PredictionRow> next) {
    if (next.equals(shown)) {
      return;
    }
    shown = List.copyOf(next);
    syncing = true;
    try {
      getSelectionModel().clearSelection();
      rows.setAll(shown);
    } finally {
      syncing = false;
    }
  }

  /** The rows shown, in the model's order (unsorted). */
  public List<PredictionRow> rows() {
    return shown;
  }

  /** How many rows stand for selected samples (highlighted when visible). */
  public int linkedCount() {
    return (int) shown.stream().filter(r -> samples.contains(r.sample())).count();
  }

  /** Rows selected here select their samples (only the user's selection, not our own syncing). */
  private void selectFromRows() {
    if (syncing) {
      return;
    }
    Set<Integer> ids = new TreeSet<>();
    for (PredictionRow r : getSelectionModel().getSelectedItems()) {
      if (r != null && r.sample() >= 0) {
        ids.add(r.sample());
      }
    }
    syncing = true;
    try {
      samples.select(ids, false);
    } finally {
      syncing = false;
    }
  }

  /**
   * A selection made elsewhere: highlight its rows, drop a row selection that no longer matches it
   * and bring the first highlighted row into view.
   */
  private void follow(Set<Integer> ids) {
    if (!syncing) {
      syncing = true;
      try {
        getSelectionModel().clearSelection();
      } finally {
        syncing = false;
      }
      getItems().stream()
          .filter(r -> ids.contains(r.sample()))
          .findFirst()
          .ifPresent(r -> scrollTo(getItems().indexOf(r)));
    }
    refresh();
  }

  private void exportCsv() {
    FileChooser chooser = new FileChooser();
    chooser.setTitle("Export predictions");
    chooser.setInitialFileName("predictions.csv");
    chooser.getExtensionFilters().add(new FileChooser.ExtensionFilter("CSV", "*.csv"));
    var file = chooser.showSaveDialog(getScene() == null ? null : getScene().getWindow());
    if (file == null) {
      return;
    }
    Path target = file.toPath();
    String text = PredictionRow.csv(List.copyOf(getItems()));
    Task<Void> write =
        new Task<>() {
          @Override
          protected Void call() {
            AtomicFiles.writeString(target, text);
            return null;
          }
        };
    Thread thread = new Thread(write, "spectraflow-predictions-csv");
    thread.setDaemon(true);
    thread.start();
  }

  private static String fixed(Double v) {
    return String.format(Locale.ROOT, "%.4f", v);
  }

  /** A numeric column: sorts by value with absent values last, shows {@code format} or a dash. */
  private static <T extends Comparable<T>> TableColumn<PredictionRow, T> column(
      String title, Function<PredictionRow, T> value, Function<T, String> format) {
    TableColumn<PredictionRow, T> c = new TableColumn<>(title);
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
    c.setPrefWidth(title.length() <= 6 ? 64 : 100);
    c.setStyle("-fx-alignment: CENTER-RIGHT;");
    return c;
  }
}
