package org.spectraflow.engine.operators;

/**
 * The latent structure of a fitted PLS-style model, in scikit-learn's PLSRegression names: x
 * weights W (unit-norm rows), x loadings P and y loadings q (one row per component), and the
 * centring and scaling of X and y, so that a scaled spectrum's scores are {@code x_s·W(PᵀW)⁻¹}.
 *
 * <p>Invariants: immutable (arrays copied in and out); W, P and q have one row per component; every
 * row of W and P has the length of {@code xMean}.
 *
 * @param weights W, components × features
 * @param xLoadings P, components × features
 * @param yLoadings q, components × targets
 * @param xMean the training X column means
 * @param xStd the training X column divisors (ones when not scaled)
 * @param yMean the training y means
 * @param yStd the training y divisors (ones when not scaled)
 */
public record LatentVariables(
    double[][] weights,
    double[][] xLoadings,
    double[][] yLoadings,
    double[] xMean,
    double[] xStd,
    double[] yMean,
    double[] yStd) {

  /** Checks the row counts and copies. */
  public LatentVariables {
    if (xLoadings.length != weights.length || yLoadings.length != weights.length) {
      throw new IllegalArgumentException("latent variables: one W, P and q row per component");
    }
    weights = copy(weights);
    xLoadings = copy(xLoadings);
    yLoadings = copy(yLoadings);
    xMean = xMean.clone();
    xStd = xStd.clone();
    yMean = yMean.clone();
    yStd = yStd.clone();
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
