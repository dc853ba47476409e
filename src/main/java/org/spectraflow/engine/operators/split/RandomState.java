package org.spectraflow.engine.operators.split;

import java.util.Objects;
import org.spectraflow.engine.random.Mt19937;

/**
 * numpy's legacy {@code RandomState}: MT19937 seeded with {@code init_genrand}, and the
 * masked-rejection bounded draws behind {@code permutation}/{@code shuffle} (spec §2.5).
 * Reproduces numpy's streams exactly. Mutable and not thread-safe.
 */
public final class RandomState {

  private static final Runnable NO_HOOK = () -> { };

  private final Mt19937 mt;
  private final Runnable beforeDraw;

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
}
