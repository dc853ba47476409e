package org.spectraflow.ui.run.charts;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.spectraflow.ui.run.StepKey;

/**
 * One variant's bars of the per-step memory chart, kept as columns by the step's column number
 * instead of a map entry and a {@link StepBar} per step, so a 1,000-variant run holds a few arrays
 * per variant rather than two objects per step for the garbage collector to copy
 * (docs/performance.md, "Studio: FX thread stalls"). Bars keep the order their steps were first put
 * in; a later put of the same column replaces the bar in place. FX-thread confined, like its model.
 */
final class StepRow {

  private int[] order = new int[0];
  private int count;
  private long[] present = new long[0];
  private long[] cached = new long[0];
  private long[] steady = new long[0];
  private long[] rssDelta = new long[0];
  private String[] branches = new String[0];
  private String[] operators = new String[0];

  /** Sets the bar of column {@code column} (0 or more); the values are those of {@link StepBar}. */
  void put(
      int column,
      String branchNames,
      String operator,
      long steadyBytes,
      long rssDeltaBytes,
      boolean isCached) {
    if (column >= steady.length) {
      int length = Math.max(column + 1, steady.length * 2);
      steady = Arrays.copyOf(steady, length);
      rssDelta = Arrays.copyOf(rssDelta, length);
      branches = Arrays.copyOf(branches, length);
      operators = Arrays.copyOf(operators, length);
      int words = (length + 63) >>> 6;
      present = Arrays.copyOf(present, words);
      cached = Arrays.copyOf(cached, words);
    }
    long bit = 1L << column;
    if ((present[column >>> 6] & bit) == 0) {
      present[column >>> 6] |= bit;
      if (count == order.length) {
        order = Arrays.copyOf(order, Math.max(8, count * 2));
      }
      order[count++] = column;
    }
    steady[column] = steadyBytes;
    rssDelta[column] = rssDeltaBytes;
    branches[column] = branchNames;
    operators[column] = operator;
    if (isCached) {
      cached[column >>> 6] |= bit;
    } else {
      cached[column >>> 6] &= ~bit;
    }
  }

  /**
   * The bars in the order their steps were first put; {@code keys} maps column numbers to steps.
   */
  List<StepBar> bars(List<StepKey> keys) {
    List<StepBar> out = new ArrayList<>(count);
    for (int i = 0; i < count; i++) {
      int c = order[i];
      out.add(
          new StepBar(
              keys.get(c),
              branches[c],
              operators[c],
              steady[c],
              rssDelta[c],
              (cached[c >>> 6] & (1L << c)) != 0));
    }
    return out;
  }
}
