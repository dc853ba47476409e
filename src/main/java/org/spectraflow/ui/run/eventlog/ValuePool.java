package org.spectraflow.ui.run.eventlog;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;

/**
 * The distinct values of a log's events, each kept once and known by its index: the step names,
 * document paths, template step ids, branch paths, shapes and cache keys a run repeats in every
 * variant. Values are immutable (event components are), so equal values share one instance; null is
 * index -1. Written by the log's writer only; readers use the array {@link #values()} returned when
 * the log published its columns (a grown pool is a new array, the old one is never written past its
 * published entries).
 */
final class ValuePool {

  private final Map<Object, Integer> indices = new HashMap<>();
  private Object[] values = new Object[64];
  private int size;

  /** The index of {@code value}, added on first sight; -1 for null. */
  int indexOf(Object value) {
    if (value == null) {
      return -1;
    }
    Integer known = indices.get(value);
    if (known != null) {
      return known;
    }
    if (size == values.length) {
      values = Arrays.copyOf(values, size * 2);
    }
    values[size] = value;
    indices.put(value, size);
    return size++;
  }

  /** The current array of values (index → value); replaced when the pool grows. */
  Object[] values() {
    return values;
  }

  /** Distinct values kept. */
  int size() {
    return size;
  }
}
