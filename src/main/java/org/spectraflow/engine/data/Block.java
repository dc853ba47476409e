package org.spectraflow.engine.data;

import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * An immutable samples × features matrix: one processing of one source.
 *
 * <p>Values are stored row-major in the block's {@link Precision} (float32 by default, as nirs4all
 * stores features; float64 in exact mode). Once published a block is never written again, so
 * sharing a block between storages, snapshots and cache entries costs nothing: copy-on-write copies
 * lists of block references, never arrays. New blocks are made through a {@link Writer}, which
 * hands its array over on {@link Writer#build} and refuses writes afterwards.
 *
 * <p>Each block carries a 128-bit {@link Fingerprint}: either given at build time (derived blocks:
 * operator config + input fingerprints) or computed lazily, once, from the bits (raw blocks).
 */
public final class Block implements RowMatrix {

  private final int rows;
  private final int cols;
  private final float[] f;
  private final double[] d;
  private volatile Fingerprint fingerprint;
  private volatile byte nonFinite = UNKNOWN;

  private static final byte UNKNOWN = 0;
  private static final byte FINITE = 1;
  private static final byte NON_FINITE = 2;

  private Block(int rows, int cols, float[] f, double[] d, Fingerprint fingerprint) {
    this.rows = rows;
    this.cols = cols;
    this.f = f;
    this.d = d;
    this.fingerprint = fingerprint;
  }

  /** A writer for a new {@code rows × cols} block of the given precision, filled with zeros. */
  public static Writer writer(Precision precision, int rows, int cols) {
    return new Writer(precision, rows, cols);
  }

  /** An empty block (0 rows) with {@code cols} columns. */
  public static Block empty(Precision precision, int cols) {
    return writer(precision, 0, cols).build();
  }

  /**
   * A new block of the columns of {@code parts} side by side in order (same rows), at the first
   * part's precision: a {@code concat_transform}'s outputs, a merge's branch features.
   *
   * @throws IllegalArgumentException when the parts differ in rows, or none given
   */
  public static Block concatColumns(List<Block> parts) {
    if (parts.isEmpty()) {
      throw new IllegalArgumentException("concatColumns needs at least one block, was none");
    }
    int rows = parts.get(0).rows();
    int width = 0;
    for (Block p : parts) {
      if (p.rows() != rows) {
        throw new IllegalArgumentException(
            "cannot place " + p + " beside " + parts.get(0) + ": the rows must match");
      }
      width += p.cols();
    }
    Writer w = writer(parts.get(0).precision(), rows, width);
    double[] row = new double[width];
    for (int i = 0; i < rows; i++) {
      int off = 0;
      for (Block b : parts) {
        b.copyRow(i, row, off);
        off += b.cols();
      }
      w.setRow(i, row);
    }
    return w.build();
  }

  /**
   * A new block of the rows of {@code parts} stacked in order (same columns and precision).
   *
   * @throws IllegalArgumentException when the parts differ in columns or precision, or none given
   */
  public static Block concatRows(List<Block> parts) {
    if (parts.isEmpty()) {
      throw new IllegalArgumentException("concatRows needs at least one block, was an empty list");
    }
    Block first = parts.get(0);
    int total = 0;
    for (Block p : parts) {
      if (p.cols != first.cols || p.precision() != first.precision()) {
        throw new IllegalArgumentException(
            "cannot stack " + p + " under " + first + ": columns and precision must match");
      }
      total += p.rows;
    }
    Writer w = writer(first.precision(), total, first.cols);
    int off = 0;
    for (Block p : parts) {
      if (p.f != null) {
        System.arraycopy(p.f, 0, w.f, off, p.f.length);
      } else {
        System.arraycopy(p.d, 0, w.d, off, p.d.length);
      }
      off += p.rows * p.cols;
    }
    return w.build();
  }

  /** A block holding {@code values} (rows of equal length), rounded to {@code precision}. */
  public static Block ofRows(Precision precision, double[][] values) {
    int r = values.length;
    int c = r == 0 ? 0 : values[0].length;
    Writer w = writer(precision, r, c);
    for (int i = 0; i < r; i++) {
      if (values[i].length != c) {
        throw new IllegalArgumentException(
            "row " + i + " has " + values[i].length + " values, expected " + c);
      }
      w.setRow(i, values[i]);
    }
    return w.build();
  }

  /** Number of samples (rows). */
  @Override
  public int rows() {
    return rows;
  }

  /** Number of features (columns, e.g. wavelengths). */
  @Override
  public int cols() {
    return cols;
  }

  /** The storage precision. */
  @Override
  public Precision precision() {
    return f != null ? Precision.FLOAT32 : Precision.FLOAT64;
  }

  /** Exact bytes of the stored values (rows × cols × bytes per value). */
  public long nbytes() {
    return (long) rows * cols * precision().bytesPerValue();
  }

  /** The value at ({@code row}, {@code col}) widened to double. */
  public double get(int row, int col) {
    int i = index(row, col);
    return f != null ? f[i] : d[i];
  }

  /** Copies row {@code row} into {@code dst} (length ≥ cols), widening float32 values. */
  public void copyRow(int row, double[] dst) {
    copyRow(row, dst, 0);
  }

  @Override
  public void copyRow(int row, double[] dst, int offset) {
    checkRow(row);
    int off = row * cols;
    if (f != null) {
      for (int j = 0; j < cols; j++) {
        dst[offset + j] = f[off + j];
      }
    } else {
      System.arraycopy(d, off, dst, offset, cols);
    }
  }

  @Override
  public Block toBlock() {
    return this;
  }

  /** Copies row {@code row} into {@code dst} (length ≥ cols), narrowing float64 values. */
  public void copyRow(int row, float[] dst) {
    checkRow(row);
    int off = row * cols;
    if (f != null) {
      System.arraycopy(f, off, dst, 0, cols);
    } else {
      for (int j = 0; j < cols; j++) {
        dst[j] = (float) d[off + j];
      }
    }
  }

  /** A new array holding row {@code row} as doubles. */
  public double[] row(int row) {
    double[] out = new double[cols];
    copyRow(row, out);
    return out;
  }

  /** A new row-major array of all values as doubles. */
  public double[] toDoubleArray() {
    if (d != null) {
      return d.clone();
    }
    double[] out = new double[f.length];
    for (int i = 0; i < f.length; i++) {
      out[i] = f[i];
    }
    return out;
  }

  /** A new {@code double[rows][cols]} copy of the values. */
  public double[][] toRows() {
    double[][] out = new double[rows][];
    for (int i = 0; i < rows; i++) {
      out[i] = row(i);
    }
    return out;
  }

  /** A new row-major float array of all values (float64 values are rounded). */
  public float[] toFloatArray() {
    if (f != null) {
      return f.clone();
    }
    float[] out = new float[d.length];
    for (int i = 0; i < d.length; i++) {
      out[i] = (float) d[i];
    }
    return out;
  }

  /** A new block of the rows at {@code indices} (in that order; repeats allowed). */
  @Override
  public Block selectRows(int[] indices) {
    Writer w = writer(precision(), indices.length, cols);
    for (int i = 0; i < indices.length; i++) {
      checkRow(indices[i]);
      int src = indices[i] * cols;
      int dst = i * cols;
      if (f != null) {
        System.arraycopy(f, src, w.f, dst, cols);
      } else {
        System.arraycopy(d, src, w.d, dst, cols);
      }
    }
    Block out = w.build();
    if (nonFinite == FINITE) {
      out.nonFinite = FINITE; // rows of a finite block are finite: no second scan
    }
    return out;
  }

  /** This block in another precision (itself when already in it). */
  public Block withPrecision(Precision precision) {
    if (precision == precision()) {
      return this;
    }
    Writer w = writer(precision, rows, cols);
    for (int i = 0; i < rows * cols; i++) {
      w.setFlat(i, f != null ? f[i] : d[i]);
    }
    return w.build();
  }

  /** A new block holding a copy of the values, with the same precision and fingerprint. */
  public Block copy() {
    Writer w = writer(precision(), rows, cols);
    if (f != null) {
      System.arraycopy(f, 0, w.f, 0, f.length);
    } else {
      System.arraycopy(d, 0, w.d, 0, d.length);
    }
    return w.build(fingerprint);
  }

  /** The content fingerprint: the one given at build time, or computed once from the bits. */
  public Fingerprint fingerprint() {
    Fingerprint fp = fingerprint;
    if (fp == null) {
      fp = f != null ? Fingerprint.ofFloats(f, rows, cols) : Fingerprint.ofDoubles(d, rows, cols);
      fingerprint = fp;
    }
    return fp;
  }

  /**
   * The same values under another fingerprint, sharing this block's array (no copy). Used for
   * derived blocks, whose identity is the operator config plus their inputs' fingerprints.
   */
  public Block withFingerprint(Fingerprint fingerprint) {
    return new Block(rows, cols, f, d, Objects.requireNonNull(fingerprint));
  }

  /**
   * Puts every value, row-major, into {@code dst} at its position in its byte order (4 or 8 bytes a
   * value by the precision); the block is unchanged. Used to write a block to a file.
   */
  public void writeValues(java.nio.ByteBuffer dst) {
    if (f != null) {
      dst.asFloatBuffer().put(f);
    } else {
      dst.asDoubleBuffer().put(d);
    }
    dst.position(dst.position() + (int) nbytes());
  }

  /** True when every value equals the other block's bit for bit (same shape and precision). */
  public boolean contentEquals(Block other) {
    return other != null
        && rows == other.rows
        && cols == other.cols
        && precision() == other.precision()
        && (f != null ? Arrays.equals(f, other.f) : Arrays.equals(d, other.d));
  }

  /**
   * True when any value is NaN or infinite. Scanned once per block: every operator checks its input
   * and a block is shared by many steps and variants, so the answer is kept (a block never
   * changes).
   */
  @Override
  public boolean hasNonFinite() {
    byte known = nonFinite;
    if (known == UNKNOWN) {
      known = scanNonFinite() ? NON_FINITE : FINITE;
      nonFinite = known;
    }
    return known == NON_FINITE;
  }

  private boolean scanNonFinite() {
    if (f != null) {
      for (float v : f) {
        if (!Float.isFinite(v)) {
          return true;
        }
      }
    } else {
      for (double v : d) {
        if (!Double.isFinite(v)) {
          return true;
        }
      }
    }
    return false;
  }

  @Override
  public String toString() {
    return "Block[" + rows + "x" + cols + " " + precision().label() + "]";
  }

  private int index(int row, int col) {
    checkRow(row);
    Objects.checkIndex(col, cols);
    return row * cols + col;
  }

  private void checkRow(int row) {
    Objects.checkIndex(row, rows);
  }

  /**
   * Fills a new block, then publishes it with {@link #build}. A writer is single-use and not
   * thread-safe; after {@code build} every write throws {@link IllegalStateException}.
   */
  public static final class Writer {
    private final int rows;
    private final int cols;
    private float[] f;
    private double[] d;
    private boolean built;

    private Writer(Precision precision, int rows, int cols) {
      if (rows < 0 || cols < 0) {
        throw new IllegalArgumentException("negative block shape " + rows + "x" + cols);
      }
      long n = (long) rows * cols;
      if (n > Integer.MAX_VALUE - 8) {
        throw new IllegalArgumentException(
            "block "
                + rows
                + "x"
                + cols
                + " has "
                + n
                + " values, more than the "
                + (Integer.MAX_VALUE - 8)
                + " one array can hold");
      }
      this.rows = rows;
      this.cols = cols;
      if (precision == Precision.FLOAT32) {
        f = new float[(int) n];
      } else {
        d = new double[(int) n];
      }
    }

    /** Rows of the block being written. */
    public int rows() {
      return rows;
    }

    /** Columns of the block being written. */
    public int cols() {
      return cols;
    }

    /** Sets one value, rounding to the block's precision. */
    public Writer set(int row, int col, double v) {
      Objects.checkIndex(row, rows);
      Objects.checkIndex(col, cols);
      return setFlat(row * cols + col, v);
    }

    /** Sets the value at a row-major flat index. */
    public Writer setFlat(int index, double v) {
      live();
      if (f != null) {
        f[index] = (float) v;
      } else {
        d[index] = v;
      }
      return this;
    }

    /** Sets row {@code row} from {@code values} (length ≥ cols), rounding to the precision. */
    public Writer setRow(int row, double[] values) {
      live();
      Objects.checkIndex(row, rows);
      int off = row * cols;
      if (f != null) {
        for (int j = 0; j < cols; j++) {
          f[off + j] = (float) values[j];
        }
      } else {
        System.arraycopy(values, 0, d, off, cols);
      }
      return this;
    }

    /** Sets row {@code row} from float {@code values} (length ≥ cols). */
    public Writer setRow(int row, float[] values) {
      live();
      Objects.checkIndex(row, rows);
      int off = row * cols;
      if (f != null) {
        System.arraycopy(values, 0, f, off, cols);
      } else {
        for (int j = 0; j < cols; j++) {
          d[off + j] = values[j];
        }
      }
      return this;
    }

    /**
     * Fills every value, row-major, from {@code src} at its position in its byte order (4 or 8
     * bytes a value by the precision), advancing it. Used to read a block from a file.
     */
    public Writer readValues(java.nio.ByteBuffer src) {
      live();
      if (f != null) {
        src.asFloatBuffer().get(f);
        src.position(src.position() + f.length * Float.BYTES);
      } else {
        src.asDoubleBuffer().get(d);
        src.position(src.position() + d.length * Double.BYTES);
      }
      return this;
    }

    /** Publishes the block; its fingerprint is computed lazily from the content. */
    public Block build() {
      return build(null);
    }

    /** Publishes the block with a known fingerprint (derived blocks). */
    public Block build(Fingerprint fingerprint) {
      live();
      built = true;
      Block b = new Block(rows, cols, f, d, fingerprint);
      f = null;
      d = null;
      return b;
    }

    private void live() {
      if (built) {
        throw new IllegalStateException("block already built: a published block is immutable");
      }
    }
  }
}
