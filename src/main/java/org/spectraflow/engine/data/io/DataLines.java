package org.spectraflow.engine.data.io;

import java.nio.charset.CharacterCodingException;

/**
 * The non-blank lines of a file in order. Trailing blank lines are ignored; a blank line followed
 * by more data is an error (it would silently shift samples against their targets).
 */
final class DataLines {

  private final CsvLines lines;

  DataLines(CsvLines lines) {
    this.lines = lines;
  }

  /** The next data line in {@code into} (reused), or null at the end; as {@link #next}. */
  LineChars nextChars(LineChars into) throws CharacterCodingException {
    int firstBlank = 0;
    for (LineChars line = lines.nextChars(into); line != null; line = lines.nextChars(into)) {
      if (!line.isBlank()) {
        if (firstBlank > 0) {
          throw new DatasetException(
              lines.file(),
              firstBlank,
              "empty line before more data: every line must hold one sample");
        }
        return line;
      }
      if (firstBlank == 0) {
        firstBlank = lines.lineNumber();
      }
    }
    return null;
  }

  /** The next data line, or null at the end. */
  String next() throws CharacterCodingException {
    int firstBlank = 0;
    for (String line = lines.next(); line != null; line = lines.next()) {
      if (!line.isBlank()) {
        if (firstBlank > 0) {
          throw new DatasetException(
              lines.file(),
              firstBlank,
              "empty line before more data: every line must hold one sample");
        }
        return line;
      }
      if (firstBlank == 0) {
        firstBlank = lines.lineNumber();
      }
    }
    return null;
  }
}
