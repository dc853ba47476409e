package org.spectraflow.engine.data;

import java.util.List;
import java.util.Objects;

/**
 * The blocks of a dataset side by side (all processings of all sources), restricted to some rows,
 * as a view: nothing is copied until a row is read. Row {@code i} is row {@code ids[i]} of every
 * block, concatenated, in {@code precision} (float64 values are rounded to float32 when the view is
 * float32), exactly what {@link SpectroDataset#x(int[])} builds. Immutable.
 */
public final class StackedRows implements RowMatrix {

  private final List<Block> blocks;
  private final int[] ids;
  private final int cols;
  private final Precision precision;

  /**
   * A view of rows {@code ids} of {@code blocks} side by side.
   *
   * @throws IllegalArgumentException when the blocks differ in rows or a row id is out of range
   */
  public StackedRows(List<Block> blocks, int[] ids, Precision precision) {
    this.blocks = List.copyOf(blocks);
    this.ids = ids.clone();
    this.precision = Objects.requireNonNull(precision, "precision");
    int width = 0;
    int height = this.blocks.isEmpty() ? 0 : this.blocks.get(0).rows();
    for (Block b : this.blocks) {
      if (b.rows() != height) {
        throw new IllegalArgumentException(
            "stacked blocks must have the same rows: " + b + " beside " + this.blocks.get(0));
      }
      width += b.cols();
    }
    for (int id : this.ids) {
      if (!this.blocks.isEmpty() && (id < 0 || id >= height)) {
        throw new IllegalArgumentException("row " + id + " outside [0, " + height + ")");
      }
    }
    this.cols = width;
  }

  @Override
  public int rows() {
    return ids.length;
  }

  @Override
  public int cols() {
    return cols;
  }

  @Override
  public Precision precision() {
    return precision;
  }

  @Override
  public void copyRow(int row, double[] dst, int offset) {
    Objects.checkIndex(row, ids.length);
    int at = offset;
    for (Block b : blocks) {
      b.copyRow(ids[row], dst, at);
      if (precision == Precision.FLOAT32 && b.precision() != Precision.FLOAT32) {
        for (int j = at; j < at + b.cols(); j++) {
          dst[j] = (float) dst[j];
        }
      }
      at += b.cols();
    }
  }

  @Override
  public StackedRows selectRows(int[] indices) {
    int[] picked = new int[indices.length];
    for (int i = 0; i < indices.length; i++) {
      picked[i] = ids[Objects.checkIndex(indices[i], ids.length)];
    }
    return new StackedRows(blocks, picked, precision);
  }

  /**
   * False without a scan when every block is finite (each block knows it once checked) and none is
   * narrowed to float32 here (a finite float64 may overflow it).
   */
  @Override
  public boolean hasNonFinite() {
    for (Block b : blocks) {
      if (b.hasNonFinite()
          || (precision == Precision.FLOAT32 && b.precision() != Precision.FLOAT32)) {
        return RowMatrix.super.hasNonFinite();
      }
    }
    return false;
  }

  @Override
  public Block toBlock() {
    Block.Writer w = Block.writer(precision, ids.length, cols);
    double[] row = new double[cols];
    for (int i = 0; i < ids.length; i++) {
      copyRow(i, row, 0);
      w.setRow(i, row);
    }
    return w.build();
  }
}
