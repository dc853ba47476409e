package org.spectraflow.engine.data;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Per-sample metadata, one row per base sample (base-id order), columns typed: a column whose
 * non-missing cells are all numbers is numeric (missing = NaN), any other is text (missing = null).
 * Immutable.
 */
public final class MetadataTable {

  /** A typed metadata column. */
  public sealed interface Column {
    /** Number of rows. */
    int size();
  }

  /**
   * A numeric column; missing cells are NaN.
   *
   * @param values the values (copied)
   */
  public record Numbers(double[] values) implements Column {
    /** Copies the values. */
    public Numbers {
      values = values.clone();
    }

    @Override
    public double[] values() {
      return values.clone();
    }

    @Override
    public int size() {
      return values.length;
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof Numbers n && Arrays.equals(n.values, values);
    }

    @Override
    public int hashCode() {
      return Arrays.hashCode(values);
    }
  }

  /**
   * A text column; missing cells are null.
   *
   * @param values the values
   */
  public record Texts(List<String> values) implements Column {
    /** Copies the values (nulls allowed). */
    public Texts {
      values = Collections.unmodifiableList(new ArrayList<>(values));
    }

    @Override
    public int size() {
      return values.size();
    }
  }

  private static final MetadataTable EMPTY = new MetadataTable(new LinkedHashMap<>(), 0);

  private final Map<String, Column> columns;
  private final int rows;

  private MetadataTable(Map<String, Column> columns, int rows) {
    this.columns = columns;
    this.rows = rows;
  }

  /** A table with no columns. */
  public static MetadataTable empty() {
    return EMPTY;
  }

  /** A table inferred from text cells (one array per row, one cell per column). */
  public static MetadataTable fromCells(List<String> names, List<String[]> cells) {
    Map<String, Column> cols = new LinkedHashMap<>();
    for (int c = 0; c < names.size(); c++) {
      cols.put(uniqueName(cols, names.get(c)), infer(cells, c));
    }
    return new MetadataTable(cols, cells.size());
  }

  /** Number of rows (0 for a table without columns). */
  public int rows() {
    return rows;
  }

  /** Column names in file order. */
  public List<String> names() {
    return List.copyOf(columns.keySet());
  }

  /** The column called {@code name}. */
  public Column column(String name) {
    Column c = columns.get(name);
    if (c == null) {
      throw new IllegalArgumentException("no metadata column '" + name + "': have " + names());
    }
    return c;
  }

  private static Column infer(List<String[]> cells, int c) {
    boolean numeric = true;
    for (String[] row : cells) {
      numeric &= NumberCells.isMissing(row[c]) || NumberCells.isNumber(row[c]);
    }
    if (numeric) {
      double[] v = new double[cells.size()];
      for (int r = 0; r < v.length; r++) {
        String cell = cells.get(r)[c];
        v[r] = NumberCells.isMissing(cell) ? Double.NaN : Double.parseDouble(cell.trim());
      }
      return new Numbers(v);
    }
    List<String> v = new ArrayList<>(cells.size());
    for (String[] row : cells) {
      v.add(NumberCells.isMissing(row[c]) ? null : row[c]);
    }
    return new Texts(v);
  }

  private static String uniqueName(Map<String, Column> cols, String name) {
    String n = name;
    for (int k = 2; cols.containsKey(n); k++) {
      n = name + "_" + k;
    }
    return n;
  }
}
