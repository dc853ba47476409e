package org.spectraflow.engine.operators.transform;

import static org.spectraflow.engine.operators.linalg.Sums.round;

/**
 * numpy's {@code gradient} along a spectrum with uniform spacing (docs/operator-behaviour.md §1.7):
 * central differences inside, one-sided differences of order 1 or 2 at the ends. The constants are
 * rounded to float32 first in float32 mode, as numpy does with a Python-float spacing.
 */
final class Gradient {

  private final double twoDelta;
  private final double delta;
  private final int edgeOrder;
  private final double[] first = new double[3];
  private final double[] last = new double[3];

  Gradient(double delta, int edgeOrder) {
    this.delta = delta;
    this.twoDelta = 2.0 * delta;
    this.edgeOrder = edgeOrder;
    first[0] = -1.5 / delta;
    first[1] = 2.0 / delta;
    first[2] = -0.5 / delta;
    last[0] = 0.5 / delta;
    last[1] = -2.0 / delta;
    last[2] = 1.5 / delta;
  }

  /** Writes the gradient of {@code x} into {@code out} (length ≥ edgeOrder + 1). */
  void apply(double[] x, double[] out, boolean f32) {
    int p = x.length;
    double d2 = round(f32, twoDelta);
    for (int j = 1; j < p - 1; j++) {
      out[j] = round(f32, round(f32, x[j + 1] - x[j - 1]) / d2);
    }
    if (edgeOrder == 1) {
      double d = round(f32, delta);
      out[0] = round(f32, round(f32, x[1] - x[0]) / d);
      out[p - 1] = round(f32, round(f32, x[p - 1] - x[p - 2]) / d);
    } else {
      out[0] = combine(first, x[0], x[1], x[2], f32);
      out[p - 1] = combine(last, x[p - 3], x[p - 2], x[p - 1], f32);
    }
  }

  private static double combine(double[] c, double a, double b, double d, boolean f32) {
    double ab = round(f32, round(f32, round(f32, c[0]) * a) + round(f32, round(f32, c[1]) * b));
    return round(f32, ab + round(f32, round(f32, c[2]) * d));
  }
}
