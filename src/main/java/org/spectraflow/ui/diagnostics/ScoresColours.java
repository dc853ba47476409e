package org.spectraflow.ui.diagnostics;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.spectraflow.charts.ColourScale;
import org.spectraflow.ui.spectra.SpectraColouring;
import org.spectraflow.ui.spectra.SpectraData;

/**
 * The colours of the scores plot's points (docs/diagnostics.md §4): by the target y or by a
 * metadata column, read, as the spectra view colours its lines, from the dataset's {@link
 * SpectraData} through the dataset sample ids of the points. A number is placed on the viridis
 * {@link ColourScale}; a text column gets one palette colour per category. Immutable.
 *
 * @param name what the colours show ({@code y}, a column's name)
 * @param calibration each calibration point's colour ({@code 0xRRGGBB})
 * @param test each test point's colour
 * @param scale the value scale, null for categories
 * @param categories the categories in palette order, empty for values
 */
public record ScoresColours(
    String name, int[] calibration, int[] test, ColourScale scale, List<String> categories) {

  /** Copies. */
  public ScoresColours {
    calibration = calibration.clone();
    test = test.clone();
    categories = List.copyOf(categories);
  }

  /**
   * The colours of the samples {@code calibrationIds} and {@code testIds} by {@code by} ({@link
   * SpectraData#BY_Y} or a metadata column) of {@code data}; null when {@code data} is null or does
   * not hold every one of those samples (another dataset).
   */
  public static ScoresColours of(SpectraData data, String by, int[] calibrationIds, int[] testIds) {
    if (data == null || calibrationIds.length == 0) {
      return null;
    }
    int[] ids = data.table().sampleIds();
    Map<Integer, Integer> row = new HashMap<>();
    for (int r = 0; r < ids.length; r++) {
      row.put(ids[r], r);
    }
    SpectraColouring colouring = data.colouring(by);
    int[] cal = colours(colouring, row, calibrationIds);
    int[] test = colours(colouring, row, testIds);
    if (cal == null || test == null) {
      return null;
    }
    return switch (colouring) {
      case SpectraColouring.ByValue v ->
          new ScoresColours(v.name(), cal, test, v.scale(), List.of());
      case SpectraColouring.ByCategory c ->
          new ScoresColours(c.name(), cal, test, null, c.categories());
    };
  }

  /** Colours {@code y} (one per calibration point) on a scale over it; test points uncoloured. */
  public static ScoresColours byY(double[] y) {
    ColourScale scale = ColourScale.over(y);
    int[] cal = new int[y.length];
    for (int i = 0; i < y.length; i++) {
      cal[i] = scale.rgb(y[i]);
    }
    return new ScoresColours(SpectraData.BY_Y, cal, new int[0], scale, List.of());
  }

  private static int[] colours(SpectraColouring c, Map<Integer, Integer> row, int[] ids) {
    int[] out = new int[ids.length];
    for (int i = 0; i < ids.length; i++) {
      Integer r = row.get(ids[i]);
      if (r == null) {
        return null;
      }
      out[i] = c.rgb(r);
    }
    return out;
  }

  @Override
  public int[] calibration() {
    return calibration.clone();
  }

  @Override
  public int[] test() {
    return test.clone();
  }

  /** The colour of point {@code i} of series {@code series} (0 calibration, 1 test), or -1. */
  int rgb(int series, int i) {
    int[] of = series == 0 ? calibration : test;
    return i < of.length ? of[i] : -1;
  }

  /** The legend line: {@code colour: y from 5.49 to 23.5 (dark → yellow)}, or the categories. */
  String legend() {
    if (scale != null) {
      return String.format(
          java.util.Locale.ROOT,
          "colour: %s from %.3g (dark) to %.3g (yellow)",
          name,
          scale.low(),
          scale.high());
    }
    return "colour: " + name + " (" + categories.size() + " categories)";
  }
}
