package org.spectraflow.engine.run.step;

import java.util.Arrays;
import org.spectraflow.engine.data.RowMatrix;
import org.spectraflow.engine.pipeline.DocumentPath;

/**
 * Refuses NaN or infinite predictions of a model step: scores computed from them are NaN, and a
 * variant that only looks "ok" with them is a silent failure. The message names the model's place
 * and, when the model's input is constant (every feature has one value across the samples, e.g.
 * zero everywhere after SNV of a single wavelength), says so, since that is the usual cause.
 */
public final class FinitePredictions {

  private FinitePredictions() {}

  /**
   * Returns normally when every prediction is finite.
   *
   * @throws IllegalArgumentException naming {@code where}, how many predictions are not finite and
   *     the likely cause
   */
  public static void require(double[] predictions, RowMatrix x, DocumentPath where) {
    int bad = 0;
    double first = 0;
    for (double p : predictions) {
      if (!Double.isFinite(p)) {
        first = bad == 0 ? p : first;
        bad++;
      }
    }
    if (bad == 0) {
      return;
    }
    String shown = Double.isNaN(first) ? "NaN" : first > 0 ? "+infinity" : "-infinity";
    throw new IllegalArgumentException(
        where
            + ": the model predicts "
            + shown
            + " for "
            + bad
            + " of "
            + predictions.length
            + " samples, so its scores would be NaN; "
            + cause(x));
  }

  private static String cause(RowMatrix x) {
    if (x.hasNonFinite()) {
      return "its input holds NaN or infinite values, produced by a step before it; check those"
          + " steps' parameters";
    }
    if (constant(x)) {
      return "its input is constant ("
          + x.cols()
          + (x.cols() == 1 ? " feature" : " features")
          + " with one value across the samples; SNV of a single feature, for one, gives 0"
          + " everywhere), so there is nothing to learn; give the model varying features, e.g."
          + " keep more wavelengths or remove the step that flattens them";
    }
    return "the fit did not give finite coefficients for this input; try other parameters (fewer"
        + " components, more regularisation) or scale the features first";
  }

  private static boolean constant(RowMatrix x) {
    if (x.rows() < 2) {
      return false;
    }
    double[] first = new double[x.cols()];
    double[] row = new double[x.cols()];
    x.copyRow(0, first, 0);
    for (int i = 1; i < x.rows(); i++) {
      x.copyRow(i, row, 0);
      if (!Arrays.equals(first, row)) {
        return false;
      }
    }
    return true;
  }
}
