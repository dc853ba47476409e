package org.spectraflow.engine.operators.model;

import java.util.Arrays;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.data.Precision;
import org.spectraflow.engine.data.RowMatrix;
import org.spectraflow.engine.operators.FittedState;
import org.spectraflow.engine.operators.NestedFit;
import org.spectraflow.engine.operators.linalg.Householder;

/**
 * A fitted PLS regression: weights, loadings and the centring/scaling statistics. Predicts with all
 * its components or any fewer ({@link #predict(Block, int)}). Immutable and thread-safe.
 */
public final class PlsModel implements NestedFit {

  private static final int PREDICT_ROWS = 8;
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

  /**
   * Kind {@code PLSRegression}: weights {@code w}, loadings {@code x_loadings} and {@code
   * y_loadings} (one row per component), the centring and scaling statistics, and {@code
   * components} used to predict (all of them).
   */
  @Override
  public FittedState state() {
    return FittedState.of("PLSRegression")
        .with("components", (double) w.length)
        .with("w", w)
        .with("x_loadings", loadX)
        .with("y_loadings", loadY)
        .with("x_mean", xMean)
        .with("x_std", xStd)
        .with("y_mean", yMean)
        .with("y_std", yStd);
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
   * coef = ((W (PᵀW)⁻¹ Qᵀ) ∘ y_std)ᵀ / x_std, with the small product first: g = (PᵀW)⁻¹ Qᵀ (j
   * values per target), then each target's coefficients as {@code Σ_a g_a · w_a}, one row of W
   * after the other, an element-wise pass the JIT vectorises. This is j passes over the features
   * instead of the j² of forming R = W (PᵀW)⁻¹ first; the sums are reassociated, within the parity
   * bound of docs/performance.md ("Kernels the JIT vectorises").
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
    for (int t = 0; t < q; t++) {
      double[] ct = coef[t];
      for (int a = 0; a < j; a++) {
        double g = 0.0;
        for (int b = 0; b < j; b++) {
          g += inv[a][b] * loadY[b][t];
        }
        NipalsKernels.axpy(w[a], g, ct, p);
      }
      for (int f = 0; f < p; f++) {
        ct[f] = ct[f] * yStd[t] / xStd[f];
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
        NipalsKernels.orderedDots(loadX[a], w, ptw[a]);
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

  /**
   * {@link #predict(Block, int)} reading {@code x} row by row (no copy of X): eight centred rows at
   * a time, each prediction the ordered dot product of {@link NipalsKernels#orderedDots8}.
   */
  public double[][] predict(RowMatrix x, int j) {
    ModelInputs.checkWidth("PLSRegression", x, xMean.length);
    double[][] coef = coefficientsShared(j);
    int p = xMean.length;
    double[][] out = new double[x.rows()][yMean.length];
    double[][] rows = new double[PREDICT_ROWS][p];
    double[] yHat = new double[PREDICT_ROWS];
    for (int i = 0; i < x.rows(); i += PREDICT_ROWS) {
      int count = centreRows(x, i, rows);
      for (int t = 0; t < yMean.length; t++) {
        if (count == PREDICT_ROWS) {
          NipalsKernels.orderedDots8(rows, 0, coef[t], p, yHat, 0);
        } else {
          NipalsKernels.orderedDotsTail(rows, 0, count, coef[t], p, yHat, 0);
        }
        for (int r = 0; r < count; r++) {
          out[i + r][t] = yHat[r] + yMean[t];
        }
      }
    }
    return out;
  }

  /**
   * Centres rows from..from+7 of x (fewer at the end) into {@code buffer}, float32 input in
   * float32; returns how many.
   */
  private int centreRows(RowMatrix x, int from, double[][] buffer) {
    boolean f32 = x.precision() == Precision.FLOAT32;
    int count = Math.min(buffer.length, x.rows() - from);
    for (int r = 0; r < count; r++) {
      double[] row = buffer[r];
      x.copyRow(from + r, row, 0);
      if (f32) {
        for (int f = 0; f < row.length; f++) {
          row[f] = (float) (row[f] - xMean[f]);
        }
      } else {
        for (int f = 0; f < row.length; f++) {
          row[f] = row[f] - xMean[f];
        }
      }
    }
    return count;
  }
}
