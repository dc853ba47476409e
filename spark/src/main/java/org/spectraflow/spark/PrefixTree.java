package org.spectraflow.spark;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * The tree of a sweep's preprocessing prefixes, built as the expansion streams by (docs/
 * scale-out.md): one node per distinct prefix step chain, each with the count of variants under it
 * and, where some variant's full prefix ends, their indices as {@link IndexRuns}. It holds counts
 * and runs, never the variants, so its size follows the distinct prefixes (and how scattered their
 * variants are in expansion order), not the variant count. Indices must be added in ascending
 * order. Not thread-safe.
 */
final class PrefixTree {

  /** One prefix step chain: its depth, variants under it, children and variants ending here. */
  static final class Node {
    final int depth;
    long count;
    final Map<String, Node> children = new LinkedHashMap<>();
    final IndexRuns.Builder ending = new IndexRuns.Builder();

    Node(int depth) {
      this.depth = depth;
    }

    /** True when some variant's full prefix is this node's chain. */
    boolean hasEnding() {
      return !ending.isEmpty();
    }
  }

  private final Node root = new Node(0);
  private int nodes = 1;
  private int maxDepth;

  /** Adds variant {@code index} (ascending) with its preprocessing steps {@code prefix}. */
  void add(long index, List<String> prefix) {
    Node n = root;
    n.count++;
    for (String step : prefix) {
      Node parent = n;
      n = parent.children.get(step);
      if (n == null) {
        n = new Node(parent.depth + 1);
        parent.children.put(step, n);
        nodes++;
      }
      n.count++;
    }
    n.ending.add(index);
    maxDepth = Math.max(maxDepth, prefix.size());
  }

  /** The root (the empty prefix). */
  Node root() {
    return root;
  }

  /** Variants added. */
  long variants() {
    return root.count;
  }

  /** Nodes held, the root included. */
  int nodes() {
    return nodes;
  }

  /** Index runs held over every node: with {@link #nodes()}, the tree's size. */
  int runs() {
    int[] n = {0};
    walk(root, x -> n[0] += x.ending.runs());
    return n[0];
  }

  /** The longest prefix. */
  int maxDepth() {
    return maxDepth;
  }

  /**
   * The cut at {@code depth}, in expansion order: the nodes at that depth, and shallower nodes
   * where some full prefix ends (their variants share their whole prefix).
   */
  List<Node> cut(int depth) {
    List<Node> out = new ArrayList<>();
    collect(root, depth, out);
    return out;
  }

  private static void collect(Node n, int depth, List<Node> out) {
    if (n.depth == depth) {
      out.add(n);
      return;
    }
    if (n.hasEnding()) {
      out.add(n);
    }
    n.children.values().forEach(c -> collect(c, depth, out));
  }

  /** The full-prefix nodes under {@code n} (it included) in expansion order, with their runs. */
  static List<Node> endings(Node n, int cutDepth) {
    List<Node> out = new ArrayList<>();
    if (n.hasEnding()) {
      out.add(n);
    }
    if (n.depth >= cutDepth) {
      n.children.values().forEach(c -> out.addAll(endings(c, cutDepth)));
    }
    return out;
  }

  private static void walk(Node n, Consumer<Node> visit) {
    visit.accept(n);
    n.children.values().forEach(c -> walk(c, visit));
  }
}
