package org.spectraflow.engine.model.file;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.zip.CRC32C;

/**
 * The binary arrays of a model file (docs/model-file.md, "Arrays"): one zip entry per array named
 * {@code arrays/NNNN.f64}, holding IEEE-754 float64 values little-endian, row-major, no header; the
 * manifest's {@code arrays} list gives each entry's shape (or row lengths for a ragged matrix) and
 * CRC-32C. Writing collects arrays in order; reading checks length and checksum of every entry it
 * hands out. Used by one thread.
 */
final class ArrayTable {

  /** One array: its entry name, its values (row-major), shape and row lengths (ragged only). */
  record Entry(String name, double[] values, int[] shape, int[] rowLengths, long crc) {}

  private final List<Entry> entries = new ArrayList<>();
  private final Map<String, double[]> decoded = new HashMap<>();
  private final Map<String, Entry> byName = new LinkedHashMap<>();

  /** Adds {@code v} and returns its entry name. */
  String add(double[] v) {
    return add(v.clone(), new int[] {v.length}, null);
  }

  /** Adds the matrix {@code m} (rows of equal or varying length) and returns its entry name. */
  String add(double[][] m) {
    int total = 0;
    boolean ragged = false;
    for (double[] row : m) {
      total += row.length;
      ragged |= row.length != m[0].length;
    }
    double[] flat = new double[total];
    int[] lengths = new int[m.length];
    int at = 0;
    for (int i = 0; i < m.length; i++) {
      System.arraycopy(m[i], 0, flat, at, m[i].length);
      at += m[i].length;
      lengths[i] = m[i].length;
    }
    int cols = m.length == 0 ? 0 : m[0].length;
    return add(flat, new int[] {m.length, cols}, ragged ? lengths : null);
  }

  private String add(double[] flat, int[] shape, int[] rowLengths) {
    String name = String.format("arrays/%04d.f64", entries.size());
    entries.add(new Entry(name, flat, shape, rowLengths, crc(bytes(flat))));
    return name;
  }

  /** The arrays in the order added. */
  List<Entry> entries() {
    return List.copyOf(entries);
  }

  /** The manifest's {@code arrays} list. */
  ArrayNode descriptors() {
    ArrayNode out = JsonNodeFactory.instance.arrayNode();
    for (Entry e : entries) {
      ObjectNode d = out.addObject();
      d.put("name", e.name());
      ArrayNode shape = d.putArray("shape");
      for (int s : e.shape()) {
        shape.add(s);
      }
      if (e.rowLengths() != null) {
        ArrayNode lengths = d.putArray("row_lengths");
        for (int s : e.rowLengths()) {
          lengths.add(s);
        }
      }
      d.put("dtype", "<f8");
      d.put("crc32c", String.format("%08x", e.crc()));
    }
    return out;
  }

  /** The values as little-endian float64 bytes. */
  static byte[] bytes(double[] values) {
    ByteBuffer b = ByteBuffer.allocate(values.length * Double.BYTES).order(ByteOrder.LITTLE_ENDIAN);
    b.asDoubleBuffer().put(values);
    return b.array();
  }

  private static long crc(byte[] bytes) {
    CRC32C c = new CRC32C();
    c.update(bytes);
    return c.getValue();
  }

  /**
   * A table over the entries of a file being read, with the manifest's {@code descriptors}.
   *
   * @throws ModelFileException for a missing entry, a wrong length or checksum
   */
  static ArrayTable reading(JsonNode descriptors, Map<String, byte[]> files) {
    ArrayTable t = new ArrayTable();
    if (descriptors == null || !descriptors.isArray()) {
      throw new ModelFileException("the manifest has no 'arrays' list");
    }
    for (JsonNode d : descriptors) {
      String name = d.path("name").asText("");
      byte[] bytes = files.get(name);
      if (bytes == null) {
        throw new ModelFileException("the entry " + name + " is missing");
      }
      int[] shape = ints(d.get("shape"), name);
      int[] lengths = d.has("row_lengths") ? ints(d.get("row_lengths"), name) : null;
      long count;
      if (lengths != null) {
        count = 0;
        for (int l : lengths) {
          count += l;
        }
      } else {
        count = 1;
        for (int s : shape) {
          count *= s;
        }
      }
      if (bytes.length != count * Double.BYTES) {
        throw new ModelFileException(
            "the entry "
                + name
                + " holds "
                + bytes.length
                + " bytes, its shape needs "
                + count * Double.BYTES);
      }
      long expected;
      try {
        expected = Long.parseLong(d.path("crc32c").asText(""), 16);
      } catch (NumberFormatException e) {
        throw new ModelFileException("the entry " + name + " has no checksum");
      }
      if (crc(bytes) != expected) {
        throw new ModelFileException("the entry " + name + " fails its checksum");
      }
      double[] values = new double[(int) count];
      ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN).asDoubleBuffer().get(values);
      t.decoded.put(name, values);
      t.byName.put(name, new Entry(name, null, shape, lengths, expected));
    }
    return t;
  }

  /** The vector stored under {@code name}. */
  double[] vector(String name) {
    return require(name).clone();
  }

  /** The matrix stored under {@code name}. */
  double[][] matrix(String name) {
    double[] flat = require(name);
    Entry e = byName.get(name);
    if (e.shape().length != 2) {
      throw new ModelFileException("the entry " + name + " is not a matrix");
    }
    int rows = e.shape()[0];
    double[][] out = new double[rows][];
    int at = 0;
    for (int i = 0; i < rows; i++) {
      int len = e.rowLengths() != null ? e.rowLengths()[i] : e.shape()[1];
      out[i] = new double[len];
      System.arraycopy(flat, at, out[i], 0, len);
      at += len;
    }
    return out;
  }

  private double[] require(String name) {
    double[] v = decoded.get(name);
    if (v == null) {
      throw new ModelFileException("the manifest refers to " + name + ", not in its arrays list");
    }
    return v;
  }

  private static int[] ints(JsonNode node, String name) {
    if (node == null || !node.isArray()) {
      throw new ModelFileException("the entry " + name + " has no shape");
    }
    int[] out = new int[node.size()];
    for (int i = 0; i < out.length; i++) {
      JsonNode n = node.get(i);
      if (!n.canConvertToInt() || n.asInt() < 0) {
        throw new ModelFileException("the entry " + name + " has a bad shape");
      }
      out[i] = n.asInt();
    }
    return out;
  }
}
