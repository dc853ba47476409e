package org.spectraflow.ui.diagnostics;

import java.awt.Color;
import java.awt.geom.Ellipse2D;
import java.util.Arrays;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.annotations.XYShapeAnnotation;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.chart.title.TextTitle;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;
import org.spectraflow.charts.ChartLook;
import org.spectraflow.charts.PredictedVsActual;
import org.spectraflow.charts.SampleMarks;

/**
 * Draws a {@link ScoresPlot}: one dot per calibration sample (squares for test samples), coloured
 * by y or a metadata column as the spectra view colours ({@link ScoresColours}: viridis for
 * numbers, the palette and a legend for categories), and the 95 % Hotelling T² ellipse as a dashed
 * red outline. Points carry their sample ids ({@link SampleMarks}). Plain JFreeChart (no JavaFX),
 * so it can be built off the FX thread.
 */
final class ScoresPlotChart {

  /** Categories named in the legend at most. */
  static final int MAX_CATEGORIES = 12;

  private ScoresPlotChart() {}

  static JFreeChart build(ScoresPlot s, ChartLook look) {
    XYSeries series = new XYSeries("calibration", false, true);
    double[] ta = s.ta();
    double[] tb = s.tb();
    for (int i = 0; i < ta.length; i++) {
      series.add(ta[i], tb[i], false);
    }
    XYSeries test = new XYSeries("test", false, true);
    double[] testA = s.testA();
    double[] testB = s.testB();
    for (int i = 0; i < testA.length; i++) {
      test.add(testA[i], testB[i], false);
    }
    ScoresColours colours = s.shownColours();
    XYLineAndShapeRenderer dots =
        new XYLineAndShapeRenderer(false, true) {
          @Override
          public java.awt.Paint getItemPaint(int row, int column) {
            int rgb = colours == null ? -1 : colours.rgb(row, column);
            if (rgb >= 0) {
              return new Color(rgb);
            }
            return row == 1 ? ChartLook.ACCENT : ChartLook.MAIN;
          }
        };
    SampleMarks.tag(dots, s::id);
    dots.setDefaultToolTipGenerator(
        (d, row, item) -> {
          int id = s.id(row, item);
          return String.format(
              java.util.Locale.ROOT,
              "%s: t%d %.4g, t%d %.4g",
              id >= 0
                  ? PredictedVsActual.sampleName(id)
                  : (row == 0 ? "calibration " : "test ") + item,
              s.a(),
              d.getXValue(row, item),
              s.b(),
              d.getYValue(row, item));
        });
    dots.setSeriesShape(0, new Ellipse2D.Double(-3, -3, 6, 6));
    dots.setSeriesShape(1, new java.awt.Rectangle(-3, -3, 6, 6));
    NumberAxis x = new NumberAxis("t" + s.a());
    NumberAxis v = new NumberAxis("t" + s.b());
    x.setAutoRangeIncludesZero(false);
    v.setAutoRangeIncludesZero(false);
    XYPlot plot = new XYPlot(collection(series, test), x, v, dots);
    plot.setBackgroundPaint(look.background());
    plot.setDomainGridlinePaint(look.grid());
    plot.setRangeGridlinePaint(look.grid());
    if (Double.isFinite(s.semiAxisA()) && Double.isFinite(s.semiAxisB())) {
      double ra = s.semiAxisA();
      double rb = s.semiAxisB();
      plot.addAnnotation(
          new XYShapeAnnotation(
              new Ellipse2D.Double(-ra, -rb, 2 * ra, 2 * rb), ChartLook.DASHED, ChartLook.WARNING));
      // keep the whole ellipse in view
      double maxA = Math.max(ra, Math.max(absMax(ta), absMax(testA))) * 1.05;
      double maxB = Math.max(rb, Math.max(absMax(tb), absMax(testB))) * 1.05;
      x.setRange(-maxA, maxA);
      v.setRange(-maxB, maxB);
    }
    boolean categories = colours != null && !colours.categories().isEmpty();
    if (categories) {
      org.jfree.chart.LegendItemCollection items = new org.jfree.chart.LegendItemCollection();
      java.util.List<String> names = colours.categories();
      for (int i = 0; i < Math.min(names.size(), MAX_CATEGORIES); i++) {
        items.add(
            new org.jfree.chart.LegendItem(
                names.get(i).isEmpty() ? "(none)" : names.get(i),
                new Color(org.spectraflow.ui.spectra.SpectraColouring.ByCategory.categoryRgb(i))));
      }
      plot.setFixedLegendItems(items);
    }
    JFreeChart chart =
        new JFreeChart("Scores t" + s.a() + " vs t" + s.b(), ChartLook.TITLE, plot, categories);
    chart.setBackgroundPaint(look.background());
    chart.getTitle().setPaint(look.text());
    TextTitle sub =
        new TextTitle(
            (colours == null ? "" : colours.legend() + " · ")
                + (testA.length == 0
                    ? ""
                    : colours != null && colours.test().length == testA.length
                        ? "squares: test · "
                        : "orange squares: test · ")
                + (Double.isFinite(s.semiAxisA()) && Double.isFinite(s.semiAxisB())
                    ? "dashed: 95 % T² ellipse"
                    : "no T² ellipse: the scores are correlated"),
            ChartLook.SMALL);
    sub.setPaint(look.text());
    chart.addSubtitle(sub);
    x.setLabelPaint(look.text());
    v.setLabelPaint(look.text());
    x.setTickLabelPaint(look.text());
    v.setTickLabelPaint(look.text());
    return chart;
  }

  private static XYSeriesCollection collection(XYSeries calibration, XYSeries test) {
    XYSeriesCollection c = new XYSeriesCollection(calibration);
    c.addSeries(test);
    return c;
  }

  private static double absMax(double[] v) {
    return Arrays.stream(v).map(Math::abs).max().orElse(0);
  }
}
