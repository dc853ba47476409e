package org.spectraflow.ui.run;

import java.util.HashMap;
import java.util.Map;

/**
 * One shared instance per distinct value: a model keeps what every variant repeats (a step's key,
 * its label) once, so a 1,000-variant run holds a few hundred of them instead of one per event, and
 * the garbage collector has that many fewer objects to copy (docs/performance.md, "Studio: FX
 * thread stalls"). The value handed in is kept or dropped at once. Values must be immutable.
 * Confined to its model's thread.
 *
 * @param <T> the value type (with value equality)
 */
public final class Interner<T> {

  private final Map<T, T> shared = new HashMap<>();

  /** The shared instance equal to {@code value} ({@code value} itself on first sight). */
  public T of(T value) {
    T known = shared.putIfAbsent(value, value);
    return known == null ? value : known;
  }

  /** Distinct values kept. */
  public int size() {
    return shared.size();
  }

  /** Forgets every value (a new run starts). */
  public void clear() {
    shared.clear();
  }
}
