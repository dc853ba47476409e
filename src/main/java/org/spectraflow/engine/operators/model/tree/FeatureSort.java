package org.spectraflow.engine.operators.model.tree;

/**
 * scikit-learn 1.2's introsort of one feature's values with their sample indices (median-of-three
 * pivot, three-way partition down to single elements, heapsort past depth {@code 2·floor(log2 n)}),
 * ported literally from scikit-learn's splitter (BSD licence). It is not stable, and the order it
 * leaves tied values in feeds every later sum, so it must not be replaced by another sort (later
 * scikit-learn releases finish small parts with an insertion sort, which orders ties differently).
 */
final class FeatureSort {

  private FeatureSort() {}

  /**
   * The depth limits {@code 2·(int)(ln n / ln 2)} for n = 0..max, computed once as scikit-learn
   * computes each (its {@code log} is {@code ln(x)/ln(2)}); index 0 is unused.
   */
  static int[] depthLimits(int max) {
    int[] d = new int[max + 1];
    for (int n = 1; n <= max; n++) {
      d[n] = 2 * (int) (Math.log(n) / Math.log(2.0));
    }
    return d;
  }

  /** Sorts {@code v[from, from+n)} ascending, moving {@code idx} along. */
  static void sort(float[] v, int[] idx, int from, int n, int[] depthLimits) {
    if (n == 0) {
      return;
    }
    introsort(v, idx, from, n, depthLimits[n]);
  }

  private static void introsort(float[] v, int[] idx, int start, int n, int maxd) {
    while (n > 1) {
      if (maxd <= 0) {
        heapsort(v, idx, start, n);
        return;
      }
      maxd--;
      float pivot = median3(v, start, n);
      int i = start;
      int l = start;
      int r = start + n;
      while (i < r) {
        if (v[i] < pivot) {
          if (i != l) {
            swap(v, idx, i, l);
          }
          i++;
          l++;
        } else if (v[i] > pivot) {
          swap(v, idx, i, --r);
        } else {
          i++;
        }
      }
      introsort(v, idx, start, l - start, maxd);
      n -= r - start;
      start = r;
    }
  }

  private static float median3(float[] v, int start, int n) {
    float a = v[start];
    float b = v[start + n / 2];
    float c = v[start + n - 1];
    if (a < b) {
      return b < c ? b : a < c ? c : a;
    }
    return b < c ? (a < c ? a : c) : b;
  }

  private static void heapsort(float[] v, int[] idx, int start, int n) {
    for (int s = (n - 2) / 2; s >= 0; s--) {
      siftDown(v, idx, start, s, n);
    }
    for (int end = n - 1; end > 0; end--) {
      swap(v, idx, start, start + end);
      siftDown(v, idx, start, 0, end);
    }
  }

  private static void siftDown(float[] v, int[] idx, int start, int root, int end) {
    while (true) {
      int child = root * 2 + 1;
      int max = root;
      if (child < end && v[start + max] < v[start + child]) {
        max = child;
      }
      if (child + 1 < end && v[start + max] < v[start + child + 1]) {
        max = child + 1;
      }
      if (max == root) {
        return;
      }
      swap(v, idx, start + root, start + max);
      root = max;
    }
  }

  private static void swap(float[] v, int[] idx, int i, int j) {
    float t = v[i];
    v[i] = v[j];
    v[j] = t;
    int k = idx[i];
    idx[i] = idx[j];
    idx[j] = k;
  }
}
