package org.spectraflow.engine.data;

import java.util.Locale;
import org.spectraflow.engine.text.UserText;

/**
 * The numeric type in which feature blocks are stored.
 *
 * <p>{@link #FLOAT32} mirrors nirs4all, which casts every stored feature matrix to IEEE-754
 * float32; {@link #FLOAT64} is the exact mode used to compare with double-precision references.
 */
public enum Precision {
  /** Single precision, 4 bytes per value (nirs4all's storage type; the default). */
  FLOAT32(4),
  /** Double precision, 8 bytes per value (exact mode). */
  FLOAT64(8);

  private final int bytesPerValue;

  Precision(int bytesPerValue) {
    this.bytesPerValue = bytesPerValue;
  }

  /** Bytes one stored value occupies. */
  public int bytesPerValue() {
    return bytesPerValue;
  }

  /** Rounds {@code v} to this precision (float32 rounding is round-to-nearest-even). */
  public double round(double v) {
    return this == FLOAT32 ? (float) v : v;
  }

  /**
   * Parses {@code float32}/{@code float64} (case-insensitive; {@code single}/{@code double} too).
   */
  public static Precision parse(String text) {
    return switch (text.trim().toLowerCase(Locale.ROOT)) {
      case "float32", "f32", "single", "float" -> FLOAT32;
      case "float64", "f64", "double" -> FLOAT64;
      default ->
          throw new IllegalArgumentException(
              "unknown precision " + UserText.quote(text) + ": use float32 or float64");
    };
  }

  /** The lower-case name used in JSON and on the command line. */
  public String label() {
    return name().toLowerCase(Locale.ROOT);
  }
}
