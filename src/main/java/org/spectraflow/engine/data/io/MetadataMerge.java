package org.spectraflow.engine.data.io;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.stream.IntStream;
import org.spectraflow.engine.data.MetadataTable;
import org.spectraflow.engine.data.io.CsvTableReader.Table;

/**
 * Joins train and test metadata into one table in base-id order. A partition without a metadata
 * file gets empty (missing) cells; both files must have the same columns.
 */
final class MetadataMerge {

  private MetadataMerge() {}

  static MetadataTable merge(
      Optional<Table> train, Optional<Table> test, int nTrain, int nTest, Path file) {
    List<String> names = names(train.or(() -> test).orElseThrow());
    if (train.isPresent() && test.isPresent() && !names(test.get()).equals(names)) {
      throw new DatasetException(
          file,
          0,
          "train and test metadata have different columns: " + names + " vs " + names(test.get()));
    }
    List<String[]> rows = new ArrayList<>();
    rows.addAll(train.map(Table::rows).orElseGet(() -> blanks(nTrain, names.size())));
    rows.addAll(test.map(Table::rows).orElseGet(() -> blanks(nTest, names.size())));
    return MetadataTable.fromCells(names, rows);
  }

  private static List<String> names(Table t) {
    return t.header()
        .orElseGet(() -> IntStream.rangeClosed(1, t.columns()).mapToObj(i -> "m" + i).toList());
  }

  private static List<String[]> blanks(int rows, int columns) {
    List<String[]> out = new ArrayList<>();
    for (int r = 0; r < rows; r++) {
      String[] row = new String[columns];
      Arrays.fill(row, "");
      out.add(row);
    }
    return out;
  }
}
