package org.spectraflow.engine.operators.model;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * The Newton solver in the span of the rows returns the minimiser of LogisticRegression's binomial
 * objective: the primal gradient ({@code (1/n)·Σ r_i·x_i + w/(C·n)} and {@code (1/n)·Σ r_i}),
 * recomputed here independently, vanishes at its result, with and without the intercept.
 */
class KernelNewtonLogisticTest {

  @Test
  void theResultIsAStationaryPointOfThePrimalObjective() {
    double[][] x =
        ModelsReference.rows(ModelsReference.regressionX(), 0, ModelsReference.regressionTrain())
            .toRows();
    assertThat(x.length).isLessThanOrEqualTo(x[0].length);
    double[] y = org.spectraflow.engine.operators.Reference.y();
    double[] sorted = java.util.Arrays.copyOf(y, x.length);
    java.util.Arrays.sort(sorted);
    int[] label = new int[x.length];
    for (int i = 0; i < x.length; i++) {
      label[i] = y[i] > sorted[x.length / 2] ? 1 : 0;
    }
    assertThat(java.util.Arrays.stream(label).sum()).isBetween(10, 80);
    for (double c : new double[] {1e-3, 1.0, 100.0}) {
      for (boolean intercept : new boolean[] {true, false}) {
        double[] w = KernelNewtonLogistic.fit(x, label, c, intercept, 1e-10, () -> false);
        assertThat(w).isNotNull();
        assertThat(maxGradient(x, label, w, c, intercept))
            .as("C=%s intercept=%s", c, intercept)
            .isLessThan(1e-9);
        if (!intercept) {
          assertThat(w[w.length - 1]).isZero();
        }
      }
    }
  }

  private static double maxGradient(double[][] x, int[] label, double[] w, double c, boolean b) {
    int n = x.length;
    int p = x[0].length;
    double[] g = new double[p + 1];
    for (int i = 0; i < n; i++) {
      double z = b ? w[p] : 0.0;
      for (int j = 0; j < p; j++) {
        z += w[j] * x[i][j];
      }
      double y = label[i];
      double r = 1.0 / (1.0 + Math.exp(-z)) - y;
      for (int j = 0; j < p; j++) {
        g[j] += r * x[i][j] / n;
      }
      g[p] += b ? r / n : 0.0;
    }
    double max = 0.0;
    for (int j = 0; j <= p; j++) {
      double gj = j < p ? g[j] + w[j] / (c * n) : g[j];
      max = Math.max(max, Math.abs(gj));
    }
    return max;
  }
}
