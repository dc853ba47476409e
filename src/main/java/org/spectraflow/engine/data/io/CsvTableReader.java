package org.spectraflow.engine.data.io;

import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.spectraflow.engine.data.NumberCells;
import org.spectraflow.engine.data.Precision;
import org.spectraflow.engine.text.UserText;

/**
 * Reads a small target (Y) or metadata (M) file as text cells aligned with its X file: same format
 * detection as {@link CsvMatrixReader}, header decided by {@link HeaderRule#forTable}, row count
 * checked against X. Targets reject missing and non-finite cells, and numbers beyond the storage
 * precision's range ({@code 1e999}); metadata keeps them.
 *
 * <p>The reading is bounded while it streams, so that a small gzip file expanding to millions of
 * lines or cells (a "bomb" below the decompressed-size limit, whose text would take 20 times its
 * size as cells) is refused, not held: more lines than the X file's rows (plus {@value
 * #EXTRA_LINES}) or more than {@value #MAX_COLUMNS} values in one line end the read with an error;
 * and a table that still does not fit in the heap is an error naming the file and the gzip limit.
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

  /** Lines read beyond the X file's rows before the read stops (the error then says "more"). */
  static final int EXTRA_LINES = 1000;

  /** The most values one line of a target or metadata file may hold. */
  static final int MAX_COLUMNS = 100_000;

  private CsvTableReader() {}

  /** Reads {@code file}, which must hold {@code expectedRows} rows (those of {@code xFile}). */
  static Table read(Path file, int expectedRows, Path xFile, Kind kind) {
    return read(file, expectedRows, xFile, kind, Precision.FLOAT64);
  }

  /** As {@link #read(Path, int, Path, Kind)}; numeric targets must fit {@code precision}. */
  static Table read(Path file, int expectedRows, Path xFile, Kind kind, Precision precision) {
    try {
      return CsvLines.readUtf8OrLatin1(
          file, (f, charset) -> read(f, expectedRows, xFile, kind, precision, charset));
    } catch (OutOfMemoryError e) {
      // the table's text and cells were local to the read and are garbage now
      throw new DatasetException(
          file,
          0,
          "its text does not fit in memory as a table of cells (out of memory); if it is not"
              + " genuine (a gzip bomb, a wrong file), lower the decompressed-size limit with"
              + " -Dspectraflow.gzip.max.mb=<MiB> so that such files are refused early; if it is,"
              + " give the JVM more heap with -Xmx");
    }
  }

  private static Table read(
      Path file, int expectedRows, Path xFile, Kind kind, Precision precision, Charset charset)
      throws CharacterCodingException {
    List<String> lines = new ArrayList<>();
    List<Integer> numbers = new ArrayList<>();
    long maxLines = expectedRows + 1L + EXTRA_LINES;
    try (CsvLines in = CsvLines.open(file, charset)) {
      DataLines data = new DataLines(in);
      for (String line = data.next(); line != null; line = data.next()) {
        if (lines.size() == maxLines) {
          throw new DatasetException(
              file,
              in.lineNumber(),
              "has more than "
                  + (maxLines - 1)
                  + " data rows but "
                  + xFile.getFileName()
                  + " has "
                  + expectedRows
                  + " (reading stopped here): X, Y and metadata files of a partition must have"
                  + " the same number of rows");
        }
        requireFewColumns(file, in.lineNumber(), line);
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
      check(file, numbers.get(i), cells, first.length, numbers.get(0), kind, precision);
      rows.add(cells);
    }
    if (kind == Kind.TARGETS) {
      checkColumnsUniform(file, rows, numbers.subList(header ? 1 : 0, numbers.size()));
      if (delimiter == ',') {
        refuseSplitDecimalCommas(file, rows, numbers.get(header ? 1 : 0));
      }
    }
    return new Table(header ? Optional.of(List.of(first)) : Optional.empty(), rows);
  }

  /**
   * Refuses a comma-separated target file whose every row is two whole numbers ({@code 15,56}): far
   * more likely one target written with a decimal comma than two integer targets, and reading it as
   * two columns would silently give 15 and 56 (docs/compatibility.md, "Datasets").
   */
  private static void refuseSplitDecimalCommas(Path file, List<String[]> rows, int firstLine) {
    if (rows.size() < 2) {
      return;
    }
    for (String[] r : rows) {
      if (r.length != 2 || !r[0].strip().matches("[-+]?\\d+") || !r[1].strip().matches("\\d+")) {
        return;
      }
    }
    String[] r = rows.get(0);
    throw new DatasetException(
        file,
        firstLine,
        "every row is two whole numbers separated by one comma (like '"
            + r[0].strip()
            + ","
            + r[1].strip()
            + "'), which reads as two target columns; if it is one value with a decimal comma,"
            + " write it with a decimal point ("
            + r[0].strip()
            + "."
            + r[1].strip()
            + "); if these are two integer targets, separate them with ';' as nirs4all does");
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

  /** Refuses a line with more than {@link #MAX_COLUMNS} separators before it is split. */
  private static void requireFewColumns(Path file, int line, String text) {
    int separators = 0;
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if ((c == ';' || c == ',' || c == '\t') && ++separators >= MAX_COLUMNS) {
        throw new DatasetException(
            file,
            line,
            "more than "
                + MAX_COLUMNS
                + " values on one line of a target or metadata file; is this the right file?"
                + " (targets and metadata hold a few values per sample)");
      }
    }
  }

  private static void check(
      Path file,
      int line,
      String[] cells,
      int width,
      int widthLine,
      Kind kind,
      Precision precision) {
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
      if (NumberCells.isNumber(cells[c])) {
        requireInRange(file, line, cells[c], c + 1, precision);
      }
    }
  }

  /**
   * A numeric target that overflows to infinity when parsed ({@code 1e999}) or stored at {@code
   * precision} ({@code 1e39} in float32) is an error at its line and column, not an infinity that
   * fails later without a place.
   */
  private static void requireInRange(
      Path file, int line, String cell, int column, Precision precision) {
    double v;
    try {
      v = Double.parseDouble(cell.trim());
    } catch (NumberFormatException notJavaSyntax) {
      return;
    }
    if (Double.isFinite(v) && Double.isFinite(precision.round(v))) {
      return;
    }
    throw new DatasetException(
        file,
        line,
        "column "
            + column
            + ": value "
            + UserText.show(cell.trim())
            + " is outside the "
            + (Double.isFinite(v) ? precision.label() : Precision.FLOAT64.label())
            + " range (it would become infinity); "
            + (!Double.isFinite(v)
                ? "correct or rescale the value"
                : "load with --precision float64 or rescale the targets"));
  }
}
