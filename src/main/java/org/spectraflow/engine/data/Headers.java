package org.spectraflow.engine.data;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * The feature headers of a source: a numeric axis (wavelengths or wavenumbers), text labels, or
 * none (features known by index). Immutable.
 */
public sealed interface Headers {

  /** Number of headers (0 for {@link Absent}). */
  int size();

  /** The header unit. */
  HeaderUnit unit();

  /** The headers as strings (index strings for {@link Absent} of {@code features} columns). */
  List<String> labels(int features);

  /**
   * The headers of the columns {@code columns} (indices below {@link #size()}), in that order: a
   * column selection keeps the wavelengths it kept. Absent headers stay absent.
   */
  default Headers select(int[] columns) {
    return switch (this) {
      case Axis a -> {
        double[] v = new double[columns.length];
        for (int c = 0; c < columns.length; c++) {
          v[c] = a.value(columns[c]);
        }
        yield new Axis(v, a.unit());
      }
      case Text t -> {
        List<String> names = new ArrayList<>(columns.length);
        for (int column : columns) {
          names.add(t.names().get(column));
        }
        yield new Text(names);
      }
      case Absent x -> x;
    };
  }

  /**
   * The headers {@code labels} in {@code unit} describe (what {@link #labels} and {@link #unit}
   * give back): text labels for {@link HeaderUnit#TEXT}, none when empty or {@link
   * HeaderUnit#INDEX}, else a numeric axis.
   *
   * @throws NumberFormatException when an axis label is not a number
   */
  static Headers of(List<String> labels, HeaderUnit unit) {
    if (labels.isEmpty() || unit == HeaderUnit.INDEX) {
      return absent();
    }
    if (unit == HeaderUnit.TEXT) {
      return new Text(labels);
    }
    double[] v = new double[labels.size()];
    for (int i = 0; i < v.length; i++) {
      v[i] = Double.parseDouble(labels.get(i));
    }
    return new Axis(v, unit);
  }

  /** No headers. */
  static Headers absent() {
    return Absent.INSTANCE;
  }

  /**
   * A numeric axis in {@code unit}, e.g. wavelengths in nm.
   *
   * @param values the axis values, one per feature (defensively copied)
   * @param unit the unit of the values
   */
  record Axis(double[] values, HeaderUnit unit) implements Headers {
    /** Copies the values. */
    public Axis {
      values = values.clone();
      Objects.requireNonNull(unit, "unit");
    }

    @Override
    public double[] values() {
      return values.clone();
    }

    /** The value of feature {@code i}. */
    public double value(int i) {
      return values[i];
    }

    @Override
    public int size() {
      return values.length;
    }

    @Override
    public List<String> labels(int features) {
      List<String> out = new ArrayList<>(values.length);
      for (double v : values) {
        out.add(v == Math.rint(v) ? Long.toString((long) v) : Double.toString(v));
      }
      return out;
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof Axis a && a.unit == unit && Arrays.equals(a.values, values);
    }

    @Override
    public int hashCode() {
      return 31 * Arrays.hashCode(values) + unit.hashCode();
    }

    @Override
    public String toString() {
      return "Axis[" + values.length + " " + unit.label() + "]";
    }
  }

  /**
   * Text labels, one per feature.
   *
   * @param names the labels
   */
  record Text(List<String> names) implements Headers {
    /** Copies the names. */
    public Text {
      names = List.copyOf(names);
    }

    @Override
    public int size() {
      return names.size();
    }

    @Override
    public HeaderUnit unit() {
      return HeaderUnit.TEXT;
    }

    @Override
    public List<String> labels(int features) {
      return names;
    }
  }

  /** No header line: features are known by index. */
  enum Absent implements Headers {
    /** The only instance. */
    INSTANCE;

    @Override
    public int size() {
      return 0;
    }

    @Override
    public HeaderUnit unit() {
      return HeaderUnit.INDEX;
    }

    @Override
    public List<String> labels(int features) {
      List<String> out = new ArrayList<>(features);
      for (int i = 0; i < features; i++) {
        out.add(Integer.toString(i));
      }
      return out;
    }
  }
}
