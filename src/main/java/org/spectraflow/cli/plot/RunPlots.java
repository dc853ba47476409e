package org.spectraflow.cli.plot;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.spectraflow.charts.MemoryPerStep;
import org.spectraflow.charts.PredictedVsActual;
import org.spectraflow.charts.ScoreRanking;
import org.spectraflow.engine.run.report.BestModel;
import org.spectraflow.engine.run.report.ModelReport;
import org.spectraflow.engine.run.report.RunReport;

/**
 * The charts {@code run --plot} writes, by file name: {@code scores} ({@link ScoreRanking}), {@code
 * predicted-vs-actual} of the best model ({@link PredictedVsActual}) and {@code memory} ({@link
 * MemoryPerStep}), each as PNG and SVG. The prediction chart is left out when the run has no best
 * model or it has no test predictions. A run with diagnostics adds the PLS charts of {@link
 * DiagnosticsPlots}. The charts themselves live in {@code org.spectraflow.charts}.
 */
public final class RunPlots {

  /** Width of every run chart, in pixels. */
  public static final int WIDTH = 1000;

  /** Height of the prediction and memory charts, in pixels. */
  public static final int HEIGHT = 700;

  /** Pixels per bar of the scores chart, so 64 variants stay readable. */
  public static final int ROW_PIXELS = 16;

  private RunPlots() {}

  /** Writes the charts of {@code report} into {@code folder}; returns the files written. */
  public static List<Path> write(RunReport report, Path folder) {
    ChartFiles files = ChartFiles.in(folder);
    ScoreRanking scores = ScoreRanking.of(report);
    List<Path> written = new ArrayList<>(files.write(scores, "scores", WIDTH, height(scores)));
    Optional<ModelReport> best = ScoreRanking.bestModel(report);
    Optional<BestModel> named = report.bestModel();
    if (best.isPresent() && named.isPresent() && best.get().predictions().size() > 0) {
      String label =
          "variant " + named.get().variant() + ": " + report.variant(named.get().variant()).name();
      PredictedVsActual predictions =
          PredictedVsActual.of("Predicted vs actual (best model)", label, best.get().predictions());
      written.addAll(files.write(predictions, "predicted-vs-actual", HEIGHT, HEIGHT));
    }
    written.addAll(files.write(MemoryPerStep.of(report.steps()), "memory", WIDTH, HEIGHT));
    written.addAll(DiagnosticsPlots.write(report, files));
    return written;
  }

  /** The scores image's height: a fixed frame plus one row per scored model. */
  static int height(ScoreRanking scores) {
    return 140 + ROW_PIXELS * Math.max(3, scores.bars().size());
  }
}
