package org.spectraflow.engine.diagnostics;

import java.util.SplittableRandom;

/** Seeded smooth spectra with noise and a target that depends on two bands, for tests. */
final class SyntheticSpectra {

  private SyntheticSpectra() {}

  static double[][] rows(int n, int p, long seed) {
    SplittableRandom r = new SplittableRandom(seed);
    double[][] x = new double[n][p];
    for (int i = 0; i < n; i++) {
      double a = r.nextDouble();
      double b = r.nextDouble();
      for (int j = 0; j < p; j++) {
        double s = (double) j / p;
        x[i][j] =
            a * Math.exp(-40 * (s - 0.3) * (s - 0.3))
                + b * Math.exp(-40 * (s - 0.7) * (s - 0.7))
                + 0.05 * r.nextDouble();
      }
    }
    return x;
  }

  static double[] target(double[][] x) {
    double[] y = new double[x.length];
    int p = x[0].length;
    for (int i = 0; i < x.length; i++) {
      y[i] = 3 * x[i][(int) (0.3 * p)] - x[i][(int) (0.7 * p)];
    }
    return y;
  }
}
