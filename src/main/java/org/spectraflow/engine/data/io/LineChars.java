package org.spectraflow.engine.data.io;

import java.util.Arrays;

/**
 * The characters of one line, in a buffer reused from line to line ({@link CsvLines#nextChars}):
 * the spectra reader parses a line's cells in place, so a 90 MB text file makes no 90 MB of line
 * strings for the collector. Valid until the next line is read; {@link #toString} copies. Not
 * thread-safe.
 */
final class LineChars implements CharSequence {

  private char[] chars = new char[256];
  private int length;

  void clear() {
    length = 0;
  }

  void append(char c) {
    if (length == chars.length) {
      chars = Arrays.copyOf(chars, chars.length * 2);
    }
    chars[length++] = c;
  }

  /** Appends {@code count} characters of {@code source} from {@code from}. */
  void append(char[] source, int from, int count) {
    if (length + count > chars.length) {
      chars = Arrays.copyOf(chars, Math.max(chars.length * 2, length + count));
    }
    System.arraycopy(source, from, chars, length, count);
    length += count;
  }

  /** The buffer holding the line in {@code [0, length())}; valid until the next line is read. */
  char[] array() {
    return chars;
  }

  /** Drops the first character (a byte-order mark). */
  void dropFirst() {
    System.arraycopy(chars, 1, chars, 0, length - 1);
    length--;
  }

  /** True when every character is white space (as {@link String#isBlank}). */
  boolean isBlank() {
    for (int i = 0; i < length; i++) {
      if (!Character.isWhitespace(chars[i])) {
        return false;
      }
    }
    return true;
  }

  /** The index of {@code c} at or after {@code from}, or -1. */
  int indexOf(char c, int from) {
    for (int i = from; i < length; i++) {
      if (chars[i] == c) {
        return i;
      }
    }
    return -1;
  }

  @Override
  public int length() {
    return length;
  }

  @Override
  public char charAt(int index) {
    if (index >= length) {
      throw new IndexOutOfBoundsException(index);
    }
    return chars[index];
  }

  @Override
  public CharSequence subSequence(int start, int end) {
    return new String(chars, start, end - start);
  }

  @Override
  public String toString() {
    return new String(chars, 0, length);
  }
}
