package org.spectraflow.engine.data;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The targets of the base samples (rows in base-id order, one column per target) as named versions:
 * {@code numeric} (converted, see {@link ClassEncoding}), then one version per y-processing. Values
 * are rounded to the dataset's precision. Keeps the raw cells and the class labels of encoded
 * columns. Immutable: {@link #withVersion} returns a new instance.
 */
public final class Targets {

  /** The name of the converted version every later version derives from. */
  public static final String NUMERIC = "numeric";

  private final List<String> names;
  private final String[][] raw;
  private final Map<String, double[][]> versions;
  private final List<List<String>> classes;
  private final Precision precision;

  private Targets(
      List<String> names,
      String[][] raw,
      Map<String, double[][]> versions,
      List<List<String>> classes,
      Precision precision) {
    this.names = List.copyOf(names);
    this.raw = raw;
    this.versions = versions;
    this.classes = List.copyOf(classes);
    this.precision = precision;
  }

  /**
   * Targets from raw cells (train rows then test rows, each row one cell per column); the encoding
   * is decided on the train rows.
   */
  public static Targets fromCells(
      List<String> names, String[][] train, String[][] test, Precision precision) {
    int columns = names.size();
    double[][] numeric = new double[train.length + test.length][columns];
    List<List<String>> classes = new ArrayList<>();
    for (int c = 0; c < columns; c++) {
      ClassEncoding enc = ClassEncoding.of(column(train, c), column(test, c));
      for (int r = 0; r < numeric.length; r++) {
        numeric[r][c] = precision.round(enc.values()[r]);
      }
      classes.add(enc.classes());
    }
    String[][] raw = new String[numeric.length][];
    System.arraycopy(train, 0, raw, 0, train.length);
    System.arraycopy(test, 0, raw, train.length, test.length);
    Map<String, double[][]> versions = new LinkedHashMap<>();
    versions.put(NUMERIC, numeric);
    return new Targets(names, raw, versions, classes, precision);
  }

  /** Numeric targets given directly (e.g. the synthetic dataset); no class encoding. */
  public static Targets ofNumeric(List<String> names, double[][] values, Precision precision) {
    String[][] raw = new String[values.length][];
    double[][] numeric = new double[values.length][];
    for (int r = 0; r < values.length; r++) {
      numeric[r] = new double[values[r].length];
      raw[r] = new String[values[r].length];
      for (int c = 0; c < values[r].length; c++) {
        numeric[r][c] = precision.round(values[r][c]);
        raw[r][c] = Double.toString(values[r][c]);
      }
    }
    Map<String, double[][]> versions = new LinkedHashMap<>();
    versions.put(NUMERIC, numeric);
    List<List<String>> classes = names.stream().map(n -> List.<String>of()).toList();
    return new Targets(names, raw, versions, classes, precision);
  }

  /** Number of rows (base samples). */
  public int rows() {
    return versions.get(NUMERIC).length;
  }

  /** Number of target columns. */
  public int columns() {
    return names.size();
  }

  /** The column names. */
  public List<String> names() {
    return names;
  }

  /** The raw cell of row {@code row}, column {@code column}, as loaded. */
  public String raw(int row, int column) {
    return raw[row][column];
  }

  /** The class label of each code of column {@code column}; empty when kept numeric. */
  public List<String> classes(int column) {
    return classes.get(column);
  }

  /** The version names, oldest first ({@code numeric} first). */
  public List<String> versionNames() {
    return List.copyOf(versions.keySet());
  }

  /** The latest version's name. */
  public String current() {
    return versionNames().get(versions.size() - 1);
  }

  /** The rows {@code rows} (base ids) of version {@code version}, copied. */
  public double[][] values(String version, int[] rows) {
    double[][] v = versions.get(version);
    if (v == null) {
      throw new IllegalArgumentException(
          "unknown target version '" + version + "': have " + versionNames());
    }
    double[][] out = new double[rows.length][];
    for (int i = 0; i < rows.length; i++) {
      out[i] = v[rows[i]].clone();
    }
    return out;
  }

  /** New targets with version {@code name} appended (values rounded to the precision). */
  public Targets withVersion(String name, double[][] values) {
    Objects.requireNonNull(name, "name");
    if (versions.containsKey(name) || values.length != rows()) {
      throw new IllegalArgumentException(
          "target version '"
              + name
              + "' must be new and have "
              + rows()
              + " rows; had "
              + values.length
              + " rows, existing "
              + versionNames());
    }
    double[][] rounded = new double[values.length][];
    for (int r = 0; r < values.length; r++) {
      rounded[r] = new double[values[r].length];
      for (int c = 0; c < values[r].length; c++) {
        rounded[r][c] = precision.round(values[r][c]);
      }
    }
    Map<String, double[][]> next = new LinkedHashMap<>(versions);
    next.put(name, rounded);
    return new Targets(names, raw, next, classes, precision);
  }

  /** Exact bytes of all versions stored at the dataset's precision. */
  public long nbytes() {
    return (long) versions.size() * rows() * columns() * precision.bytesPerValue();
  }

  private static String[] column(String[][] rows, int c) {
    String[] out = new String[rows.length];
    for (int r = 0; r < rows.length; r++) {
      out[r] = rows[r][c];
    }
    return out;
  }
}
