package org.spectraflow.engine.data.formats;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * One spectrum read from an instrument file: its abscissa in the file's own order (never
 * re-sorted), its ordinates after the format's scaling, a title and the per-spectrum fields the
 * file states (docs/formats.md). Immutable: the arrays are copied in and out.
 *
 * @param title the spectrum's title or name (empty when the file gives none)
 * @param x the abscissa (wavelengths, wavenumbers, ...), one per point
 * @param y the ordinates, one per point
 * @param metadata per-spectrum fields in file order (e.g. SPC {@code z}, JCAMP {@code BLOCKID})
 */
public record Spectrum(String title, double[] x, double[] y, Map<String, String> metadata) {

  /** Checks that x and y have the same length and copies everything. */
  public Spectrum {
    Objects.requireNonNull(title, "title");
    if (x.length != y.length) {
      throw new IllegalArgumentException(x.length + " x values for " + y.length + " y values");
    }
    x = x.clone();
    y = y.clone();
    metadata = Collections.unmodifiableMap(new LinkedHashMap<>(metadata));
  }

  /** A spectrum with no per-spectrum fields. */
  public static Spectrum of(String title, double[] x, double[] y) {
    return new Spectrum(title, x, y, Map.of());
  }

  @Override
  public double[] x() {
    return x.clone();
  }

  @Override
  public double[] y() {
    return y.clone();
  }

  /** Number of points. */
  public int points() {
    return x.length;
  }

  /** The abscissa of point {@code i}. */
  public double x(int i) {
    return x[i];
  }

  /** The ordinate of point {@code i}. */
  public double y(int i) {
    return y[i];
  }
}
