package org.spectraflow.engine.operators.model;

import java.util.Arrays;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.data.Precision;
import org.spectraflow.engine.data.RowMatrix;
import org.spectraflow.engine.operators.NestedFit;
import org.spectraflow.engine.operators.linalg.Householder;

/**
 * A fitted PLS regression: weights, loadings and the centring/scaling statistics. Predicts with all
 * its components or any fewer ({@link #predict(Block, int)}). Immutable and thread-safe.
 */
public final class PlsModel implements NestedFit {

  private static final int PREDICT_ROWS = 4;
  private final double[][] w;
  private final double[][] loadX;
  private final double[][] loadY;
  private final double[] xMean;
  private final double[] xStd;
  private final double[] yMean;
  private final double[] yStd;
  private final double[][][] coefCache;
  private double[][] loadingsTimesWeights;

  PlsModel(
      double[][] w,
      double[][] loadX,
      double[][] loadY,
      double[] xMean,
      double[] xStd,
      double[] yMean,
      double[] yStd) {
    this.w = w;
    this.loadX = loadX;
    this.loadY = loadY;
    this.xMean = xMean;
    this.xStd = xStd;
    this.yMean = yMean;
    this.yStd = yStd;
    this.coefCache = new double[w.length + 1][][];
  }

  /** Components actually extracted (fewer than asked when the y residual became constant). */
  @Override
  public int components() {
    return w.length;
  }

  /**
   * The arrays this fit holds ({@link #retainedBytes(int, int, int)} for its size), counting every
   * coefficient matrix it may cache ({@link #coefficients}: one per size) as filled, so the figure
   * does not depend on which sizes predicted.
   */
  @Override
  public long retainedBytes() {
    return retainedBytes(w.length, xMean.length, yMean.length);
  }

  /**
   * What a fit of {@code k} components on {@code features} wavelengths and {@code targets} targets
   * holds: weights and X loadings ({@code k × features} each), y loadings, the centring and scaling
   * statistics, and the coefficient matrices and loading products it caches for each size.
   */
  public static long retainedBytes(int k, int features, int targets) {
    long perComponent = 2 * ArrayBytes.doubles(features) + ArrayBytes.doubles(targets);
    long components = 3 * (16 + 8L * k) + k * perComponent;
    long statistics = 2 * ArrayBytes.doubles(features) + 2 * ArrayBytes.doubles(targets);
    long coefficients =
        16 + 8L * (k + 1) + k * (16 + 8L * targets + targets * ArrayBytes.doubles(features));
    long products = 16 + 8L * k + k * ArrayBytes.doubles(k);
    return components + statistics + coefficients + products;
  }

  /** Intercepts (the y means), one per target. */
  public double[] intercept() {
    return yMean.clone();
  }

  /**
   * scikit-learn's {@code coef_} for the first {@code j} components: {@code targets × features}, in
   * original units.
   */
  public double[][] coefficients(int j) {
    double[][] c = coefficientsShared(j);
    double[][] out = new double[c.length][];
    for (int t = 0; t < c.length; t++) {
      out[t] = c[t].clone();
    }
    return out;
  }

  private double[][] coefficientsShared(int j) {
    if (j < 1 || j > w.length) {
      throw new IllegalArgumentException(
          "PLSRegression: components must be in [1, " + w.length + "], was " + j);
    }
    synchronized (coefCache) {
      if (coefCache[j] == null) {
        coefCache[j] = computeCoefficients(j);
      }
      return coefCache[j];
    }
  }

  /**
   * R = W (PᵀW)⁻¹; coef = ((R Qᵀ) ∘ y_std)ᵀ / x_std. Each column of R is accumulated over the
   * components in order, for all features at once: the same sums as feature by feature.
   */
  private double[][] computeCoefficients(int j) {
    int p = xMean.length;
    int q = yMean.length;
    double[][] all = loadingsTimesWeights();
    double[][] ptw = new double[j][];
    for (int a = 0; a < j; a++) {
      ptw[a] = Arrays.copyOf(all[a], j);
    }
    double[][] inv = Householder.of(ptw).inverse();
    double[][] coef = new double[q][p];
    double[] r = new double[p];
    for (int b = 0; b < j; b++) {
      Arrays.fill(r, 0.0);
      for (int a = 0; a < j; a++) {
        double[] wa = w[a];
        double inverse = inv[a][b];
        for (int f = 0; f < p; f++) {
          r[f] += wa[f] * inverse;
        }
      }
      for (int t = 0; t < q; t++) {
        double[] ct = coef[t];
        double qbt = loadY[b][t];
        for (int f = 0; f < p; f++) {
          ct[f] += r[f] * qbt;
        }
      }
    }
    for (int t = 0; t < q; t++) {
      for (int f = 0; f < p; f++) {
        coef[t][f] = coef[t][f] * yStd[t] / xStd[f];
      }
    }
    return coef;
  }

  /** PᵀW over all components, computed once (the caller holds the cache lock). */
  private double[][] loadingsTimesWeights() {
    if (loadingsTimesWeights == null) {
      int k = w.length;
      double[][] ptw = new double[k][k];
      for (int a = 0; a < k; a++) {
        NipalsKernels.dots(loadX[a], w, ptw[a]);
      }
      loadingsTimesWeights = ptw;
    }
    return loadingsTimesWeights;
  }

  @Override
  public double[][] predict(Block x) {
    return predict(x, w.length);
  }

  /**
   * Predictions with the first {@code j} components, equal bit for bit to those of a model fitted
   * with {@code n_components = j}. float32 input is centred in float32 (sklearn's quirk).
   */
  public double[][] predict(Block x, int j) {
    return predict((RowMatrix) x, j);
  }

  @Override
  public double[][] predict(RowMatrix x) {
    return predict(x, w.length);
  }

  /** {@link #predict(Block, int)} reading {@code x} row by row (no copy of X). */
  public double[][] predict(RowMatrix x, int j) {
    ModelInputs.checkWidth("PLSRegression", x, xMean.length);
    double[][] coef = coefficientsShared(j);
    double[][] out = new double[x.rows()][yMean.length];
    double[][] rows = new double[PREDICT_ROWS][xMean.length];
    double[] yHat = new double[PREDICT_ROWS];
    for (int i = 0; i < x.rows(); i += PREDICT_ROWS) {
      double[][] batch = centredRows(x, i, rows);
      for (int t = 0; t < yMean.length; t++) {
        NipalsKernels.dots(coef[t], batch, yHat);
        for (int r = 0; r < batch.length; r++) {
          out[i + r][t] = yHat[r] + yMean[t];
        }
      }
    }
    return out;
  }

  /** Rows from..from+3 of x (fewer at the end) centred; float32 input is centred in float32. */
  private double[][] centredRows(RowMatrix x, int from, double[][] buffer) {
    boolean f32 = x.precision() == Precision.FLOAT32;
    int count = Math.min(buffer.length, x.rows() - from);
    double[][] batch = count == buffer.length ? buffer : Arrays.copyOf(buffer, count);
    for (int r = 0; r < count; r++) {
      double[] row = batch[r];
      x.copyRow(from + r, row, 0);
      for (int f = 0; f < row.length; f++) {
        double d = row[f] - xMean[f];
        row[f] = f32 ? (float) d : d;
      }
    }
    return batch;
  }
}
