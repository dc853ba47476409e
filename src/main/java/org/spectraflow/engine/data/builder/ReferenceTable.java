package org.spectraflow.engine.data.builder;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.dhatim.fastexcel.reader.ReadableWorkbook;
import org.dhatim.fastexcel.reader.Row;
import org.dhatim.fastexcel.reader.Sheet;
import org.spectraflow.engine.data.io.DatasetException;
import org.spectraflow.engine.data.io.TextTables;

/**
 * A reference table: a header of column names and rows of text cells (sample ids, reference values,
 * metadata), read from CSV ({@link TextTables}) or from the first sheet of an {@code .xlsx}
 * workbook. Rows are padded to the header's width. Immutable.
 *
 * @param file where it was read from (for messages)
 * @param columns the column names, trimmed, in file order
 * @param rows the data rows, each as wide as {@code columns}
 */
public record ReferenceTable(Path file, List<String> columns, List<String[]> rows) {

  /** Copies the lists and pads short rows with empty cells. */
  public ReferenceTable {
    columns = List.copyOf(columns);
    List<String[]> padded = new ArrayList<>(rows.size());
    for (String[] r : rows) {
      String[] p = new String[columns.size()];
      for (int i = 0; i < p.length; i++) {
        p[i] = i < r.length && r[i] != null ? r[i].trim() : "";
      }
      padded.add(p);
    }
    rows = List.copyOf(padded);
  }

  /**
   * Reads {@code file}: {@code .xlsx} as a workbook's first sheet, anything else as CSV.
   *
   * @throws DatasetException naming the file when it cannot be read or has no header
   */
  public static ReferenceTable read(Path file) {
    List<String[]> lines =
        file.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".xlsx")
            ? xlsx(file)
            : TextTables.read(file);
    if (lines.isEmpty()) {
      throw new DatasetException(file, 0, "is empty; a header row of column names is expected");
    }
    List<String> header = new ArrayList<>();
    for (String h : lines.get(0)) {
      header.add(h == null ? "" : h.trim());
    }
    return new ReferenceTable(file, header, lines.subList(1, lines.size()));
  }

  /**
   * The index of the column {@code name} (exact, else case-insensitive).
   *
   * @throws IllegalArgumentException naming the option, the column and the columns there are
   */
  public int column(String name, String option) {
    int i = columns.indexOf(name);
    if (i >= 0) {
      return i;
    }
    for (int c = 0; c < columns.size(); c++) {
      if (columns.get(c).equalsIgnoreCase(name)) {
        return c;
      }
    }
    throw new IllegalArgumentException(
        option
            + ": the reference table "
            + file.getFileName()
            + " has no column '"
            + name
            + "'; its columns are "
            + columns);
  }

  private static List<String[]> xlsx(Path file) {
    List<String[]> out = new ArrayList<>();
    try (InputStream in = Files.newInputStream(file);
        ReadableWorkbook wb = new ReadableWorkbook(in)) {
      Sheet sheet = wb.getFirstSheet();
      try (var rows = sheet.openStream()) {
        for (Row row : (Iterable<Row>) rows::iterator) {
          String[] cells = new String[row.getCellCount()];
          for (int c = 0; c < cells.length; c++) {
            cells[c] = row.getCellText(c);
          }
          if (out.size() == TextTables.MAX_LINES) {
            throw new DatasetException(file, 0, "has too many rows; split the table");
          }
          out.add(cells);
        }
      }
    } catch (IOException | RuntimeException e) {
      if (e instanceof DatasetException d) {
        throw d;
      }
      throw new DatasetException(
          file, 0, "cannot be read as an xlsx workbook (" + e.getMessage() + ")", e);
    }
    return out;
  }
}
