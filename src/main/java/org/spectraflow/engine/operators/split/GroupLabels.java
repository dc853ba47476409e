package org.spectraflow.engine.operators.split;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Group labels as numpy orders them: numbers numerically, texts lexicographically, tuples (several
 * metadata columns) element by element. Also the first-seen grouping of rows.
 */
final class GroupLabels {

  /** numpy's sort order of group labels; a mix of numbers and texts is an error. */
  static final Comparator<Object> ORDER = GroupLabels::compare;

  private GroupLabels() {}

  /** Row indices of each distinct label, labels in first-seen order, rows ascending. */
  static List<int[]> firstSeen(Object[] groups) {
    Map<Object, List<Integer>> units = new LinkedHashMap<>();
    for (int i = 0; i < groups.length; i++) {
      units.computeIfAbsent(groups[i], g -> new ArrayList<>()).add(i);
    }
    return units.values().stream()
        .map(l -> l.stream().mapToInt(Integer::intValue).toArray())
        .toList();
  }

  /** Row indices of each distinct label, labels sorted ({@link #ORDER}). */
  static Map<Object, List<Integer>> sorted(Object[] groups) {
    Map<Object, List<Integer>> out = new TreeMap<>(ORDER);
    for (int i = 0; i < groups.length; i++) {
      out.computeIfAbsent(groups[i], g -> new ArrayList<>()).add(i);
    }
    return out;
  }

  private static int compare(Object a, Object b) {
    if (a instanceof Double x && b instanceof Double y) {
      return Double.compare(x, y);
    }
    if (a instanceof String x && b instanceof String y) {
      return x.compareTo(y);
    }
    if (a instanceof List<?> x && b instanceof List<?> y) {
      for (int i = 0; i < Math.min(x.size(), y.size()); i++) {
        int c = compare(x.get(i), y.get(i));
        if (c != 0) {
          return c;
        }
      }
      return Integer.compare(x.size(), y.size());
    }
    throw new IllegalArgumentException(
        "groups mix numbers and texts (" + a + ", " + b + "); use a column with one kind of value");
  }
}
