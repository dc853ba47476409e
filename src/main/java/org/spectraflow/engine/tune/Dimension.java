package org.spectraflow.engine.tune;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * One searched parameter of a {@code finetune_params} space, with its document name ({@code
 * train_}-prefixed for {@code train_params}, {@code __}-joined inside groups).
 */
public sealed interface Dimension {

  /** The parameter's name. */
  String name();

  /** An integer range {@code [low, high]} (inclusive) with a step, optionally log-scaled. */
  record IntRange(String name, long low, long high, long step, boolean log) implements Dimension {
    /** Checks {@code low ≤ high}, {@code step ≥ 1}, and {@code low ≥ 1} when log-scaled. */
    public IntRange {
      if (low > high || step < 1 || (log && low < 1)) {
        throw new IllegalArgumentException(
            name
                + ": needs low <= high, step >= 1 (and low >= 1 when"
                + " log), was low="
                + low
                + ", high="
                + high
                + ", step="
                + step);
      }
    }
  }

  /** A real range {@code [low, high]}, optionally stepped (step may be null) or log-scaled. */
  record FloatRange(String name, double low, double high, Double step, boolean log)
      implements Dimension {
    /** Checks {@code low ≤ high}, a positive step, and {@code low > 0} when log-scaled. */
    public FloatRange {
      if (!(low <= high)
          || (step != null && !(step > 0))
          || (log && !(low > 0))
          || (log && step != null)) {
        throw new IllegalArgumentException(
            name
                + ": needs low <= high, step > 0 (not with log) and"
                + " low > 0 when log, was low="
                + low
                + ", high="
                + high
                + ", step="
                + step);
      }
    }
  }

  /** A choice among values. */
  record Categorical(String name, List<Object> choices) implements Dimension {
    /** Copies the choices (null allowed); at least one. */
    public Categorical {
      if (choices.isEmpty()) {
        throw new IllegalArgumentException(name + ": needs at least one choice");
      }
      choices = Collections.unmodifiableList(new ArrayList<>(choices));
    }
  }

  /**
   * nirs4all's {@code sorted_tuple}: a list of {@code minLength..maxLength} values, each drawn from
   * {@code element} (an {@link IntRange} or an unstepped-or-stepped {@link FloatRange}), sorted
   * ascending; applied to the model parameter as a JSON list (e.g. an MLP's {@code
   * hidden_layer_sizes}).
   */
  record SortedTuple(String name, int minLength, int maxLength, Dimension element)
      implements Dimension {
    /** Checks {@code 1 ≤ minLength ≤ maxLength} and a numeric element range. */
    public SortedTuple {
      if (minLength < 1 || minLength > maxLength) {
        throw new IllegalArgumentException(
            name
                + ": a sorted_tuple needs 1 <= length (or 1 <= lo <= hi for [lo, hi]), was "
                + minLength
                + (minLength == maxLength ? "" : ".." + maxLength));
      }
      if (!(element instanceof IntRange || element instanceof FloatRange)) {
        throw new IllegalArgumentException(name + ": a sorted_tuple's elements must be numeric");
      }
    }
  }

  /** A value passed through unchanged. */
  record Fixed(String name, Object value) implements Dimension {}
}
