package org.spectraflow.engine.operators.model.tree;

/**
 * scikit-learn's {@code BestSplitter} for dense float32 input (BSD licence): for a node's rows it
 * draws features in {@link TreeRandR} order, sorts the rows by each drawn feature with {@link
 * FeatureSort}, scans every position between distinct values and keeps the split with the largest
 * proxy improvement (first wins ties). Features found constant in a node are remembered for its
 * descendants, as scikit-learn does. With {@code randomThresholds} it is scikit-learn 1.9's {@code
 * RandomSplitter} instead (ExtraTrees, {@code node_split_random}): one threshold per drawn feature,
 * uniform between the node's minimum and maximum, rows partitioned around it without sorting.
 * Mutable and single-threaded; one per tree fit.
 */
final class BestSplitter {

  /** Values closer than this (float32) are treated as equal. */
  private static final float FEATURE_THRESHOLD = 1e-7f;

  private final float[] x;
  private final int n;
  private final int features;
  private final int maxFeatures;
  private final int minSamplesLeaf;
  private final double minWeightLeaf;
  private final Criterion criterion;
  private final TreeRandR rand;
  private final int[] samples;
  private final int[] featureOrder;
  private final int[] constantFeatures;
  private final float[] values;
  private final int[] depthLimits;
  private final double[] scratch = new double[2];
  private final boolean randomThresholds;

  /**
   * Per feature without equal values (null otherwise, or all null without presorting): the node
   * rows in ascending order of that feature, each node's rows at its range {@code [start, end)},
   * and their values alongside; partitioned stably at every split.
   */
  private final int[][] sortedRows;

  private final float[][] sortedValues;
  private final boolean[] goesLeft;
  private final boolean[] skip;
  private final int[] spareRows;
  private final float[] spareValues;

  /** The last split found by {@link #split}. */
  int bestFeature;

  int bestPos;
  double bestThreshold;
  double bestImprovement;
  double impurityLeft;
  double impurityRight;
  int constantCount;

  /**
   * A splitter over the feature-major float32 matrix {@code x} ({@code x[f·n + i]}) and the rows of
   * non-zero weight {@code samples} (ascending).
   */
  BestSplitter(
      float[] x,
      int n,
      int features,
      int[] samples,
      Criterion criterion,
      TreeRandR rand,
      TreeSettings settings,
      boolean randomThresholds,
      PresortedColumns presorted) {
    this.randomThresholds = randomThresholds;
    this.x = x;
    this.n = n;
    this.features = features;
    this.samples = samples;
    this.criterion = criterion;
    this.rand = rand;
    this.maxFeatures = settings.maxFeatures();
    this.minSamplesLeaf = settings.minSamplesLeaf();
    this.minWeightLeaf = settings.minWeightLeaf();
    featureOrder = new int[features];
    for (int f = 0; f < features; f++) {
      featureOrder[f] = f;
    }
    constantFeatures = new int[features];
    values = new float[samples.length];
    depthLimits = FeatureSort.depthLimits(samples.length);
    sortedRows = new int[features][];
    sortedValues = new float[features][];
    if (presorted != null) {
      boolean[] inTree = new boolean[n];
      for (int i : samples) {
        inTree[i] = true;
      }
      int m = samples.length;
      for (int f = 0; f < features; f++) {
        int[] all = presorted.order(f);
        if (all == null) {
          continue;
        }
        int[] rows;
        if (m == n) {
          rows = all.clone();
        } else {
          rows = new int[m];
          int k = 0;
          for (int i : all) {
            if (inTree[i]) {
              rows[k++] = i;
            }
          }
        }
        float[] v = new float[m];
        int col = f * n;
        for (int k = 0; k < m; k++) {
          v[k] = x[col + rows[k]];
        }
        sortedRows[f] = rows;
        sortedValues[f] = v;
      }
      goesLeft = new boolean[n];
      skip = new boolean[features];
      spareRows = new int[m];
      spareValues = new float[m];
    } else {
      goesLeft = null;
      skip = null;
      spareRows = null;
      spareValues = null;
    }
  }

  int[] samples() {
    return samples;
  }

  /** Prepares the criterion for the node {@code samples[start, end)}. */
  void nodeReset(int start, int end) {
    criterion.init(samples, start, end);
  }

  /**
   * Finds the best split of {@code samples[start, end)}, knowing {@code knownConstants} features
   * constant from the ancestors; leaves {@code bestPos == end} when no split exists.
   */
  void split(int start, int end, double parentImpurity, int knownConstants) {
    if (randomThresholds) {
      splitRandom(start, end, parentImpurity, knownConstants);
      return;
    }
    int fi = features;
    int visited = 0;
    int foundConst = 0;
    int drawnConst = 0;
    int totalConst = knownConstants;
    double bestProxy = Double.NEGATIVE_INFINITY;
    bestPos = end;
    bestFeature = 0;
    bestThreshold = 0.0;
    bestImprovement = Double.NEGATIVE_INFINITY;
    int sortedBy = -1;
    while (fi > totalConst && (visited < maxFeatures || visited <= foundConst + drawnConst)) {
      visited++;
      int fj = rand.nextInt(drawnConst, fi - foundConst);
      if (fj < knownConstants) {
        swap(featureOrder, drawnConst, fj);
        drawnConst++;
        continue;
      }
      fj += foundConst;
      int f = featureOrder[fj];
      int[] rows = sortedRows[f];
      float[] vals;
      if (rows != null) {
        // the one ascending order of distinct values: what sorting samples would leave there
        vals = sortedValues[f];
        sortedBy = f;
      } else {
        if (sortedBy >= 0) {
          System.arraycopy(sortedRows[sortedBy], start, samples, start, end - start);
          sortedBy = -1;
        }
        int col = f * n;
        for (int p = start; p < end; p++) {
          values[p] = x[col + samples[p]];
        }
        FeatureSort.sort(values, samples, start, end - start, depthLimits);
        rows = samples;
        vals = values;
      }
      if (vals[end - 1] <= vals[start] + FEATURE_THRESHOLD) {
        swap(featureOrder, fj, totalConst);
        foundConst++;
        totalConst++;
        continue;
      }
      fi--;
      swap(featureOrder, fi, fj);
      int p =
          criterion.scan(
              rows, vals, minSamplesLeaf, minWeightLeaf, bestProxy, FEATURE_THRESHOLD, scratch);
      if (p >= 0) {
        bestProxy = criterion.scanProxy;
        double threshold = vals[p - 1] / 2.0 + vals[p] / 2.0;
        if (threshold == vals[p] || Double.isInfinite(threshold)) {
          threshold = vals[p - 1];
        }
        bestThreshold = threshold;
        bestFeature = f;
        bestPos = p;
      }
    }
    criterion.samples = samples;
    if (bestPos < end) {
      if (sortedBy >= 0) {
        System.arraycopy(sortedRows[sortedBy], start, samples, start, end - start);
      }
      partition(start, end);
      criterion.reset();
      criterion.update(bestPos);
      criterion.childrenImpurity(scratch);
      impurityLeft = scratch[0];
      impurityRight = scratch[1];
      bestImprovement = criterion.improvement(parentImpurity, impurityLeft, impurityRight);
    }
    System.arraycopy(constantFeatures, 0, featureOrder, 0, knownConstants);
    System.arraycopy(featureOrder, knownConstants, constantFeatures, knownConstants, foundConst);
    constantCount = totalConst;
  }

  /**
   * After a split of {@code [start, end)} that the builder keeps, prepares the children's presorted
   * rows, unless neither child can split again ({@code leftMaySplit}, {@code rightMaySplit} false):
   * then no descendant reads them.
   */
  void splitKept(int start, int end, boolean leftMaySplit, boolean rightMaySplit) {
    if (goesLeft != null && (leftMaySplit || rightMaySplit)) {
      partitionSorted(start, end);
    }
  }

  /**
   * Splits every presorted feature's rows of the node {@code [start, end)} into the children's
   * ranges, each side keeping its ascending order; features constant in the node are left alone (no
   * descendant scans them).
   */
  private void partitionSorted(int start, int end) {
    for (int p = start; p < end; p++) {
      goesLeft[samples[p]] = p < bestPos;
    }
    for (int k = 0; k < constantCount; k++) {
      skip[featureOrder[k]] = true;
    }
    int[] spareR = spareRows;
    float[] spareV = spareValues;
    boolean[] left = goesLeft;
    for (int f = 0; f < features; f++) {
      int[] rows = sortedRows[f];
      if (rows == null || skip[f]) {
        continue;
      }
      float[] v = sortedValues[f];
      int l = start;
      int r = 0;
      for (int p = start; p < end; p++) {
        int i = rows[p];
        float value = v[p];
        rows[l] = i;
        v[l] = value;
        spareR[r] = i;
        spareV[r] = value;
        int g = left[i] ? 1 : 0;
        l += g;
        r += 1 - g;
      }
      System.arraycopy(spareR, 0, rows, l, r);
      System.arraycopy(spareV, 0, v, l, r);
    }
    for (int k = 0; k < constantCount; k++) {
      skip[featureOrder[k]] = false;
    }
  }

  /** scikit-learn 1.9's {@code node_split_random} for dense data without missing values. */
  private void splitRandom(int start, int end, double parentImpurity, int knownConstants) {
    int fi = features;
    int visited = 0;
    int foundConst = 0;
    int drawnConst = 0;
    int totalConst = knownConstants;
    double bestProxy = Double.NEGATIVE_INFINITY;
    bestPos = end;
    bestFeature = 0;
    bestThreshold = 0.0;
    bestImprovement = Double.NEGATIVE_INFINITY;
    int currentFeature = -1;
    while (fi > totalConst && (visited < maxFeatures || visited <= foundConst + drawnConst)) {
      visited++;
      int fj = rand.nextInt(drawnConst, fi - foundConst);
      if (fj < knownConstants) {
        swap(featureOrder, drawnConst, fj);
        drawnConst++;
        continue;
      }
      fj += foundConst;
      int f = featureOrder[fj];
      currentFeature = f;
      int col = f * n;
      float min = x[col + samples[start]];
      float max = min;
      values[start] = min;
      for (int p = start + 1; p < end; p++) {
        float v = x[col + samples[p]];
        values[p] = v;
        if (v < min) {
          min = v;
        } else if (v > max) {
          max = v;
        }
      }
      if (max <= min + FEATURE_THRESHOLD) {
        swap(featureOrder, fj, totalConst);
        foundConst++;
        totalConst++;
        continue;
      }
      fi--;
      swap(featureOrder, fi, fj);
      double threshold = ((double) max - (double) min) * (double) rand.next() / 2147483647.0 + min;
      if (threshold == max) {
        threshold = min;
      }
      int pos = partitionValues(start, end, threshold);
      if (pos - start < minSamplesLeaf || end - pos < minSamplesLeaf) {
        continue;
      }
      criterion.reset();
      criterion.update(pos);
      if (criterion.weightedLeft < minWeightLeaf || criterion.weightedRight < minWeightLeaf) {
        continue;
      }
      double proxy = criterion.proxyImprovement(scratch);
      if (proxy > bestProxy) {
        bestProxy = proxy;
        bestThreshold = threshold;
        bestFeature = f;
        bestPos = pos;
      }
    }
    if (bestPos < end) {
      if (currentFeature != bestFeature) {
        partition(start, end);
      }
      criterion.reset();
      criterion.update(bestPos);
      criterion.childrenImpurity(scratch);
      impurityLeft = scratch[0];
      impurityRight = scratch[1];
      bestImprovement = criterion.improvement(parentImpurity, impurityLeft, impurityRight);
    }
    System.arraycopy(constantFeatures, 0, featureOrder, 0, knownConstants);
    System.arraycopy(featureOrder, knownConstants, constantFeatures, knownConstants, foundConst);
    constantCount = totalConst;
  }

  /** Moves the rows whose current value is ≤ threshold first; returns where the rest start. */
  private int partitionValues(int start, int end, double threshold) {
    int p = start;
    int partitionEnd = end;
    while (p < partitionEnd) {
      if (values[p] <= threshold) {
        p++;
      } else {
        partitionEnd--;
        float v = values[p];
        values[p] = values[partitionEnd];
        values[partitionEnd] = v;
        swap(samples, p, partitionEnd);
      }
    }
    return partitionEnd;
  }

  private void partition(int start, int end) {
    int col = bestFeature * n;
    int p = start;
    int partitionEnd = end;
    while (p < partitionEnd) {
      if (x[col + samples[p]] <= bestThreshold) {
        p++;
      } else {
        partitionEnd--;
        swap(samples, p, partitionEnd);
      }
    }
  }

  private static void swap(int[] a, int i, int j) {
    int t = a[i];
    a[i] = a[j];
    a[j] = t;
  }
}
