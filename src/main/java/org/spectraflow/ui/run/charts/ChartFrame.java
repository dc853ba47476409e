package org.spectraflow.ui.run.charts;

import java.awt.AlphaComposite;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.awt.image.DataBufferInt;
import org.jfree.chart.ChartRenderingInfo;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.ValueAxis;
import org.jfree.chart.entity.EntityCollection;
import org.jfree.data.Range;

/**
 * One drawing of a chart: its pixels and the entities (bars, points, legend items, with their
 * tooltips) hit by the mouse, in the chart's own coordinates (logical pixels, before the output
 * scale). Made on any thread by {@link #draw}, into a {@link FrameCanvas} the chart's view lends
 * for one drawing at a time; the view copies the pixels into the image it shows ({@link
 * ChartImageView#show}) before the canvas is drawn into again. Reusing the canvas and the shown
 * image keeps a frame from allocating a few megabytes of pixels (and JavaFX a new texture) per
 * drawing: those arrays were most of the run view's garbage (docs/performance.md, "Studio: FX
 * thread stalls").
 *
 * @param width logical width (the node's width)
 * @param height logical height
 * @param pixels premultiplied ARGB, {@code pixelWidth × pixelHeight}, row by row; owned by the
 *     canvas, valid until the canvas draws again
 * @param pixelWidth {@code round(width × scale)} device pixels
 * @param pixelHeight {@code round(height × scale)} device pixels
 * @param entities what lies where, for hover, tooltips and clicks
 * @param dataArea the plot's data area in logical pixels (null when the chart has no plot area)
 * @param domain the horizontal axis' range as drawn (null when the chart does not zoom, {@link
 *     DomainZoom})
 */
record ChartFrame(
    int width,
    int height,
    int[] pixels,
    int pixelWidth,
    int pixelHeight,
    EntityCollection entities,
    Rectangle2D dataArea,
    Range domain) {

  private static int deviceSize(int logical, double scale) {
    return Math.max(1, (int) Math.round(logical * scale));
  }

  /**
   * Draws {@code chart} at {@code width × height} logical pixels and {@code scale} device pixels
   * per logical pixel with Java2D, into a fresh canvas. The caller makes sure nothing changes the
   * chart or its datasets while it draws.
   */
  static ChartFrame draw(JFreeChart chart, int width, int height, double scale) {
    return draw(chart, width, height, scale, new FrameCanvas());
  }

  /** As {@link #draw(JFreeChart, int, int, double)}, into {@code canvas} (cleared first). */
  static ChartFrame draw(
      JFreeChart chart, int width, int height, double scale, FrameCanvas canvas) {
    int w = deviceSize(width, scale);
    int h = deviceSize(height, scale);
    BufferedImage image = canvas.image(w, h);
    ChartRenderingInfo info = new ChartRenderingInfo();
    Graphics2D g2 = image.createGraphics();
    try {
      g2.setComposite(AlphaComposite.Clear);
      g2.fillRect(0, 0, w, h);
      g2.setComposite(AlphaComposite.SrcOver);
      g2.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
      g2.setRenderingHint(
          RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
      g2.scale(scale, scale);
      chart.draw(g2, new Rectangle2D.Double(0, 0, width, height), info);
    } finally {
      g2.dispose();
    }
    int[] pixels = ((DataBufferInt) image.getRaster().getDataBuffer()).getData();
    Rectangle2D area = info.getPlotInfo().getDataArea();
    ValueAxis axis = DomainZoom.domainAxis(chart);
    return new ChartFrame(
        width,
        height,
        pixels,
        w,
        h,
        info.getEntityCollection(),
        area == null ? null : (Rectangle2D) area.clone(),
        axis == null ? null : axis.getRange());
  }

  /**
   * The reusable Java2D image one chart view is drawn into: kept while the size stays the same,
   * replaced when it changes. Used by one drawing at a time (the live chart keeps at most one in
   * flight per view and shows it before the next starts).
   */
  static final class FrameCanvas {

    private BufferedImage image;

    /** An image of {@code w × h} device pixels: the last one when its size matches. */
    BufferedImage image(int w, int h) {
      if (image == null || image.getWidth() != w || image.getHeight() != h) {
        image = new BufferedImage(w, h, BufferedImage.TYPE_INT_ARGB_PRE);
      }
      return image;
    }
  }
}
