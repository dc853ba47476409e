package org.spectraflow.ui.spectra;

import java.util.List;
import org.spectraflow.charts.ChartLook;
import org.spectraflow.charts.ColourScale;

/**
 * How each spectrum is coloured: by a number (the target y or a numeric metadata column) on a
 * {@link ColourScale}, or by a category (a text metadata column) from the chart palette. Immutable;
 * one colour per table row.
 */
public sealed interface SpectraColouring {

  /** What the colour shows ({@code y}, a metadata column's name). */
  String name();

  /** The colour of table row {@code row}, packed {@code 0xRRGGBB}. */
  int rgb(int row);

  /**
   * Colour by value.
   *
   * @param name what the values are
   * @param values one per table row
   * @param scale the scale the legend shows
   */
  record ByValue(String name, double[] values, ColourScale scale) implements SpectraColouring {
    /** Colours {@code values} on a scale over their finite range. */
    public static ByValue of(String name, double[] values) {
      return new ByValue(name, values, ColourScale.over(values));
    }

    @Override
    public int rgb(int row) {
      return scale.rgb(values[row]);
    }
  }

  /**
   * Colour by category.
   *
   * @param name the column's name
   * @param categories the distinct values, in first-seen order
   * @param codes each row's index into {@code categories}
   */
  record ByCategory(String name, List<String> categories, int[] codes) implements SpectraColouring {
    /** Copies the categories. */
    public ByCategory {
      categories = List.copyOf(categories);
    }

    @Override
    public int rgb(int row) {
      return categoryRgb(codes[row]);
    }

    /** The colour of category {@code code}: the chart palette, repeated. */
    public static int categoryRgb(int code) {
      java.awt.Color[] palette = ChartLook.palette();
      return palette[Math.floorMod(code, palette.length)].getRGB() & 0xFFFFFF;
    }
  }
}
