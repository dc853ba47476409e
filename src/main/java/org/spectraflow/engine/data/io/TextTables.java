package org.spectraflow.engine.data.io;

import java.nio.charset.CharacterCodingException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads a small CSV table (a reference table of sample ids and values) as text cells with the same
 * text rules as the dataset files: UTF-8 or Latin-1, gzip allowed, byte-order mark dropped, the
 * separator detected on the first line ({@code ;}, {@code ,} or tab), quoted cells, decimal commas.
 * The first line is the header. At most {@value #MAX_LINES} lines are read. Stateless.
 */
public final class TextTables {

  /** The most lines a table may have. */
  public static final int MAX_LINES = 1_000_000;

  private TextTables() {}

  /**
   * The lines of {@code file} as cells, the header first; blank lines skipped.
   *
   * @throws DatasetException naming the file (and line) when it is unreadable, empty or too long
   */
  public static List<String[]> read(Path file) {
    List<String[]> lines = CsvLines.readUtf8OrLatin1(file, TextTables::read);
    if (lines.isEmpty()) {
      throw new DatasetException(file, 0, "is empty; a header line of column names is expected");
    }
    return lines;
  }

  private static List<String[]> read(Path file, java.nio.charset.Charset charset)
      throws CharacterCodingException {
    List<String[]> out = new ArrayList<>();
    try (CsvLines lines = CsvLines.open(file, charset)) {
      char delimiter = 0;
      for (String line = lines.next(); line != null; line = lines.next()) {
        if (line.isBlank()) {
          continue;
        }
        if (out.isEmpty()) {
          delimiter = CsvRow.detectDelimiter(line);
        }
        if (out.size() == MAX_LINES) {
          throw new DatasetException(
              file, lines.lineNumber(), "has more than " + MAX_LINES + " lines; split the table");
        }
        out.add(CsvRow.split(line, delimiter));
      }
    }
    return out;
  }
}
