package org.spectraflow.ui.run;

import java.time.Duration;
import java.util.List;
import javafx.beans.binding.Bindings;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.Spinner;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Region;

/**
 * The run controls: Run and Stop (bound to {@link RunModel#runningProperty()}), the demo dataset's
 * size, the worker threads, the progress bar with variants done / total, the current variant and
 * step, elapsed time and ETA, and the peak-memory estimate with its warning. View only.
 */
public final class RunToolbar extends FlowPane {

  /** A toolbar driving {@code model}; {@code run} is what Run does (the workspace's action). */
  public RunToolbar(RunModel model, Runnable run) {
    super(10, 6);
    getStyleClass().add("run-toolbar");
    Button start = new Button("Run");
    start.setId("run");
    start.disableProperty().bind(model.canRunBinding().not());
    start.setOnAction(e -> run.run());
    Button stop = new Button("Stop");
    stop.setId("stop");
    stop.disableProperty().bind(model.runningProperty().not());
    stop.setOnAction(e -> model.stop());
    for (Button b : List.of(start, stop)) {
      b.setMinWidth(Region.USE_PREF_SIZE);
    }
    getChildren()
        .addAll(start, stop, sizes(model), threads(model), progress(model), estimate(model));
  }

  /** The worker-thread setting (default every core), bound both ways to the model. */
  private static HBox threads(RunModel model) {
    Spinner<Integer> threads =
        new Spinner<>(1, RunThreads.MAX, RunThreads.clamp(model.threadsProperty().get()));
    threads.setId("run-threads");
    threads.setEditable(true);
    threads.setPrefWidth(72);
    threads.disableProperty().bind(model.runningProperty());
    threads.valueProperty().addListener((obs, old, v) -> model.threadsProperty().set(v));
    model
        .threadsProperty()
        .addListener(
            (obs, old, v) -> threads.getValueFactory().setValue(RunThreads.clamp(v.intValue())));
    threads.setTooltip(
        new Tooltip(
            "Worker threads running variants (this machine has "
                + RunThreads.DEFAULT
                + " cores; 1 runs them one after the other). Scores do not depend on it."));
    HBox box = new HBox(4, new Label("threads"), threads);
    box.setAlignment(Pos.CENTER_LEFT);
    return box;
  }

  private static HBox sizes(RunModel model) {
    DatasetChoice initial = model.datasetProperty().get();
    Spinner<Integer> samples = new Spinner<>(10, 100_000, Math.max(10, initial.samples()), 50);
    Spinner<Integer> wavelengths =
        new Spinner<>(10, 20_000, Math.max(10, initial.wavelengths()), 64);
    for (Spinner<Integer> s : List.of(samples, wavelengths)) {
      s.setEditable(true);
      s.setPrefWidth(96);
      s.disableProperty().bind(model.runningProperty());
      s.valueProperty()
          .addListener(
              (obs, old, v) ->
                  model
                      .datasetProperty()
                      .set(DatasetChoice.demo(samples.getValue(), wavelengths.getValue())));
    }
    // the spinners show the demo in use, also when the Data menu or a session chose it
    model
        .datasetProperty()
        .addListener(
            (obs, old, d) -> {
              if (d.isDemo()) {
                samples.getValueFactory().setValue(d.samples());
                wavelengths.getValueFactory().setValue(d.wavelengths());
              }
            });
    samples.setId("demo-samples");
    wavelengths.setId("demo-wavelengths");
    HBox box = new HBox(4, new Label("demo"), samples, new Label("×"), wavelengths);
    box.setAlignment(Pos.CENTER_LEFT);
    return box;
  }

  private static HBox progress(RunModel model) {
    ProgressModel p = model.profile().progress();
    ProgressBar bar = new ProgressBar();
    bar.progressProperty().bind(p.fractionProperty());
    bar.setPrefWidth(140);
    Label status = new Label();
    status.getStyleClass().add("run-status");
    status.setId("run-status");
    status.textProperty().bind(model.statusProperty());
    Label counts = new Label();
    counts.setId("run-progress");
    counts
        .textProperty()
        .bind(
            Bindings.createStringBinding(
                () ->
                    p.doneProperty().get()
                        + "/"
                        + p.totalProperty().get()
                        + " · "
                        + format(p.elapsedProperty().get())
                        + " · ETA "
                        + (p.etaProperty().get() == null ? "—" : format(p.etaProperty().get())),
                p.doneProperty(),
                p.totalProperty(),
                p.elapsedProperty(),
                p.etaProperty()));
    Label where = new Label();
    where.setId("run-where");
    where.textProperty().bind(Bindings.concat(p.variantProperty(), "  ", p.stepProperty()));
    // fixed widths: text that changes every frame must never re-wrap the toolbar, which would
    // resize (and fully redraw) the chart below it on the FX thread; the three widths add up to
    // what the toolbar has kept since the stall benchmark measured it (a wider sum wraps it at 1400
    // px)
    fixWidth(status, 96);
    fixWidth(counts, 220);
    fixWidth(where, 336);
    HBox box = new HBox(6, status, bar, counts, where);
    box.setAlignment(Pos.CENTER_LEFT);
    return box;
  }

  private static Label estimate(RunModel model) {
    Label label = new Label();
    label.setId("run-estimate");
    label
        .textProperty()
        .bind(
            Bindings.createStringBinding(
                () -> {
                  MemoryEstimate e = model.estimateBinding().get();
                  long measured = model.measuredPeakProperty().get();
                  if (e == null) {
                    return "";
                  }
                  String text = measured > 0 ? e.versus(measured) : e.describe();
                  return e.warning().isEmpty() ? text : "⚠ " + e.warning() + " · " + text;
                },
                model.estimateBinding(),
                model.measuredPeakProperty()));
    Tooltip formula = new Tooltip();
    formula.setId("run-estimate-formula");
    formula
        .textProperty()
        .bind(
            Bindings.createStringBinding(
                () -> {
                  MemoryEstimate e = model.estimateBinding().get();
                  return e == null ? "" : label.getText() + "\n\n" + e.formula();
                },
                model.estimateBinding(),
                label.textProperty()));
    label.setTooltip(formula);
    // a fixed width, like the progress texts: the estimate's text grows and shrinks at a run's
    // start and end, and a label sized to it re-wrapped the toolbar at 1366 px (a layout jump
    // that resized every chart); a longer text ends in an ellipsis, whole in the tooltip
    fixWidth(label, 520);
    model
        .estimateBinding()
        .addListener(
            (obs, old, e) ->
                label
                    .getStyleClass()
                    .setAll(
                        e != null && !e.warning().isEmpty() ? "run-estimate-warning" : "label"));
    return label;
  }

  private static void fixWidth(Label label, double width) {
    label.setMinWidth(width);
    label.setPrefWidth(width);
    label.setMaxWidth(width);
  }

  /**
   * A duration as {@code m:ss}, or {@code h:mm:ss} from an hour on, as the run views show elapsed
   * time and ETA; a negative duration shows as {@code 0:00}.
   */
  public static String format(Duration d) {
    long s = Math.max(0, d.toSeconds());
    return s < 3600
        ? String.format("%d:%02d", s / 60, s % 60)
        : String.format("%d:%02d:%02d", s / 3600, s / 60 % 60, s % 60);
  }
}
