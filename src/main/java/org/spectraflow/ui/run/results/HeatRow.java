package org.spectraflow.ui.run.results;

import java.util.Arrays;

/**
 * One variant's row of the heat map, kept as columns: the bytes each step added and whether it was
 * cached, by the step's column number, instead of a map entry and a {@link HeatCell} per step, so a
 * 1,000-variant run holds a few arrays per variant rather than two objects per step for the garbage
 * collector to copy (docs/performance.md, "Studio: FX thread stalls"). A column holds a cell once
 * it was {@link #put}; a later put replaces it. FX-thread confined, like its model.
 */
final class HeatRow {

  private long[] added = new long[0];
  private long[] present = new long[0];
  private long[] cached = new long[0];

  /** Sets the cell of column {@code column} (0 or more). */
  void put(int column, long addedBytes, boolean isCached) {
    if (column >= added.length) {
      int length = Math.max(column + 1, added.length * 2);
      added = Arrays.copyOf(added, length);
      int words = (length + 63) >>> 6;
      present = Arrays.copyOf(present, words);
      cached = Arrays.copyOf(cached, words);
    }
    added[column] = addedBytes;
    long bit = 1L << column;
    present[column >>> 6] |= bit;
    if (isCached) {
      cached[column >>> 6] |= bit;
    } else {
      cached[column >>> 6] &= ~bit;
    }
  }

  /** The cell of column {@code column}, null when that step did not run in this variant. */
  HeatCell cell(int column) {
    if (column < 0 || column >= added.length || (present[column >>> 6] & (1L << column)) == 0) {
      return null;
    }
    return new HeatCell(added[column], (cached[column >>> 6] & (1L << column)) != 0);
  }

  /** The largest absolute bytes added in any of this row's cells, 0 when it has none. */
  long maxAbsAdded() {
    long max = 0;
    for (int c = 0; c < added.length; c++) {
      if ((present[c >>> 6] & (1L << c)) != 0) {
        max = Math.max(max, Math.abs(added[c]));
      }
    }
    return max;
  }
}
