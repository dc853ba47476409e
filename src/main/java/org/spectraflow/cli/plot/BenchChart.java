package org.spectraflow.cli.plot;

import java.nio.file.Path;
import java.util.List;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.CategoryAxis;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.plot.CategoryPlot;
import org.jfree.chart.renderer.category.BarRenderer;
import org.jfree.chart.renderer.category.StandardBarPainter;
import org.jfree.chart.title.LegendTitle;
import org.jfree.chart.ui.RectangleEdge;
import org.jfree.data.category.DefaultCategoryDataset;
import org.spectraflow.engine.bench.BenchResult;
import org.spectraflow.engine.bench.WorkloadResult;
import org.spectraflow.engine.cache.CachePreset;

/**
 * The {@code bench} chart {@code wall-time}: median wall time per workload (groups) and cache
 * configuration (bars, no cache to full cache), in milliseconds.
 */
public final class BenchChart {

  /** Width of the bench chart, in pixels. */
  public static final int WIDTH = 900;

  /** Height of the bench chart, in pixels. */
  public static final int HEIGHT = 600;

  private BenchChart() {}

  /** The wall-time chart of {@code result}. */
  public static JFreeChart of(BenchResult result) {
    DefaultCategoryDataset data = new DefaultCategoryDataset();
    for (WorkloadResult w : result.workloads()) {
      for (CachePreset preset : CachePreset.values()) {
        if (w.median(preset) != null) {
          data.addValue(w.median(preset).wallMs(), preset.displayName(), w.name());
        }
      }
    }
    NumberAxis ms = new NumberAxis("median wall time (ms)");
    ms.setTickLabelFont(ChartLook.SMALL);
    CategoryAxis workloads = new CategoryAxis("workload");
    workloads.setTickLabelFont(ChartLook.SMALL);
    CategoryPlot plot = new CategoryPlot(data, workloads, ms, bars());
    plot.setRangeGridlinePaint(ChartLook.GRID);
    JFreeChart chart =
        new JFreeChart(
            "Wall time per workload and cache configuration",
            JFreeChart.DEFAULT_TITLE_FONT,
            plot,
            true);
    LegendTitle legend = chart.getLegend();
    legend.setPosition(RectangleEdge.TOP);
    legend.setItemFont(ChartLook.SMALL);
    return ChartLook.styled(
        chart, "median of " + result.repeat() + " runs after " + result.warmup() + " warm-up runs");
  }

  /** Writes {@code wall-time.png} and {@code .svg} of {@code result} into {@code folder}. */
  public static List<Path> write(BenchResult result, Path folder) {
    return ChartFiles.in(folder).write(of(result), "wall-time", WIDTH, HEIGHT);
  }

  private static BarRenderer bars() {
    BarRenderer renderer = new BarRenderer();
    renderer.setBarPainter(new StandardBarPainter());
    renderer.setShadowVisible(false);
    renderer.setItemMargin(0.05);
    renderer.setSeriesPaint(0, ChartLook.GUIDE);
    renderer.setSeriesPaint(1, ChartLook.MAIN);
    renderer.setSeriesPaint(2, ChartLook.ACCENT);
    return renderer;
  }
}
