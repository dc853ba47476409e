package org.spectraflow.ui.predictions;

import java.util.List;

/**
 * The predictions table's rows as CSV, the columns the results exports name predictions by
 * (docs/studio.md): {@code sample} (empty when unknown), {@code partition}, {@code y_true}, {@code
 * y_pred}, {@code residual}, full precision. No field needs quoting. Stateless.
 */
public final class PredictionsCsv {

  private PredictionsCsv() {}

  /** The rows as CSV: {@code sample,partition,y_true,y_pred,residual}, one header line. */
  public static String of(List<PredictionRow> rows) {
    StringBuilder text = new StringBuilder("sample,partition,y_true,y_pred,residual\n");
    for (PredictionRow r : rows) {
      text.append(r.sample() < 0 ? "" : Integer.toString(r.sample()))
          .append(',')
          .append(r.partitionName())
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
