package org.spectraflow.ui.predictions;

import java.util.List;
import org.spectraflow.charts.PredictedVsActual;

/**
 * One prediction of a model for one sample, as the predictions table lists it: the same values the
 * predicted-versus-actual plot draws for that point. Immutable.
 *
 * @param sample the dataset sample id (0-based), or -1 when unknown
 * @param partition where the prediction comes from (train fit, out of fold, test)
 * @param actual the true value
 * @param predicted the model's prediction
 */
public record PredictionRow(
    int sample, PredictedVsActual.Partition partition, double actual, double predicted) {

  /** The row of a plot point. */
  public static PredictionRow of(PredictedVsActual.Point p) {
    return new PredictionRow(p.id(), p.partition(), p.actual(), p.predicted());
  }

  /** The rows of {@code points}, in their order. */
  public static List<PredictionRow> of(List<PredictedVsActual.Point> points) {
    return points.stream().map(PredictionRow::of).toList();
  }

  /** Predicted − actual (the sign {@code bias} averages). */
  public double residual() {
    return predicted - actual;
  }

  /** The partition as the table and CSV name it: {@code train}, {@code cv}, {@code test}. */
  public String partitionName() {
    return partition == PredictedVsActual.Partition.CV
        ? "cv"
        : partition.name().toLowerCase(java.util.Locale.ROOT);
  }
}
