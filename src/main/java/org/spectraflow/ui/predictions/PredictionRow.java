package org.spectraflow.ui.predictions;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.spectraflow.charts.PredictedVsActual;

/**
 * One prediction of a model for one sample, as the predictions table lists it: the same values the
 * predicted-versus-actual plot draws for that point, with the fold that validated an out-of-fold
 * prediction. Immutable.
 *
 * @param sample the dataset sample id (0-based), or -1 when unknown
 * @param partition where the prediction comes from (train fit, out of fold, test)
 * @param fold the validating fold (0-based) of an out-of-fold prediction, else -1
 * @param actual the true value
 * @param predicted the model's prediction
 */
public record PredictionRow(
    int sample, PredictedVsActual.Partition partition, int fold, double actual, double predicted) {

  /** The CSV header line (without its line end). */
  public static final String CSV_HEADER = "sample,partition,fold,y_true,y_pred,residual";

  /** The row of a plot point without a fold. */
  public static PredictionRow of(PredictedVsActual.Point p) {
    return new PredictionRow(p.id(), p.partition(), -1, p.actual(), p.predicted());
  }

  /**
   * The rows of {@code points}, in their order, the {@code i}-th out-of-fold point getting fold
   * {@code cvFolds[i]} (when {@code cvFolds} has one per out-of-fold point; else no folds).
   */
  public static List<PredictionRow> of(List<PredictedVsActual.Point> points, int[] cvFolds) {
    long cv = points.stream().filter(p -> p.partition() == PredictedVsActual.Partition.CV).count();
    boolean folds = cvFolds.length == cv;
    List<PredictionRow> rows = new ArrayList<>(points.size());
    int k = 0;
    for (PredictedVsActual.Point p : points) {
      int fold = -1;
      if (p.partition() == PredictedVsActual.Partition.CV && folds) {
        fold = cvFolds[k++];
      }
      rows.add(new PredictionRow(p.id(), p.partition(), fold, p.actual(), p.predicted()));
    }
    return List.copyOf(rows);
  }

  /** Predicted − actual (the sign {@code bias} averages). */
  public double residual() {
    return predicted - actual;
  }

  /** The partition as the table and CSV name it: {@code train}, {@code cv}, {@code test}. */
  public String partitionName() {
    return partition == PredictedVsActual.Partition.CV
        ? "cv"
        : partition.name().toLowerCase(Locale.ROOT);
  }

  /**
   * {@code rows} as CSV, {@link #CSV_HEADER} first, numbers at full precision, an unknown sample id
   * or fold left empty. No field needs quoting.
   */
  public static String csv(List<PredictionRow> rows) {
    StringBuilder text = new StringBuilder(CSV_HEADER).append('\n');
    for (PredictionRow r : rows) {
      text.append(r.sample() < 0 ? "" : Integer.toString(r.sample()))
          .append(',')
          .append(r.partitionName())
          .append(',')
          .append(r.fold() < 0 ? "" : Integer.toString(r.fold()))
          .append(',')
          .append(r.actual())
          .append(',')
          .append(r.predicted())
          .append(',')
          .append(r.residual())
          .append('\n');
    }
    return text.toString();
  }
}
