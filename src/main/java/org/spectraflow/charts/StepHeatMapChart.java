package org.spectraflow.charts;

import java.awt.Color;
import java.awt.Paint;
import java.util.List;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.axis.SymbolAxis;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.PaintScale;
import org.jfree.chart.renderer.xy.XYBlockRenderer;
import org.jfree.chart.title.PaintScaleLegend;
import org.jfree.chart.ui.RectangleEdge;
import org.jfree.chart.ui.RectangleInsets;
import org.jfree.data.xy.DefaultXYZDataset;

/**
 * {@link StepHeatMap} as coloured blocks (columns steps, rows variants, top row first) with its
 * colour scale along the bottom: white at no allocation, warm orange at the largest, blue for a
 * step that freed memory, grey for a cached cell (the studio's heat map colours).
 */
final class StepHeatMapChart {

  private static final double MIB = 1024.0 * 1024.0;

  /** Row labels are drawn up to this many rows; past it the axis numbers the rows. */
  private static final int LABELLED_ROWS = 60;

  private StepHeatMapChart() {}

  static JFreeChart build(StepHeatMap model, ChartLook look) {
    int cells = model.rows().stream().mapToInt(r -> r.cells().size()).sum();
    double[][] xyz = new double[3][cells];
    int k = 0;
    List<StepHeatMap.Row> rows = model.rows();
    for (int r = 0; r < rows.size(); r++) {
      for (var e : rows.get(r).cells().entrySet()) {
        xyz[0][k] = e.getKey();
        xyz[1][k] = r;
        xyz[2][k] = e.getValue().cached() ? Double.NaN : e.getValue().addedBytes() / MIB;
        k++;
      }
    }
    DefaultXYZDataset data = new DefaultXYZDataset();
    data.addSeries("allocated", xyz);
    double max = model.maxBytes() / MIB;
    // the scale spans what occurs: from the largest freeing (if any step freed memory) to the max
    double min = model.minBytes() / MIB;
    Scale scale = new Scale(min, max, look);
    XYBlockRenderer renderer = new XYBlockRenderer();
    renderer.setPaintScale(scale);
    SymbolAxis x = new SymbolAxis("step", shortened(model.columns(), 18));
    x.setVerticalTickLabels(model.columns().size() > 6);
    x.setGridBandsVisible(false);
    NumberAxis y;
    if (rows.size() <= LABELLED_ROWS) {
      SymbolAxis labelled =
          new SymbolAxis(
              "variant", rows.stream().map(StepHeatMap.Row::label).toArray(String[]::new));
      labelled.setGridBandsVisible(false);
      y = labelled;
    } else {
      y =
          new NumberAxis(
              model.variantsPerRow() == 1
                  ? "variant (top first)"
                  : "band of " + model.variantsPerRow() + " variants (top first)");
      y.setStandardTickUnits(NumberAxis.createIntegerTickUnits());
    }
    y.setInverted(true);
    y.setRange(-0.5, Math.max(0.5, rows.size() - 0.5));
    x.setRange(-0.5, Math.max(0.5, model.columns().size() - 0.5));
    XYPlot plot = new XYPlot(data, x, y, renderer);
    plot.setDomainGridlinesVisible(false);
    plot.setRangeGridlinesVisible(false);
    JFreeChart chart = new JFreeChart(model.title(), ChartLook.TITLE, plot, false);
    NumberAxis scaleAxis = new NumberAxis("MiB allocated by the step");
    scaleAxis.setRange(min < 0 ? min : 0, max);
    PaintScaleLegend legend = new PaintScaleLegend(scale, scaleAxis);
    legend.setPosition(RectangleEdge.BOTTOM);
    legend.setStripWidth(12);
    legend.setMargin(new RectangleInsets(4, 40, 4, 40));
    legend.setSubdivisionCount(64);
    chart.addSubtitle(legend);
    return chart;
  }

  private static String[] shortened(List<String> labels, int max) {
    return labels.stream().map(l -> ChartLook.shorten(l, max)).toArray(String[]::new);
  }

  /**
   * The background colour at 0, orange at {@code max}, blue at {@code min} (when below 0); grey for
   * NaN (cached).
   */
  private record Scale(double min, double max, ChartLook look) implements PaintScale {

    private static final Color HOT = new Color(0xF97316);
    private static final Color COLD = new Color(0x3B82F6);
    private static final Color CACHED = new Color(0x9CA3AF);

    @Override
    public double getLowerBound() {
      return min < 0 ? min : 0;
    }

    @Override
    public double getUpperBound() {
      return max;
    }

    @Override
    public Paint getPaint(double value) {
      if (Double.isNaN(value)) {
        return CACHED;
      }
      double t = value >= 0 ? Math.min(1, value / max) : min < 0 ? -Math.min(1, value / min) : 0;
      Color base = look.background();
      return mix(base, t >= 0 ? HOT : COLD, Math.abs(t));
    }

    private static Color mix(Color a, Color b, double f) {
      return new Color(
          (int) Math.round(a.getRed() + (b.getRed() - a.getRed()) * f),
          (int) Math.round(a.getGreen() + (b.getGreen() - a.getGreen()) * f),
          (int) Math.round(a.getBlue() + (b.getBlue() - a.getBlue()) * f));
    }
  }
}
