package org.spectraflow.ui.run.charts;

import java.util.List;
import javafx.scene.Node;
import javafx.scene.control.SplitPane;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.fx.ChartViewer;
import org.jfree.fx.FXHints;

/**
 * The base of the run's chart views: one or more JFreeChart-FX viewers whose datasets are rebuilt
 * from a presentation model by {@link #refresh()}, which the workspace calls at most once per frame
 * and only when the model's revision changed. Rebuilding happens with change notification off, so
 * each refresh costs one redraw per chart. Text is measured with Java2D's font metrics rather than
 * a JavaFX {@code Text} node per label, which a profile of the run view's stall benchmark showed
 * taking half of every redraw. FX thread only.
 */
public abstract class LiveChart {

  private static final int MIN_WIDTH = 100;

  private final String title;
  private final List<JFreeChart> charts;
  private final List<ChartViewer> viewers;
  private boolean dark;

  /** A view of {@code charts}, named {@code title} (tab and file names). */
  protected LiveChart(String title, List<JFreeChart> charts) {
    this.title = title;
    this.charts = List.copyOf(charts);
    this.charts.forEach(LiveChart::measureTextWithJava2d);
    this.viewers = this.charts.stream().map(ChartViewer::new).toList();
    applyTheme(false);
  }

  /**
   * Makes the JavaFX canvas measure the chart's labels with Java2D's font metrics: the default lays
   * out a JavaFX {@code Text} node for every tick label, title and legend item measured, about half
   * the time of a redraw.
   */
  private static void measureTextWithJava2d(JFreeChart chart) {
    chart.getRenderingHints().put(FXHints.KEY_USE_FX_FONT_METRICS, Boolean.FALSE);
  }

  /** The node to place: the viewer, or the viewers laid out by {@link #layout}. */
  public Node node() {
    return viewers.size() == 1 ? viewers.get(0) : layout(viewers);
  }

  /** Lays out several viewers (side by side by default). */
  protected Node layout(List<ChartViewer> all) {
    SplitPane split = new SplitPane();
    split.getItems().setAll(all);
    return split;
  }

  /** The chart's title (used for tabs and export file names). */
  public String title() {
    return title;
  }

  /** The JFreeChart objects, for export. */
  public List<JFreeChart> charts() {
    return charts;
  }

  /** The viewers (for mouse listeners). */
  protected List<ChartViewer> viewers() {
    return viewers;
  }

  /** Rebuilds every dataset from the model, with one redraw per chart. */
  public final void refresh() {
    refresh((int) viewers.get(0).getWidth());
  }

  /**
   * Rebuilds every dataset for a drawing {@code widthPx} pixels wide (export draws charts that are
   * not on screen, at the export's width).
   */
  public final void refresh(int widthPx) {
    charts.forEach(c -> c.setNotify(false));
    try {
      rebuild(Math.max(MIN_WIDTH, widthPx) / 4);
      charts.forEach(c -> ChartTheme.apply(c, dark));
    } finally {
      charts.forEach(c -> c.setNotify(true));
    }
  }

  /** Recolours the charts for the dark or light theme. */
  public final void applyTheme(boolean darkTheme) {
    this.dark = darkTheme;
    charts.forEach(c -> ChartTheme.apply(c, darkTheme));
  }

  /**
   * Rebuilds the datasets for {@code pixelWidth} buckets, a quarter of the drawing's width: min/max
   * decimation keeps at most 4 points per bucket, so at most one point per pixel is drawn (the
   * extremes of every 4 pixels survive).
   */
  protected abstract void rebuild(int pixelWidth);
}
