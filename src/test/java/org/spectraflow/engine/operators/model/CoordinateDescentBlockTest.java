package org.spectraflow.engine.operators.model;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.operators.model.CoordinateDescent.Rules;

class CoordinateDescentBlockTest {

  private static final BooleanSupplier NEVER = () -> false;

  @Test
  void blockDotsAreTheSequentialColumnDotsBitForBit() {
    Random random = new Random(3);
    int n = 23;
    int p = 40;
    double[][] cols = new double[p][n];
    for (double[] c : cols) {
      for (int i = 0; i < n; i++) {
        c[i] = random.nextGaussian() * Math.exp(2 * random.nextGaussian());
      }
    }
    double[] v = new double[n];
    for (int i = 0; i < n; i++) {
      v[i] = random.nextGaussian();
    }
    double[] out = new double[p];
    out[2] = 99.0;
    CoordinateDescent.blockDots(CoordinateDescent.rowsOf(cols, n), v, 3, 37, out);
    assertThat(out[2]).isEqualTo(99.0);
    assertThat(out[37]).isZero();
    for (int j = 3; j < 37; j++) {
      assertThat(out[j]).as("column %d", j).isEqualTo(CoordinateDescent.dot(cols[j], v));
    }
  }

  @Test
  void softThresholdHasTheBitsOfTheFormulaForEveryKindOfValue() {
    double[] ts = {
      0.0,
      -0.0,
      1e-300,
      -1e-300,
      0.01,
      -0.01,
      0.0100000001,
      -0.0100000001,
      0.5,
      -0.5,
      3e7,
      -3e7,
      Double.MIN_VALUE,
      -Double.MIN_VALUE,
      Double.NaN,
      Double.POSITIVE_INFINITY,
      Double.NEGATIVE_INFINITY
    };
    double[] as = {0.0, 0.01, 0.5};
    double[] scales = {1.0, 0.3, 1e-12, 7.5e3};
    for (double t : ts) {
      for (double a : as) {
        for (double scale : scales) {
          for (boolean positive : new boolean[] {false, true}) {
            double formula =
                positive && t < 0 ? 0.0 : Math.signum(t) * Math.max(Math.abs(t) - a, 0.0) / scale;
            assertThat(
                    Double.doubleToRawLongBits(
                        CoordinateDescent.softThreshold(t, a, scale, positive)))
                .as("t %s, a %s, scale %s, positive %s", t, a, scale, positive)
                .isEqualTo(Double.doubleToRawLongBits(formula));
          }
        }
      }
    }
  }

  @Test
  void cyclicAndRandomSweepsReachTheSameLassoOptimum() {
    // 30 samples, 200 features, y from three of them: the cyclic sweep runs its dots in blocks
    Random random = new Random(11);
    int n = 30;
    int p = 200;
    double[][] cols = new double[p][n];
    double[] y = new double[n];
    for (double[] c : cols) {
      double mean = 0.0;
      for (int i = 0; i < n; i++) {
        c[i] = random.nextGaussian();
        mean += c[i];
      }
      for (int i = 0; i < n; i++) {
        c[i] -= mean / n;
      }
    }
    for (int i = 0; i < n; i++) {
      y[i] = 2 * cols[5][i] - cols[70][i] + 0.5 * cols[150][i];
    }
    double a = 0.05 * n;
    CoordinateDescent.Result cyclic =
        new CoordinateDescent(cols, y, a, 0.0, false, Rules.CURRENT)
            .solve(5000, 1e-10, null, NEVER);
    CoordinateDescent.Result shuffled =
        new CoordinateDescent(cols, y, a, 0.0, false, Rules.CURRENT)
            .solve(5000, 1e-10, new CoordinateRandR(42), NEVER);
    assertThat(cyclic.converged()).isTrue();
    assertThat(shuffled.converged()).isTrue();
    for (int j = 0; j < p; j++) {
      assertThat(cyclic.w()[j])
          .as("w[%d]", j)
          .isCloseTo(shuffled.w()[j], org.assertj.core.api.Assertions.within(1e-6));
    }
    assertThat(cyclic.w()[5]).isGreaterThan(1.5);
    assertThat(cyclic.w()[70]).isLessThan(-0.5);
  }
}
