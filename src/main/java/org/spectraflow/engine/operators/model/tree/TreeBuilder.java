package org.spectraflow.engine.operators.model.tree;

import java.util.ArrayDeque;
import java.util.Arrays;

/**
 * scikit-learn's {@code DepthFirstTreeBuilder} (BSD licence): a LIFO stack of nodes, the right
 * child pushed before the left so that nodes are numbered in pre-order; a node is a leaf when the
 * depth, sample-count or weight rules say so, when its impurity is ≤ ε, or when no split improves
 * it by at least {@code min_impurity_decrease}. Children inherit the impurities computed at their
 * parent's split. One builder per fit; not thread-safe.
 */
final class TreeBuilder {

  private static final double EPSILON = Math.ulp(1.0);

  private final TreeSettings settings;

  TreeBuilder(TreeSettings settings) {
    this.settings = settings;
  }

  private record Pending(
      int start, int end, int depth, int parent, boolean isLeft, double impurity, int constants) {}

  /** Grows the tree of {@code splitter} over its rows; values are {@code width} wide. */
  DecisionTree build(BestSplitter splitter, Criterion criterion, int width) {
    Nodes nodes = new Nodes(width);
    ArrayDeque<Pending> stack = new ArrayDeque<>();
    stack.push(
        new Pending(0, splitter.samples().length, 0, -1, false, Double.POSITIVE_INFINITY, 0));
    boolean first = true;
    while (!stack.isEmpty()) {
      Pending r = stack.pop();
      int count = r.end - r.start;
      splitter.nodeReset(r.start, r.end);
      double weighted = criterion.weightedNode;
      boolean leaf =
          r.depth >= settings.maxDepth()
              || count < settings.minSamplesSplit()
              || count < 2 * settings.minSamplesLeaf()
              || weighted < 2 * settings.minWeightLeaf();
      double impurity = r.impurity;
      if (first) {
        impurity = criterion.nodeImpurity();
        first = false;
      }
      leaf = leaf || impurity <= EPSILON;
      if (!leaf) {
        splitter.split(r.start, r.end, impurity, r.constants);
        leaf =
            splitter.bestPos >= r.end
                || splitter.bestImprovement + EPSILON < settings.minImpurityDecrease();
      }
      int id =
          nodes.add(
              r.parent,
              r.isLeft,
              leaf,
              splitter.bestFeature,
              splitter.bestThreshold,
              count,
              weighted);
      criterion.nodeValue(nodes.value, id * width);
      if (!leaf) {
        splitter.splitKept(
            r.start,
            r.end,
            maySplit(r.depth + 1, splitter.bestPos - r.start, splitter.impurityLeft),
            maySplit(r.depth + 1, r.end - splitter.bestPos, splitter.impurityRight));
        stack.push(
            new Pending(
                splitter.bestPos,
                r.end,
                r.depth + 1,
                id,
                false,
                splitter.impurityRight,
                splitter.constantCount));
        stack.push(
            new Pending(
                r.start,
                splitter.bestPos,
                r.depth + 1,
                id,
                true,
                splitter.impurityLeft,
                splitter.constantCount));
      }
    }
    return nodes.toTree();
  }

  /**
   * False when a child of this depth, row count and impurity is a leaf by the rules that {@link
   * #build} applies before searching a split (the same expressions; the weight rule is left out, as
   * the child sums its weight in another order: true errs on the safe side).
   */
  private boolean maySplit(int depth, int count, double impurity) {
    return !(depth >= settings.maxDepth()
        || count < settings.minSamplesSplit()
        || count < 2 * settings.minSamplesLeaf()
        || impurity <= EPSILON);
  }

  /** Growable node arrays. */
  private static final class Nodes {
    private final int width;
    int size;
    int[] feature = new int[64];
    double[] threshold = new double[64];
    int[] left = new int[64];
    int[] right = new int[64];
    int[] samples = new int[64];
    double[] weighted = new double[64];
    double[] value;

    Nodes(int width) {
      this.width = width;
      value = new double[64 * width];
    }

    int add(int parent, boolean isLeft, boolean leaf, int f, double t, int count, double w) {
      if (size == feature.length) {
        grow();
      }
      int id = size++;
      if (parent >= 0) {
        if (isLeft) {
          left[parent] = id;
        } else {
          right[parent] = id;
        }
      }
      feature[id] = leaf ? DecisionTree.LEAF : f;
      threshold[id] = leaf ? DecisionTree.LEAF : t;
      left[id] = -1;
      right[id] = -1;
      samples[id] = count;
      weighted[id] = w;
      return id;
    }

    private void grow() {
      int c = feature.length * 2;
      feature = Arrays.copyOf(feature, c);
      threshold = Arrays.copyOf(threshold, c);
      left = Arrays.copyOf(left, c);
      right = Arrays.copyOf(right, c);
      samples = Arrays.copyOf(samples, c);
      weighted = Arrays.copyOf(weighted, c);
      value = Arrays.copyOf(value, c * width);
    }

    DecisionTree toTree() {
      return new DecisionTree(
          Arrays.copyOf(feature, size),
          Arrays.copyOf(threshold, size),
          Arrays.copyOf(left, size),
          Arrays.copyOf(right, size),
          Arrays.copyOf(value, size * width),
          Arrays.copyOf(samples, size),
          Arrays.copyOf(weighted, size),
          width);
    }
  }
}
