package org.spectraflow.engine.data.io;

import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.spectraflow.engine.data.NumberCells;

/**
 * Reads a small target (Y) or metadata (M) file as text cells aligned with its X file: same format
 * detection as {@link CsvMatrixReader}, header decided by {@link HeaderRule#forTable}, row count
 * checked against X. Targets reject missing and non-finite cells; metadata keeps them.
 */
final class CsvTableReader {

  /** What the cells are for, which decides whether missing values are allowed. */
  enum Kind {
    TARGETS,
    METADATA
  }

  /**
   * A table of text cells.
   *
   * @param header the header line, if the file has one
   * @param rows the data rows, each as wide as the first
   */
  record Table(Optional<List<String>> header, List<String[]> rows) {
    int columns() {
      return rows.isEmpty() ? header.map(List::size).orElse(0) : rows.get(0).length;
    }
  }

  private CsvTableReader() {}

  /** Reads {@code file}, which must hold {@code expectedRows} rows (those of {@code xFile}). */
  static Table read(Path file, int expectedRows, Path xFile, Kind kind) {
    return CsvLines.readUtf8OrLatin1(
        file, (f, charset) -> read(f, expectedRows, xFile, kind, charset));
  }

  private static Table read(Path file, int expectedRows, Path xFile, Kind kind, Charset charset)
      throws CharacterCodingException {
    List<String> lines = new ArrayList<>();
    List<Integer> numbers = new ArrayList<>();
    try (CsvLines in = CsvLines.open(file, charset)) {
      DataLines data = new DataLines(in);
      for (String line = data.next(); line != null; line = data.next()) {
        lines.add(line);
        numbers.add(in.lineNumber());
      }
    }
    if (lines.isEmpty()) {
      throw new DatasetException(
          file, 0, "file is empty: expected one row per sample of " + xFile.getFileName());
    }
    char delimiter = CsvRow.detectDelimiter(lines.get(0));
    for (int i = 0; i < Math.min(2, lines.size()); i++) {
      CsvRow.requireSeparator(file, numbers.get(i), lines.get(i), delimiter);
    }
    String[] first = CsvRow.split(lines.get(0), delimiter);
    boolean header = HeaderRule.forTable(first, lines.size(), expectedRows);
    int dataRows = lines.size() - (header ? 1 : 0);
    if (dataRows != expectedRows) {
      throw new DatasetException(
          file,
          0,
          "has "
              + dataRows
              + " data rows but "
              + xFile.getFileName()
              + " has "
              + expectedRows
              + ": X, Y and metadata files of a partition must have the same number of rows");
    }
    List<String[]> rows = new ArrayList<>();
    for (int i = header ? 1 : 0; i < lines.size(); i++) {
      String[] cells = CsvRow.split(lines.get(i), delimiter);
      check(file, numbers.get(i), cells, first.length, numbers.get(0), kind);
      rows.add(cells);
    }
    if (kind == Kind.TARGETS) {
      checkColumnsUniform(file, rows, numbers.subList(header ? 1 : 0, numbers.size()));
    }
    return new Table(header ? Optional.of(List.of(first)) : Optional.empty(), rows);
  }

  /** A target column is all numbers or all labels: a stray text cell in numbers is an error. */
  private static void checkColumnsUniform(Path file, List<String[]> rows, List<Integer> lines) {
    for (int c = 0; c < rows.get(0).length; c++) {
      int numeric = 0;
      for (String[] row : rows) {
        numeric += NumberCells.isNumber(row[c]) ? 1 : 0;
      }
      if (numeric == 0 || numeric == rows.size()) {
        continue;
      }
      for (int r = 0; r < rows.size(); r++) {
        if (!NumberCells.isNumber(rows.get(r)[c])) {
          throw new DatasetException(
              file,
              lines.get(r),
              CellProblem.describe(rows.get(r)[c], c + 1)
                  + " (the other values of this target column are numbers)");
        }
      }
    }
  }

  private static void check(
      Path file, int line, String[] cells, int width, int widthLine, Kind kind) {
    if (cells.length != width) {
      throw new DatasetException(
          file,
          line,
          "ragged row: "
              + cells.length
              + " values, expected "
              + width
              + " (as on line "
              + widthLine
              + ")");
    }
    if (kind == Kind.METADATA) {
      return;
    }
    for (int c = 0; c < cells.length; c++) {
      if (NumberCells.isMissing(cells[c]) || NumberCells.isNonFinite(cells[c])) {
        throw new DatasetException(file, line, CellProblem.describe(cells[c], c + 1));
      }
    }
  }
}
