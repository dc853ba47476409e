package org.spectraflow.engine.operators.linalg;

/**
 * Dot products reassociated for speed: four interleaved partial sums (indices modulo 4), added
 * pairwise at the end. Independent accumulators hide the floating-point add latency, which an
 * ordered sum cannot (the JIT does not vectorise double reductions). A given length is always
 * summed in the same order, so results are reproducible bit for bit; they differ from an ordered
 * sum only in rounding.
 */
public final class Dots {

  private Dots() {}

  /** {@code Σ a[aOff + i] · b[bOff + i]} for i in [0, n). */
  public static double dot(double[] a, int aOff, double[] b, int bOff, int n) {
    double s0 = 0.0;
    double s1 = 0.0;
    double s2 = 0.0;
    double s3 = 0.0;
    int i = 0;
    for (; i + 3 < n; i += 4) {
      s0 += a[aOff + i] * b[bOff + i];
      s1 += a[aOff + i + 1] * b[bOff + i + 1];
      s2 += a[aOff + i + 2] * b[bOff + i + 2];
      s3 += a[aOff + i + 3] * b[bOff + i + 3];
    }
    for (; i < n; i++) {
      s0 += a[aOff + i] * b[bOff + i];
    }
    return (s0 + s1) + (s2 + s3);
  }
}
