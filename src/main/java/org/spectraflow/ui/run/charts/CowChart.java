package org.spectraflow.ui.run.charts;

import java.awt.Shape;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Path2D;
import java.awt.geom.Rectangle2D;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.jfree.chart.ChartFactory;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.axis.SymbolAxis;
import org.jfree.chart.plot.PlotOrientation;
import org.jfree.chart.plot.SeriesRenderingOrder;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.category.BarRenderer;
import org.jfree.chart.renderer.category.StandardBarPainter;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.chart.title.TextTitle;
import org.jfree.data.category.DefaultCategoryDataset;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;
import org.spectraflow.engine.observe.ByteFormat;

/**
 * Chart 3: one lane per branch with a mark per snapshot, restore and detach, sized by the bytes it
 * copied; beside it, per branch, the bytes it reads from its parent's snapshot (shared) versus the
 * bytes it holds on its own since it wrote its features (private), top level left out. A run
 * without branches says so in both plots instead of leaving them blank.
 */
public final class CowChart extends LiveChart {

  private static final double MAX_MARK_PX = 22;
  private static final double MIN_MARK_PX = 5;
  static final String NO_BRANCH =
      "No copy-on-write in this run: snapshots, restores and detaches appear here when the"
          + " pipeline branches.";

  static final String SHARED_VS_PRIVATE =
      "shared: read from the parent's snapshot, no copy · private: the branch's own data once it"
          + " wrote its features";

  private final CowModel model;
  private final XYSeriesCollection marks = new XYSeriesCollection();
  private final DefaultCategoryDataset bytes;
  private final XYPlot lanes;
  private double largest = 1;
  private final long[][] copiedBytes = new long[CowLane.Kind.values().length][];

  /** A view of {@code model}. */
  public CowChart(CowModel model) {
    this(model, new DefaultCategoryDataset());
  }

  private CowChart(CowModel model, DefaultCategoryDataset bytes) {
    super(
        "Copy-on-write",
        List.of(
            lanesChart(),
            ChartFactory.createStackedBarChart(
                "Shared vs private (latest variant)",
                "branch",
                "MiB",
                bytes,
                PlotOrientation.HORIZONTAL,
                true,
                true,
                false)));
    this.model = model;
    this.bytes = bytes;
    this.lanes = charts().get(0).getXYPlot();
    lanes.setDataset(marks);
    lanes.setRenderer(new SizedMarks());
    // a detach follows its restore within milliseconds: drawn last, so on top, it stays visible
    lanes.setSeriesRenderingOrder(SeriesRenderingOrder.FORWARD);
    lanes.setNoDataMessage(NO_BRANCH);
    charts().get(1).getCategoryPlot().setNoDataMessage("No branch, so nothing shared or copied.");
    charts().get(1).addSubtitle(new TextTitle(SHARED_VS_PRIVATE));
    BarRenderer bars = (BarRenderer) charts().get(1).getCategoryPlot().getRenderer();
    bars.setBarPainter(new StandardBarPainter());
    bars.setShadowVisible(false);
    bars.setSeriesPaint(0, ChartTheme.SERIES[2]);
    bars.setSeriesPaint(1, ChartTheme.SERIES[1]);
  }

  private static JFreeChart lanesChart() {
    XYPlot plot =
        new XYPlot(
            null,
            new NumberAxis("seconds since start"),
            new SymbolAxis("branch", new String[] {""}),
            null);
    return new JFreeChart("Copy-on-write per branch", JFreeChart.DEFAULT_TITLE_FONT, plot, true);
  }

  @Override
  protected void rebuild(int pixelWidth) {
    List<CowLane> all = model.lanes();
    largest = model.largestCopy();
    SymbolAxis laneAxis =
        new SymbolAxis("branch", all.stream().map(CowLane::label).toArray(String[]::new));
    laneAxis.setGridBandsVisible(false);
    lanes.setRangeAxis(laneAxis);
    marks.removeAllSeries();
    for (CowLane.Kind kind : CowLane.Kind.values()) {
      marks.addSeries(series(kind, all, copiedBytes));
    }
    bytes.clear();
    for (CowLane lane : all) {
      if (lane.topLevel()) {
        continue; // no parent to share with
      }
      bytes.addValue(lane.sharedBytes() / MemoryTimelineModel.MIB, "shared", lane.label());
      bytes.addValue(lane.privateBytes() / MemoryTimelineModel.MIB, "private", lane.label());
    }
  }

  private static XYSeries series(CowLane.Kind kind, List<CowLane> all, long[][] copied) {
    XYSeries s = new XYSeries(kind.name().toLowerCase(Locale.ROOT), false, true);
    List<Long> sizes = new ArrayList<>();
    for (int lane = 0; lane < all.size(); lane++) {
      for (CowLane.Mark m : all.get(lane).marks()) {
        if (m.kind() == kind) {
          s.add(m.seconds(), lane, false);
          sizes.add(m.bytesCopied());
        }
      }
    }
    copied[kind.ordinal()] = sizes.stream().mapToLong(Long::longValue).toArray();
    return s;
  }

  private long copied(int series, int item) {
    return copiedBytes[series][item];
  }

  /**
   * Draws each mark in its kind's legend shape (snapshot square, restore circle, detach triangle)
   * with a size growing with the square root of the bytes copied.
   */
  private final class SizedMarks extends XYLineAndShapeRenderer {
    SizedMarks() {
      super(false, true);
      for (int i = 0; i < 3; i++) {
        setSeriesPaint(i, ChartTheme.SERIES[new int[] {0, 4, 3}[i]]);
      }
      setDefaultToolTipGenerator(
          (d, s, i) ->
              CowLane.Kind.values()[s].name().toLowerCase(Locale.ROOT)
                  + " · "
                  + ByteFormat.format(copied(s, i))
                  + " copied");
    }

    @Override
    public Shape getItemShape(int series, int item) {
      double share = Math.sqrt(copied(series, item) / largest);
      double d = MIN_MARK_PX + (MAX_MARK_PX - MIN_MARK_PX) * share;
      return switch (CowLane.Kind.values()[series]) {
        case SNAPSHOT -> new Rectangle2D.Double(-d / 2, -d / 2, d, d);
        case RESTORE -> new Ellipse2D.Double(-d / 2, -d / 2, d, d);
        case DETACH -> triangle(d);
      };
    }

    private static Shape triangle(double d) {
      Path2D.Double t = new Path2D.Double();
      t.moveTo(0, -d / 2);
      t.lineTo(d / 2, d / 2);
      t.lineTo(-d / 2, d / 2);
      t.closePath();
      return t;
    }
  }
}
