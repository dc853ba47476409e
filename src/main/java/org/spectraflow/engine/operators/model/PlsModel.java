package org.spectraflow.engine.operators.model;

import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.data.Precision;
import org.spectraflow.engine.operators.FittedModel;
import org.spectraflow.engine.operators.linalg.Householder;

/**
 * A fitted PLS regression: weights, loadings and the centring/scaling statistics. Predicts with
 * all its components or any fewer ({@link #predict(Block, int)}). Immutable and thread-safe.
 */
public final class PlsModel implements FittedModel {

  private final double[][] w;
  private final double[][] loadX;
  private final double[][] loadY;
  private final double[] xMean;
  private final double[] xStd;
  private final double[] yMean;
  private final double[] yStd;
  private final double[][][] coefCache;

  PlsModel(double[][] w, double[][] loadX, double[][] loadY, double[] xMean, double[] xStd,
      double[] yMean, double[] yStd) {
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
  public int components() {
    return w.length;
  }

  /** Intercepts (the y means), one per target. */
  public double[] intercept() {
    return yMean.clone();
  }

  /**
   * scikit-learn's {@code coef_} for the first {@code j} components: {@code targets × features},
   * in original units.
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
      throw new IllegalArgumentException("PLSRegression: components must be in [1, " + w.length
          + "], was " + j);
    }
    synchronized (coefCache) {
      if (coefCache[j] == null) {
        coefCache[j] = computeCoefficients(j);
      }
      return coefCache[j];
    }
  }

  /** R = W (PᵀW)⁻¹; coef = ((R Qᵀ) ∘ y_std)ᵀ / x_std. */
  private double[][] computeCoefficients(int j) {
    int p = xMean.length;
    int q = yMean.length;
    double[][] ptw = new double[j][j];
    for (int a = 0; a < j; a++) {
      for (int b = 0; b < j; b++) {
        ptw[a][b] = Nipals.dot(loadX[a], w[b]);
      }
    }
    double[][] inv = Householder.of(ptw).inverse();
    double[][] coef = new double[q][p];
    for (int f = 0; f < p; f++) {
      for (int b = 0; b < j; b++) {
        double r = 0.0;
        for (int a = 0; a < j; a++) {
          r += w[a][f] * inv[a][b];
        }
        for (int t = 0; t < q; t++) {
          coef[t][f] += r * loadY[b][t];
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

  @Override
  public double[][] predict(Block x) {
    return predict(x, w.length);
  }

  /**
   * Predictions with the first {@code j} components, equal bit for bit to those of a model
   * fitted with {@code n_components = j}. float32 input is centred in float32 (sklearn's quirk).
   */
  public double[][] predict(Block x, int j) {
    ModelInputs.checkWidth("PLSRegression", x, xMean.length);
    double[][] coef = coefficientsShared(j);
    boolean f32 = x.precision() == Precision.FLOAT32;
    int p = xMean.length;
    double[] row = new double[p];
    double[][] out = new double[x.rows()][yMean.length];
    for (int i = 0; i < x.rows(); i++) {
      x.copyRow(i, row);
      for (int f = 0; f < p; f++) {
        double d = row[f] - xMean[f];
        row[f] = f32 ? (float) d : d;
      }
      for (int t = 0; t < yMean.length; t++) {
        out[i][t] = Nipals.dot(row, coef[t]) + yMean[t];
      }
    }
    return out;
  }
}
