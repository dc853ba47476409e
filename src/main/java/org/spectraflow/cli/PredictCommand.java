package org.spectraflow.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.Callable;
import org.spectraflow.engine.files.AtomicFiles;
import org.spectraflow.engine.files.NativeNames;
import org.spectraflow.engine.files.OutputGuard;
import org.spectraflow.engine.model.file.ModelFile;
import org.spectraflow.engine.model.file.SavedModel;
import org.spectraflow.engine.model.predict.NewSpectra;
import org.spectraflow.engine.model.predict.PredictionTable;
import org.spectraflow.engine.model.predict.Predictor;
import org.spectraflow.engine.text.UserText;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code predict <model.sfmodel> --data PATH --out predictions.csv}: predicts new spectra with a
 * saved model (docs/model-file.md, "Predicting"). {@code PATH} is a dataset folder (its test
 * partition, or every sample without a split; RMSE/R² or accuracy printed when it has y) or a
 * single spectra file. Spectra on another wavelength axis are refused with both axes named unless
 * {@code --resample linear}. The CSV has one line per sample ({@code sample,y_pred[,y_true],t2,q,
 * in_domain}); {@code --json} prints the same as JSON on standard output. Exit code 0, or 1 with
 * one {@code error:} line.
 */
@Command(
    name = "predict",
    mixinStandardHelpOptions = true,
    description = "Predict new spectra with a saved model (.sfmodel).")
public final class PredictCommand implements Callable<Integer> {

  @Spec picocli.CommandLine.Model.CommandSpec spec;

  @Parameters(index = "0", paramLabel = "<model>", description = "model file (.sfmodel)")
  Path model;

  @Option(
      names = "--data",
      required = true,
      paramLabel = "<folder>|<file>",
      description = "dataset folder (its test partition, or all samples) or a spectra file")
  Path data;

  @Option(names = "--reader", paramLabel = "<id>", description = DataReading.READER_HELP)
  String reader;

  @Option(names = "--out", paramLabel = "<predictions.csv>", description = "write the CSV")
  Path out;

  @Option(names = "--json", description = "print the predictions and scores as JSON")
  boolean json;

  @Option(
      names = "--resample",
      paramLabel = "linear",
      description = "resample spectra on another wavelength axis onto the training axis")
  String resample;

  @Override
  public Integer call() {
    Path modelFile = NativeNames.existing(model);
    ModelFile.requireExists(modelFile);
    if (resample != null && !resample.equals("linear")) {
      throw new IllegalArgumentException(
          "--resample " + UserText.show(resample) + " is not known; the only method is 'linear'");
    }
    if (out == null && !json) {
      throw new IllegalArgumentException("give --out predictions.csv (or --json)");
    }
    Path dataPath = NativeNames.existing(data);
    OutputGuard guard =
        OutputGuard.of()
            .withFile(modelFile, "the model file")
            .withFolder(dataPath, "the --data path");
    if (out != null) {
      out = guard.requireFile(out, "--out");
    }
    SavedModel saved = ModelFile.read(modelFile);
    NewSpectra spectra = NewSpectra.read(dataPath, reader, saved.pipeline().shape().precision());
    PredictionTable table = Predictor.predict(saved, spectra, resample != null);
    PrintWriter stdout = spec.commandLine().getOut();
    if (out != null) {
      AtomicFiles.writeString(out, table.csv());
    }
    if (json) {
      stdout.print(table.json(modelFile.toString(), dataPath.toString()));
    } else {
      stdout.println(summary(table, saved, dataPath));
      if (out != null) {
        stdout.println("wrote " + out);
      }
    }
    stdout.flush();
    return 0;
  }

  private static String summary(PredictionTable t, SavedModel saved, Path data) {
    String which =
        switch (t.partition()) {
          case "test" -> "the test partition of ";
          case "all" -> "every sample of ";
          default -> "";
        };
    StringBuilder s =
        new StringBuilder("predicted ")
            .append(t.size())
            .append(t.size() == 1 ? " sample of " : " samples of ")
            .append(which)
            .append(UserText.show(data.toString()))
            .append(" with ")
            .append(saved.pipeline().provenance().model());
    Map<String, Double> scores = new TreeMap<>(t.scores());
    if (!scores.isEmpty()) {
      s.append(':');
      scores.forEach(
          (k, v) ->
              s.append(' ').append(k).append(' ').append(String.format(Locale.ROOT, "%.6g", v)));
    }
    return s.toString();
  }
}
