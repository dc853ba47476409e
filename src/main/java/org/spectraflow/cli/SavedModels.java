package org.spectraflow.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.Supplier;
import org.spectraflow.engine.data.SpectroDataset;
import org.spectraflow.engine.model.FittedPipeline;
import org.spectraflow.engine.model.file.ModelFile;
import org.spectraflow.engine.model.file.ModelFileException;
import org.spectraflow.engine.model.predict.PlsDomain;
import org.spectraflow.engine.run.RunResult;
import org.spectraflow.engine.run.report.VariantReport;

/**
 * {@code run --save-model}: picks the fitted pipeline to save from a run that kept its final models
 * (the best model's, or with {@code --save-model-variant N} variant N's, refitting that variant
 * alone when it did not win) and writes it as a model file (docs/model-file.md). A model that
 * cannot be held or saved yet is one {@code error:} line naming the step. Stateless.
 */
final class SavedModels {

  private SavedModels() {}

  /**
   * Saves the chosen model of {@code run} to {@code file} and prints where.
   *
   * @param variant the variant to save, or null for the best model
   * @param alone a run of {@code variant} alone, keeping its refitted model
   */
  static void save(
      RunResult run,
      Integer variant,
      Supplier<RunResult> alone,
      Path file,
      SpectroDataset dataset,
      String documentText,
      PrintWriter out) {
    FittedPipeline pipeline = variant == null ? best(run) : ofVariant(run, variant, alone);
    ModelFile.write(file, pipeline, PlsDomain.details(dataset, documentText, pipeline));
    out.println(
        "saved model "
            + pipeline.provenance().model()
            + " of variant "
            + pipeline.provenance().variant()
            + " to "
            + file);
  }

  private static FittedPipeline best(RunResult run) {
    return run.best()
        .orElseThrow(
            () ->
                new ModelFileException(
                    "--save-model: the best model cannot be saved: "
                        + reason(run)
                        + "; pick a variant with --save-model-variant N"));
  }

  private static FittedPipeline ofVariant(RunResult run, int index, Supplier<RunResult> alone) {
    VariantReport v =
        run.report().variants().stream()
            .filter(r -> r.index() == index)
            .findFirst()
            .orElseThrow(
                () ->
                    new IllegalArgumentException(
                        "--save-model-variant "
                            + index
                            + ": the run has no variant "
                            + index
                            + " (variants 0 to "
                            + (run.report().variants().size() - 1)
                            + ")"));
    if (!v.ok()) {
      throw new IllegalArgumentException(
          "--save-model-variant " + index + ": the variant failed (" + v.error() + ")");
    }
    if (run.ofVariant(index).isPresent()) {
      return run.ofVariant(index).get();
    }
    RunResult single = alone.get();
    return single
        .ofVariant(index)
        .orElseThrow(
            () ->
                new ModelFileException(
                    "--save-model-variant "
                        + index
                        + ": its model cannot be saved: "
                        + reason(single)));
  }

  private static String reason(RunResult run) {
    if (!run.notHeld().isEmpty()) {
      return String.join("; ", run.notHeld());
    }
    return "it was not refitted (a model trained without a splitter is not refitted;"
        + " add a splitter such as KFold)";
  }

  /** The document's text (UTF-8, else Latin-1), for the model file's provenance. */
  static String text(Path document) {
    try {
      try {
        return Files.readString(document, StandardCharsets.UTF_8);
      } catch (CharacterCodingException e) {
        return Files.readString(document, StandardCharsets.ISO_8859_1);
      }
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read " + document, e);
    }
  }
}
