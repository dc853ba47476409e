package org.spectraflow.engine.diagnostics;

import java.util.Arrays;
import java.util.Optional;
import org.spectraflow.engine.operators.FittedModel;
import org.spectraflow.engine.operators.FittedState;
import org.spectraflow.engine.operators.LatentStructure;
import org.spectraflow.engine.operators.LatentVariables;
import org.spectraflow.engine.operators.linalg.Householder;

/**
 * The parts of a fitted PLS regression the diagnostics read, in scikit-learn's names
 * (docs/diagnostics.md §1): x weights W, x loadings P and y loadings q (one row per component), and
 * the centring and scaling statistics of X and y. Read from the model's {@link FittedState} (kind
 * {@code PLSRegression}), keeping the first {@code components} it predicts with (a fit shared by an
 * {@code n_components} sweep holds more).
 *
 * <p>Invariants: immutable (arrays copied in and out); every row of W and P has the length of the
 * statistics; at least one component; {@code support} lists increasing feature indices (every
 * feature unless the model rests on a window, as IntervalPLS does), W and P are zero outside it.
 *
 * @param weights W, components × features (unit-norm rows, scikit-learn's {@code x_weights_ᵀ})
 * @param xLoadings P, components × features ({@code x_loadings_ᵀ})
 * @param yLoadings q, components × targets ({@code y_loadings_ᵀ})
 * @param xMean the training X column means
 * @param xStd the training X column standard deviations (ddof 1; ones when not scaled)
 * @param yMean the training y means
 * @param yStd the training y standard deviations (ddof 1; ones when not scaled)
 * @param support the features the latent structure is defined on: Q sums the residuals of these
 *     features and VIP is normalised over them (Σ VIP² = their number); elsewhere VIP is 0
 */
public record PlsFit(
    double[][] weights,
    double[][] xLoadings,
    double[][] yLoadings,
    double[] xMean,
    double[] xStd,
    double[] yMean,
    double[] yStd,
    int[] support) {

  /** Checks the shapes and copies. */
  public PlsFit {
    if (weights.length == 0 || xLoadings.length != weights.length) {
      throw new IllegalArgumentException(
          "a PLS fit needs as many weights as loadings, at least one; were "
              + weights.length
              + " and "
              + xLoadings.length);
    }
    if (yLoadings.length != weights.length) {
      throw new IllegalArgumentException("one y loading per component is needed");
    }
    for (int a = 0; a < weights.length; a++) {
      if (weights[a].length != xMean.length || xLoadings[a].length != xMean.length) {
        throw new IllegalArgumentException("component " + (a + 1) + " has the wrong length");
      }
    }
    weights = Matrices.copy(weights);
    xLoadings = Matrices.copy(xLoadings);
    yLoadings = Matrices.copy(yLoadings);
    xMean = xMean.clone();
    xStd = xStd.clone();
    yMean = yMean.clone();
    yStd = yStd.clone();
    for (int i = 0; i < support.length; i++) {
      if (support[i] < 0 || support[i] >= xMean.length || (i > 0 && support[i] <= support[i - 1])) {
        throw new IllegalArgumentException(
            "the support must list increasing feature indices below " + xMean.length);
      }
    }
    if (support.length == 0) {
      throw new IllegalArgumentException("a PLS fit rests on at least one feature");
    }
    support = support.clone();
  }

  /** A fit defined on every feature. */
  public PlsFit(
      double[][] weights,
      double[][] xLoadings,
      double[][] yLoadings,
      double[] xMean,
      double[] xStd,
      double[] yMean,
      double[] yStd) {
    this(
        weights,
        xLoadings,
        yLoadings,
        xMean,
        xStd,
        yMean,
        yStd,
        java.util.stream.IntStream.range(0, xMean.length).toArray());
  }

  /**
   * The PLS parts of {@code model}, when it is a PLS regression (its state of kind {@code
   * PLSRegression}) or exposes its {@link LatentStructure} (IKPLS, PCR, SIMPLS, OPLS, SparsePLS,
   * IntervalPLS; docs/diagnostics.md); empty for any other model ({@link LatentSupport} says why).
   */
  public static Optional<PlsFit> of(FittedModel model) {
    if (model instanceof LatentStructure l) {
      LatentVariables v = l.latentVariables();
      if (v.weights().length == 0) {
        return Optional.empty();
      }
      return Optional.of(
          new PlsFit(
              v.weights(),
              v.xLoadings(),
              v.yLoadings(),
              v.xMean(),
              v.xStd(),
              v.yMean(),
              v.yStd(),
              v.support()));
    }
    FittedState s;
    try {
      s = model.state();
    } catch (RuntimeException notRepresentable) {
      return Optional.empty();
    }
    return "PLSRegression".equals(s.kind()) ? ofState(s) : Optional.empty();
  }

  /**
   * The PLS parts of a fitted state holding them ({@code PLSRegression} or {@code PLSDA}, whose
   * states share the keys {@code w}, {@code x_loadings}, {@code y_loadings} and the centring and
   * scaling vectors), only the components the model uses; empty for any other kind.
   */
  public static Optional<PlsFit> ofState(FittedState s) {
    if (!"PLSRegression".equals(s.kind()) && !"PLSDA".equals(s.kind())) {
      return Optional.empty();
    }
    double[][] w = s.matrix("w");
    int use = (int) Math.min(w.length, Math.round(s.number("components")));
    if (use < 1) {
      return Optional.empty();
    }
    return Optional.of(
        new PlsFit(
            Arrays.copyOf(w, use),
            Arrays.copyOf(s.matrix("x_loadings"), use),
            Arrays.copyOf(s.matrix("y_loadings"), use),
            s.vector("x_mean"),
            s.vector("x_std"),
            s.vector("y_mean"),
            s.vector("y_std")));
  }

  /** The number of components A. */
  public int components() {
    return weights.length;
  }

  /** The number of features p. */
  public int features() {
    return xMean.length;
  }

  /** True when the structure rests on every feature (no window). */
  public boolean wholeSpectrum() {
    return support.length == xMean.length;
  }

  @Override
  public int[] support() {
    return support.clone();
  }

  /**
   * scikit-learn's {@code x_rotations_} transposed, R = (W (PᵀW)⁻¹)ᵀ, components × features: the
   * scores of a scaled spectrum x_s are {@code R x_s}.
   */
  public double[][] rotations() {
    int k = components();
    double[][] ptw = new double[k][k];
    for (int a = 0; a < k; a++) {
      for (int b = 0; b < k; b++) {
        ptw[a][b] = Matrices.dot(xLoadings[b], weights[a]);
      }
    }
    // ptw = (PᵀW)ᵀ, so rotation a is Σ_b ((PᵀW)⁻¹)_ba w_b = Σ_b inv(ptw)_ab w_b
    double[][] inv = Householder.of(ptw).inverse();
    double[][] r = new double[k][features()];
    for (int a = 0; a < k; a++) {
      for (int b = 0; b < k; b++) {
        double g = inv[a][b];
        double[] wb = weights[b];
        double[] ra = r[a];
        for (int f = 0; f < ra.length; f++) {
          ra[f] += g * wb[f];
        }
      }
    }
    return r;
  }

  /**
   * scikit-learn's {@code coef_} (targets × features): ∂ŷ/∂x in the units of the spectra the PLS
   * was given, {@code (W (PᵀW)⁻¹ qᵀ ∘ y_std)ᵀ / x_std}.
   */
  public double[][] coefficients() {
    double[][] r = rotations();
    int q = yMean.length;
    double[][] coef = new double[q][features()];
    for (int t = 0; t < q; t++) {
      for (int a = 0; a < components(); a++) {
        double c = yLoadings[a][t];
        for (int f = 0; f < features(); f++) {
          coef[t][f] += r[a][f] * c;
        }
      }
      for (int f = 0; f < features(); f++) {
        coef[t][f] = coef[t][f] * yStd[t] / xStd[f];
      }
    }
    return coef;
  }

  /** The spectrum {@code row} centred and scaled as the PLS sees it, (x − mean) / std. */
  public double[] scale(double[] row) {
    double[] out = new double[row.length];
    for (int f = 0; f < row.length; f++) {
      out[f] = (row[f] - xMean[f]) / xStd[f];
    }
    return out;
  }

  @Override
  public double[][] weights() {
    return Matrices.copy(weights);
  }

  @Override
  public double[][] xLoadings() {
    return Matrices.copy(xLoadings);
  }

  @Override
  public double[][] yLoadings() {
    return Matrices.copy(yLoadings);
  }

  @Override
  public double[] xMean() {
    return xMean.clone();
  }

  @Override
  public double[] xStd() {
    return xStd.clone();
  }

  @Override
  public double[] yMean() {
    return yMean.clone();
  }

  @Override
  public double[] yStd() {
    return yStd.clone();
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof PlsFit f
        && Arrays.deepEquals(weights, f.weights)
        && Arrays.deepEquals(xLoadings, f.xLoadings)
        && Arrays.deepEquals(yLoadings, f.yLoadings)
        && Arrays.equals(xMean, f.xMean)
        && Arrays.equals(xStd, f.xStd)
        && Arrays.equals(yMean, f.yMean)
        && Arrays.equals(yStd, f.yStd)
        && Arrays.equals(support, f.support);
  }

  @Override
  public int hashCode() {
    return Arrays.deepHashCode(weights) * 31 + Arrays.hashCode(xMean);
  }

  @Override
  public String toString() {
    return "PlsFit[" + components() + " components, " + features() + " features]";
  }
}
