package org.spectraflow.engine.preview;

import java.util.Arrays;
import java.util.Objects;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.data.FeatureSource;
import org.spectraflow.engine.data.HeaderUnit;
import org.spectraflow.engine.data.Headers;
import org.spectraflow.engine.data.SpectroDataset;

/**
 * The spectra of one feature source as plain values to draw: one row per sample (train then test),
 * one column per feature, with the x axis (the wavelengths or wavenumbers of the source's header,
 * or the feature index when it has none), each sample's id, target and partition. Values are single
 * precision (drawing needs no more, and 5,000 × 2,000 spectra stay at 40 MB). Immutable by
 * convention: the arrays are owned by the table and never handed out to be written.
 *
 * @param rows samples
 * @param cols features per sample
 * @param values row-major {@code rows × cols} values
 * @param axis the x value of each column ({@code cols} values, increasing or decreasing)
 * @param axisLabel what the x axis is ({@code wavelength (nm)}, {@code feature index}, ...)
 * @param sampleIds each row's sample id in the dataset
 * @param y each row's target (first target column; NaN when there is none)
 * @param train each row's partition: true for train, false for test
 */
public record SpectraTable(
    int rows,
    int cols,
    float[] values,
    double[] axis,
    String axisLabel,
    int[] sampleIds,
    double[] y,
    boolean[] train) {

  /** Checks the shapes. */
  public SpectraTable {
    Objects.requireNonNull(axisLabel, "axisLabel");
    if (rows < 0 || cols < 0 || values.length != rows * cols) {
      throw new IllegalArgumentException(
          "values must hold rows × cols = " + rows + " × " + cols + ", has " + values.length);
    }
    if (axis.length != cols) {
      throw new IllegalArgumentException("axis must have " + cols + " values, has " + axis.length);
    }
    if (sampleIds.length != rows || y.length != rows || train.length != rows) {
      throw new IllegalArgumentException("ids, y and partition must have " + rows + " rows");
    }
  }

  /** The raw spectra of {@code data}'s first source (its first processing). */
  public static SpectraTable raw(SpectroDataset data) {
    return of(data, data, 0);
  }

  /**
   * The spectra of {@code current}'s first source as its last processing holds them, for the
   * samples of {@code original} (ids, targets and partition are read there: a preview shows the
   * targets as loaded, not as a target transform left them).
   */
  public static SpectraTable latest(SpectroDataset current, SpectroDataset original) {
    FeatureSource source = current.source(0);
    return of(current, original, source.processingCount() - 1);
  }

  private static SpectraTable of(SpectroDataset current, SpectroDataset original, int processing) {
    if (current.sources().isEmpty()) {
      throw new IllegalArgumentException("the dataset has no feature source");
    }
    FeatureSource source = current.source(0);
    Block block = source.block(processing);
    int[] train = original.trainIds();
    int[] test = original.testIds();
    int rows = train.length + test.length;
    int cols = block.cols();
    int[] ids = new int[rows];
    boolean[] isTrain = new boolean[rows];
    System.arraycopy(train, 0, ids, 0, train.length);
    System.arraycopy(test, 0, ids, train.length, test.length);
    Arrays.fill(isTrain, 0, train.length, true);
    float[] values = new float[rows * cols];
    float[] row = new float[cols];
    for (int r = 0; r < rows; r++) {
      block.copyRow(ids[r], row);
      System.arraycopy(row, 0, values, r * cols, cols);
    }
    double[] y = new double[rows];
    Arrays.fill(y, Double.NaN);
    if (original.targets() != null && original.targets().columns() > 0) {
      double[][] targets = original.y(ids);
      for (int r = 0; r < rows; r++) {
        y[r] = targets[r].length > 0 ? targets[r][0] : Double.NaN;
      }
    }
    Headers headers = source.headers();
    double[] axis;
    String label;
    if (headers instanceof Headers.Axis a && a.size() == cols) {
      axis = a.values();
      label = axisLabel(a.unit());
    } else {
      axis = new double[cols];
      Arrays.setAll(axis, i -> i);
      label = "feature index";
    }
    return new SpectraTable(rows, cols, values, axis, label, ids, y, isTrain);
  }

  private static String axisLabel(HeaderUnit unit) {
    return switch (unit) {
      case NM -> "wavelength (nm)";
      case CM_1 -> "wavenumber (cm⁻¹)";
      default -> "wavelength";
    };
  }

  /** The value of sample row {@code r} at column {@code c}. */
  public float value(int r, int c) {
    return values[r * cols + c];
  }

  /** How many rows are train samples. */
  public int trainCount() {
    int n = 0;
    for (boolean t : train) {
      n += t ? 1 : 0;
    }
    return n;
  }

  /** The row of sample {@code r} as doubles (a copy). */
  public double[] row(int r) {
    double[] out = new double[cols];
    for (int c = 0; c < cols; c++) {
      out[c] = values[r * cols + c];
    }
    return out;
  }
}
