package org.spectraflow.ui.run.eventlog;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The distinct values of a log's events, each kept once and known by its index: the step names,
 * document paths, template step ids, branch paths, shapes and cache keys a run repeats in every
 * variant. Values are immutable (event components are), so equal values share one instance; null is
 * index -1. Not thread-safe: the {@link EventLog} guards it.
 */
final class ValuePool {

  private final Map<Object, Integer> indices = new HashMap<>();
  private final List<Object> values = new ArrayList<>();

  /** The index of {@code value}, added on first sight; -1 for null. */
  int indexOf(Object value) {
    if (value == null) {
      return -1;
    }
    Integer known = indices.get(value);
    if (known != null) {
      return known;
    }
    int index = values.size();
    values.add(value);
    indices.put(value, index);
    return index;
  }

  /** The value at {@code index}; null for -1. */
  Object value(int index) {
    return index < 0 ? null : values.get(index);
  }

  /** Distinct values kept. */
  int size() {
    return values.size();
  }
}
