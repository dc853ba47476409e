package org.spectraflow.ui.run.charts;

import org.jfree.data.xy.XYSeries;

/** Builds JFreeChart series from model columns, thinned to the pixels drawn. Stateless. */
public final class Series {

  private Series() {}

  /** The points of {@code y} against {@code x} at {@code indices}, named {@code name}. */
  public static XYSeries of(String name, DoubleColumn x, DoubleColumn y, int[] indices) {
    XYSeries series = new XYSeries(name, false, true);
    series.setNotify(false);
    for (int i : indices) {
      series.add(x.get(i), y.get(i), false);
    }
    return series;
  }

  /** The min/max-thinned series of {@code y} against {@code x}. */
  public static XYSeries thinned(String name, DoubleColumn x, DoubleColumn y, int pixelWidth) {
    return of(name, x, y, Decimator.minMax(x, y, pixelWidth));
  }
}
