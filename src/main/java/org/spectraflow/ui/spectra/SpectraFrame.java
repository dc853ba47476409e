package org.spectraflow.ui.spectra;

/**
 * One drawing of a spectra plot: its ARGB pixels and where its plot area lies, so the view maps the
 * mouse to data (hover, zoom, pan) exactly as the drawing mapped data to pixels. Immutable by
 * convention (the pixels are not written after the drawing).
 *
 * @param width the image's width in pixels
 * @param height the image's height in pixels
 * @param pixels {@code width × height} packed ARGB pixels, row-major
 * @param plotX the plot area's left edge, in pixels
 * @param plotY the plot area's top edge
 * @param plotWidth the plot area's width
 * @param plotHeight the plot area's height
 * @param viewport the data window drawn
 * @param rows the table rows drawn (after the partition filter)
 * @param data the data drawn
 * @param millis how long the drawing took
 */
public record SpectraFrame(
    int width,
    int height,
    int[] pixels,
    int plotX,
    int plotY,
    int plotWidth,
    int plotHeight,
    Viewport viewport,
    int[] rows,
    SpectraData data,
    double millis) {

  /** The data x at pixel column {@code px}. */
  public double dataX(double px) {
    return viewport.xMin() + (px - plotX) / Math.max(1, plotWidth - 1) * viewport.width();
  }

  /** The data value at pixel row {@code py}. */
  public double dataY(double py) {
    return viewport.yMax() - (py - plotY) / Math.max(1, plotHeight - 1) * viewport.height();
  }

  /** The pixel column of data x {@code x}. */
  public double pixelX(double x) {
    return plotX + (x - viewport.xMin()) / viewport.width() * (plotWidth - 1);
  }

  /** The pixel row of data value {@code y}. */
  public double pixelY(double y) {
    return plotY + (viewport.yMax() - y) / viewport.height() * (plotHeight - 1);
  }

  /** Whether the pixel lies in the plot area. */
  public boolean inPlot(double px, double py) {
    return px >= plotX && px < plotX + plotWidth && py >= plotY && py < plotY + plotHeight;
  }
}
