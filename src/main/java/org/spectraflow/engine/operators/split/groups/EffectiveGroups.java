package org.spectraflow.engine.operators.split.groups;

import java.util.HashMap;
import java.util.Map;

/**
 * The groups a splitter sees when a dataset declares a repetition column (docs/pipeline-language.md
 * §4.5): the repetition ids and the {@code group_by} labels are combined by connected components,
 * so two samples share a group when they share a repetition id or a {@code group_by} label,
 * directly or through other samples. Labels are compared by {@code equals} (a {@code Double}, a
 * {@code String}, or a list of them for several columns).
 */
public final class EffectiveGroups {

  private EffectiveGroups() {}

  /**
   * One label per sample: {@code explicit} alone, {@code repetition} alone, or, when both are
   * given, the connected component of each sample numbered 0, 1, … (as {@code Double}) in the order
   * of their first sample; null when neither is given.
   *
   * @param explicit the {@code group_by} labels, or null
   * @param repetition the repetition column's values, or null
   * @throws IllegalArgumentException when both are given with different lengths
   */
  public static Object[] combine(Object[] explicit, Object[] repetition) {
    if (explicit == null) {
      return repetition;
    }
    if (repetition == null) {
      return explicit;
    }
    if (explicit.length != repetition.length) {
      throw new IllegalArgumentException(
          explicit.length + " group labels for " + repetition.length + " repetition ids");
    }
    int n = explicit.length;
    int[] parent = new int[n];
    for (int i = 0; i < n; i++) {
      parent[i] = i;
    }
    link(explicit, parent);
    link(repetition, parent);
    Map<Integer, Double> component = new HashMap<>();
    Object[] out = new Object[n];
    for (int i = 0; i < n; i++) {
      out[i] = component.computeIfAbsent(root(parent, i), r -> (double) component.size());
    }
    return out;
  }

  /** Joins every sample to the first sample with the same label. */
  private static void link(Object[] labels, int[] parent) {
    Map<Object, Integer> first = new HashMap<>();
    for (int i = 0; i < labels.length; i++) {
      Integer f = first.putIfAbsent(labels[i], i);
      if (f != null) {
        int a = root(parent, f);
        int b = root(parent, i);
        if (a != b) {
          parent[Math.max(a, b)] = Math.min(a, b);
        }
      }
    }
  }

  private static int root(int[] parent, int i) {
    while (parent[i] != i) {
      parent[i] = parent[parent[i]];
      i = parent[i];
    }
    return i;
  }
}
