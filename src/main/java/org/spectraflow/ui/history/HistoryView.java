package org.spectraflow.ui.history;

import java.util.List;
import java.util.function.Consumer;
import java.util.function.Function;
import javafx.beans.binding.Bindings;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.geometry.Insets;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.SelectionMode;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.control.TextInputDialog;
import javafx.scene.control.ToolBar;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import org.spectraflow.engine.history.HistoryEntry;

/**
 * The table of kept runs (docs/history.md): date, document, dataset, variants, best score, wall,
 * peak RSS, cache hit rate and notes; a damaged entry shows what is wrong. Reopen shows one run
 * offline, Diff compares two selected runs, Delete removes the selection. Buttons follow the
 * selection; the work runs in the {@link HistoryModel}.
 */
public final class HistoryView extends BorderPane {

  private final TableView<HistoryEntry> table = new TableView<>();

  /**
   * A view of {@code model}.
   *
   * @param reopen shows one entry offline (the studio's results views)
   * @param diffShown called once a diff of two entries is ready
   */
  public HistoryView(HistoryModel model, Consumer<HistoryEntry> reopen, Runnable diffShown) {
    setId("history-view");
    table.setId("history-table");
    table.setItems(model.entries());
    table.getSelectionModel().setSelectionMode(SelectionMode.MULTIPLE);
    table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
    table.setPlaceholder(
        new Label("No runs kept yet: every run the studio finishes is kept here."));
    table
        .getColumns()
        .addAll(
            List.of(
                column("Date", 140, HistoryText::date),
                column(
                    "Document", 190, e -> e.isDamaged() ? "damaged: " + e.damage() : e.document()),
                column("Dataset", 110, HistoryEntry::dataset),
                column("Variants", 70, e -> e.isDamaged() ? "" : Integer.toString(e.variants())),
                column("Best score", 110, e -> e.isDamaged() ? "" : HistoryText.best(e)),
                column("Wall", 70, e -> e.isDamaged() ? "" : HistoryText.seconds(e.wallMs())),
                column(
                    "Peak RSS", 80, e -> e.isDamaged() ? "" : HistoryText.bytes(e.peakRssBytes())),
                column("Hits", 60, e -> e.isDamaged() ? "" : HistoryText.percent(e.cacheHitRate())),
                column("From", 55, HistoryEntry::source),
                column("Notes", 120, HistoryEntry::notes)));
    table.setRowFactory(
        t -> {
          TableRow<HistoryEntry> row = new TableRow<>();
          row.itemProperty()
              .addListener(
                  (o, was, e) -> {
                    row.setTooltip(
                        e == null
                            ? null
                            : new Tooltip(
                                e.id()
                                    + "\n"
                                    + e.folder()
                                    + (e.isDamaged() ? "\ndamaged: " + e.damage() : "")));
                    row.setStyle(e != null && e.isDamaged() ? "-fx-opacity: 0.6;" : "");
                  });
          return row;
        });
    var selected = table.getSelectionModel().getSelectedItems();
    Button refresh = new Button("Refresh");
    refresh.setId("history-refresh");
    refresh.setOnAction(e -> model.refresh());
    Button open = new Button("Reopen");
    open.setId("history-reopen");
    open.disableProperty()
        .bind(
            Bindings.createBooleanBinding(
                () -> selected.size() != 1 || selected.get(0).isDamaged(), selected));
    open.setOnAction(e -> reopen.accept(selected.get(0)));
    Button diff = new Button("Diff");
    diff.setId("history-diff");
    diff.disableProperty()
        .bind(
            Bindings.createBooleanBinding(
                () -> selected.size() != 2 || selected.stream().anyMatch(HistoryEntry::isDamaged),
                selected));
    diff.setOnAction(
        e ->
            model
                .diff(selected.get(0), selected.get(1))
                .thenRun(() -> javafx.application.Platform.runLater(diffShown)));
    Button delete = new Button("Delete");
    delete.setId("history-delete");
    delete.disableProperty().bind(Bindings.isEmpty(selected));
    delete.setOnAction(e -> model.delete(List.copyOf(selected)));
    Button notes = new Button("Notes…");
    notes.setId("history-notes");
    notes
        .disableProperty()
        .bind(
            Bindings.createBooleanBinding(
                () -> selected.size() != 1 || selected.get(0).isDamaged(), selected));
    notes.setOnAction(
        e -> {
          HistoryEntry entry = selected.get(0);
          TextInputDialog dialog = new TextInputDialog(entry.notes());
          dialog.setTitle("Notes");
          dialog.setHeaderText("Notes kept with the run of " + HistoryText.date(entry));
          if (getScene() != null) {
            dialog.initOwner(getScene().getWindow());
          }
          dialog.showAndWait().ifPresent(text -> model.writeNotes(entry, text));
        });
    Region gap = new Region();
    HBox.setHgrow(gap, Priority.ALWAYS);
    Label hint = new Label("Select one run to reopen it, two to diff them.");
    hint.getStyleClass().add("text-muted");
    ToolBar bar = new ToolBar(refresh, open, diff, notes, delete, gap, hint);
    Label status = new Label();
    status.setId("history-status");
    status.textProperty().bind(model.statusProperty());
    status.setPadding(new Insets(4, 8, 4, 8));
    setTop(bar);
    setCenter(table);
    setBottom(status);
  }

  /** The table (tests select rows through it). */
  public TableView<HistoryEntry> table() {
    return table;
  }

  private static TableColumn<HistoryEntry, String> column(
      String title, double width, Function<HistoryEntry, String> text) {
    TableColumn<HistoryEntry, String> c = new TableColumn<>(title);
    c.setPrefWidth(width);
    c.setCellValueFactory(cell -> new ReadOnlyObjectWrapper<>(text.apply(cell.getValue())));
    return c;
  }
}
