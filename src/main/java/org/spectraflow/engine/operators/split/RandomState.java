package org.spectraflow.engine.operators.split;

import java.util.Objects;
import org.spectraflow.engine.random.Mt19937;

/**
 * numpy's legacy {@code RandomState}: MT19937 seeded with {@code init_genrand}, and the
 * masked-rejection bounded draws behind {@code permutation}/{@code shuffle}, {@code randint},
 * {@code random_sample}/{@code uniform} (53-bit doubles) and the legacy polar Gaussian of {@code
 * normal}, whose one-value cache belongs to this object. Reproduces numpy's streams exactly.
 * Mutable and not thread-safe.
 */
public final class RandomState {

  private static final Runnable NO_HOOK = () -> {};

  private final Mt19937 mt;
  private final Runnable beforeDraw;

  /** The second value of the last polar Box–Muller pair, kept for the next {@link #normal()}. */
  private double cachedGaussian;

  private boolean hasCachedGaussian;

  /** A generator seeded like {@code numpy.random.RandomState(seed)} (0 ≤ seed < 2³²). */
  public RandomState(long seed) {
    this(seed, NO_HOOK);
  }

  /**
   * The same, calling {@code beforeDraw} before every draw from the stream (a run's global
   * generator uses it to keep concurrent variants drawing in variant order).
   */
  public RandomState(long seed, Runnable beforeDraw) {
    if (seed < 0 || seed > 0xffffffffL) {
      throw new IllegalArgumentException("random_state must be in [0, 2^32), was " + seed);
    }
    mt = Mt19937.seededByInt((int) seed);
    this.beforeDraw = Objects.requireNonNull(beforeDraw, "beforeDraw");
  }

  /** The next raw 32-bit output, as an unsigned value. Every draw goes through here. */
  public long nextUint32() {
    beforeDraw.run();
    return mt.nextUint32();
  }

  /** A uniform integer in [0, max] by masked rejection (numpy {@code random_interval}). */
  public long interval(long max) {
    if (max == 0) {
      return 0;
    }
    long mask = max;
    mask |= mask >>> 1;
    mask |= mask >>> 2;
    mask |= mask >>> 4;
    mask |= mask >>> 8;
    mask |= mask >>> 16;
    long v;
    do {
      v = nextUint32() & mask;
    } while (v > max);
    return v;
  }

  /** Shuffles {@code a} in place as {@code RandomState.shuffle} does (n < 2³²). */
  public void shuffle(int[] a) {
    for (int i = a.length - 1; i >= 1; i--) {
      int j = (int) interval(i);
      int t = a[i];
      a[i] = a[j];
      a[j] = t;
    }
  }

  /** {@code RandomState.permutation(n)}. */
  public int[] permutation(int n) {
    int[] a = new int[n];
    for (int i = 0; i < n; i++) {
      a[i] = i;
    }
    shuffle(a);
    return a;
  }

  /** {@code random_sample()}: a 53-bit double in [0, 1) from two 32-bit outputs. */
  public double randomSample() {
    long a = nextUint32() >>> 5;
    long b = nextUint32() >>> 6;
    return (a * 67108864.0 + b) / 9007199254740992.0;
  }

  /** {@code uniform(lo, hi)}: {@code lo + (hi − lo)·random_sample()}. */
  public double uniform(double lo, double hi) {
    return lo + (hi - lo) * randomSample();
  }

  /**
   * {@code randint(lo, hi)} with the int64 default dtype (hi exclusive, hi − lo ≤ 2³²): a masked
   * rejection draw on 32-bit outputs.
   */
  public long randint(long lo, long hi) {
    long range = hi - lo - 1;
    if (range < 0 || range > 0xffffffffL) {
      throw new IllegalArgumentException(
          "randint range must be in [1, 2^32], was [" + lo + ", " + hi + ")");
    }
    if (range == 0xffffffffL) {
      return lo + nextUint32();
    }
    return lo + interval(range);
  }

  /** {@code normal(0, 1)}: numpy's legacy polar Box–Muller Gaussian with its one-value cache. */
  public double normal() {
    if (hasCachedGaussian) {
      hasCachedGaussian = false;
      return cachedGaussian;
    }
    double x1;
    double x2;
    double r2;
    do {
      x1 = 2.0 * randomSample() - 1.0;
      x2 = 2.0 * randomSample() - 1.0;
      r2 = x1 * x1 + x2 * x2;
    } while (r2 >= 1.0 || r2 == 0.0);
    double f = Math.sqrt(-2.0 * Math.log(r2) / r2);
    cachedGaussian = f * x1;
    hasCachedGaussian = true;
    return f * x2;
  }
}
