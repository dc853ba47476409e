package org.spectraflow.ui.run.charts;

import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import org.jfree.chart.ChartFactory;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.plot.PlotOrientation;
import org.jfree.data.category.DefaultCategoryDataset;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;
import org.jfree.fx.FXHints;

/**
 * Loads and compiles the chart-drawing code before the first run needs it: a background thread of
 * low priority draws a line chart and a bar chart, themed like the run's charts, into frames the
 * way the live charts are drawn ({@link ChartFrame#draw}: Java2D into an image, with the entities
 * for the mouse), never shown. Without it the first frames of the studio's first run pay for
 * loading JFreeChart's classes and interpreting its drawing code (measured by the run view's stall
 * benchmark). The throwaway charts share nothing with the live ones, so no lock is needed; it runs
 * at most once per JVM.
 */
public final class ChartWarmUp {

  private static final AtomicBoolean STARTED = new AtomicBoolean();
  private static final int WIDTH = 800;
  private static final int HEIGHT = 500;
  private static final int POINTS = 2000;

  private ChartWarmUp() {}

  /** Starts the warm-up on a daemon thread, once; later calls do nothing. Any thread. */
  public static void startOnce() {
    if (STARTED.compareAndSet(false, true)) {
      Thread thread = new Thread(ChartWarmUp::drawAll, "spectraflow-chart-warm-up");
      thread.setDaemon(true);
      thread.setPriority(Thread.MIN_PRIORITY);
      thread.start();
    }
  }

  /** Draws each throwaway chart into a frame; returns how many drawings were made. */
  static int drawAll() {
    int drawn = 0;
    for (JFreeChart chart : List.of(lineChart(), barChart())) {
      ChartTheme.apply(chart, false);
      chart.getRenderingHints().put(FXHints.KEY_USE_FX_FONT_METRICS, Boolean.FALSE);
      ChartFrame frame = ChartFrame.draw(chart, WIDTH, HEIGHT, 1);
      drawn += frame.entities() == null ? 0 : 1;
    }
    return drawn;
  }

  private static JFreeChart lineChart() {
    XYSeriesCollection data = new XYSeriesCollection();
    for (String name : List.of("RSS", "heap", "steady bytes")) {
      XYSeries series = new XYSeries(name, false, true);
      for (int i = 0; i < POINTS; i++) {
        series.add(i * 0.01, 100 + name.length() * 10 + Math.sin(i * 0.05) * 20);
      }
      data.addSeries(series);
    }
    return ChartFactory.createXYLineChart(
        "warm-up", "seconds", "MiB", data, PlotOrientation.VERTICAL, true, false, false);
  }

  private static JFreeChart barChart() {
    DefaultCategoryDataset data = new DefaultCategoryDataset();
    for (int step = 1; step <= 24; step++) {
      data.addValue(step * 1.5, "steady MiB", "step " + step);
      data.addValue(step % 5 - 2.0, "RSS change", "step " + step);
    }
    return ChartFactory.createBarChart(
        "warm-up", "step", "MiB", data, PlotOrientation.VERTICAL, true, false, false);
  }
}
