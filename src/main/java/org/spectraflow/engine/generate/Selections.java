package org.spectraflow.engine.generate;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.spectraflow.engine.json.JsonArray;
import org.spectraflow.engine.json.JsonValue;

/**
 * Combinations and permutations of positions in Python's {@code itertools} order, the size lists of
 * {@code pick}/{@code arrange} ({@code k} or {@code [from, to]}), and their counts.
 */
final class Selections {

  /** The widest {@code [from, to]} size range a selection may span after clamping to the items. */
  static final int MAX_SIZES = 1000;

  private Selections() {}

  /**
   * Sizes named by {@code k} or an inclusive {@code [from, to]} range, ascending, keeping only
   * sizes up to {@code available} (larger ones select nothing): {@code pick: [1, 2147483647]} over
   * 5 choices is sizes 1..5, never a loop to 2^31.
   */
  static List<Integer> sizes(JsonValue spec, BigInteger available) {
    BigInteger from = bound(spec instanceof JsonArray a ? a.get(0) : spec);
    BigInteger to = (spec instanceof JsonArray a ? bound(a.get(1)) : from).min(available);
    if (to.subtract(from).compareTo(BigInteger.valueOf(MAX_SIZES)) > 0) {
      throw new IllegalArgumentException(
          "the size range "
              + spec
              + " spans more than "
              + MAX_SIZES
              + " sizes over "
              + available
              + " items; narrow it");
    }
    List<Integer> out = new ArrayList<>();
    for (BigInteger k = from.max(BigInteger.ZERO);
        k.compareTo(to) <= 0;
        k = k.add(BigInteger.ONE)) {
      if (k.bitLength() >= Integer.SIZE) {
        throw new IllegalArgumentException(
            "selection size " + k + " is too large; pick at most " + Integer.MAX_VALUE + " items");
      }
      out.add(k.intValue());
    }
    return out;
  }

  private static BigInteger bound(JsonValue v) {
    return v instanceof JsonValue.JsonInt i ? i.value() : BigInteger.valueOf((long) v.asDouble());
  }

  /** The k-subsets of 0..n-1 in lexicographic order (itertools.combinations), lazily. */
  static Stream<int[]> combinations(int n, int k) {
    if (k > n || k < 0) {
      return Stream.empty();
    }
    int[] start = new int[k];
    for (int i = 0; i < k; i++) {
      start[i] = i;
    }
    return Stream.iterate(start, c -> c != null, c -> nextCombination(c, n)).map(int[]::clone);
  }

  private static int[] nextCombination(int[] current, int n) {
    int k = current.length;
    int[] c = current.clone();
    int i = k - 1;
    while (i >= 0 && c[i] == n - k + i) {
      i--;
    }
    if (i < 0) {
      return null;
    }
    c[i]++;
    for (int j = i + 1; j < k; j++) {
      c[j] = c[j - 1] + 1;
    }
    return c;
  }

  /** The k-permutations of 0..n-1 in lexicographic order (itertools.permutations), lazily. */
  static Stream<int[]> permutations(int n, int k) {
    if (k > n || k < 0) {
      return Stream.empty();
    }
    int[] start = new int[k];
    for (int i = 0; i < k; i++) {
      start[i] = i;
    }
    return Stream.iterate(start, p -> p != null, p -> nextPermutation(p, n));
  }

  /** The next k-permutation in lexicographic order: bump the rightmost position that can grow. */
  private static int[] nextPermutation(int[] current, int n) {
    int k = current.length;
    for (int i = k - 1; i >= 0; i--) {
      boolean[] used = new boolean[n];
      for (int j = 0; j < i; j++) {
        used[current[j]] = true;
      }
      int v = current[i] + 1;
      while (v < n && used[v]) {
        v++;
      }
      if (v < n) {
        int[] next = current.clone();
        next[i] = v;
        used[v] = true;
        int fill = 0;
        for (int j = i + 1; j < k; j++) {
          while (used[fill]) {
            fill++;
          }
          next[j] = fill;
          used[fill] = true;
        }
        return next;
      }
    }
    return null;
  }

  /** C(n, k), 0 when k > n. */
  static BigInteger choose(BigInteger n, int k) {
    if (k < 0 || n.compareTo(BigInteger.valueOf(k)) < 0) {
      return BigInteger.ZERO;
    }
    BigInteger r = BigInteger.ONE;
    for (int i = 0; i < k; i++) {
      r = r.multiply(n.subtract(BigInteger.valueOf(i))).divide(BigInteger.valueOf(i + 1L));
    }
    return r;
  }

  /** P(n, k) = n! / (n-k)!, 0 when k > n. */
  static BigInteger arrangements(BigInteger n, int k) {
    if (k < 0 || n.compareTo(BigInteger.valueOf(k)) < 0) {
      return BigInteger.ZERO;
    }
    BigInteger r = BigInteger.ONE;
    for (int i = 0; i < k; i++) {
      r = r.multiply(n.subtract(BigInteger.valueOf(i)));
    }
    return r;
  }

  /**
   * Sum over all k-subsets of the product of their weights (elementary symmetric polynomial): the
   * exact number of expanded alternatives of a {@code pick: k} whose choices expand to {@code
   * weights[i]} alternatives each.
   */
  static BigInteger elementary(List<BigInteger> weights, int k) {
    if (k < 0 || k > weights.size()) {
      return BigInteger.ZERO;
    }
    BigInteger[] e = new BigInteger[k + 1];
    Arrays.fill(e, BigInteger.ZERO);
    e[0] = BigInteger.ONE;
    for (BigInteger w : weights) {
      for (int j = k; j >= 1; j--) {
        e[j] = e[j].add(e[j - 1].multiply(w));
      }
    }
    return e[k];
  }

  /** k! */
  static BigInteger factorial(int k) {
    return arrangements(BigInteger.valueOf(k), k);
  }
}
