package org.spectraflow.engine.data.formats.opus;

import java.util.LinkedHashMap;
import java.util.Map;
import org.spectraflow.engine.data.formats.Bytes;

/**
 * Reads one OPUS parameter block: a run of entries, each a 3-letter name (4 bytes, NUL padded), a
 * 16-bit value type (0 int32, 1 float64, 2 string, 3 enum, 4 senum), a 16-bit value size in 2-byte
 * words and the value; ended by the name {@code END} or the block's end. Stateless.
 */
final class OpusParameters {

  private OpusParameters() {}

  static Map<String, Object> read(Bytes b, OpusBlock block) {
    Map<String, Object> out = new LinkedHashMap<>();
    long end = block.offset() + 4L * block.words();
    long at = block.offset();
    while (at + 8 <= end) {
      String name = b.text(at, 3, "a parameter name");
      if (name.equals("END") || name.isEmpty()) {
        break;
      }
      int type = b.u16(at + 4, "the type of parameter " + name);
      int size = b.u16(at + 6, "the size of parameter " + name) * 2;
      long value = at + 8;
      if (value + size > end) {
        throw b.error(
            at,
            "parameter "
                + name
                + " of the block "
                + block.code()
                + " runs past the block's end (byte "
                + end
                + ")");
      }
      Object v =
          switch (type) {
            case 0 -> size >= 4 ? b.i32(value, "the value of " + name) : 0;
            case 1 -> size >= 8 ? b.f64(value, "the value of " + name) : Double.NaN;
            default -> b.text(value, size, "the value of " + name);
          };
      out.putIfAbsent(name, v);
      at = value + size;
    }
    return out;
  }
}
