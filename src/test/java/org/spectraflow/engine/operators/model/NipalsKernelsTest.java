package org.spectraflow.engine.operators.model;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The side-by-side dot products give, for every row, the bits of the one-chain ordered sum,
 * whatever the number of rows (full blocks of eight and the tails of one to seven).
 */
class NipalsKernelsTest {

  private static double[][] rows(Random rnd, int count, int p) {
    double[][] m = new double[count][p];
    for (double[] row : m) {
      for (int j = 0; j < p; j++) {
        row[j] = rnd.nextGaussian() * Math.pow(10, rnd.nextInt(7) - 3);
      }
    }
    return m;
  }

  @Test
  void everyTailGivesTheOneChainSums() {
    Random rnd = new Random(7);
    int p = 517;
    double[][] m = rows(rnd, 11, p);
    double[] w = rows(rnd, 1, p)[0];
    for (int first = 0; first <= 3; first++) {
      for (int count = 1; count <= 8; count++) {
        double[] t = new double[12];
        NipalsKernels.orderedDotsTail(m, first, count, w, p, t, 2);
        for (int r = 0; r < count; r++) {
          assertThat(Double.doubleToRawLongBits(t[2 + r]))
              .as("first %d count %d row %d", first, count, r)
              .isEqualTo(Double.doubleToRawLongBits(NipalsKernels.orderedDot(m[first + r], w, p)));
        }
        assertThat(t[2 + count]).as("nothing written past the tail").isZero();
      }
    }
  }

  @Test
  void orderedDotsOfAnyCountGivesTheOneChainSums() {
    Random rnd = new Random(11);
    int p = 301;
    double[] a = rows(rnd, 1, p)[0];
    for (int count = 1; count <= 21; count++) {
      double[][] vs = rows(rnd, count, p);
      double[] out = new double[count];
      NipalsKernels.orderedDots(a, vs, out);
      for (int b = 0; b < count; b++) {
        assertThat(Double.doubleToRawLongBits(out[b]))
            .as("count %d vector %d", count, b)
            .isEqualTo(Double.doubleToRawLongBits(NipalsKernels.orderedDot(vs[b], a, p)));
      }
    }
  }
}
