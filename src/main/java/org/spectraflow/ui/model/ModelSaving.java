package org.spectraflow.ui.model;

import java.nio.file.Path;
import java.time.InstantSource;
import java.util.Objects;
import org.spectraflow.engine.model.FittedPipeline;
import org.spectraflow.engine.model.file.ModelFile;
import org.spectraflow.engine.model.file.ModelFileException;
import org.spectraflow.engine.model.predict.PlsDomain;
import org.spectraflow.engine.observe.RunEvents;
import org.spectraflow.engine.pipeline.PipelineWriter;
import org.spectraflow.engine.run.PipelineRunner;
import org.spectraflow.engine.run.RunRequest;
import org.spectraflow.engine.run.RunResult;

/**
 * Saves a model of the studio's last run without the FX thread: refits the chosen variant alone
 * (or, with none chosen, reruns the document and takes the best model) with the last run's
 * document, dataset and options, events going nowhere, and writes the model file. The refit is the
 * run's own, so the saved model predicts what the run reported. Stateless.
 */
public final class ModelSaving {

  private ModelSaving() {}

  /**
   * Writes the model of {@code variant} (null: the best model) of {@code last} to {@code file} and
   * returns a one-line description of what was saved.
   *
   * @throws ModelFileException when the model cannot be held or saved (naming why)
   */
  public static String save(RunRequest last, Integer variant, Path file) {
    Objects.requireNonNull(last, "last");
    RunRequest quiet = last.withEvents(RunEvents.create(InstantSource.system()));
    PipelineRunner runner = PipelineRunner.standard();
    RunResult result =
        variant == null
            ? runner.runKeepingModels(quiet)
            : runner.runKeepingModels(quiet, i -> i == variant);
    FittedPipeline pipeline =
        (variant == null ? result.best() : result.ofVariant(variant))
            .orElseThrow(
                () ->
                    new ModelFileException(
                        "the model cannot be saved: "
                            + (result.notHeld().isEmpty()
                                ? "it was not refitted"
                                : String.join("; ", result.notHeld()))));
    ModelFile.write(
        file,
        pipeline,
        PlsDomain.details(last.dataset(), PipelineWriter.toJson(last.pipeline()), pipeline));
    return "saved "
        + pipeline.provenance().model()
        + " of "
        + pipeline.provenance().variant()
        + " to "
        + file.getFileName();
  }
}
