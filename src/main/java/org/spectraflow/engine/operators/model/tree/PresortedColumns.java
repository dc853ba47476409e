package org.spectraflow.engine.operators.model.tree;

import java.util.Arrays;

/**
 * Every feature's rows in ascending order of value, sorted once per fit (docs/performance.md, "Tree
 * builder"), and which features hold two equal values (or a NaN). A node's rows sorted by a feature
 * without equal values have exactly one order, the one scikit-learn's introsort leaves, so the
 * splitter can take it from these lists, kept sorted per node by stable partitions, instead of
 * sorting at every node; a feature with equal values keeps the introsort, whose order of the tied
 * rows feeds later sums. Immutable once built.
 */
final class PresortedColumns {

  private final int[][] order;
  private final boolean[] tied;

  private PresortedColumns(int[][] order, boolean[] tied) {
    this.order = order;
    this.tied = tied;
  }

  /** The presorted columns of the feature-major matrix {@code x} ({@code x[f·n + i]}). */
  static PresortedColumns of(float[] x, int n, int features) {
    int[][] order = new int[features][];
    boolean[] tied = new boolean[features];
    long[] keys = new long[n];
    for (int f = 0; f < features; f++) {
      int col = f * n;
      boolean nan = false;
      for (int i = 0; i < n; i++) {
        float v = x[col + i];
        nan |= v != v;
        keys[i] = ((long) sortableBits(v) << 32) | i;
      }
      Arrays.sort(keys);
      int[] o = new int[n];
      boolean equal = nan;
      for (int k = 0; k < n; k++) {
        o[k] = (int) keys[k];
        if (k > 0 && x[col + o[k]] == x[col + o[k - 1]]) {
          equal = true;
        }
      }
      tied[f] = equal;
      order[f] = equal ? null : o;
    }
    return new PresortedColumns(order, tied);
  }

  /** A float's bits as an int whose signed order is the float's order (NaN aside). */
  private static int sortableBits(float v) {
    int bits = Float.floatToRawIntBits(v);
    return bits ^ ((bits >> 31) & 0x7fffffff);
  }

  /** Whether feature {@code f} holds two equal values or a NaN (no presorted order then). */
  boolean tied(int f) {
    return tied[f];
  }

  /** The rows in ascending order of feature {@code f} (not to be modified), null when tied. */
  int[] order(int f) {
    return order[f];
  }

  /** The number of features. */
  int features() {
    return tied.length;
  }
}
