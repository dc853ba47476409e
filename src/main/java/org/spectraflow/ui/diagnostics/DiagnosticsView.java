package org.spectraflow.ui.diagnostics;

import java.util.ArrayList;
import java.util.List;
import javafx.geometry.Insets;
import javafx.scene.control.Label;
import javafx.scene.control.Spinner;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.ColumnConstraints;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.RowConstraints;
import javafx.scene.layout.StackPane;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.fx.ChartViewer;
import org.spectraflow.charts.ChartLook;
import org.spectraflow.charts.ChartModel;
import org.spectraflow.charts.Charts;
import org.spectraflow.charts.SampleMarks;
import org.spectraflow.ui.selection.BoxSelect;
import org.spectraflow.ui.selection.SampleSelection;

/**
 * The Diagnostics tab: a message line with the scores plot's component choosers, and a grid of the
 * components curve, T²/Q and scores plot above VIP and coefficients, each a JFreeChart-FX viewer of
 * a shared chart model (the command line's {@code --plot} draws the same ones). Redrawn when the
 * model's figures change. View only.
 */
public final class DiagnosticsView extends BorderPane {

  private final Label message = new Label();
  private final GridPane grid = new GridPane();
  private final Spinner<Integer> a = new Spinner<>(1, 50, 1);
  private final Spinner<Integer> b = new Spinner<>(1, 50, 2);
  private final List<ChartViewer> shown = new ArrayList<>();
  private final SampleSelection samples;

  /** A view of {@code model} with its own sample selection. */
  public DiagnosticsView(DiagnosticsModel model) {
    this(model, new SampleSelection());
  }

  /**
   * A view of {@code model} whose T²/Q and scores plots select into, and ring, the shared {@code
   * samples} (docs/diagnostics.md §7).
   */
  public DiagnosticsView(DiagnosticsModel model, SampleSelection samples) {
    this.samples = samples;
    setId("diagnostics");
    message.setId("diagnostics-message");
    message.setWrapText(true);
    message.setMaxWidth(Double.MAX_VALUE);
    a.setId("diagnostics-component-a");
    b.setId("diagnostics-component-b");
    a.setPrefWidth(70);
    b.setPrefWidth(70);
    a.getValueFactory().valueProperty().subscribe(v -> model.componentAProperty().set(v));
    b.getValueFactory().valueProperty().subscribe(v -> model.componentBProperty().set(v));
    Label scores = new Label("Scores:");
    Label vs = new Label("vs");
    Label colourLabel = new Label("colour");
    for (Label l : List.of(scores, vs, colourLabel)) {
      l.setMinWidth(Region.USE_PREF_SIZE);
    }
    javafx.scene.control.ComboBox<String> colour =
        new javafx.scene.control.ComboBox<>(model.colourChoices());
    colour.valueProperty().bindBidirectional(model.colourByProperty());
    colour.setId("diagnostics-colour");
    colour.setMinWidth(Region.USE_PREF_SIZE);
    HBox bar = new HBox(8, message, scores, a, vs, b, colourLabel, colour);
    bar.setAlignment(javafx.geometry.Pos.CENTER_LEFT);
    bar.setPadding(new Insets(4, 8, 4, 8));
    HBox.setHgrow(message, Priority.ALWAYS);
    for (int c = 0; c < 3; c++) {
      ColumnConstraints col = new ColumnConstraints();
      col.setPercentWidth(100.0 / 3);
      grid.getColumnConstraints().add(col);
    }
    for (int r = 0; r < 2; r++) {
      RowConstraints row = new RowConstraints();
      row.setPercentHeight(50);
      grid.getRowConstraints().add(row);
    }
    grid.setHgap(4);
    grid.setVgap(4);
    grid.setPadding(new Insets(4));
    setTop(bar);
    setCenter(grid);
    model.figuresProperty().subscribe(this::show);
    samples.idsProperty().subscribe(this::ring);
  }

  private void ring(java.util.Set<Integer> ids) {
    for (ChartViewer v : shown) {
      SampleMarks.highlight(v.getChart(), ids);
    }
  }

  private void show(DiagnosticsFigures f) {
    message.setText(f.message());
    grid.getChildren().clear();
    shown.clear();
    if (f.components() > 0) {
      ((javafx.scene.control.SpinnerValueFactory.IntegerSpinnerValueFactory) a.getValueFactory())
          .setMax(f.components());
      ((javafx.scene.control.SpinnerValueFactory.IntegerSpinnerValueFactory) b.getValueFactory())
          .setMax(f.components());
    }
    a.setDisable(f.scores() == null);
    b.setDisable(f.scores() == null);
    place(f.curve(), "diagnostics-curve", 0, 0, 1);
    place(f.influence(), "diagnostics-t2q", 1, 0, 1);
    if (f.scores() != null) {
      add(ScoresPlotChart.build(f.scores(), ChartLook.LIGHT), "diagnostics-scores", 2, 0, 1);
    }
    place(f.vip(), "diagnostics-vip", 0, 1, f.coefficients() == null ? 3 : 1);
    place(f.coefficients(), "diagnostics-coefficients", f.vip() == null ? 0 : 1, 1, 2);
  }

  private void place(ChartModel model, String id, int col, int row, int span) {
    if (model != null) {
      add(Charts.create(model, ChartLook.LIGHT), id, col, row, span);
    }
  }

  private void add(JFreeChart chart, String id, int col, int row, int span) {
    ChartViewer viewer = new ChartViewer(chart);
    viewer.setId(id);
    viewer.setMinSize(10, 10);
    viewer.setPrefSize(10, 10);
    StackPane host = new StackPane(viewer);
    host.setMinSize(10, 10);
    host.setPrefSize(10, 10);
    BoxSelect.install(host, samples, box -> samplesIn(viewer, box));
    grid.add(host, col, row, span, 1);
    shown.add(viewer);
    SampleMarks.highlight(chart, samples.ids());
  }

  /** The samples of {@code viewer}'s tagged points that meet {@code box} (viewer coordinates). */
  static java.util.Set<Integer> samplesIn(ChartViewer viewer, javafx.geometry.Rectangle2D box) {
    var info = viewer.getCanvas().getRenderingInfo();
    return SampleMarks.samplesIn(
        info == null ? null : info.getEntityCollection(),
        new java.awt.geom.Rectangle2D.Double(
            box.getMinX(), box.getMinY(), box.getWidth(), box.getHeight()));
  }

  /** The charts shown (tests). */
  List<ChartViewer> charts() {
    return List.copyOf(shown);
  }
}
