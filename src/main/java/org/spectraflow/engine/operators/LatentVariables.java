package org.spectraflow.engine.operators;

/**
 * The latent structure of a fitted PLS-style model, in scikit-learn's PLSRegression names: x
 * weights W (unit-norm rows), x loadings P and y loadings q (one row per component), and the
 * centring and scaling of X and y, so that a scaled spectrum's scores are {@code x_s·W(PᵀW)⁻¹}.
 *
 * <p>Invariants: immutable (arrays copied in and out); W, P and q have one row per component; every
 * row of W and P has the length of {@code xMean}; {@code support} lists distinct feature indices in
 * increasing order, and W and P are zero outside it.
 *
 * @param weights W, components × features
 * @param xLoadings P, components × features
 * @param yLoadings q, components × targets
 * @param xMean the training X column means
 * @param xStd the training X column divisors (ones when not scaled)
 * @param yMean the training y means
 * @param yStd the training y divisors (ones when not scaled)
 * @param support the features the structure is defined on, increasing (every feature for a model
 *     fitted on the whole input; the window of an interval PLS): the diagnostics measure residuals
 *     and normalise VIP over these features only
 */
public record LatentVariables(
    double[][] weights,
    double[][] xLoadings,
    double[][] yLoadings,
    double[] xMean,
    double[] xStd,
    double[] yMean,
    double[] yStd,
    int[] support) {

  /** Checks the row counts and the support, and copies. */
  public LatentVariables {
    if (xLoadings.length != weights.length || yLoadings.length != weights.length) {
      throw new IllegalArgumentException("latent variables: one W, P and q row per component");
    }
    for (int i = 0; i < support.length; i++) {
      if (support[i] < 0 || support[i] >= xMean.length || (i > 0 && support[i] <= support[i - 1])) {
        throw new IllegalArgumentException(
            "latent variables: the support must list increasing feature indices below "
                + xMean.length);
      }
    }
    support = support.clone();
    weights = copy(weights);
    xLoadings = copy(xLoadings);
    yLoadings = copy(yLoadings);
    xMean = xMean.clone();
    xStd = xStd.clone();
    yMean = yMean.clone();
    yStd = yStd.clone();
  }

  /** Latent variables defined on every feature. */
  public LatentVariables(
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

  @Override
  public int[] support() {
    return support.clone();
  }

  @Override
  public double[][] weights() {
    return copy(weights);
  }

  @Override
  public double[][] xLoadings() {
    return copy(xLoadings);
  }

  @Override
  public double[][] yLoadings() {
    return copy(yLoadings);
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

  private static double[][] copy(double[][] a) {
    double[][] out = new double[a.length][];
    for (int i = 0; i < a.length; i++) {
      out[i] = a[i].clone();
    }
    return out;
  }
}
