package org.spectraflow.engine.data.formats;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.spectraflow.engine.data.io.DatasetException;

/**
 * Checked reads of a binary file held in memory: every read names what it expects, and reading past
 * the end becomes a {@link DatasetException} naming the file, the byte offset and that field, never
 * an {@link IndexOutOfBoundsException}. Counts read from a header go through {@link #count}, which
 * refuses one that the remaining bytes cannot hold before anything is allocated. Immutable apart
 * from the byte order chosen at creation.
 */
public final class Bytes {

  private final Path file;
  private final ByteBuffer buffer;

  private Bytes(Path file, ByteBuffer buffer) {
    this.file = file;
    this.buffer = buffer;
  }

  /** The bytes of {@code file} read little-endian. */
  public static Bytes littleEndian(Path file, byte[] bytes) {
    return new Bytes(file, ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN));
  }

  /** The file these bytes come from (for messages). */
  public Path file() {
    return file;
  }

  /** Number of bytes. */
  public int size() {
    return buffer.capacity();
  }

  /** An error at byte {@code offset}: {@code problem}. */
  public DatasetException error(long offset, String problem) {
    return new DatasetException(file, 0, "at byte " + offset + ": " + problem);
  }

  /**
   * Checks that {@code length} bytes from {@code offset} are in the file.
   *
   * @throws DatasetException naming the offset and {@code what} when they are not
   */
  public void require(long offset, long length, String what) {
    if (offset < 0 || length < 0 || offset + length > size()) {
      throw error(
          offset,
          "expected "
              + what
              + " ("
              + length
              + " bytes) but the file has "
              + size()
              + " bytes: it is truncated or damaged");
    }
  }

  /** The unsigned byte at {@code offset}. */
  public int u8(long offset, String what) {
    require(offset, 1, what);
    return buffer.get((int) offset) & 0xFF;
  }

  /** The signed byte at {@code offset}. */
  public int s8(long offset, String what) {
    require(offset, 1, what);
    return buffer.get((int) offset);
  }

  /** The signed 16-bit integer at {@code offset}. */
  public int i16(long offset, String what) {
    require(offset, 2, what);
    return buffer.getShort((int) offset);
  }

  /** The unsigned 16-bit integer at {@code offset}. */
  public int u16(long offset, String what) {
    return i16(offset, what) & 0xFFFF;
  }

  /** The signed 32-bit integer at {@code offset}. */
  public int i32(long offset, String what) {
    require(offset, 4, what);
    return buffer.getInt((int) offset);
  }

  /** The 32-bit float at {@code offset}. */
  public float f32(long offset, String what) {
    require(offset, 4, what);
    return buffer.getFloat((int) offset);
  }

  /** The 64-bit float at {@code offset}. */
  public double f64(long offset, String what) {
    require(offset, 8, what);
    return buffer.getDouble((int) offset);
  }

  /**
   * The text of {@code length} bytes at {@code offset} (ISO-8859-1), cut at the first NUL and
   * stripped.
   */
  public String text(long offset, int length, String what) {
    require(offset, length, what);
    byte[] raw = new byte[length];
    buffer.get((int) offset, raw);
    int end = 0;
    while (end < length && raw[end] != 0) {
      end++;
    }
    return new String(raw, 0, end, StandardCharsets.ISO_8859_1).strip();
  }

  /**
   * A count read from the file at {@code offset}, checked to be within {@code 0..max} and such that
   * {@code count * bytesEach} bytes from {@code dataOffset} are in the file.
   *
   * @throws DatasetException naming the offset, the count and what it counts
   */
  public int count(long offset, long count, long max, long dataOffset, int bytesEach, String what) {
    if (count < 0 || count > max) {
      throw error(
          offset, "expected a count of " + what + " within 0.." + max + " but read " + count);
    }
    require(dataOffset, count * bytesEach, count + " " + what);
    return (int) count;
  }
}
