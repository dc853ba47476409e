package org.spectraflow.engine.operators.linalg;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.data.Offset.offset;

import java.math.BigDecimal;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The precomputed pseudo-inverse gives the least-squares solution of the per-row solve, and the
 * reassociated dot product agrees with an exact sum to rounding.
 */
class PseudoInverseAndDotsTest {

  @Test
  void pseudoInverseTimesBIsTheLeastSquaresSolution() {
    // an EMSC-like design: a reference spectrum, w and w² over 500 features
    Random random = new Random(7);
    int m = 500;
    double[][] a = new double[m][3];
    for (int j = 0; j < m; j++) {
      a[j][0] = 1.0 + 0.3 * Math.sin(j / 40.0) + 0.01 * random.nextGaussian();
      a[j][1] = j;
      a[j][2] = (double) j * j;
    }
    Householder qr = Householder.of(a);
    double[][] pinv = qr.pseudoInverse();
    assertThat(pinv).hasNumberOfRows(3);
    for (int trial = 0; trial < 5; trial++) {
      double[] b = new double[m];
      for (int j = 0; j < m; j++) {
        b[j] = 2.0 * a[j][0] + 1e-3 * j - 2e-6 * j * j + 0.05 * random.nextGaussian();
      }
      double[] solved = qr.solve(b);
      for (int k = 0; k < 3; k++) {
        double product = Dots.dot(pinv[k], 0, b, 0, m);
        assertThat(product).isCloseTo(solved[k], offset(1e-9 * Math.abs(solved[k]) + 1e-15));
      }
    }
  }

  @Test
  void reassociatedDotAgreesWithTheExactSumAndIsReproducible() {
    Random random = new Random(3);
    for (int n : new int[] {0, 1, 3, 4, 7, 2151}) {
      double[] a = new double[n + 2];
      double[] b = new double[n + 5];
      BigDecimal exact = BigDecimal.ZERO;
      double magnitude = 0;
      for (int i = 0; i < n; i++) {
        a[i + 2] = random.nextGaussian();
        b[i + 5] = random.nextGaussian();
        exact = exact.add(new BigDecimal(a[i + 2]).multiply(new BigDecimal(b[i + 5])));
        magnitude += Math.abs(a[i + 2] * b[i + 5]);
      }
      double dot = Dots.dot(a, 2, b, 5, n);
      assertThat(dot)
          .as("n=%d", n)
          .isCloseTo(exact.doubleValue(), offset(4 * n * Math.ulp(1.0) * magnitude + 0.0));
      assertThat(Double.doubleToRawLongBits(Dots.dot(a, 2, b, 5, n)))
          .isEqualTo(Double.doubleToRawLongBits(dot));
    }
  }
}
