package org.spectraflow.engine.data.io;

import java.nio.file.Path;
import java.util.List;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.data.NumberCells;
import org.spectraflow.engine.data.io.CsvTableReader.Table;

/**
 * Data that loads but cannot be modelled, refused at load time with the file named instead of a run
 * that reports "ok" with empty scores or an operator's puzzling bound ("components must be in [1,
 * 0]"): train spectra identical in every column, and a train target with one value.
 */
final class DatasetSanity {

  private DatasetSanity() {}

  /** Refuses train spectra that are all the same (zero variance in every column). */
  static void requireVaryingSpectra(Path file, Block train) {
    if (train.rows() < 2) {
      return;
    }
    for (int c = 0; c < train.cols(); c++) {
      double first = train.get(0, c);
      for (int r = 1; r < train.rows(); r++) {
        if (Double.compare(train.get(r, c), first) != 0) {
          return;
        }
      }
    }
    throw new DatasetException(
        file,
        0,
        "all "
            + train.rows()
            + " spectra are identical (every column is"
            + " constant), so no model can learn from them; check that this is the right file");
  }

  /** Refuses a train target column whose every value is the same. */
  static void requireVaryingTargets(Path file, Table train, List<String> names) {
    if (train.rows().size() < 2) {
      return;
    }
    for (int c = 0; c < names.size(); c++) {
      String first = train.rows().get(0)[c];
      boolean same = true;
      for (String[] row : train.rows()) {
        same &= sameValue(row[c], first);
      }
      if (same) {
        throw new DatasetException(
            file,
            0,
            "the target '"
                + names.get(c)
                + "' has the same value ("
                + first
                + ") for all "
                + train.rows().size()
                + " train samples, so there is nothing to predict;"
                + " check the Y file (or its column)");
      }
    }
  }

  private static boolean sameValue(String a, String b) {
    if (NumberCells.isNumber(a) && NumberCells.isNumber(b)) {
      try {
        return Double.compare(Double.parseDouble(a.trim()), Double.parseDouble(b.trim())) == 0;
      } catch (NumberFormatException notJavaSyntax) {
        return a.trim().equals(b.trim());
      }
    }
    return a.trim().equals(b.trim());
  }
}
