package org.spectraflow.engine.generate;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import org.spectraflow.engine.json.JsonArray;
import org.spectraflow.engine.json.JsonValue;

/**
 * Combinations and permutations of positions in Python's {@code itertools} order, the size
 * lists of {@code pick}/{@code arrange} ({@code k} or {@code [from, to]}), and their counts.
 */
final class Selections {

  private Selections() {}

  /** Sizes named by {@code k} or an inclusive {@code [from, to]} range, ascending. */
  static List<Integer> sizes(JsonValue spec) {
    List<Integer> out = new ArrayList<>();
    if (spec instanceof JsonArray a) {
      for (int k = (int) a.get(0).asDouble(); k <= (int) a.get(1).asDouble(); k++) {
        out.add(k);
      }
    } else {
      out.add((int) spec.asDouble());
    }
    return out;
  }

  /** All k-subsets of 0..n-1 in lexicographic order (itertools.combinations). */
  static List<int[]> combinations(int n, int k) {
    List<int[]> out = new ArrayList<>();
    if (k > n || k < 0) {
      return out;
    }
    int[] c = new int[k];
    for (int i = 0; i < k; i++) {
      c[i] = i;
    }
    while (true) {
      out.add(c.clone());
      int i = k - 1;
      while (i >= 0 && c[i] == n - k + i) {
        i--;
      }
      if (i < 0) {
        return out;
      }
      c[i]++;
      for (int j = i + 1; j < k; j++) {
        c[j] = c[j - 1] + 1;
      }
    }
  }

  /** All k-permutations of 0..n-1 in lexicographic order (itertools.permutations). */
  static List<int[]> permutations(int n, int k) {
    List<int[]> out = new ArrayList<>();
    if (k > n || k < 0) {
      return out;
    }
    permute(n, k, new int[k], new boolean[n], 0, out);
    return out;
  }

  private static void permute(int n, int k, int[] prefix, boolean[] used, int depth, List<int[]> out) {
    if (depth == k) {
      out.add(prefix.clone());
      return;
    }
    for (int v = 0; v < n; v++) {
      if (!used[v]) {
        used[v] = true;
        prefix[depth] = v;
        permute(n, k, prefix, used, depth + 1, out);
        used[v] = false;
      }
    }
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
   * Sum over all k-subsets of the product of their weights (elementary symmetric polynomial):
   * the exact number of expanded alternatives of a {@code pick: k} whose choices expand to
   * {@code weights[i]} alternatives each.
   */
  static BigInteger elementary(List<BigInteger> weights, int k) {
    if (k < 0 || k > weights.size()) {
      return BigInteger.ZERO;
    }
    BigInteger[] e = new BigInteger[k + 1];
    java.util.Arrays.fill(e, BigInteger.ZERO);
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
