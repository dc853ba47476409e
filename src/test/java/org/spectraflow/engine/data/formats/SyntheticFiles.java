package org.spectraflow.engine.data.formats;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;

/**
 * Writes small synthetic files of every supported format from known values, so that the readers are
 * tested (and fuzzed) without any external corpus. Each file's spectra are {@link #y(int, int)} on
 * the axis {@link #axis(int, double, double)}; integer-coded formats use {@link #counts}.
 */
public final class SyntheticFiles {

  private SyntheticFiles() {}

  /** An evenly spaced axis of {@code n} points from {@code first} to {@code last}. */
  public static double[] axis(int n, double first, double last) {
    double[] x = new double[n];
    for (int i = 0; i < n; i++) {
      x[i] = first + i * (last - first) / (n - 1);
    }
    return x;
  }

  /** Integer ordinates of spectrum {@code s} (a smooth band, some plateaus for DUP). */
  public static long[] counts(int s, int n) {
    long[] y = new long[n];
    for (int i = 0; i < n; i++) {
      int plateau = i / 3 * 3;
      y[i] =
          Math.round(1000 * Math.exp(-Math.pow((plateau - n / 2.0) / (n / 5.0), 2))) - 50 + 7 * s;
    }
    return y;
  }

  /** Real ordinates of spectrum {@code s}. */
  public static double y(int s, int i) {
    return 0.25 + 0.5 * Math.sin(0.1 * i + s) + 0.01 * s;
  }

  // ---------------------------------------------------------------- JCAMP-DX

  /** A single-block JCAMP-DX file, AFFN (FIX) form, decreasing x. */
  public static byte[] jcampAffn(int n) {
    double[] x = axis(n, 4000, 400);
    long[] y = counts(0, n);
    StringBuilder b = new StringBuilder();
    header(b, "affn test", x, n, 0.001);
    b.append("##XYDATA= (X++(Y..Y))\n");
    for (int i = 0; i < n; i += 8) {
      b.append(fmt(x[i]));
      for (int j = i; j < Math.min(n, i + 8); j++) {
        b.append(' ').append(y[j]);
      }
      b.append("\r\n");
    }
    b.append("##END=\r\n\u001a");
    return b.toString().getBytes(StandardCharsets.ISO_8859_1);
  }

  /** A JCAMP-DX file in DIFDUP form with Y-check values (one block) or a LINK of blocks. */
  public static byte[] jcampDifDup(int n, int blocks) {
    StringBuilder b = new StringBuilder();
    if (blocks > 1) {
      b.append("##TITLE= link test\n##JCAMP-DX= 5.01\n##DATA TYPE= LINK\n##BLOCKS=")
          .append(blocks)
          .append("\n");
    }
    for (int k = 0; k < blocks; k++) {
      int points = n + 7 * k;
      double[] x = axis(points, 1100, 2498);
      header(b, "block " + (k + 1), x, points, 0.0001);
      b.append("##BLOCK_ID=").append(k + 1).append("\n");
      b.append("##XYDATA=(X++(Y..Y)) $$ compressed\n");
      difdup(b, x, counts(k, points));
      b.append("##END=\n");
    }
    if (blocks > 1) {
      b.append("##END=\n");
    }
    return b.toString().getBytes(StandardCharsets.ISO_8859_1);
  }

  /** A JCAMP-DX peak table. */
  public static byte[] jcampPeaks() {
    return ("##TITLE= peaks\n##JCAMP-DX= 4.24\n##DATA TYPE= MASS SPECTRUM\n##XUNITS= M/Z\n"
            + "##YUNITS= RELATIVE ABUNDANCE\n##XFACTOR= 1\n##YFACTOR= 0.5\n##NPOINTS= 4\n"
            + "##PEAK TABLE= (XY..XY)\n 12,100; 14,20 15,4\n 28,2\n##END=\n")
        .getBytes(StandardCharsets.ISO_8859_1);
  }

  private static void header(StringBuilder b, String title, double[] x, int n, double yFactor) {
    b.append("##TITLE= ").append(title).append("\n");
    b.append("##JCAMP-DX= 4.24 $$ comment\n##DATA TYPE= INFRARED SPECTRUM\n");
    b.append("##XUNITS= 1/CM\n##YUNITS= ABSORBANCE\n##XFACTOR= 1.0\n");
    b.append("##YFACTOR= ").append(yFactor).append("\n");
    b.append("##FIRSTX= ").append(fmt(x[0])).append("\n");
    b.append("##LASTX= ").append(fmt(x[n - 1])).append("\n");
    b.append("##NPOINTS= ").append(n).append("\n");
  }

  private static void difdup(StringBuilder b, double[] x, long[] y) {
    int n = y.length;
    int i = 0;
    while (i < n) {
      int s = i == 0 ? 0 : i - 1;
      int e = Math.min(n, s + 10);
      b.append(fmt(x[s])).append(sqz(y[s]));
      String last = null;
      int run = 0;
      StringBuilder line = new StringBuilder();
      for (int p = s + 1; p < e; p++) {
        String t = dif(y[p] - y[p - 1]);
        if (t.equals(last)) {
          run++;
        } else {
          if (run > 1) {
            line.append(dup(run));
          }
          line.append(t);
          last = t;
          run = 1;
        }
      }
      if (run > 1) {
        line.append(dup(run));
      }
      b.append(line).append("\n");
      i = e;
    }
  }

  private static String sqz(long v) {
    return code(v, '@', 'A', 'a');
  }

  private static String dif(long v) {
    return code(v, '%', 'J', 'j');
  }

  private static String code(long v, char zero, char plus, char minus) {
    if (v == 0) {
      return Character.toString(zero);
    }
    String d = Long.toString(Math.abs(v));
    char lead = (char) ((v > 0 ? plus : minus) + d.charAt(0) - '1');
    return lead + d.substring(1);
  }

  private static String dup(int count) {
    String d = Integer.toString(count);
    char lead = d.charAt(0) == '9' ? 's' : (char) ('S' + d.charAt(0) - '1');
    return lead + d.substring(1);
  }

  private static String fmt(double v) {
    return String.format(Locale.ROOT, "%.6f", v);
  }

  // ---------------------------------------------------------------- SPC

  /** A new-format SPC: single even-x int32 spectrum (exponent 20). */
  public static byte[] spcSingle(int n) {
    ByteBuffer b = le(512 + 32 + 4 * n);
    spcHeader(b, 0x00, 20, n, 4000, 400, 1, 1, 2);
    subheader(b, 20, 0, 0);
    for (long v : counts(0, n)) {
      b.putInt((int) (v * 1000));
    }
    return b.array();
  }

  /** A new-format multifile with a shared x array (TXVALS) and float subfiles (subexp -128). */
  public static byte[] spcMultiFloat(int n, int subs) {
    ByteBuffer b = le(512 + 4 * n + subs * (32 + 4 * n));
    spcHeader(b, 0x04 | 0x80, 0, n, 0, 0, subs, 3, 2);
    for (int i = 0; i < n; i++) {
      b.putFloat((float) (1100 + 2 * i + (i % 3) * 0.25));
    }
    for (int s = 0; s < subs; s++) {
      subheader(b, -128, s, 0);
      for (int i = 0; i < n; i++) {
        b.putFloat((float) y(s, i));
      }
    }
    return b.array();
  }

  /** A new-format XYXY multifile: per-subfile x, 16-bit y (TSPREC), subfile directory. */
  public static byte[] spcXyxy(int subs) {
    int size = 512;
    int[] npts = new int[subs];
    for (int s = 0; s < subs; s++) {
      npts[s] = 3 + s;
      size += 32 + npts[s] * 6;
    }
    int dir = size;
    ByteBuffer b = le(size + 12 * subs);
    spcHeader(b, 0x01 | 0x04 | 0x40 | 0x80, 16, dir, 0, 0, subs, 9, 0);
    int[] pos = new int[subs];
    for (int s = 0; s < subs; s++) {
      pos[s] = b.position();
      subheader(b, 16, s, npts[s]);
      for (int i = 0; i < npts[s]; i++) {
        b.putFloat(10f + s + 0.5f * i);
      }
      for (int i = 0; i < npts[s]; i++) {
        b.putShort((short) (100 * s - 7 * i));
      }
    }
    for (int s = 0; s < subs; s++) {
      b.putInt(pos[s]).putInt(32 + npts[s] * 6).putFloat(s);
    }
    return b.array();
  }

  /** An old-format (0x4D) multifile, int32 ordinates stored high word first. */
  public static byte[] spcOld(int n, int subs) {
    ByteBuffer b = le(224 + subs * (32 + 4 * n));
    b.put((byte) 0x04).put((byte) 0x4D).putShort((short) 8);
    b.putFloat(n).putFloat(700f).putFloat(4000f);
    b.put((byte) 1).put((byte) 2);
    b.position(64);
    b.put("old format test".getBytes(StandardCharsets.ISO_8859_1));
    b.position(224);
    for (int s = 0; s < subs; s++) {
      subheader(b, 8 + s, s, 0);
      for (long v : counts(s, n)) {
        int w = (int) v;
        b.putShort((short) (w >>> 16)).putShort((short) w);
      }
    }
    return b.array();
  }

  private static void spcHeader(
      ByteBuffer b,
      int flags,
      int exp,
      int fnpts,
      double first,
      double last,
      int subs,
      int xt,
      int yt) {
    b.put(0, (byte) flags).put(1, (byte) 0x4B).put(3, (byte) exp);
    b.putInt(4, fnpts).putDouble(8, first).putDouble(16, last).putInt(24, subs);
    b.put(28, (byte) xt).put(29, (byte) yt);
    byte[] c = "synthetic".getBytes(StandardCharsets.ISO_8859_1);
    b.put(88, c);
    b.position(512);
  }

  private static void subheader(ByteBuffer b, int exp, int index, int npts) {
    int at = b.position();
    b.put(at, (byte) 0).put(at + 1, (byte) exp).putShort(at + 2, (short) index);
    b.putFloat(at + 4, index * 1.5f).putInt(at + 16, npts);
    b.position(at + 32);
  }

  // ---------------------------------------------------------------- OPUS

  /** An OPUS file with a flagged AB, a plain AB (the primary) and a ScSm block. */
  public static byte[] opus(int n) {
    ByteArrayOutputStream body = new ByteArrayOutputStream();
    Map<Long, byte[]> blocks = new LinkedHashMap<>();
    blocks.put(0xa0L, params(Map.of("SNM", "synthetic sample", "EXP", "test.xpm")));
    blocks.put(0x40000030L, params(Map.of("NSS", 32, "RES", 8.0)));
    blocks.put(0x4000100fL, floats(n, 2));
    blocks.put(0x4000101fL, status(n, 0.5));
    blocks.put(0x407L, floats(n, 3));
    blocks.put(0x417L, status(n, 1));
    blocks.put(0x100fL, floats(n, 0));
    blocks.put(0x101fL, status(n, 2));
    int entries = blocks.size() + 1;
    int dirOffset = 24;
    int offset = dirOffset + 12 * entries;
    ByteBuffer dir = le(12 * entries);
    dir.putInt(0x3400).putInt(entries * 3).putInt(dirOffset);
    for (Map.Entry<Long, byte[]> e : blocks.entrySet()) {
      dir.putInt((int) (long) e.getKey()).putInt(e.getValue().length / 4).putInt(offset);
      offset += e.getValue().length;
      body.writeBytes(e.getValue());
    }
    ByteBuffer head = le(24);
    head.putInt(0xFEFE0A0A).putDouble(920622.0).putInt(dirOffset).putInt(entries).putInt(entries);
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    out.writeBytes(head.array());
    out.writeBytes(dir.array());
    out.writeBytes(body.toByteArray());
    return out.toByteArray();
  }

  private static byte[] floats(int n, int s) {
    ByteBuffer b = le(4 * n);
    for (int i = 0; i < n; i++) {
      b.putFloat((float) y(s, i));
    }
    return b.array();
  }

  private static byte[] status(int n, double csf) {
    Map<String, Object> p = new LinkedHashMap<>();
    p.put("DPF", 1);
    p.put("NPT", n);
    p.put("FXV", 12000.0);
    p.put("LXV", 4000.0);
    p.put("CSF", csf);
    p.put("DXU", "WN");
    return params(p);
  }

  private static byte[] params(Map<String, Object> p) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    for (Map.Entry<String, Object> e : p.entrySet()) {
      byte[] value;
      int type;
      if (e.getValue() instanceof Integer i) {
        value = le(4).putInt(i).array();
        type = 0;
      } else if (e.getValue() instanceof Double d) {
        value = le(8).putDouble(d).array();
        type = 1;
      } else {
        byte[] t = e.getValue().toString().getBytes(StandardCharsets.ISO_8859_1);
        value = new byte[(t.length + 2) / 2 * 2];
        System.arraycopy(t, 0, value, 0, t.length);
        type = e.getKey().equals("DXU") ? 3 : 2;
      }
      ByteBuffer h = le(8);
      h.put(e.getKey().getBytes(StandardCharsets.ISO_8859_1)).put((byte) 0);
      h.putShort((short) type).putShort((short) (value.length / 2));
      out.writeBytes(h.array());
      out.writeBytes(value);
    }
    out.writeBytes(new byte[] {'E', 'N', 'D', 0, 0, 0, 0, 0});
    while (out.size() % 4 != 0) {
      out.write(0);
    }
    return out.toByteArray();
  }

  // ---------------------------------------------------------------- NumPy

  /** A .npy v1.0 array of {@code rows} × {@code cols}: float64 or float32, C or Fortran order. */
  public static byte[] npy(double[][] values, boolean f4, boolean fortran) {
    int rows = values.length;
    int cols = values[0].length;
    String dict =
        "{'descr': '<"
            + (f4 ? "f4" : "f8")
            + "', 'fortran_order': "
            + (fortran ? "True" : "False")
            + ", 'shape': ("
            + rows
            + ", "
            + cols
            + "), }";
    int total = 10 + dict.length() + 1;
    int pad = (64 - total % 64) % 64;
    String header = dict + " ".repeat(pad) + "\n";
    int size = f4 ? 4 : 8;
    ByteBuffer b = le(10 + header.length() + rows * cols * size);
    b.put((byte) 0x93)
        .put("NUMPY".getBytes(StandardCharsets.ISO_8859_1))
        .put((byte) 1)
        .put((byte) 0);
    b.putShort((short) header.length()).put(header.getBytes(StandardCharsets.ISO_8859_1));
    for (int k = 0; k < rows * cols; k++) {
      int r = fortran ? k % rows : k / cols;
      int c = fortran ? k / rows : k % cols;
      if (f4) {
        b.putFloat((float) values[r][c]);
      } else {
        b.putDouble(values[r][c]);
      }
    }
    return b.array();
  }

  /** A matrix of {@link #y} values. */
  public static double[][] matrix(int rows, int cols) {
    double[][] m = new double[rows][cols];
    for (int r = 0; r < rows; r++) {
      for (int c = 0; c < cols; c++) {
        m[r][c] = y(r, c);
      }
    }
    return m;
  }

  /** A .npz with X, wavelengths and y. */
  public static byte[] npz(int rows, int cols) {
    double[][] wl = {axis(cols, 1000, 2500)};
    double[][] y = new double[1][rows];
    for (int r = 0; r < rows; r++) {
      y[0][r] = r * 0.5;
    }
    return zip(
        Map.of(
            "X.npy", npy(matrix(rows, cols), false, false),
            "wavelengths.npy", npy(wl, false, false),
            "y.npy", npy(y, false, false)));
  }

  // ---------------------------------------------------------------- xlsx

  /** A minimal .xlsx: A1 a label, B1.. the wavelengths, then one sample per row. */
  public static byte[] xlsx(int rows, int cols) {
    double[] x = axis(cols, 900, 1700);
    List<List<Object>> grid = new java.util.ArrayList<>();
    List<Object> header = new java.util.ArrayList<>();
    header.add("axis: wavelength (nm) / data: absorbance");
    for (double v : x) {
      header.add(v);
    }
    grid.add(header);
    for (int r = 0; r < rows; r++) {
      List<Object> row = new java.util.ArrayList<>();
      row.add("S" + (r + 1));
      for (int c = 0; c < cols; c++) {
        row.add(y(r, c));
      }
      grid.add(row);
    }
    return xlsx(grid);
  }

  /** A minimal .xlsx of one sheet holding {@code grid} (numbers as Double, text as String). */
  public static byte[] xlsx(List<List<Object>> grid) {
    StringBuilder s = new StringBuilder();
    s.append("<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"yes\"?>")
        .append("<worksheet xmlns=\"http://schemas.openxmlformats.org/spreadsheetml/2006/main\">")
        .append("<sheetData>");
    for (int r = 0; r < grid.size(); r++) {
      int rn = r + 1;
      s.append("<row r=\"").append(rn).append("\">");
      List<Object> row = grid.get(r);
      for (int c = 0; c < row.size(); c++) {
        Object v = row.get(c);
        if (v == null) {
          continue;
        }
        String ref = col(c) + rn;
        if (v instanceof Double d) {
          s.append("<c r=\"").append(ref).append("\"><v>").append(d).append("</v></c>");
        } else {
          s.append("<c r=\"").append(ref).append("\" t=\"inlineStr\"><is><t>").append(v);
          s.append("</t></is></c>");
        }
      }
      s.append("</row>");
    }
    s.append("</sheetData></worksheet>");
    String ns = "http://schemas.openxmlformats.org/";
    Map<String, byte[]> entries = new LinkedHashMap<>();
    entries.put(
        "[Content_Types].xml",
        ("<?xml version=\"1.0\" encoding=\"UTF-8\"?><Types xmlns=\""
                + ns
                + "package/2006/content-types\"><Default Extension=\"rels\" ContentType=\""
                + "application/vnd.openxmlformats-package.relationships+xml\"/><Default"
                + " Extension=\"xml\" ContentType=\"application/xml\"/><Override"
                + " PartName=\"/xl/workbook.xml\" ContentType=\"application/"
                + "vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml\"/><Override"
                + " PartName=\"/xl/worksheets/sheet1.xml\" ContentType=\"application/"
                + "vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml\"/></Types>")
            .getBytes(StandardCharsets.UTF_8));
    entries.put(
        "_rels/.rels",
        ("<?xml version=\"1.0\" encoding=\"UTF-8\"?><Relationships xmlns=\""
                + ns
                + "package/2006/relationships\"><Relationship Id=\"rId1\" Type=\""
                + ns
                + "officeDocument/2006/relationships/officeDocument\""
                + " Target=\"xl/workbook.xml\"/></Relationships>")
            .getBytes(StandardCharsets.UTF_8));
    entries.put(
        "xl/workbook.xml",
        ("<?xml version=\"1.0\" encoding=\"UTF-8\"?><workbook xmlns=\""
                + ns
                + "spreadsheetml/2006/main\" xmlns:r=\""
                + ns
                + "officeDocument/2006/relationships\"><sheets><sheet name=\"Sheet1\""
                + " sheetId=\"1\" r:id=\"rId1\"/></sheets></workbook>")
            .getBytes(StandardCharsets.UTF_8));
    entries.put(
        "xl/_rels/workbook.xml.rels",
        ("<?xml version=\"1.0\" encoding=\"UTF-8\"?><Relationships xmlns=\""
                + ns
                + "package/2006/relationships\"><Relationship Id=\"rId1\" Type=\""
                + ns
                + "officeDocument/2006/relationships/worksheet\""
                + " Target=\"worksheets/sheet1.xml\"/></Relationships>")
            .getBytes(StandardCharsets.UTF_8));
    entries.put("xl/worksheets/sheet1.xml", s.toString().getBytes(StandardCharsets.UTF_8));
    return zip(entries);
  }

  private static String col(int c) {
    StringBuilder b = new StringBuilder();
    int n = c + 1;
    while (n > 0) {
      b.insert(0, (char) ('A' + (n - 1) % 26));
      n = (n - 1) / 26;
    }
    return b.toString();
  }

  /** A zip of these entries (in order). */
  public static byte[] zip(Map<String, byte[]> entries) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    try (ZipOutputStream z = new ZipOutputStream(out)) {
      for (Map.Entry<String, byte[]> e : new java.util.TreeMap<>(entries).entrySet()) {
        z.putNextEntry(new ZipEntry(e.getKey()));
        z.write(e.getValue());
        z.closeEntry();
      }
    } catch (IOException e) {
      throw new IllegalStateException(e);
    }
    return out.toByteArray();
  }

  private static ByteBuffer le(int size) {
    return ByteBuffer.allocate(size).order(ByteOrder.LITTLE_ENDIAN);
  }

  /** Every synthetic file, by a file name whose extension picks its reader. */
  public static Map<String, byte[]> all() {
    Map<String, byte[]> m = new LinkedHashMap<>();
    m.put("affn.jdx", jcampAffn(37));
    m.put("difdup.jdx", jcampDifDup(53, 1));
    m.put("link.jdx", jcampDifDup(41, 3));
    m.put("peaks.jdx", jcampPeaks());
    m.put("single.spc", spcSingle(40));
    m.put("multi.spc", spcMultiFloat(30, 4));
    m.put("xyxy.spc", spcXyxy(5));
    m.put("old.spc", spcOld(25, 3));
    m.put("sample.0", opus(64));
    m.put("c.npy", npy(matrix(6, 11), false, false));
    m.put("f.npy", npy(matrix(5, 9), true, true));
    m.put("arrays.npz", npz(7, 13));
    m.put("sheet.xlsx", xlsx(4, 12));
    m.put("spectra.zip", zip(Map.of("a.jdx", jcampAffn(20), "dir/b.jdx", jcampAffn(20))));
    return m;
  }

  /** The names of {@link #all()}. */
  public static List<String> names() {
    return List.copyOf(all().keySet());
  }
}
