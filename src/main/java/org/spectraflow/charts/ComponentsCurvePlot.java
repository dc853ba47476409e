package org.spectraflow.charts;

import java.util.List;
import java.util.Locale;
import java.util.Objects;
import org.spectraflow.engine.diagnostics.ComponentsCurve;

/**
 * Error against the number of PLS components (docs/diagnostics.md §5): RMSECV and calibration RMSE
 * for 1..K, with the minimum, the one-standard-error choice and Wold's R choice marked as vertical
 * lines.
 *
 * @param title the chart's title
 * @param modelLabel names the model (shortened when drawn)
 * @param curve the curve and its choices
 */
public record ComponentsCurvePlot(String title, String modelLabel, ComponentsCurve curve)
    implements ChartModel {

  /** Requires every part. */
  public ComponentsCurvePlot {
    Objects.requireNonNull(title, "title");
    Objects.requireNonNull(modelLabel, "modelLabel");
    Objects.requireNonNull(curve, "curve");
  }

  /** The choices line: {@code minimum 8 · one-SE rule 2 · Wold's R 2}. */
  public String choices() {
    return String.format(
        Locale.ROOT,
        "lowest %s at %d · one-standard-error rule %d · Wold's R (PRESS ratio > %.2f) %d",
        curve.crossValidated() ? "RMSECV" : "RMSEP",
        curve.minimum(),
        curve.oneStandardError(),
        ComponentsCurve.WOLD_R,
        curve.woldR());
  }

  @Override
  public List<String> subtitles() {
    return List.of(ChartLook.shorten(modelLabel, PredictedVsActual.LABEL_CHARS), choices());
  }
}
