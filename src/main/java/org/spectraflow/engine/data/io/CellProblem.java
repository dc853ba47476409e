package org.spectraflow.engine.data.io;

import org.spectraflow.engine.data.NumberCells;

/** Describes why a cell that had to be a finite number is not, with what to do about it. */
final class CellProblem {

  private CellProblem() {}

  /** The problem with {@code cell} at 1-based {@code column}. */
  static String describe(String cell, int column) {
    String t = cell.trim();
    if (NumberCells.isMissing(t)) {
      return "column "
          + column
          + ": missing value '"
          + t
          + "'; missing values are rejected:"
          + " fill them or remove the sample";
    }
    if (NumberCells.isNonFinite(t)) {
      return "column "
          + column
          + ": non-finite value '"
          + t
          + "'; NaN and Inf are rejected:"
          + " fill them or remove the sample";
    }
    return "column "
        + column
        + ": non-numeric value '"
        + t
        + "'; expected a number with '.'"
        + " as decimal point";
  }
}
