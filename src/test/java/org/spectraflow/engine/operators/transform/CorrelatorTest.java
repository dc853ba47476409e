package org.spectraflow.engine.operators.transform;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The correlation kernels, which add two taps per pass over the output, give bit for bit the sums
 * of a per-sample loop in scipy.ndimage's tap order (centre first, then k = −h..−1 for symmetric
 * and antisymmetric weights, k = −h..h−1 otherwise), for even and odd numbers of tap pairs.
 */
class CorrelatorTest {

  @Test
  void everyKindMatchesThePerSampleLoopBitForBit() {
    Random rnd = new Random(7);
    for (int h = 1; h <= 9; h++) {
      double[] symmetric = new double[2 * h + 1];
      double[] antisymmetric = new double[2 * h + 1];
      double[] general = new double[2 * h + 1];
      for (int k = 0; k <= h; k++) {
        double v = rnd.nextGaussian();
        symmetric[h + k] = v;
        symmetric[h - k] = v;
        antisymmetric[h + k] = k == 0 ? 0.0 : v;
        antisymmetric[h - k] = k == 0 ? 0.0 : -v;
      }
      for (int k = 0; k < general.length; k++) {
        general[k] = rnd.nextGaussian();
      }
      int n = 257;
      double[] line = new double[n + 2 * h];
      for (int i = 0; i < line.length; i++) {
        line[i] = rnd.nextGaussian() * 1e3;
      }
      check(symmetric, line, h, n, 0);
      check(antisymmetric, line, h, n, 1);
      check(general, line, h, n, 2);
    }
  }

  private static void check(double[] w, double[] line, int h, int n, int kind) {
    double[] out = new double[n];
    new Correlator(w).correlate(line, h, out, 0, n);
    for (int i = 0; i < n; i++) {
      int c = h + i;
      double s;
      if (kind == 2) {
        s = line[c + h] * w[2 * h];
        for (int k = -h; k < h; k++) {
          s += line[c + k] * w[h + k];
        }
      } else {
        s = line[c] * w[h];
        for (int k = -h; k < 0; k++) {
          s =
              kind == 0
                  ? s + (line[c + k] + line[c - k]) * w[h + k]
                  : s - (line[c - k] - line[c + k]) * w[h + k];
        }
      }
      assertThat(Double.doubleToRawLongBits(out[i]))
          .as("kind %d, h %d, sample %d", kind, h, i)
          .isEqualTo(Double.doubleToRawLongBits(s));
    }
  }
}
