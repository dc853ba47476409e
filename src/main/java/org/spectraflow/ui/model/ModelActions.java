package org.spectraflow.ui.model;

import java.io.File;
import java.nio.file.Path;
import java.util.concurrent.Executor;
import java.util.concurrent.Executors;
import java.util.function.Supplier;
import javafx.concurrent.Task;
import javafx.scene.control.Alert;
import javafx.stage.DirectoryChooser;
import javafx.stage.FileChooser;
import javafx.stage.Window;
import org.spectraflow.engine.model.file.ModelFile;
import org.spectraflow.engine.model.file.SavedModel;
import org.spectraflow.engine.model.predict.NewSpectra;
import org.spectraflow.engine.model.predict.PredictionTable;
import org.spectraflow.engine.model.predict.Predictor;
import org.spectraflow.engine.run.RunRequest;
import org.spectraflow.ui.run.RunModel;

/**
 * The Model menu's commands: Save Model… (the results table's selected variant, else the best
 * model, of the last run), Apply Model to Dataset Folder… and Apply Model to Spectra File…. Files
 * are chosen on the FX thread; the refit, the writing, the reading and the prediction run on one
 * background thread of their own, and the outcome (a status line, an alert, the predictions window)
 * comes back on the FX thread.
 */
public final class ModelActions {

  private final RunModel run;
  private final Supplier<Window> window;
  private final Executor background =
      Executors.newSingleThreadExecutor(
          r -> {
            Thread t = new Thread(r, "spectraflow-model");
            t.setDaemon(true);
            return t;
          });

  /** Commands over the studio's run model, with dialogs owned by {@code window}. */
  public ModelActions(RunModel run, Supplier<Window> window) {
    this.run = run;
    this.window = window;
  }

  /** Asks for a file and saves the selected (else the best) variant's model of the last run. */
  public void saveModel() {
    RunRequest last = run.lastRequestProperty().get();
    if (last == null) {
      alert("Save model", "error: nothing has run yet; run the pipeline, then save its model");
      return;
    }
    Integer variant = run.profile().selection().variantProperty().get();
    FileChooser chooser = chooser("model.sfmodel");
    File file = chooser.showSaveDialog(window.get());
    if (file == null) {
      return;
    }
    Task<String> task =
        new Task<>() {
          @Override
          protected String call() {
            return ModelSaving.save(last, variant, file.toPath());
          }
        };
    task.setOnSucceeded(e -> info("Save model", task.getValue()));
    task.setOnFailed(e -> alert("Save model", "error: " + task.getException().getMessage()));
    background.execute(task);
  }

  /** Asks for a model file and a dataset folder, and shows the predictions. */
  public void applyToFolder() {
    File model = chooser("model.sfmodel").showOpenDialog(window.get());
    if (model == null) {
      return;
    }
    File folder = new DirectoryChooser().showDialog(window.get());
    if (folder != null) {
      apply(model.toPath(), folder.toPath());
    }
  }

  /** Asks for a model file and a spectra file, and shows the predictions. */
  public void applyToFile() {
    File model = chooser("model.sfmodel").showOpenDialog(window.get());
    if (model == null) {
      return;
    }
    File spectra = new FileChooser().showOpenDialog(window.get());
    if (spectra != null) {
      apply(model.toPath(), spectra.toPath());
    }
  }

  /**
   * Predicts {@code data} with the model file {@code model} off the FX thread, with the figures
   * drawn beside the table ({@link ApplyFigures}), then shows it.
   */
  public void apply(Path model, Path data) {
    String[] limits = {""};
    String name = model.getFileName().toString();
    Task<ApplyFigures.Applied> task =
        new Task<>() {
          @Override
          protected ApplyFigures.Applied call() {
            SavedModel saved = ModelFile.read(model);
            NewSpectra spectra = NewSpectra.read(data, null, saved.pipeline().shape().precision());
            double[] at = {Double.NaN, Double.NaN};
            double[][] calibration = {new double[0], new double[0]};
            saved
                .domain()
                .filter(d -> d.numbers().containsKey("t2_limit"))
                .ifPresent(
                    d -> {
                      at[0] = d.number("t2_limit");
                      at[1] = d.number("q_limit");
                      if (d.vectors().containsKey("calibration_t2")
                          && d.vectors().containsKey("calibration_q")) {
                        calibration[0] = d.vector("calibration_t2");
                        calibration[1] = d.vector("calibration_q");
                      }
                      limits[0] =
                          String.format(
                              java.util.Locale.ROOT,
                              "T² > %.4g or Q > %.4g at %.0f %%",
                              at[0],
                              at[1],
                              100 * d.number("confidence"));
                    });
            PredictionTable table = Predictor.predict(saved, spectra, false);
            return ApplyFigures.Applied.of(
                table, ApplyFigures.of(table, name, at[0], at[1], calibration[0], calibration[1]));
          }
        };
    task.setOnSucceeded(
        e ->
            new PredictionsWindow(
                    window.get(), task.getValue(), name, data.toString(), limits[0], background)
                .show());
    task.setOnFailed(e -> alert("Apply model", "error: " + task.getException().getMessage()));
    background.execute(task);
  }

  private static FileChooser chooser(String name) {
    FileChooser chooser = new FileChooser();
    chooser.setInitialFileName(name);
    chooser
        .getExtensionFilters()
        .add(new FileChooser.ExtensionFilter("SpectraFlow model", "*" + ModelFile.EXTENSION));
    return chooser;
  }

  private static void alert(String what, String message) {
    Alert a = new Alert(Alert.AlertType.ERROR, message);
    a.setHeaderText(what + " failed");
    a.show();
  }

  private static void info(String what, String message) {
    Alert a = new Alert(Alert.AlertType.INFORMATION, message);
    a.setHeaderText(what);
    a.show();
  }
}
