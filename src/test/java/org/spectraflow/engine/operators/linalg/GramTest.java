package org.spectraflow.engine.operators.linalg;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.junit.jupiter.api.Test;

class GramTest {

  /** The plain loop: a sequential dot product of rows i and j. */
  private static double rowDot(double[][] x, int i, int j) {
    double s = 0.0;
    for (int f = 0; f < x[i].length; f++) {
      s += x[i][f] * x[j][f];
    }
    return s;
  }

  @Test
  void lowerTriangleIsTheSequentialRowDotBitForBit() {
    Random random = new Random(7);
    // 45 rows cross a tile boundary; 21 features leave a remainder after the passes of eight
    for (int[] shape : new int[][] {{45, 21}, {3, 8}, {1, 5}, {33, 2}}) {
      int n = shape[0];
      int p = shape[1];
      double[][] x = new double[n][p];
      for (double[] row : x) {
        for (int f = 0; f < p; f++) {
          row[f] = random.nextGaussian() * Math.exp(3 * random.nextGaussian());
        }
      }
      double[][] cols = Gram.columns(x, p);
      assertThat(cols).hasNumberOfRows(p);
      assertThat(cols[p - 1][n - 1]).isEqualTo(x[n - 1][p - 1]);
      double[][] k = Gram.lower(cols, n);
      for (int i = 0; i < n; i++) {
        for (int j = 0; j <= i; j++) {
          assertThat(k[i][j]).as("K[%d][%d]", i, j).isEqualTo(rowDot(x, i, j));
        }
      }
    }
  }
}
