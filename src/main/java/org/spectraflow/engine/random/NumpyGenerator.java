package org.spectraflow.engine.random;

/**
 * numpy's {@code Generator} over {@link Pcg64}, as {@code numpy.random.default_rng(seed)} builds
 * it: the methods nirs4all's augmenters and augmentation plans use ({@code random}, {@code
 * uniform}, {@code integers} with Lemire's bounded method, {@code standard_normal} / {@code normal}
 * with the ziggurat). Ported from numpy (BSD licence); uniform and integer draws are bit-identical
 * to numpy's, normal draws agree to about 1e-13 relative ({@link Ziggurat}). Arrays are filled one
 * element after another in C (row-major) order, as numpy does. Mutable and not thread-safe: one
 * instance per draw sequence.
 */
public final class NumpyGenerator {

  private final Pcg64 bits;

  /** {@code numpy.random.default_rng(seed)} ({@code seed >= 0}). */
  public static NumpyGenerator defaultRng(long seed) {
    return new NumpyGenerator(new Pcg64(seed));
  }

  /** A generator over {@code bits}. */
  public NumpyGenerator(Pcg64 bits) {
    this.bits = bits;
  }

  /** {@code random()}: a double in [0, 1). */
  public double random() {
    return bits.nextDouble();
  }

  /** {@code uniform(lo, hi)}: {@code lo + (hi − lo)·random()}. */
  public double uniform(double lo, double hi) {
    double range = hi - lo;
    return lo + range * bits.nextDouble();
  }

  /** {@code uniform(lo, hi, size=n)}. */
  public double[] uniform(double lo, double hi, int n) {
    double[] out = new double[n];
    for (int i = 0; i < n; i++) {
      out[i] = uniform(lo, hi);
    }
    return out;
  }

  /** {@code integers(lo, hi)} (hi exclusive, int64 result); requires {@code lo < hi}. */
  public long integers(long lo, long hi) {
    if (hi <= lo) {
      throw new IllegalArgumentException("integers needs lo < hi, was " + lo + ", " + hi);
    }
    long rng = hi - lo - 1;
    if (rng == 0) {
      return lo;
    }
    if (rng == 0xffffffffL) {
      return lo + bits.next32();
    }
    if (Long.compareUnsigned(rng, 0xffffffffL) < 0) {
      return lo + lemire32(rng);
    }
    throw new IllegalArgumentException(
        "integers range above 2^32 is not supported, was " + lo + ".." + hi);
  }

  /** {@code integers(lo, hi, size=n)}. */
  public long[] integers(long lo, long hi, int n) {
    long[] out = new long[n];
    for (int i = 0; i < n; i++) {
      out[i] = integers(lo, hi);
    }
    return out;
  }

  /** {@code standard_normal()}. */
  public double standardNormal() {
    return Ziggurat.standardNormal(bits);
  }

  /** {@code normal(loc, scale)}: {@code loc + scale·standard_normal()}. */
  public double normal(double loc, double scale) {
    return loc + scale * standardNormal();
  }

  /** {@code normal(loc, scale, size=n)}. */
  public double[] normal(double loc, double scale, int n) {
    double[] out = new double[n];
    for (int i = 0; i < n; i++) {
      out[i] = normal(loc, scale);
    }
    return out;
  }

  /** Lemire's nearly divisionless bounded draw on 32-bit words: a value in [0, rng]. */
  private long lemire32(long rng) {
    long excl = rng + 1;
    long m = bits.next32() * excl;
    long left = m & 0xffffffffL;
    if (left < excl) {
      long threshold = (0xffffffffL - rng) % excl;
      while (left < threshold) {
        m = bits.next32() * excl;
        left = m & 0xffffffffL;
      }
    }
    return m >>> 32;
  }
}
