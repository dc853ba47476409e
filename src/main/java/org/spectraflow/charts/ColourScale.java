package org.spectraflow.charts;

import java.awt.Color;

/**
 * A sequential colour scale for a number (the target y of a spectrum): dark blue through teal and
 * green to yellow, readable on light and dark backgrounds and in order for colour-blind readers
 * (its stops follow the perceptually uniform viridis map). Values are placed between {@code low}
 * and {@code high}, clamped outside; NaN is grey. Immutable; shared by the charts and the studio's
 * spectra view.
 *
 * @param low the value at the dark end
 * @param high the value at the bright end
 */
public record ColourScale(double low, double high) {

  private static final int[] STOPS = {0x440154, 0x3B528B, 0x21918C, 0x5EC962, 0xFDE725};

  /** The grey of a missing value. */
  public static final Color MISSING = new Color(0x8B949E);

  /** A scale over the finite values of {@code values} (0 to 1 when there are none). */
  public static ColourScale over(double[] values) {
    double lo = Double.POSITIVE_INFINITY;
    double hi = Double.NEGATIVE_INFINITY;
    for (double v : values) {
      if (Double.isFinite(v)) {
        lo = Math.min(lo, v);
        hi = Math.max(hi, v);
      }
    }
    return lo > hi ? new ColourScale(0, 1) : new ColourScale(lo, hi);
  }

  /** Where {@code value} falls, 0 at {@code low} to 1 at {@code high} (0.5 when flat). */
  public double fraction(double value) {
    if (!(high > low)) {
      return 0.5;
    }
    return Math.max(0, Math.min(1, (value - low) / (high - low)));
  }

  /** The colour of {@code value} as packed {@code 0xRRGGBB}. */
  public int rgb(double value) {
    if (Double.isNaN(value)) {
      return MISSING.getRGB() & 0xFFFFFF;
    }
    double t = fraction(value) * (STOPS.length - 1);
    int i = Math.min(STOPS.length - 2, (int) t);
    double f = t - i;
    int a = STOPS[i];
    int b = STOPS[i + 1];
    return mix(a >> 16, b >> 16, f) << 16 | mix(a >> 8, b >> 8, f) << 8 | mix(a, b, f);
  }

  /** The colour of {@code value}. */
  public Color colour(double value) {
    return new Color(rgb(value));
  }

  private static int mix(int a, int b, double f) {
    int x = a & 0xFF;
    int y = b & 0xFF;
    return (int) Math.round(x + (y - x) * f);
  }
}
