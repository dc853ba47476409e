package org.spectraflow.engine.operators.model.tree;

/**
 * scikit-learn 1.9's introsort of one feature's values with their sample indices ({@code
 * sklearn/utils/_sorting.pyx}, {@code introsort_3way}, BSD licence): median-of-three pivot and
 * three-way partition while more than 15 values remain, heapsort past depth {@code 2·floor(log2
 * n)}, an insertion sort of the short remainder. It is not stable, and the order it leaves tied
 * values in feeds every later sum, so it must not be replaced by another sort (scikit-learn 1.2
 * partitioned down to single elements, which orders ties differently).
 */
final class FeatureSort {

  private FeatureSort() {}

  /**
   * The depth limits {@code 2·floor(log2 n)} for n = 0..max (scikit-learn 1.9 uses the C library's
   * exact {@code log2}); index 0 is unused.
   */
  static int[] depthLimits(int max) {
    int[] d = new int[max + 1];
    for (int n = 1; n <= max; n++) {
      d[n] = 2 * (31 - Integer.numberOfLeadingZeros(n));
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
    while (n > 15) {
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
    insertionSort(v, idx, start, n);
  }

  private static void insertionSort(float[] v, int[] idx, int start, int n) {
    for (int i = 1; i < n; i++) {
      float key = v[start + i];
      int keyIdx = idx[start + i];
      int j = i;
      while (j > 0 && v[start + j - 1] > key) {
        v[start + j] = v[start + j - 1];
        idx[start + j] = idx[start + j - 1];
        j--;
      }
      v[start + j] = key;
      idx[start + j] = keyIdx;
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
