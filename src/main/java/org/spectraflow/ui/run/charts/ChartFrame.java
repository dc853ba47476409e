package org.spectraflow.ui.run.charts;

import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.awt.image.DataBufferInt;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.IntBuffer;
import javafx.scene.image.PixelBuffer;
import javafx.scene.image.PixelFormat;
import javafx.scene.image.WritableImage;
import org.jfree.chart.ChartRenderingInfo;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.ValueAxis;
import org.jfree.chart.entity.EntityCollection;
import org.jfree.data.Range;

/**
 * One drawing of a chart: an image of it and the entities (bars, points, legend items, with their
 * tooltips) hit by the mouse, in the chart's own coordinates (logical pixels, before the output
 * scale). Made on any thread by {@link #draw}: the image wraps its own pixel buffer (premultiplied
 * ARGB, which JavaFX shows without converting), written once before the frame is handed over and
 * never again, so showing it costs the FX thread nothing but setting it.
 *
 * @param width logical width (the node's width)
 * @param height logical height
 * @param image {@code round(width × scale) × round(height × scale)} device pixels
 * @param entities what lies where, for hover, tooltips and clicks
 * @param dataArea the plot's data area in logical pixels (null when the chart has no plot area)
 * @param domain the horizontal axis' range as drawn (null when the chart does not zoom, {@link
 *     DomainZoom})
 */
record ChartFrame(
    int width,
    int height,
    WritableImage image,
    EntityCollection entities,
    Rectangle2D dataArea,
    Range domain) {

  private static int deviceSize(int logical, double scale) {
    return Math.max(1, (int) Math.round(logical * scale));
  }

  /**
   * Draws {@code chart} at {@code width × height} logical pixels and {@code scale} device pixels
   * per logical pixel with Java2D. The caller makes sure nothing changes the chart or its datasets
   * while it draws.
   */
  static ChartFrame draw(JFreeChart chart, int width, int height, double scale) {
    int w = deviceSize(width, scale);
    int h = deviceSize(height, scale);
    BufferedImage image = new BufferedImage(w, h, BufferedImage.TYPE_INT_ARGB_PRE);
    ChartRenderingInfo info = new ChartRenderingInfo();
    Graphics2D g2 = image.createGraphics();
    try {
      g2.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
      g2.setRenderingHint(
          RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
      g2.scale(scale, scale);
      chart.draw(g2, new Rectangle2D.Double(0, 0, width, height), info);
    } finally {
      g2.dispose();
    }
    int[] pixels = ((DataBufferInt) image.getRaster().getDataBuffer()).getData();
    IntBuffer buffer =
        ByteBuffer.allocateDirect(pixels.length * Integer.BYTES)
            .order(ByteOrder.nativeOrder())
            .asIntBuffer();
    buffer.put(pixels).flip();
    PixelBuffer<IntBuffer> shown =
        new PixelBuffer<>(w, h, buffer, PixelFormat.getIntArgbPreInstance());
    Rectangle2D area = info.getPlotInfo().getDataArea();
    ValueAxis axis = DomainZoom.domainAxis(chart);
    return new ChartFrame(
        width,
        height,
        new WritableImage(shown),
        info.getEntityCollection(),
        area == null ? null : (Rectangle2D) area.clone(),
        axis == null ? null : axis.getRange());
  }
}
