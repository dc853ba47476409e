package org.spectraflow.cli.plot;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.spectraflow.engine.run.report.BestModel;
import org.spectraflow.engine.run.report.ModelReport;
import org.spectraflow.engine.run.report.RunReport;

/**
 * The charts of one run: {@code scores}, {@code predicted-vs-actual} (best model) and {@code
 * memory}, each as PNG and SVG. The prediction chart is left out when the run has no best model or
 * it has no test predictions.
 */
public final class RunPlots {

  /** Width of every run chart, in pixels. */
  public static final int WIDTH = 1000;

  /** Height of the prediction and memory charts, in pixels. */
  public static final int HEIGHT = 700;

  private RunPlots() {}

  /** Writes the charts of {@code report} into {@code folder}; returns the files written. */
  public static List<Path> write(RunReport report, Path folder) {
    ChartFiles files = ChartFiles.in(folder);
    Optional<ModelReport> best = bestModel(report);
    List<Path> written =
        new ArrayList<>(
            files.write(ScoreChart.of(report, best), "scores", WIDTH, ScoreChart.height(report)));
    Optional<BestModel> named = report.bestModel();
    if (best.isPresent() && named.isPresent() && best.get().predictions().size() > 0) {
      String label =
          "variant " + named.get().variant() + ": " + report.variant(named.get().variant()).name();
      written.addAll(
          files.write(
              PredictionChart.of(best.get().predictions(), label),
              "predicted-vs-actual",
              HEIGHT,
              HEIGHT));
    }
    written.addAll(files.write(MemoryChart.of(report.steps()), "memory", WIDTH, HEIGHT));
    return written;
  }

  /** The model report the run's {@link BestModel} designates, if any. */
  static Optional<ModelReport> bestModel(RunReport report) {
    return report
        .bestModel()
        .flatMap(
            b ->
                report.variant(b.variant()).models().stream()
                    .filter(
                        m -> m.name().equals(b.model()) && Objects.equals(m.branch(), b.branch()))
                    .findFirst());
  }
}
