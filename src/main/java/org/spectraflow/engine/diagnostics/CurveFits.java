package org.spectraflow.engine.diagnostics;

import java.util.List;
import java.util.function.UnaryOperator;
import org.spectraflow.engine.data.RowMatrix;
import org.spectraflow.engine.operators.NestedFit;

/**
 * Computes a {@link ComponentsCurve} from nested PLS fits: one fit of K components per fold and one
 * on every training row serve every size 1..K, since a K-component PLS predicts with its first j
 * components exactly as a j-component fit ({@link NestedFit#predict(RowMatrix, int)}). Who makes
 * the fits is the caller's affair (the run hands its fit reuse, so a sweep's own fits are taken).
 * Stateless.
 */
public final class CurveFits {

  /** Makes a K-component fit on the given training rows. */
  @FunctionalInterface
  public interface Fitter {
    /**
     * A nested fit of at least the curve's K components on rows {@code rows} of the training X and
     * y ({@code null}: every row).
     */
    NestedFit fit(int[] rows);
  }

  private CurveFits() {}

  /**
   * The curve 1..k over {@code folds} ([train positions, validation positions] in the training
   * rows), the errors measured in target units against {@code yTrue} after {@code toTarget} maps
   * model predictions back (the y_processing inverses). Sizes beyond what a fit extracted repeat
   * its last.
   *
   * @param x the training X, in the units the model sees
   * @param yTrue the training targets in target units (first column)
   */
  public static ComponentsCurve crossValidated(
      Fitter fitter,
      int k,
      RowMatrix x,
      double[] yTrue,
      List<int[][]> folds,
      UnaryOperator<double[][]> toTarget) {
    double[][] sse = new double[k][folds.size()];
    double[][] foldRmse = new double[k][folds.size()];
    double[] press = new double[k];
    int validated = 0;
    for (int f = 0; f < folds.size(); f++) {
      int[] va = folds.get(f)[1];
      NestedFit m = fitter.fit(folds.get(f)[0]);
      RowMatrix xv = x.selectRows(va);
      for (int j = 1; j <= k; j++) {
        double s = squaredErrors(m, j, xv, yTrue, va, toTarget);
        sse[j - 1][f] = s;
        press[j - 1] += s;
        foldRmse[j - 1][f] = Math.sqrt(s / va.length);
      }
      validated += va.length;
    }
    double[] cv = new double[k];
    double[] cal = new double[k];
    NestedFit all = fitter.fit(null);
    int[] every = java.util.stream.IntStream.range(0, x.rows()).toArray();
    for (int j = 1; j <= k; j++) {
      cv[j - 1] = Math.sqrt(press[j - 1] / validated);
      cal[j - 1] = Math.sqrt(squaredErrors(all, j, x, yTrue, every, toTarget) / x.rows());
    }
    return new ComponentsCurve(true, cv, press, foldRmse, cal);
  }

  /**
   * The curve 1..k of a model trained without folds, validated on the test partition ({@code
   * xTest}, {@code yTest} in target units) as the run scores it; one fit on every training row.
   */
  public static ComponentsCurve testValidated(
      Fitter fitter,
      int k,
      RowMatrix x,
      double[] yTrue,
      RowMatrix xTest,
      double[] yTest,
      UnaryOperator<double[][]> toTarget) {
    NestedFit all = fitter.fit(null);
    int[] every = java.util.stream.IntStream.range(0, x.rows()).toArray();
    int[] tests = java.util.stream.IntStream.range(0, xTest.rows()).toArray();
    double[] rmsep = new double[k];
    double[] press = new double[k];
    double[][] single = new double[k][1];
    double[] cal = new double[k];
    for (int j = 1; j <= k; j++) {
      press[j - 1] = squaredErrors(all, j, xTest, yTest, tests, toTarget);
      rmsep[j - 1] = Math.sqrt(press[j - 1] / Math.max(1, tests.length));
      single[j - 1][0] = rmsep[j - 1];
      cal[j - 1] = Math.sqrt(squaredErrors(all, j, x, yTrue, every, toTarget) / x.rows());
    }
    return new ComponentsCurve(false, rmsep, press, single, cal);
  }

  private static double squaredErrors(
      NestedFit m,
      int j,
      RowMatrix x,
      double[] yTrue,
      int[] rows,
      UnaryOperator<double[][]> toTarget) {
    if (rows.length == 0) {
      return 0;
    }
    double[][] p = toTarget.apply(m.predict(x, Math.min(j, m.components())));
    double s = 0;
    for (int i = 0; i < rows.length; i++) {
      double d = p[i][0] - yTrue[rows[i]];
      s += d * d;
    }
    return s;
  }
}
