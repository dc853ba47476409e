package org.spectraflow.engine.data.io;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.spectraflow.engine.data.NumberCells;

/**
 * Splits one CSV line on a single-character delimiter without regular expressions. Cells are
 * trimmed; a cell in double quotes may hold the delimiter (and {@code ""} for a quote), the quotes
 * are removed. In a file not separated by commas, a cell whose one comma is a decimal comma ({@code
 * 0,125} in a {@code ;} file, as European spreadsheets write) is read with a decimal point
 * (docs/formats.md, "CSV").
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
    boolean hasQuotes = line.indexOf('"') >= 0 && delimiter != 0;
    if (hasQuotes) {
      quoted(line, delimiter, cells);
    } else {
      int start = 0;
      while (true) {
        int end = delimiter == 0 ? -1 : line.indexOf(delimiter, start);
        cells.add(clean(line.substring(start, end < 0 ? line.length() : end)));
        if (end < 0) {
          break;
        }
        start = end + 1;
      }
    }
    // In a comma-separated line a comma left inside a cell was quoted: a decimal comma too.
    if (delimiter != ',' || hasQuotes) {
      for (int i = 0; i < cells.size(); i++) {
        cells.set(i, decimalComma(cells.get(i)));
      }
    }
    return cells.toArray(String[]::new);
  }

  /** Splits a line holding double quotes: a delimiter inside quotes belongs to the cell. */
  private static void quoted(String line, char delimiter, List<String> cells) {
    StringBuilder cell = new StringBuilder();
    boolean inQuotes = false;
    for (int i = 0; i < line.length(); i++) {
      char c = line.charAt(i);
      if (c == '"') {
        if (inQuotes && i + 1 < line.length() && line.charAt(i + 1) == '"') {
          cell.append('"');
          i++;
        } else {
          inQuotes = !inQuotes;
        }
      } else if (c == delimiter && !inQuotes) {
        cells.add(cell.toString().trim());
        cell.setLength(0);
      } else {
        cell.append(c);
      }
    }
    cells.add(cell.toString().trim());
  }

  /** {@code 0,125} as {@code 0.125} when that is a number; any other cell unchanged. */
  static String decimalComma(String cell) {
    int comma = cell.indexOf(',');
    if (comma < 0 || cell.indexOf(',', comma + 1) >= 0 || cell.indexOf('.') >= 0) {
      return cell;
    }
    String dotted = cell.replace(',', '.');
    return NumberCells.isNumber(dotted) ? dotted : cell;
  }

  /** The number of cells of {@code line}. */
  static int count(String line, char delimiter) {
    if (delimiter == 0) {
      return 1;
    }
    if (line.indexOf('"') >= 0) {
      return split(line, delimiter).length;
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
