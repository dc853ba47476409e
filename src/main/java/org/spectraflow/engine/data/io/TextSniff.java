package org.spectraflow.engine.data.io;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;

/**
 * Looks at the first bytes of a data file (after gunzipping) and refuses, naming what the file is,
 * the contents the CSV reader would otherwise quote as garbage: UTF-16 or UTF-32 text (by its
 * byte-order mark, or by NUL bytes in every other position) and binary files (a ZIP archive such as
 * an Excel workbook, or NUL bytes). Stateless.
 */
final class TextSniff {

  /** How many leading bytes are examined. */
  static final int SAMPLE = 4096;

  private TextSniff() {}

  /**
   * Refuses {@code file} when its first bytes, read from {@code in} (which must support {@link
   * InputStream#mark}) and then reset, are not UTF-8 or Latin-1 text.
   */
  static void requireText(Path file, InputStream in) throws IOException {
    in.mark(SAMPLE);
    byte[] head = in.readNBytes(SAMPLE);
    in.reset();
    String problem = problem(head, head.length);
    if (problem != null) {
      throw new DatasetException(file, 0, problem);
    }
  }

  /** What is wrong with a file starting with {@code head[0..n)}, or null when it is text. */
  static String problem(byte[] head, int n) {
    String saveAs = "; save it as UTF-8 CSV (in a spreadsheet: Save As, CSV UTF-8)";
    if (startsWith(head, n, 0x00, 0x00, 0xFE, 0xFF)
        || startsWith(head, n, 0xFF, 0xFE, 0x00, 0x00)) {
      return "the file is UTF-32 text (byte-order mark), not UTF-8" + saveAs;
    }
    if (startsWith(head, n, 0xFE, 0xFF)) {
      return "the file is UTF-16 text (big-endian byte-order mark FE FF), not UTF-8" + saveAs;
    }
    if (startsWith(head, n, 0xFF, 0xFE)) {
      return "the file is UTF-16 text (little-endian byte-order mark FF FE), not UTF-8" + saveAs;
    }
    if (startsWith(head, n, 'P', 'K', 0x03, 0x04)) {
      return "the file is a ZIP archive (an Excel .xlsx workbook?), not CSV text; export the sheet"
          + " as CSV";
    }
    int evenNul = 0;
    int oddNul = 0;
    int firstNul = -1;
    for (int i = 0; i < n; i++) {
      if (head[i] == 0) {
        firstNul = firstNul < 0 ? i : firstNul;
        if (i % 2 == 0) {
          evenNul++;
        } else {
          oddNul++;
        }
      }
    }
    if (firstNul < 0) {
      return null;
    }
    int half = n / 2;
    if (n >= 4 && oddNul >= half * 0.9 && evenNul == 0) {
      return "the file looks like UTF-16 text without a byte-order mark (little-endian: a NUL"
          + " byte after every character), not UTF-8"
          + saveAs;
    }
    if (n >= 4 && evenNul >= half * 0.9 && oddNul == 0) {
      return "the file looks like UTF-16 text without a byte-order mark (big-endian: a NUL byte"
          + " before every character), not UTF-8"
          + saveAs;
    }
    return "the file is binary, not CSV text (a NUL byte at offset "
        + firstNul
        + "); give the data as CSV text (values separated by ';', ',' or tabs)";
  }

  private static boolean startsWith(byte[] head, int n, int... magic) {
    if (n < magic.length) {
      return false;
    }
    for (int i = 0; i < magic.length; i++) {
      if ((head[i] & 0xFF) != magic[i]) {
        return false;
      }
    }
    return true;
  }
}
