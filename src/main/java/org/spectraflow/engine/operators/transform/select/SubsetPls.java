package org.spectraflow.engine.operators.transform.select;

import java.util.Map;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.data.Precision;
import org.spectraflow.engine.operators.FiniteValues;
import org.spectraflow.engine.operators.Params;
import org.spectraflow.engine.operators.TransformOperator;
import org.spectraflow.engine.operators.model.PlsModel;
import org.spectraflow.engine.operators.model.PlsRegression;
import org.spectraflow.engine.operators.split.RandomState;

/**
 * The pieces CARS and MCUVE share: the checked training data, the Monte-Carlo calibration rows
 * drawn from numpy's legacy {@code RandomState} ({@code permutation(n)[:m]}, which is what {@code
 * RandomState.choice(n, m, replace=False)} returns), PLS regression coefficients ({@link
 * PlsRegression}, scale=True, as scikit-learn's default) on a subset of rows and columns, and the
 * unshuffled k-fold RMSECV. Stateless.
 */
final class SubsetPls {

  private SubsetPls() {}

  /**
   * The training rows and their targets, checked: y present (a supervised selector), as many
   * targets as rows, everything finite.
   *
   * @param x the rows, each a copy
   * @param y the targets
   */
  record Data(double[][] x, double[] y) {

    int rows() {
      return x.length;
    }

    int cols() {
      return x[0].length;
    }

    static Data of(TransformOperator op, Block train, double[] yTrain) {
      if (yTrain == null) {
        throw new IllegalArgumentException(
            op.label()
                + ": needs the target y of the training rows (a supervised wavelength selection);"
                + " use it in a pipeline whose dataset has targets");
      }
      if (yTrain.length != train.rows()) {
        throw new IllegalArgumentException(
            op.label() + ": " + train.rows() + " rows but " + yTrain.length + " targets");
      }
      FiniteValues.require(op, train, "input");
      for (int i = 0; i < yTrain.length; i++) {
        if (!Double.isFinite(yTrain[i])) {
          throw new IllegalArgumentException(
              op.label()
                  + ": the target of training row "
                  + i
                  + " is "
                  + yTrain[i]
                  + "; remove or impute the missing targets first");
        }
      }
      return new Data(train.toRows(), yTrain.clone());
    }
  }

  /** How many calibration rows a subset of {@code ratio} of {@code n} holds: ⌊ratio·n⌋, ≥ 2. */
  static int calibrationSize(int n, double ratio) {
    return Math.max(2, (int) Math.floor(ratio * n));
  }

  /**
   * Refuses {@code components} above the {@code p} features or above the calibration rows a run of
   * {@code ratio} of {@code n} rows draws, with what to change.
   */
  static void checkComponents(String label, int components, int n, int p, double ratio) {
    int cal = Math.min(n, calibrationSize(n, ratio));
    if (components > p) {
      throw new IllegalArgumentException(
          label
              + ": n_components="
              + components
              + " exceeds the "
              + p
              + " feature(s); lower n_components");
    }
    if (components > cal) {
      throw new IllegalArgumentException(
          label
              + ": n_components="
              + components
              + " exceeds the "
              + cal
              + " calibration row(s) of a run (subset_ratio="
              + ratio
              + " of "
              + n
              + " rows); lower n_components or raise subset_ratio");
    }
  }

  /** {@code rng.permutation(n)[:calibrationSize(n, ratio)]}. */
  static int[] calibrationRows(RandomState rng, int n, double ratio) {
    return java.util.Arrays.copyOf(rng.permutation(n), Math.min(n, calibrationSize(n, ratio)));
  }

  /** The PLS coefficients (one target) of {@code k} components on {@code rows} × {@code cols}. */
  static double[] coefficients(Data d, int[] rows, int[] cols, int k) {
    double[][] x = new double[rows.length][];
    double[][] y = new double[rows.length][1];
    for (int r = 0; r < rows.length; r++) {
      x[r] = pick(d.x()[rows[r]], cols);
      y[r][0] = d.y()[rows[r]];
    }
    return pls(k).fit(Block.ofRows(Precision.FLOAT64, x), y, () -> false).coefficients(k)[0];
  }

  /**
   * The root mean squared error of cross-validation of a PLS on the columns {@code cols}: {@code
   * folds} contiguous folds of all rows (scikit-learn's unshuffled KFold: the first {@code n mod
   * folds} folds one row longer), each predicted by a PLS of {@code min(k, columns, training rows)}
   * components fitted on the others, the squared errors pooled over every row.
   */
  static double rmsecv(Data d, int[] cols, int k, int folds) {
    int n = d.rows();
    double sse = 0.0;
    int start = 0;
    for (int f = 0; f < folds; f++) {
      int size = n / folds + (f < n % folds ? 1 : 0);
      double[][] trainX = new double[n - size][];
      double[][] trainY = new double[n - size][1];
      double[][] testX = new double[size][];
      int a = 0;
      for (int i = 0; i < n; i++) {
        if (i >= start && i < start + size) {
          testX[i - start] = pick(d.x()[i], cols);
        } else {
          trainX[a] = pick(d.x()[i], cols);
          trainY[a++][0] = d.y()[i];
        }
      }
      int kk = Math.min(k, Math.min(cols.length, trainX.length));
      PlsModel pls = pls(kk).fit(Block.ofRows(Precision.FLOAT64, trainX), trainY, () -> false);
      double[][] pred = pls.predict(Block.ofRows(Precision.FLOAT64, testX));
      for (int r = 0; r < size; r++) {
        double e = pred[r][0] - d.y()[start + r];
        sse += e * e;
      }
      start += size;
    }
    return Math.sqrt(sse / n);
  }

  /**
   * The indices of the {@code m} largest {@code weights}, largest first, ties by lower index
   * (numpy's {@code argsort(-w, kind="stable")[:m]}).
   */
  static int[] largest(double[] weights, int m) {
    Integer[] order = new Integer[weights.length];
    for (int j = 0; j < order.length; j++) {
      order[j] = j;
    }
    // a stable sort on -w: equal weights keep their index order
    java.util.Arrays.sort(order, (u, v) -> Double.compare(-weights[u], -weights[v]));
    int[] out = new int[m];
    for (int j = 0; j < m; j++) {
      out[j] = order[j];
    }
    return out;
  }

  private static double[] pick(double[] row, int[] cols) {
    double[] out = new double[cols.length];
    for (int c = 0; c < cols.length; c++) {
      out[c] = row[cols[c]];
    }
    return out;
  }

  private static PlsRegression pls(int k) {
    return PlsRegression.of(Params.of("PLSRegression", Map.of("n_components", (long) k)));
  }
}
