package org.spectraflow.ui.model;

import java.io.File;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.TreeMap;
import java.util.concurrent.Executor;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.concurrent.Task;
import javafx.geometry.Insets;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Alert;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import javafx.stage.FileChooser;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.fx.ChartViewer;
import org.spectraflow.engine.files.AtomicFiles;
import org.spectraflow.engine.model.predict.PredictionTable;

/**
 * A window showing a saved model's predictions for new spectra: a summary line (model, data,
 * partition and the scores against y when present), one table row per sample (sample id,
 * prediction, truth, T², Q, in domain) with, beside it, the new samples on the T²/Q plot against
 * the model file's limits and predicted vs actual when the data has y ({@link ApplyFigures}, charts
 * built off the FX thread), and an Export CSV… button writing the same CSV as {@code predict
 * --out}, off the FX thread.
 */
final class PredictionsWindow {

  private final Stage stage = new Stage();
  private final List<ChartViewer> shown = new java.util.ArrayList<>();

  PredictionsWindow(
      Window owner,
      ApplyFigures.Applied applied,
      String model,
      String data,
      String limits,
      Executor background) {
    PredictionTable table = applied.table();
    stage.initOwner(owner);
    stage.setTitle("Predictions of " + model);
    TableView<Integer> view = new TableView<>();
    view.setId("predictions-table");
    view.getColumns().add(column("sample", i -> table.ids().get(i)));
    view.getColumns().add(column("y_pred", i -> shown(table.predicted(i, 0))));
    if (table.yTrue() != null) {
      view.getColumns().add(column("y_true", i -> shown(table.truth(i, 0))));
    }
    view.getColumns().add(column("T²", i -> table.t2() == null ? "" : num(table.t2()[i])));
    view.getColumns().add(column("Q", i -> table.q() == null ? "" : num(table.q()[i])));
    view.getColumns()
        .add(
            column(
                "in domain",
                i -> table.inDomain() == null ? "" : table.inDomain()[i] ? "yes" : "NO"));
    view.setRowFactory(
        v ->
            new javafx.scene.control.TableRow<>() {
              @Override
              protected void updateItem(Integer i, boolean empty) {
                super.updateItem(i, empty);
                boolean out =
                    !empty && i != null && table.inDomain() != null && !table.inDomain()[i];
                setStyle(out ? "-fx-background-color: #f8d0d0;" : "");
              }
            });
    view.setItems(
        FXCollections.observableArrayList(
            java.util.stream.IntStream.range(0, table.size()).boxed().toList()));
    Label summary = new Label(summary(table, model, data, limits));
    summary.setId("predictions-summary");
    summary.setWrapText(true);
    Button export = new Button("Export CSV…");
    export.setId("predictions-export");
    export.setOnAction(e -> export(table, background));
    export.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
    summary.setMaxWidth(Double.MAX_VALUE);
    HBox bar = new HBox(12, summary, export);
    HBox.setHgrow(summary, javafx.scene.layout.Priority.ALWAYS);
    bar.setPadding(new Insets(8));
    BorderPane root = new BorderPane(charted(view, applied));
    root.setTop(bar);
    stage.setScene(new Scene(root, applied.charts().isEmpty() ? 720 : 1300, 680));
  }

  /** The table with the charts (T²/Q above predicted vs actual) to its right, if any. */
  private Node charted(TableView<Integer> view, ApplyFigures.Applied applied) {
    List<JFreeChart> charts = applied.charts();
    if (charts.isEmpty()) {
      return view;
    }
    VBox right = new VBox(4);
    // Applied.charts holds the T²/Q chart first when there is one, then predicted vs actual
    boolean influence = applied.figures().influence() != null;
    for (JFreeChart chart : charts) {
      ChartViewer viewer = new ChartViewer(chart);
      viewer.setId(influence ? "predictions-t2q" : "predictions-pred-vs-actual");
      influence = false;
      viewer.setMinSize(10, 10);
      viewer.setPrefSize(10, 10);
      VBox.setVgrow(viewer, javafx.scene.layout.Priority.ALWAYS);
      right.getChildren().add(viewer);
      shown.add(viewer);
    }
    SplitPane split = new SplitPane(view, right);
    split.setDividerPositions(0.45);
    return split;
  }

  /** The charts shown (tests). */
  List<ChartViewer> charts() {
    return List.copyOf(shown);
  }

  /** The window's stage (tests). */
  Stage stage() {
    return stage;
  }

  void show() {
    stage.show();
  }

  private static TableColumn<Integer, String> column(
      String title, java.util.function.IntFunction<String> cell) {
    TableColumn<Integer, String> c = new TableColumn<>(title);
    c.setCellValueFactory(f -> new ReadOnlyStringWrapper(cell.apply(f.getValue())));
    c.setPrefWidth(title.equals("sample") ? 90 : 130);
    return c;
  }

  private static String num(double v) {
    return String.format(Locale.ROOT, "%.6g", v);
  }

  /** A number shown with six significant digits; text (a class name) as it is. */
  private static String shown(String cell) {
    try {
      return num(Double.parseDouble(cell));
    } catch (NumberFormatException e) {
      return cell;
    }
  }

  static String summary(PredictionTable t, String model, String data, String limits) {
    StringBuilder s =
        new StringBuilder(model)
            .append(": ")
            .append(t.size())
            .append(" samples (")
            .append(t.partition())
            .append(") of ")
            .append(data);
    new TreeMap<>(t.scores())
        .forEach((k, v) -> s.append(", ").append(k).append(' ').append(num(v)));
    if (t.inDomain() == null) {
      s.append(". No T²/Q limits in this model file.");
    } else {
      int out = 0;
      for (boolean in : t.inDomain()) {
        out += in ? 0 : 1;
      }
      s.append(". ").append(out).append(" outside the domain (").append(limits).append(").");
    }
    return s.toString();
  }

  private void export(PredictionTable table, Executor background) {
    FileChooser chooser = new FileChooser();
    chooser.setInitialFileName("predictions.csv");
    File file = chooser.showSaveDialog(stage);
    if (file == null) {
      return;
    }
    Path target = file.toPath();
    Task<Void> task =
        new Task<>() {
          @Override
          protected Void call() {
            AtomicFiles.writeString(target, table.csv());
            return null;
          }
        };
    task.setOnFailed(
        e -> new Alert(Alert.AlertType.ERROR, task.getException().getMessage()).show());
    background.execute(task);
  }
}
