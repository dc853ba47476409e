package org.spectraflow.engine.generate;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.spectraflow.engine.random.Mt19937;

/**
 * A faithful port of CPython's {@code random.Random} (3.11) for the parts generator expansion uses:
 * MT19937 seeded from an integer via {@code init_by_array}, {@code getrandbits}, {@code random()},
 * {@code _randbelow} by rejection, {@code sample} (with its set-vs-pool rule), {@code choice},
 * {@code uniform} and {@code gauss}. Not thread-safe; one instance per draw.
 */
public final class PyRandom {

  private final Mt19937 mt;
  private Double gaussNext;

  /** Seeds as {@code random.Random(seed)} does for an int seed (its absolute value). */
  public PyRandom(BigInteger seed) {
    mt = Mt19937.seededByArray(keyOf(seed.abs()));
  }

  /** Seeds as {@code random.Random(seed)}. */
  public PyRandom(long seed) {
    this(BigInteger.valueOf(seed));
  }

  private static int[] keyOf(BigInteger n) {
    int words = Math.max(1, (n.bitLength() + 31) / 32);
    int[] key = new int[words];
    for (int i = 0; i < words; i++) {
      key[i] = n.shiftRight(32 * i).intValue();
    }
    return key;
  }

  /** The next raw 32-bit output (as an unsigned value in a long). */
  public long nextUint32() {
    return mt.nextUint32();
  }

  /** {@code getrandbits(k)} for 0 <= k <= 63. */
  public long getrandbits(int k) {
    if (k == 0) {
      return 0;
    }
    if (k <= 32) {
      return nextUint32() >>> (32 - k);
    }
    long low = nextUint32();
    long high = nextUint32() >>> (64 - k);
    return (high << 32) | low;
  }

  /** {@code random()}: a 53-bit float in [0, 1). */
  public double random() {
    long a = nextUint32() >>> 5;
    long b = nextUint32() >>> 6;
    return (a * 67108864.0 + b) * (1.0 / 9007199254740992.0);
  }

  /** {@code _randbelow(n)} by rejection sampling on {@code getrandbits}; n > 0. */
  public long randbelow(long n) {
    int k = 64 - Long.numberOfLeadingZeros(n);
    long r = getrandbits(k);
    while (r >= n) {
      r = getrandbits(k);
    }
    return r;
  }

  /** The indices {@code random.sample(range(n), k)} selects, in draw order. */
  public List<Integer> sampleIndices(int n, int k) {
    return sampleIndices((long) n, k).stream().map(Long::intValue).toList();
  }

  /**
   * The indices {@code random.sample(range(n), k)} selects, in draw order, for a population of up
   * to 2^63-1: the set method never builds the population, so a huge range costs O(k).
   */
  public List<Long> sampleIndices(long n, int k) {
    if (k < 0 || k > n) {
      throw new IllegalArgumentException(
          "sample larger than population or negative: k=" + k + ", n=" + n);
    }
    long setsize = 21;
    if (k > 5) {
      setsize += (long) Math.pow(4, Math.ceil(Math.log(k * 3.0) / Math.log(4)));
    }
    List<Long> result = new ArrayList<>(k);
    if (n <= setsize) {
      int size = (int) n;
      int[] pool = new int[size];
      for (int i = 0; i < size; i++) {
        pool[i] = i;
      }
      for (int i = 0; i < k; i++) {
        int j = (int) randbelow(size - i);
        result.add((long) pool[j]);
        pool[j] = pool[size - i - 1];
      }
    } else {
      Set<Long> selected = new HashSet<>();
      for (int i = 0; i < k; i++) {
        long j = randbelow(n);
        while (selected.contains(j)) {
          j = randbelow(n);
        }
        selected.add(j);
        result.add(j);
      }
    }
    return result;
  }

  /** {@code random.sample(population, k)}. */
  public <T> List<T> sample(List<T> population, int k) {
    return sampleIndices(population.size(), k).stream().map(population::get).toList();
  }

  /** {@code choice(seq)}. */
  public <T> T choice(List<T> seq) {
    return seq.get((int) randbelow(seq.size()));
  }

  /** {@code uniform(a, b)}. */
  public double uniform(double a, double b) {
    return a + (b - a) * random();
  }

  /** {@code gauss(mu, sigma)} with CPython's cached second value. */
  public double gauss(double mu, double sigma) {
    Double z = gaussNext;
    gaussNext = null;
    if (z == null) {
      double x2pi = random() * (2 * Math.PI);
      double g2rad = Math.sqrt(-2.0 * Math.log(1.0 - random()));
      z = Math.cos(x2pi) * g2rad;
      gaussNext = Math.sin(x2pi) * g2rad;
    }
    return mu + z * sigma;
  }
}
