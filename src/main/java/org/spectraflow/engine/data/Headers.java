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
