package org.spectraflow.engine.data.formats.array;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.spectraflow.engine.data.formats.Bytes;
import org.spectraflow.engine.data.formats.Clip;
import org.spectraflow.engine.data.formats.FormatLimits;
import org.spectraflow.engine.data.io.DatasetException;

/**
 * Decodes one NumPy {@code .npy} array as NumPy documents the format (NEP 1, "A simple file format
 * for NumPy arrays"): the magic {@code \x93NUMPY}, a version byte pair, a little-endian header
 * length (2 bytes in version 1, 4 in versions 2 and 3), a Python dict literal giving {@code descr}
 * (byte order and type: {@code f4}, {@code f8}, {@code i1}..{@code i8}, {@code u1}..{@code u8},
 * {@code b1}), {@code fortran_order} and {@code shape}, then the raw values. Arrays of up to two
 * dimensions; object and structured arrays are refused. Stateless.
 */
public final class NpyArrays {

  /** The magic bytes as ISO-8859-1 text. */
  public static final String MAGIC = "\u0093NUMPY";

  private NpyArrays() {}

  /**
   * The array in {@code raw} (the content of {@code file}), named {@code name}.
   *
   * @throws DatasetException naming the file and byte offset when it is not a valid .npy array
   */
  public static NumArray read(Path file, String name, byte[] raw) {
    Bytes b = Bytes.littleEndian(file, raw);
    b.require(0, 10, "the 10-byte .npy preamble");
    if (!new String(raw, 0, 6, StandardCharsets.ISO_8859_1).equals(MAGIC)) {
      throw b.error(0, "expected the .npy magic \\x93NUMPY: it is not a NumPy array file");
    }
    int major = b.u8(6, "the major version");
    int headerLength;
    int headerStart;
    if (major == 1) {
      headerLength = b.u16(8, "the header length");
      headerStart = 10;
    } else if (major == 2 || major == 3) {
      headerLength = b.i32(8, "the header length");
      headerStart = 12;
    } else {
      throw b.error(6, "expected .npy version 1, 2 or 3 but found " + major);
    }
    if (headerLength < 0 || headerLength > 1_000_000) {
      throw b.error(8, "expected a header length within 0..1000000 but read " + headerLength);
    }
    b.require(headerStart, headerLength, "the .npy header dict");
    String header =
        new String(
            raw,
            headerStart,
            headerLength,
            major == 3 ? StandardCharsets.UTF_8 : StandardCharsets.ISO_8859_1);
    String descr = quoted(b, header, "descr");
    boolean fortran = field(b, header, "fortran_order").startsWith("True");
    long[] shape = shape(b, header);
    if (descr.length() < 3) {
      throw b.error(headerStart, "unsupported dtype '" + Clip.line(descr) + "'");
    }
    char order = descr.charAt(0);
    char kind = descr.charAt(1);
    int size;
    try {
      size = Integer.parseInt(descr.substring(2));
    } catch (NumberFormatException e) {
      throw b.error(headerStart, "unsupported dtype '" + Clip.line(descr) + "'");
    }
    if (!supported(kind, size)) {
      throw b.error(
          headerStart,
          "unsupported dtype '"
              + Clip.line(descr)
              + "'; SpectraFlow reads float32/64, signed and unsigned integers and booleans");
    }
    long rows = shape.length == 2 ? shape[0] : 1;
    long cols = shape.length == 2 ? shape[1] : shape.length == 1 ? shape[0] : 1;
    long count = rows * cols;
    int dataStart = headerStart + headerLength;
    if (rows < 0 || cols < 0 || count > FormatLimits.MAX_POINTS * 100L) {
      throw b.error(headerStart, "the shape " + rows + " x " + cols + " is over the limit");
    }
    b.require(dataStart, count * size, rows + " x " + cols + " values of " + size + " bytes");
    ByteBuffer buf =
        ByteBuffer.wrap(raw, dataStart, (int) (count * size))
            .order(order == '>' ? ByteOrder.BIG_ENDIAN : ByteOrder.LITTLE_ENDIAN);
    double[] values = new double[(int) count];
    for (int i = 0; i < values.length; i++) {
      values[i] = value(buf, kind, size);
    }
    NumArray a;
    if (fortran && shape.length == 2) {
      a = new NumArray(name, (int) cols, (int) rows, values).transposed();
    } else {
      a = new NumArray(name, (int) rows, (int) cols, values);
    }
    return a;
  }

  private static boolean supported(char kind, int size) {
    return switch (kind) {
      case 'f' -> size == 4 || size == 8;
      case 'i', 'u' -> size == 1 || size == 2 || size == 4 || size == 8;
      case 'b' -> size == 1;
      default -> false;
    };
  }

  private static double value(ByteBuffer buf, char kind, int size) {
    return switch (kind) {
      case 'f' -> size == 4 ? buf.getFloat() : buf.getDouble();
      case 'b' -> buf.get() != 0 ? 1 : 0;
      case 'u' ->
          switch (size) {
            case 1 -> buf.get() & 0xFF;
            case 2 -> buf.getShort() & 0xFFFF;
            case 4 -> buf.getInt() & 0xFFFFFFFFL;
            default -> {
              long v = buf.getLong();
              yield v >= 0 ? v : (double) (v >>> 1) * 2.0;
            }
          };
      default ->
          switch (size) {
            case 1 -> buf.get();
            case 2 -> buf.getShort();
            case 4 -> buf.getInt();
            default -> buf.getLong();
          };
    };
  }

  private static String field(Bytes b, String header, String key) {
    int at = header.indexOf("'" + key + "'");
    if (at < 0) {
      throw b.error(10, "the .npy header lacks '" + key + "': " + Clip.line(header));
    }
    int colon = header.indexOf(':', at);
    if (colon < 0) {
      throw b.error(10, "the .npy header has no value for '" + key + "'");
    }
    return header.substring(colon + 1).strip();
  }

  private static String quoted(Bytes b, String header, String key) {
    String rest = field(b, header, key);
    if (rest.isEmpty() || (rest.charAt(0) != '\'' && rest.charAt(0) != '"')) {
      throw b.error(
          10, "the .npy dtype is not a simple type (structured arrays are not supported)");
    }
    int end = rest.indexOf(rest.charAt(0), 1);
    if (end < 0) {
      throw b.error(10, "the .npy header's '" + key + "' is not closed");
    }
    return rest.substring(1, end);
  }

  private static long[] shape(Bytes b, String header) {
    String rest = field(b, header, "shape");
    int open = rest.indexOf('(');
    int close = rest.indexOf(')');
    if (open != 0 || close < 0) {
      throw b.error(10, "the .npy header's shape is not a tuple");
    }
    List<Long> dims = new ArrayList<>();
    for (String part : rest.substring(1, close).split(",")) {
      String t = part.strip();
      if (t.isEmpty()) {
        continue;
      }
      try {
        dims.add(Long.parseLong(t.endsWith("L") ? t.substring(0, t.length() - 1) : t));
      } catch (NumberFormatException e) {
        throw b.error(10, "the .npy shape holds '" + Clip.line(t) + "', not a whole number");
      }
    }
    if (dims.size() > 2) {
      throw b.error(10, "the array has " + dims.size() + " dimensions; SpectraFlow reads 1 or 2");
    }
    long[] out = new long[dims.size()];
    for (int i = 0; i < out.length; i++) {
      out[i] = dims.get(i);
      if (out[i] < 0 || out[i] > Integer.MAX_VALUE) {
        throw b.error(10, "the .npy shape holds " + out[i]);
      }
    }
    return out;
  }
}
