package org.spectraflow.engine.data.io;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Splits one CSV line on a single-character delimiter without regular expressions. Cells are
 * trimmed and a pair of surrounding double quotes is removed; quoted delimiters are not supported
 * (nirs4all data files do not use them).
 */
final class CsvRow {

  private CsvRow() {}

  /** The delimiter of a line: ';' if present, else tab, else ',', else none (one column). */
  static char detectDelimiter(String line) {
    if (line.indexOf(';') >= 0) {
      return ';';
    }
    if (line.indexOf('\t') >= 0) {
      return '\t';
    }
    return line.indexOf(',') >= 0 ? ',' : 0;
  }

  /**
   * Refuses a line of several numbers separated only by spaces: read as one column it would be a
   * confusing "not a number" or a one-feature dataset.
   */
  static void requireSeparator(Path file, int lineNumber, String line, char delimiter) {
    if (delimiter != 0 || line == null) {
      return;
    }
    String[] tokens = line.trim().split("\\s+");
    if (tokens.length < 2) {
      return;
    }
    for (String t : tokens) {
      try {
        Double.parseDouble(t);
      } catch (NumberFormatException notNumber) {
        return;
      }
    }
    throw new DatasetException(
        file,
        lineNumber,
        "the values are separated by spaces, which is not a"
            + " CSV separator; use ';' (as nirs4all), ',' or tab between the values");
  }

  /** The cells of {@code line} (delimiter 0 means the whole line is one cell). */
  static String[] split(String line, char delimiter) {
    List<String> cells = new ArrayList<>();
    int start = 0;
    while (true) {
      int end = delimiter == 0 ? -1 : line.indexOf(delimiter, start);
      cells.add(clean(line.substring(start, end < 0 ? line.length() : end)));
      if (end < 0) {
        return cells.toArray(String[]::new);
      }
      start = end + 1;
    }
  }

  /** The number of cells of {@code line}. */
  static int count(String line, char delimiter) {
    if (delimiter == 0) {
      return 1;
    }
    int n = 1;
    for (int i = line.indexOf(delimiter); i >= 0; i = line.indexOf(delimiter, i + 1)) {
      n++;
    }
    return n;
  }

  private static String clean(String cell) {
    String t = cell.trim();
    if (t.length() >= 2 && t.charAt(0) == '"' && t.charAt(t.length() - 1) == '"') {
      return t.substring(1, t.length() - 1).trim();
    }
    return t;
  }
}
