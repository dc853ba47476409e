package org.spectraflow.engine.diagnostics;

import java.util.Arrays;

/**
 * Prediction error against the number of PLS components 1..K (docs/diagnostics.md §5), in target
 * units: the cross-validated RMSE (RMSECV, the out-of-fold predictions of every fold pooled, as the
 * run's {@code cv_rmse}), the per-fold RMSE, PRESS (the pooled sum of squared out-of-fold errors)
 * and the calibration RMSE (a model on every training sample predicting them), with three choices
 * marked:
 *
 * <ul>
 *   <li>{@link #minimum()}: the number of components with the lowest RMSECV;
 *   <li>{@link #oneStandardError()}: the fewest components whose RMSECV is within one standard
 *       error of the minimum's, the standard error being sd(fold RMSEs at the minimum, ddof 1) /
 *       √folds (Hastie, Tibshirani &amp; Friedman, The Elements of Statistical Learning, §7.10);
 *   <li>{@link #woldR()}: Wold's R criterion, the first a with R = PRESS(a+1)/PRESS(a) &gt; 0.95
 *       (the next component improves PRESS by less than 5 %; S. Wold, Technometrics 20 (1978)
 *       397–405), K when every step improves more.
 * </ul>
 *
 * Invariants: every array has K entries (index a−1 for a components), K ≥ 1; the choices are in
 * 1..K. Immutable; arrays copied in and out.
 *
 * <p>A model trained without folds is validated on the test partition instead (as the run scores
 * it): {@code crossValidated} is then false, the "RMSECV" series is the test RMSE (RMSEP), PRESS
 * its sum of squares and the single "fold" the test partition (so the one-standard-error rule
 * equals the minimum).
 *
 * @param crossValidated true when validated by the run's folds, false by the test partition
 * @param cvRmse RMSECV per number of components
 * @param press PRESS per number of components
 * @param foldRmse per number of components, the RMSE of each fold's validation predictions
 * @param calibrationRmse RMSE of the calibration model on its own training samples
 */
public record ComponentsCurve(
    boolean crossValidated,
    double[] cvRmse,
    double[] press,
    double[][] foldRmse,
    double[] calibrationRmse) {

  /** The R ratio above which Wold's criterion stops adding components. */
  public static final double WOLD_R = 0.95;

  /** Requires K ≥ 1 values in every array; copies. */
  public ComponentsCurve {
    int k = cvRmse.length;
    if (k < 1 || press.length != k || foldRmse.length != k || calibrationRmse.length != k) {
      throw new IllegalArgumentException(
          "a components curve needs one value per number of components in every series");
    }
    cvRmse = cvRmse.clone();
    press = press.clone();
    foldRmse = Matrices.copy(foldRmse);
    calibrationRmse = calibrationRmse.clone();
  }

  /** K, the largest number of components on the curve. */
  public int maxComponents() {
    return cvRmse.length;
  }

  /** The number of components with the lowest RMSECV (the fewest on ties; NaN never wins). */
  public int minimum() {
    int best = 0;
    for (int a = 1; a < cvRmse.length; a++) {
      if (cvRmse[a] < cvRmse[best] || Double.isNaN(cvRmse[best])) {
        best = a;
      }
    }
    return best + 1;
  }

  /** The standard error of the RMSECV at the minimum: sd(fold RMSEs, ddof 1) / √folds. */
  public double standardErrorAtMinimum() {
    double[] f = foldRmse[minimum() - 1];
    if (f.length < 2) {
      return 0;
    }
    double mean = Arrays.stream(f).average().orElse(Double.NaN);
    double ss = Arrays.stream(f).map(v -> (v - mean) * (v - mean)).sum();
    return Math.sqrt(ss / (f.length - 1)) / Math.sqrt(f.length);
  }

  /** The fewest components whose RMSECV is at most the minimum's plus one standard error. */
  public int oneStandardError() {
    double bound = cvRmse[minimum() - 1] + standardErrorAtMinimum();
    for (int a = 0; a < cvRmse.length; a++) {
      if (cvRmse[a] <= bound) {
        return a + 1;
      }
    }
    return minimum();
  }

  /** Wold's R per a = 1..K−1: PRESS(a+1)/PRESS(a). */
  public double[] woldRatios() {
    double[] r = new double[cvRmse.length - 1];
    for (int a = 0; a < r.length; a++) {
      r[a] = press[a + 1] / press[a];
    }
    return r;
  }

  /** The first a whose ratio PRESS(a+1)/PRESS(a) exceeds {@link #WOLD_R}; K when none does. */
  public int woldR() {
    double[] r = woldRatios();
    for (int a = 0; a < r.length; a++) {
      if (r[a] > WOLD_R) {
        return a + 1;
      }
    }
    return cvRmse.length;
  }

  @Override
  public double[] cvRmse() {
    return cvRmse.clone();
  }

  @Override
  public double[] press() {
    return press.clone();
  }

  @Override
  public double[][] foldRmse() {
    return Matrices.copy(foldRmse);
  }

  @Override
  public double[] calibrationRmse() {
    return calibrationRmse.clone();
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof ComponentsCurve c
        && crossValidated == c.crossValidated
        && Arrays.equals(cvRmse, c.cvRmse)
        && Arrays.equals(press, c.press)
        && Arrays.deepEquals(foldRmse, c.foldRmse)
        && Arrays.equals(calibrationRmse, c.calibrationRmse);
  }

  @Override
  public int hashCode() {
    return Arrays.hashCode(cvRmse) * 31 + Arrays.hashCode(calibrationRmse);
  }

  @Override
  public String toString() {
    return "ComponentsCurve[1.."
        + maxComponents()
        + ", minimum "
        + minimum()
        + ", 1-SE "
        + oneStandardError()
        + ", Wold R "
        + woldR()
        + "]";
  }
}
