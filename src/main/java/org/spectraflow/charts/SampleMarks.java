package org.spectraflow.charts;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Rectangle2D;
import java.util.List;
import java.util.OptionalInt;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.IntBinaryOperator;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.annotations.XYAnnotation;
import org.jfree.chart.annotations.XYDrawableAnnotation;
import org.jfree.chart.entity.ChartEntity;
import org.jfree.chart.entity.EntityCollection;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYItemRenderer;
import org.jfree.chart.ui.Drawable;
import org.jfree.data.xy.XYDataset;

/**
 * Names the dataset sample behind each point of a scatter chart and rings the selected ones
 * (docs/diagnostics.md §7, linked selection): {@link #tag} gives a renderer's items the URL text
 * {@code sample:<id>} (the dataset's 0-based sample id), which the chart's entities then carry, so
 * a view finds the samples under a dragged box ({@link #samplesIn}); {@link #highlight} rings the
 * points of the given ids. Plain JFreeChart, no JavaFX.
 */
public final class SampleMarks {

  /** The URL text prefix of a tagged item. */
  static final String PREFIX = "sample:";

  /** The selection ring's colour (magenta: apart from every partition and y colour). */
  public static final Color RING = new Color(0xd0, 0x1c, 0x8b);

  private SampleMarks() {}

  /**
   * Tags {@code renderer}'s items with the sample id {@code idOf(series, item)} (negative: none).
   */
  public static void tag(XYItemRenderer renderer, IntBinaryOperator idOf) {
    renderer.setURLGenerator(
        (XYDataset d, int series, int item) -> {
          int id = idOf.applyAsInt(series, item);
          return id < 0 ? null : PREFIX + id;
        });
  }

  /** The sample id an entity stands for, if it is a tagged point. */
  public static OptionalInt sampleOf(ChartEntity entity) {
    String url = entity == null ? null : entity.getURLText();
    if (url == null || !url.startsWith(PREFIX)) {
      return OptionalInt.empty();
    }
    try {
      return OptionalInt.of(Integer.parseInt(url.substring(PREFIX.length())));
    } catch (NumberFormatException notOurs) {
      return OptionalInt.empty();
    }
  }

  /** The ids of the tagged points whose shapes meet {@code box} (chart coordinates). */
  public static Set<Integer> samplesIn(EntityCollection entities, Rectangle2D box) {
    Set<Integer> out = new TreeSet<>();
    if (entities == null) {
      return out;
    }
    for (Object o : entities.getEntities()) {
      ChartEntity e = (ChartEntity) o;
      OptionalInt id = sampleOf(e);
      if (id.isPresent() && e.getArea().intersects(box)) {
        out.add(id.getAsInt());
      }
    }
    return out;
  }

  /**
   * Rings the tagged points of {@code chart}'s XY plot whose ids are in {@code selected}, replacing
   * the rings of an earlier call; returns how many points it ringed. A chart without an XY plot is
   * left alone.
   */
  public static int highlight(JFreeChart chart, Set<Integer> selected) {
    if (!(chart.getPlot() instanceof XYPlot plot)) {
      return 0;
    }
    List<XYAnnotation> old = plot.getAnnotations().stream().filter(a -> a instanceof Ring).toList();
    old.forEach(a -> plot.removeAnnotation(a, false));
    int ringed = 0;
    for (int d = 0; d < plot.getDatasetCount(); d++) {
      XYDataset data = plot.getDataset(d);
      XYItemRenderer r = data == null ? null : plot.getRendererForDataset(data);
      if (r == null || r.getURLGenerator() == null || selected.isEmpty()) {
        continue;
      }
      for (int s = 0; s < data.getSeriesCount(); s++) {
        for (int i = 0; i < data.getItemCount(s); i++) {
          String url = r.getURLGenerator().generateURL(data, s, i);
          if (url != null
              && url.startsWith(PREFIX)
              && selected.contains(Integer.parseInt(url.substring(PREFIX.length())))) {
            plot.addAnnotation(new Ring(data.getXValue(s, i), data.getYValue(s, i)), false);
            ringed++;
          }
        }
      }
    }
    chart.fireChartChanged();
    return ringed;
  }

  /** A selection ring around one point, 13 px across whatever the zoom. */
  static final class Ring extends XYDrawableAnnotation {
    private static final long serialVersionUID = 1L;

    Ring(double x, double y) {
      super(x, y, 13, 13, new RingShape());
    }
  }

  /** Draws the ring. */
  private static final class RingShape implements Drawable, java.io.Serializable {
    private static final long serialVersionUID = 1L;

    @Override
    public void draw(Graphics2D g, Rectangle2D area) {
      g.setPaint(RING);
      g.setStroke(new BasicStroke(2.2f));
      g.draw(
          new Ellipse2D.Double(
              area.getX() + 1, area.getY() + 1, area.getWidth() - 2, area.getHeight() - 2));
    }
  }
}
