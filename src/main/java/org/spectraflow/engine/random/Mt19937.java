package org.spectraflow.engine.random;

/**
 * The MT19937 Mersenne Twister (Matsumoto and Nishimura, 1998), the generator behind both CPython's
 * {@code random} and numpy's legacy {@code RandomState}. The two differ only in how they seed it:
 * {@link #seededByInt} is {@code init_genrand} (numpy), {@link #seededByArray} is {@code
 * init_by_array} (CPython). Mutable and not thread-safe.
 */
public final class Mt19937 {

  private static final int N = 624;
  private static final int M = 397;

  private final int[] mt = new int[N];
  private int index = N;

  private Mt19937() {}

  /** A generator seeded with {@code init_genrand(seed)} (the low 32 bits of {@code seed}). */
  public static Mt19937 seededByInt(int seed) {
    Mt19937 g = new Mt19937();
    g.initGenrand(seed);
    return g;
  }

  /** A generator seeded with {@code init_by_array(key)} (key holds 32-bit words, low first). */
  public static Mt19937 seededByArray(int[] key) {
    if (key.length == 0) {
      throw new IllegalArgumentException("init_by_array needs at least one key word");
    }
    Mt19937 g = new Mt19937();
    g.initByArray(key);
    return g;
  }

  private void initGenrand(int s) {
    mt[0] = s;
    for (int i = 1; i < N; i++) {
      mt[i] = 1812433253 * (mt[i - 1] ^ (mt[i - 1] >>> 30)) + i;
    }
    index = N;
  }

  private void initByArray(int[] key) {
    initGenrand(19650218);
    int i = 1;
    int j = 0;
    for (int k = Math.max(N, key.length); k > 0; k--) {
      mt[i] = (mt[i] ^ ((mt[i - 1] ^ (mt[i - 1] >>> 30)) * 1664525)) + key[j] + j;
      i++;
      j++;
      if (i >= N) {
        mt[0] = mt[N - 1];
        i = 1;
      }
      if (j >= key.length) {
        j = 0;
      }
    }
    for (int k = N - 1; k > 0; k--) {
      mt[i] = (mt[i] ^ ((mt[i - 1] ^ (mt[i - 1] >>> 30)) * 1566083941)) - i;
      i++;
      if (i >= N) {
        mt[0] = mt[N - 1];
        i = 1;
      }
    }
    mt[0] = 0x80000000;
  }

  /** The next raw 32-bit output, as an unsigned value in a long. */
  public long nextUint32() {
    if (index >= N) {
      twist();
    }
    int y = mt[index++];
    y ^= y >>> 11;
    y ^= (y << 7) & 0x9d2c5680;
    y ^= (y << 15) & 0xefc60000;
    y ^= y >>> 18;
    return y & 0xffffffffL;
  }

  private void twist() {
    for (int k = 0; k < N; k++) {
      int y = (mt[k] & 0x80000000) | (mt[(k + 1) % N] & 0x7fffffff);
      mt[k] = mt[(k + M) % N] ^ (y >>> 1) ^ ((y & 1) != 0 ? 0x9908b0df : 0);
    }
    index = 0;
  }
}
