package org.spectraflow.engine.data.io;

import java.io.BufferedInputStream;
import java.io.BufferedReader;
import java.io.Closeable;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.zip.GZIPInputStream;
import java.util.zip.ZipException;

/**
 * The lines of a text file, gzip-compressed or not (detected from the content's magic bytes, not
 * the name), with CRLF, LF or CR line ends, counting 1-based line numbers. Decoding is strict: a
 * {@link CharacterCodingException} lets the caller retry in Latin-1. Read failures become {@link
 * DatasetException}s naming the file and line. Not thread-safe.
 */
final class CsvLines implements Closeable {

  /**
   * The byte-order mark some editors put first; it is not data (it used to hide the first sample).
   */
  private static final char BOM = '\uFEFF';

  private final Path file;
  private final BufferedReader reader;
  private int lineNumber;
  private final char[] chunk = new char[1 << 14];
  private int pos;
  private int limit;
  private boolean skipLf;

  private CsvLines(Path file, BufferedReader reader) {
    this.file = file;
    this.reader = reader;
  }

  /** A read of a whole file in one charset that may find the file is not in that charset. */
  @FunctionalInterface
  interface Reading<T> {
    T read(Path file, Charset charset) throws CharacterCodingException;
  }

  /** Runs {@code reading} in UTF-8, and again in Latin-1 when the file is not valid UTF-8. */
  static <T> T readUtf8OrLatin1(Path file, Reading<T> reading) {
    try {
      return reading.read(file, StandardCharsets.UTF_8);
    } catch (CharacterCodingException e) {
      try {
        return reading.read(file, StandardCharsets.ISO_8859_1);
      } catch (CharacterCodingException impossible) {
        throw new DatasetException(file, 0, "cannot decode as UTF-8 or Latin-1", impossible);
      }
    }
  }

  /** Opens {@code file} decoding with {@code charset} (malformed input reported). */
  static CsvLines open(Path file, Charset charset) {
    try {
      InputStream in = bytes(file);
      var decoder =
          charset
              .newDecoder()
              .onMalformedInput(CodingErrorAction.REPORT)
              .onUnmappableCharacter(CodingErrorAction.REPORT);
      return new CsvLines(file, new BufferedReader(new InputStreamReader(in, decoder), 1 << 16));
    } catch (IOException e) {
      throw new DatasetException(file, 0, unreadable(e), e);
    }
  }

  /** The file's bytes, gunzipped (and bounded) when the content is gzip. */
  private static InputStream bytes(Path file) throws IOException {
    InputStream in = new BufferedInputStream(Files.newInputStream(file), 1 << 16);
    if (isGzip(in)) {
      InputStream text =
          new BufferedInputStream(
              new BoundedInput(new GZIPInputStream(in, 1 << 16), file, gzipLimitBytes()), 1 << 16);
      requireText(file, text);
      return text;
    }
    if (file.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".gz")) {
      in.close();
      throw new DatasetException(
          file,
          0,
          "unreadable gzip data: the name ends in .gz but the"
              + " content does not start with the gzip signature; recompress it or rename it .csv");
    }
    requireText(file, in);
    return in;
  }

  /** {@link TextSniff#requireText}, closing {@code in} when the file is refused. */
  private static void requireText(Path file, InputStream in) throws IOException {
    try {
      TextSniff.requireText(file, in);
    } catch (DatasetException | IOException e) {
      in.close();
      throw e;
    }
  }

  /**
   * The number of lines of {@code file} holding a byte other than ASCII white space, in one pass
   * over its bytes (CR, LF and CRLF end lines, as in {@link #next}): how many lines {@link
   * DataLines} will return for an ASCII-compatible file, so that a reader can size its matrix
   * before parsing. A hint: a file that changes between the passes, or with Unicode white space
   * alone on a line, may disagree, and the reader must cope.
   */
  static long countNonBlankLines(Path file) {
    try (InputStream in = bytes(file)) {
      byte[] buf = new byte[1 << 16];
      LineCount count = new LineCount();
      for (int read = in.read(buf); read >= 0; read = in.read(buf)) {
        count.scan(buf, read);
      }
      return count.lines + (count.data ? 1 : 0);
    } catch (IOException e) {
      throw new DatasetException(file, 0, unreadable(e), e);
    }
  }

  /**
   * Non-blank lines counted chunk by chunk. The scan is a method of its own so that the JIT
   * compiles this small loop, not the loop inlined into the whole gzip read chain.
   */
  private static final class LineCount {
    long lines;
    boolean data;

    void scan(byte[] buf, int length) {
      for (int i = 0; i < length; i++) {
        byte b = buf[i];
        if (b == '\n' || b == '\r') {
          lines += data ? 1 : 0;
          data = false;
        } else if (!data && b != ' ' && b != '\t' && b != 0x0B && b != 0x0C) {
          data = true;
        }
      }
    }
  }

  /** The next line without its terminator, or null at the end of the file. */
  String next() throws CharacterCodingException {
    if (limit > 0 || skipLf) {
      throw new IllegalStateException("next() after nextChars() on " + file);
    }
    try {
      String line = reader.readLine();
      if (line != null) {
        lineNumber++;
        if (lineNumber == 1 && !line.isEmpty() && line.charAt(0) == BOM) {
          line = line.substring(1);
        }
      }
      return line;
    } catch (CharacterCodingException e) {
      throw e;
    } catch (IOException e) {
      throw new DatasetException(file, lineNumber + 1, unreadable(e), e);
    }
  }

  /**
   * The next line without its terminator in {@code into} (cleared first), or null at the end: as
   * {@link #next} (CR, LF or CRLF; the byte-order mark dropped), without making a string. Reads
   * ahead in its own buffer: once called, {@link #next} must not be used on this file.
   */
  LineChars nextChars(LineChars into) throws CharacterCodingException {
    try {
      into.clear();
      boolean any = false;
      while (true) {
        if (pos == limit) {
          limit = reader.read(chunk, 0, chunk.length);
          pos = 0;
          if (limit < 0) {
            limit = 0;
            if (!any) {
              return null;
            }
            break;
          }
        }
        if (skipLf) {
          skipLf = false;
          if (chunk[pos] == '\n') {
            pos++;
            continue;
          }
        }
        // The line's characters up to its end or the chunk's, copied in one go.
        int start = pos;
        while (pos < limit && chunk[pos] != '\n' && chunk[pos] != '\r') {
          pos++;
        }
        if (pos > start) {
          into.append(chunk, start, pos - start);
          any = true;
        }
        if (pos == limit) {
          continue;
        }
        any = true;
        skipLf = chunk[pos++] == '\r';
        break;
      }
      lineNumber++;
      if (lineNumber == 1 && into.length() > 0 && into.charAt(0) == BOM) {
        into.dropFirst();
      }
      return into;
    } catch (CharacterCodingException e) {
      throw e;
    } catch (IOException e) {
      throw new DatasetException(file, lineNumber + 1, unreadable(e), e);
    }
  }

  /** The 1-based number of the line last returned by {@link #next}. */
  int lineNumber() {
    return lineNumber;
  }

  /** The file being read. */
  Path file() {
    return file;
  }

  @Override
  public void close() {
    try {
      reader.close();
    } catch (IOException e) {
      throw new DatasetException(file, 0, unreadable(e), e);
    }
  }

  /** The decompressed-size limit for gzip files, in bytes ({@link GzipLimit}). */
  static long gzipLimitBytes() {
    return GzipLimit.bytes();
  }

  private static boolean isGzip(InputStream in) throws IOException {
    in.mark(2);
    int b1 = in.read();
    int b2 = in.read();
    in.reset();
    return b1 == 0x1f && b2 == 0x8b;
  }

  private static String unreadable(IOException e) {
    String kind =
        e instanceof ZipException || e instanceof EOFException
            ? "unreadable gzip data"
            : "cannot read file";
    return kind + " (" + e.getMessage() + "); check that the file is complete and not corrupted";
  }
}
