package org.spectraflow.engine.random;

import java.math.BigInteger;

/**
 * numpy's {@code SeedSequence} for a non-negative integer entropy with no spawn key and a pool of
 * four 32-bit words: hashes the entropy into the pool and draws seed words from it ({@code
 * generate_state}). Ported from numpy (BSD licence) so that {@code numpy.random.default_rng(seed)}
 * streams are reproduced bit for bit. Immutable.
 */
public final class SeedSequence {

  private static final int INIT_A = 0x43b0d7e5;
  private static final int MULT_A = 0x931e8875;
  private static final int INIT_B = 0x8b51f9dd;
  private static final int MULT_B = 0x58f38ded;
  private static final int MIX_MULT_L = 0xca01f9dd;
  private static final int MIX_MULT_R = 0x4973f715;
  private static final int POOL_SIZE = 4;

  private final int[] pool = new int[POOL_SIZE];
  private int hashConst = INIT_A;

  /** The sequence of {@code SeedSequence(entropy)}; {@code entropy} must be {@code >= 0}. */
  public SeedSequence(BigInteger entropy) {
    if (entropy.signum() < 0) {
      throw new IllegalArgumentException("seed must be a non-negative integer, was " + entropy);
    }
    int[] words = words(entropy);
    for (int i = 0; i < POOL_SIZE; i++) {
      pool[i] = hashmix(i < words.length ? words[i] : 0);
    }
    for (int src = 0; src < POOL_SIZE; src++) {
      for (int dst = 0; dst < POOL_SIZE; dst++) {
        if (src != dst) {
          pool[dst] = mix(pool[dst], hashmix(pool[src]));
        }
      }
    }
    for (int i = POOL_SIZE; i < words.length; i++) {
      for (int dst = 0; dst < POOL_SIZE; dst++) {
        pool[dst] = mix(pool[dst], hashmix(words[i]));
      }
    }
  }

  /** The sequence of {@code SeedSequence(seed)}. */
  public SeedSequence(long seed) {
    this(BigInteger.valueOf(seed));
  }

  /** The entropy pool (four 32-bit words), copied. */
  public int[] pool() {
    return pool.clone();
  }

  /** {@code generate_state(n, uint32)}: {@code n} seed words. */
  public int[] generateState(int n) {
    int[] out = new int[n];
    int hc = INIT_B;
    for (int i = 0; i < n; i++) {
      int d = pool[i % POOL_SIZE];
      d ^= hc;
      hc *= MULT_B;
      d *= hc;
      d ^= d >>> 16;
      out[i] = d;
    }
    return out;
  }

  /** {@code generate_state(n, uint64)}: word {@code 2i} low, {@code 2i+1} high. */
  public long[] generateState64(int n) {
    int[] w = generateState(2 * n);
    long[] out = new long[n];
    for (int i = 0; i < n; i++) {
      out[i] = (w[2 * i] & 0xffffffffL) | ((long) w[2 * i + 1] << 32);
    }
    return out;
  }

  private int hashmix(int value) {
    int v = value ^ hashConst;
    hashConst *= MULT_A;
    v *= hashConst;
    return v ^ (v >>> 16);
  }

  private static int mix(int x, int y) {
    int r = MIX_MULT_L * x - MIX_MULT_R * y;
    return r ^ (r >>> 16);
  }

  private static int[] words(BigInteger entropy) {
    int n = Math.max(1, (entropy.bitLength() + 31) / 32);
    int[] out = new int[n];
    BigInteger rest = entropy;
    for (int i = 0; i < n; i++) {
      out[i] = rest.intValue();
      rest = rest.shiftRight(32);
    }
    return out;
  }
}
