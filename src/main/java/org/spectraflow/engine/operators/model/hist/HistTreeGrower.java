package org.spectraflow.engine.operators.model.hist;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.spectraflow.engine.operators.linalg.Sums;

/**
 * Grows one histogram tree best-first as scikit-learn 1.9's {@code HistTreeGrower} does
 * (BSD-3-Clause, the scikit-learn developers; {@code grower.py}, {@code splitting.pyx}, {@code
 * histogram.pyx}): per node, histograms of gradient sums (and hessian sums, or counts when the
 * hessian is constant) per bin, the smaller child's built from its rows in row order and the larger
 * child's by subtraction from the parent's; for each feature the left-to-right scan of bins keeping
 * the first largest gain {@code G·v − G_L·v_L − G_R·v_R} with {@code v = −G/(H + λ + 1e-15)} under
 * {@code min_samples_leaf} and {@code min_hessian_to_split = 1e-3}; the feature of the first
 * largest gain; the node of the largest gain split next (Python's {@code heapq}, reproduced step by
 * step so that ties break the same way); leaves finalised by {@code max_leaf_nodes}, {@code
 * max_depth} or fewer than {@code 2·min_samples_leaf} rows; leaf values times the shrinkage at the
 * end. Features have no missing values here. Single use.
 */
final class HistTreeGrower {

  private static final double MIN_HESSIAN_TO_SPLIT = 1e-3;

  /** The growth limits and regularisation. */
  record Limits(Integer maxLeafNodes, Integer maxDepth, int minSamplesLeaf, double l2) {}

  private final byte[][] binned;
  private final Binning binning;
  private final double[] gradients;
  private final double[] hessians;
  private final Limits limits;
  private final int bins;

  private final Pool pool;
  private final List<Node> heap = new ArrayList<>();
  private final List<Node> leaves = new ArrayList<>();
  private final List<Node> all = new ArrayList<>();

  /**
   * @param binned feature-major bins of the training rows
   * @param gradients float32 gradient values per row
   * @param hessians float32 hessians per row, or null when constant (1)
   * @param histBins the histograms' length, {@code max_bins + 1} as in scikit-learn (the root's
   *     gradient sum is numpy's pairwise sum over them)
   * @param pool released histograms for reuse (one per fit, shared by its trees)
   */
  HistTreeGrower(
      byte[][] binned,
      Binning binning,
      double[] gradients,
      double[] hessians,
      Limits limits,
      int histBins,
      Pool pool) {
    this.binned = binned;
    this.binning = binning;
    this.gradients = gradients;
    this.hessians = hessians;
    this.limits = limits;
    this.bins = histBins;
    this.pool = pool;
  }

  /** A node being grown. */
  private static final class Node {
    final int depth;
    final int[] rows;
    final double sumG;
    final double sumH;
    double value;
    Hist hist;
    Split split;
    Node left;
    Node right;
    boolean leaf;

    Node(int depth, int[] rows, double sumG, double sumH, double value) {
      this.depth = depth;
      this.rows = rows;
      this.sumG = sumG;
      this.sumH = sumH;
      this.value = value;
    }

    /** heapq's {@code <}: a larger gain comes first. */
    boolean before(Node o) {
      return split.gain > o.split.gain;
    }
  }

  /** Per feature and bin: gradient sums, hessian sums (when not constant) and counts. */
  private record Hist(double[][] g, double[][] h, int[][] count) {}

  /**
   * Histograms released by finished nodes, reused by later ones (as scikit-learn's histogram pool),
   * so that a fit does not allocate a feature × bin array per node. Not thread-safe.
   */
  static final class Pool {
    private final ArrayDeque<Hist> free = new ArrayDeque<>();

    private Hist take(int p, int bins, boolean hessians) {
      Hist h = free.poll();
      if (h == null) {
        return new Hist(
            new double[p][bins], hessians ? new double[p][bins] : null, new int[p][bins]);
      }
      return h;
    }
  }

  private void release(Node node) {
    if (node.hist != null) {
      pool.free.push(node.hist);
      node.hist = null;
    }
  }

  /** The best split of a node. */
  private record Split(
      double gain,
      int feature,
      int bin,
      double sumGLeft,
      double sumHLeft,
      double sumGRight,
      double sumHRight,
      double valueLeft,
      double valueRight) {}

  /** Grows the tree; {@code raw} (the training raw predictions) gets each row's leaf value. */
  HistTree grow(double[] raw, double shrinkage) {
    int n = gradients.length;
    int[] rows = new int[n];
    for (int i = 0; i < n; i++) {
      rows[i] = i;
    }
    Hist h = histograms(rows);
    double sumG = Sums.pw(h.g[0], false);
    double sumH;
    if (hessians == null) {
      sumH = (float) n;
    } else {
      sumH = Sums.pw(h.h[0], false);
    }
    Node root = new Node(0, rows, sumG, sumH, 0);
    all.add(root);
    if (n < 2 * limits.minSamplesLeaf() || sumH < MIN_HESSIAN_TO_SPLIT) {
      pool.free.push(h);
      finalizeLeaf(root);
    } else {
      root.hist = h;
      splitAndPush(root);
    }
    while (!heap.isEmpty()) {
      splitNext();
    }
    for (Node leaf : leaves) {
      leaf.value *= shrinkage;
      for (int r : leaf.rows) {
        raw[r] += leaf.value;
      }
    }
    return predictor(root);
  }

  private void finalizeLeaf(Node node) {
    release(node);
    node.leaf = true;
    leaves.add(node);
  }

  private void splitAndPush(Node node) {
    node.split = bestSplit(node);
    if (node.split.gain <= 0) {
      finalizeLeaf(node);
    } else {
      heapPush(node);
    }
  }

  private void splitNext() {
    Node node = heapPop();
    Split s = node.split;
    byte[] col = binned[s.feature];
    int nLeft = 0;
    for (int r : node.rows) {
      if ((col[r] & 0xff) <= s.bin) {
        nLeft++;
      }
    }
    int[] lRows = new int[nLeft];
    int[] rRows = new int[node.rows.length - nLeft];
    int a = 0;
    int b = 0;
    for (int r : node.rows) {
      if ((col[r] & 0xff) <= s.bin) {
        lRows[a++] = r;
      } else {
        rRows[b++] = r;
      }
    }
    int depth = node.depth + 1;
    int nLeaves = leaves.size() + heap.size() + 2;
    Node left = new Node(depth, lRows, s.sumGLeft, s.sumHLeft, s.valueLeft);
    Node right = new Node(depth, rRows, s.sumGRight, s.sumHRight, s.valueRight);
    node.left = left;
    node.right = right;
    all.add(left);
    all.add(right);
    if (limits.maxLeafNodes() != null && nLeaves == limits.maxLeafNodes()) {
      finalizeLeaf(left);
      finalizeLeaf(right);
      while (!heap.isEmpty()) {
        finalizeLeaf(heapPop());
      }
      release(node);
      return;
    }
    if (limits.maxDepth() != null && depth == limits.maxDepth()) {
      finalizeLeaf(left);
      finalizeLeaf(right);
      release(node);
      return;
    }
    if (lRows.length < 2 * limits.minSamplesLeaf()) {
      finalizeLeaf(left);
    }
    if (rRows.length < 2 * limits.minSamplesLeaf()) {
      finalizeLeaf(right);
    }
    if (!left.leaf || !right.leaf) {
      Node small = lRows.length < rRows.length ? left : right;
      Node large = small == left ? right : left;
      small.hist = histograms(small.rows);
      large.hist = subtract(node.hist, small.hist);
      release(node);
      if (!left.leaf) {
        splitAndPush(left);
      }
      if (!right.leaf) {
        splitAndPush(right);
      }
      for (Node child : new Node[] {left, right}) {
        if (child.leaf) {
          release(child);
        }
      }
    }
    release(node);
  }

  private Hist histograms(int[] rows) {
    int p = binned.length;
    Hist out = pool.take(p, bins, hessians != null);
    double[][] g = out.g;
    double[][] hh = out.h;
    int[][] count = out.count;
    for (int f = 0; f < p; f++) {
      Arrays.fill(g[f], 0.0);
      Arrays.fill(count[f], 0);
      if (hh != null) {
        Arrays.fill(hh[f], 0.0);
      }
      byte[] col = binned[f];
      double[] gf = g[f];
      int[] cf = count[f];
      for (int r : rows) {
        int bin = col[r] & 0xff;
        gf[bin] += gradients[r];
        cf[bin]++;
      }
      if (hh != null) {
        double[] hf = hh[f];
        for (int r : rows) {
          hf[col[r] & 0xff] += hessians[r];
        }
      }
    }
    return out;
  }

  private Hist subtract(Hist parent, Hist child) {
    int p = parent.g.length;
    int m = parent.g[0].length;
    Hist out = pool.take(p, m, parent.h != null);
    double[][] g = out.g;
    double[][] hh = out.h;
    int[][] count = out.count;
    for (int f = 0; f < p; f++) {
      for (int k = 0; k < m; k++) {
        g[f][k] = parent.g[f][k] - child.g[f][k];
        count[f][k] = parent.count[f][k] - child.count[f][k];
        if (hh != null) {
          hh[f][k] = parent.h[f][k] - child.h[f][k];
        }
      }
    }
    return out;
  }

  private Split bestSplit(Node node) {
    Split best = null;
    for (int f = 0; f < binned.length; f++) {
      Split s = bestBin(node, f);
      if (s != null && (best == null || s.gain > best.gain)) {
        best = s;
      }
    }
    return best == null ? new Split(-1, 0, 0, 0, 0, 0, 0, 0, 0) : best;
  }

  private Split bestBin(Node node, int f) {
    int n = node.rows.length;
    int end = binning.bins(f) - 1;
    double lossCurrent = node.sumG * node.value;
    double gLeft = 0;
    double hLeft = 0;
    int nLeft = 0;
    double bestGain = -1;
    int bestBin = -1;
    double bestG = 0;
    double bestH = 0;
    double[] hg = node.hist.g[f];
    int[] hc = node.hist.count[f];
    double[] hhess = node.hist.h == null ? null : node.hist.h[f];
    for (int bin = 0; bin < end; bin++) {
      nLeft += hc[bin];
      int nRight = n - nLeft;
      hLeft += hhess == null ? hc[bin] : hhess[bin];
      double hRight = node.sumH - hLeft;
      gLeft += hg[bin];
      double gRight = node.sumG - gLeft;
      if (nLeft < limits.minSamplesLeaf()) {
        continue;
      }
      if (nRight < limits.minSamplesLeaf()) {
        break;
      }
      if (hLeft < MIN_HESSIAN_TO_SPLIT) {
        continue;
      }
      if (hRight < MIN_HESSIAN_TO_SPLIT) {
        break;
      }
      double gain = lossCurrent;
      gain -= gLeft * value(gLeft, hLeft);
      gain -= gRight * value(gRight, hRight);
      if (gain > bestGain && gain > 0) {
        bestGain = gain;
        bestBin = bin;
        bestG = gLeft;
        bestH = hLeft;
      }
    }
    if (bestBin < 0) {
      return null;
    }
    double gR = node.sumG - bestG;
    double hR = node.sumH - bestH;
    return new Split(
        bestGain, f, bestBin, bestG, bestH, gR, hR, value(bestG, bestH), value(gR, hR));
  }

  private double value(double g, double h) {
    return -g / (h + limits.l2() + 1e-15);
  }

  private void heapPush(Node node) {
    heap.add(node);
    siftDown(0, heap.size() - 1);
  }

  private Node heapPop() {
    Node last = heap.remove(heap.size() - 1);
    if (heap.isEmpty()) {
      return last;
    }
    Node top = heap.get(0);
    heap.set(0, last);
    siftUp(0);
    return top;
  }

  private void siftDown(int start, int pos) {
    Node item = heap.get(pos);
    while (pos > start) {
      int parentPos = (pos - 1) >> 1;
      Node parent = heap.get(parentPos);
      if (item.before(parent)) {
        heap.set(pos, parent);
        pos = parentPos;
        continue;
      }
      break;
    }
    heap.set(pos, item);
  }

  private void siftUp(int pos) {
    int end = heap.size();
    int start = pos;
    Node item = heap.get(pos);
    int child = 2 * pos + 1;
    while (child < end) {
      int rightPos = child + 1;
      if (rightPos < end && !heap.get(child).before(heap.get(rightPos))) {
        child = rightPos;
      }
      heap.set(pos, heap.get(child));
      pos = child;
      child = 2 * pos + 1;
    }
    heap.set(pos, item);
    siftDown(start, pos);
  }

  private HistTree predictor(Node root) {
    int m = all.size();
    int[] feature = new int[m];
    double[] threshold = new double[m];
    int[] left = new int[m];
    int[] right = new int[m];
    double[] value = new double[m];
    fill(root, 0, feature, threshold, left, right, value);
    return new HistTree(feature, threshold, left, right, value);
  }

  /** Depth-first numbering as scikit-learn's {@code _fill_predictor_arrays}; returns next index. */
  private int fill(
      Node node, int idx, int[] feature, double[] threshold, int[] left, int[] right, double[] v) {
    v[idx] = node.value;
    if (node.leaf) {
      left[idx] = -1;
      right[idx] = -1;
      return idx + 1;
    }
    feature[idx] = node.split.feature;
    threshold[idx] = binning.thresholds()[node.split.feature][node.split.bin];
    left[idx] = idx + 1;
    int next = fill(node.left, idx + 1, feature, threshold, left, right, v);
    right[idx] = next;
    return fill(node.right, next, feature, threshold, left, right, v);
  }
}
