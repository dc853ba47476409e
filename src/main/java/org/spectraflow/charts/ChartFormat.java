package org.spectraflow.charts;

import java.util.Locale;

/** The two file formats a chart is written in ({@link ChartWriter}): PNG and SVG. */
public enum ChartFormat {
  /** A raster image (JFreeChart's {@code ChartUtils}). */
  PNG,
  /** A vector image (JFreeSVG). */
  SVG;

  /** The file extension, with its dot: {@code .png}. */
  public String extension() {
    return "." + name().toLowerCase(Locale.ROOT);
  }
}
