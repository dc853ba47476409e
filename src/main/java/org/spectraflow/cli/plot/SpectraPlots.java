package org.spectraflow.cli.plot;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.spectraflow.charts.ChartLook;
import org.spectraflow.charts.Spectra;
import org.spectraflow.engine.cache.CacheConfig;
import org.spectraflow.engine.data.SpectroDataset;
import org.spectraflow.engine.pipeline.PipelineDocument;
import org.spectraflow.engine.preview.PreviewRequest;
import org.spectraflow.engine.preview.PreviewTarget;
import org.spectraflow.engine.preview.SpectraTable;
import org.spectraflow.engine.preview.StepPreview;
import org.spectraflow.engine.preview.StepPreviewer;
import org.spectraflow.engine.run.report.BestModel;
import org.spectraflow.engine.run.report.RunReport;

/**
 * The spectra charts {@code run --plot} writes beside the run's charts: {@code spectra-raw} (the
 * dataset's spectra coloured by y) and {@code spectra-preprocessed} (the same samples after every
 * step of the best variant before its model, recomputed for that prefix only), each as PNG and SVG.
 * When the best variant's preprocessing cannot be previewed (a branch, a failed step), the second
 * chart is left out with one warning line.
 */
public final class SpectraPlots {

  /** Longest variant name in the subtitle, in characters. */
  static final int NOTE_CHARS = 70;

  private SpectraPlots() {}

  /**
   * Writes the spectra charts of {@code data} and of {@code report}'s best variant of {@code doc}
   * into {@code folder}; returns the files written, tells {@code warn} why a chart is left out.
   */
  public static List<Path> write(
      RunReport report,
      PipelineDocument doc,
      SpectroDataset data,
      CacheConfig config,
      Path folder,
      Consumer<String> warn) {
    ChartFiles files = ChartFiles.in(folder);
    List<Path> written = new ArrayList<>();
    written.addAll(
        files.write(
            Spectra.of("Spectra (raw)", SpectraTable.raw(data)),
            "spectra-raw",
            RunPlots.WIDTH,
            RunPlots.HEIGHT));
    if (report.bestModel().isEmpty()) {
      return written;
    }
    BestModel best = report.bestModel().get();
    try {
      StepPreview preview =
          StepPreviewer.standard()
              .preview(
                  PreviewRequest.of(doc, data, "/pipeline")
                      .withTarget(new PreviewTarget.BeforeModel())
                      .withVariant(best.variant())
                      .withCacheConfig(config));
      Spectra after =
          Spectra.of("Spectra after the best variant's preprocessing", preview.after())
              .withNote(
                  "variant "
                      + best.variant()
                      + ": "
                      + ChartLook.shorten(report.variant(best.variant()).name(), NOTE_CHARS));
      written.addAll(files.write(after, "spectra-preprocessed", RunPlots.WIDTH, RunPlots.HEIGHT));
    } catch (IllegalArgumentException e) {
      warn.accept(
          "warning: spectra-preprocessed not written: variant "
              + best.variant()
              + ": "
              + e.getMessage());
    }
    return written;
  }
}
