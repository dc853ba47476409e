package org.spectraflow.report;

import java.awt.BasicStroke;
import java.awt.Color;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import org.jfree.chart.ChartFactory;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.plot.PlotOrientation;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;
import org.spectraflow.charts.ChartWriter;
import org.spectraflow.engine.diff.CounterRow;
import org.spectraflow.engine.diff.ModelDelta;
import org.spectraflow.engine.diff.RunDiff;
import org.spectraflow.engine.diff.ScoreChange;
import org.spectraflow.engine.diff.StepDelta;
import org.spectraflow.engine.diff.StepFigures;
import org.spectraflow.engine.files.AtomicFiles;
import org.spectraflow.engine.history.RssTimeline;
import org.spectraflow.engine.observe.ByteFormat;

/**
 * The self-contained HTML page of a diff of two runs (docs/history.md, docs/report.md): the verdict
 * line, the run counters, both memory timelines overlaid on one time axis, the steps side by side
 * and the models' scores side by side (longest last). The timelines are inline SVG, drawn only when
 * the runs' event streams hold memory samples. One file, nothing fetched; every text from the runs
 * is escaped ({@link Html}). Stateless.
 */
public final class DiffHtmlReport {

  /** The page's sections by element id, in page order. */
  public static final List<String> SECTIONS = List.of("verdict", "counters", "steps", "models");

  private static final String STYLE =
      """
      body{font:14px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;\
      color:#24292f;background:#fff;margin:0}
      header{background:#f6f8fa;border-bottom:1px solid #d0d7de;padding:16px 24px}
      header h1{font-size:20px;margin:0 0 4px}
      main{padding:0 24px 32px;max-width:1100px}
      section{margin-top:28px}
      h2{font-size:17px;border-bottom:1px solid #d0d7de;padding-bottom:4px}
      table{border-collapse:collapse;font-size:13px;margin:8px 0}
      th,td{border:1px solid #d0d7de;padding:3px 8px;text-align:left;vertical-align:top}
      th{background:#f6f8fa}
      td.num{text-align:right;font-variant-numeric:tabular-nums}
      td.same{color:#1a7f37} td.changed{color:#cf222e}
      .verdict{font-size:16px;font-weight:600}
      .chart svg{max-width:100%;height:auto;border:1px solid #eaeef2}
      .muted{color:#57606a}
      """;

  private DiffHtmlReport() {}

  /** Writes the page of {@code diff} to {@code file} atomically. */
  public static void write(RunDiff diff, Path file) {
    AtomicFiles.writeString(file, render(diff));
  }

  /** The page of {@code diff}. */
  public static String render(RunDiff d) {
    StringBuilder h = new StringBuilder(64 * 1024);
    String title = "SpectraFlow diff: " + d.labelA() + " vs " + d.labelB();
    h.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>")
        .append(Html.escape(title))
        .append("</title>\n<style>\n")
        .append(STYLE)
        .append("</style>\n</head>\n<body>\n<header>\n<h1>SpectraFlow diff of two runs</h1>\n")
        .append("<div class=\"muted\">A: ")
        .append(Html.escape(d.labelA()))
        .append(" · B: ")
        .append(Html.escape(d.labelB()))
        .append("</div>\n</header>\n<main>\n");
    h.append("<section id=\"verdict\">\n<h2>Verdict</h2>\n<p class=\"verdict\">")
        .append(Html.escape(d.verdict()))
        .append("</p>\n</section>\n");
    counters(h, d);
    timelines(h, d);
    steps(h, d);
    models(h, d);
    h.append("</main>\n</body>\n</html>\n");
    return h.toString();
  }

  private static void models(StringBuilder h, RunDiff d) {
    h.append("<section id=\"models\">\n<h2>Scores per model</h2>\n<table>\n")
        .append(
            "<tr><th>Model</th><th>Metric</th><th>A</th><th>B</th><th>Δ</th><th>Change</th></tr>\n");
    for (ModelDelta m : d.models()) {
      boolean same = m.change() == ScoreChange.IDENTICAL;
      h.append("<tr><td>")
          .append(Html.escape(m.label()))
          .append("</td><td>")
          .append(Html.escape(m.metric()))
          .append("</td><td class=\"num\">")
          .append(num(m.a()))
          .append("</td><td class=\"num\">")
          .append(num(m.b()))
          .append("</td><td class=\"num\">")
          .append(num(m.delta()))
          .append("</td><td class=\"")
          .append(same ? "same" : "changed")
          .append("\">")
          .append(Html.escape(m.change().label()))
          .append("</td></tr>\n");
    }
    h.append("</table>\n</section>\n");
  }

  private static void counters(StringBuilder h, RunDiff d) {
    h.append("<section id=\"counters\">\n<h2>Run counters</h2>\n<table>\n")
        .append("<tr><th>Counter</th><th>A</th><th>B</th><th>B − A</th></tr>\n");
    for (CounterRow c : d.counters()) {
      h.append("<tr><td>")
          .append(Html.escape(c.name()))
          .append("</td><td class=\"num\">")
          .append(c.a())
          .append("</td><td class=\"num\">")
          .append(c.b())
          .append("</td><td class=\"num\">")
          .append(String.format(Locale.ROOT, "%+d", c.delta()))
          .append("</td></tr>\n");
    }
    h.append("</table>\n</section>\n");
  }

  private static void steps(StringBuilder h, RunDiff d) {
    h.append("<section id=\"steps\">\n<h2>Steps</h2>\n<table>\n")
        .append("<tr><th>Step</th><th>Operator</th><th>Runs A → B</th><th>Wall ms A → B</th>")
        .append("<th>Allocated A → B</th><th>Peak RSS A → B</th></tr>\n");
    for (StepDelta s : d.steps()) {
      h.append("<tr><td class=\"num\">")
          .append(s.step())
          .append("</td><td>")
          .append(Html.escape(s.name()))
          .append("</td><td>")
          .append(pair(runs(s.a()), runs(s.b())))
          .append("</td><td class=\"num\">")
          .append(pair(ms(s.a()), ms(s.b())))
          .append("</td><td class=\"num\">")
          .append(
              pair(
                  s.a() == null ? "-" : ByteFormat.format(s.a().allocatedBytes()),
                  s.b() == null ? "-" : ByteFormat.format(s.b().allocatedBytes())))
          .append("</td><td class=\"num\">")
          .append(
              pair(
                  s.a() == null ? "-" : ByteFormat.format(s.a().peakRssBytes()),
                  s.b() == null ? "-" : ByteFormat.format(s.b().peakRssBytes())))
          .append("</td></tr>\n");
    }
    h.append("</table>\n</section>\n");
  }

  /** Both RSS timelines on one time axis; nothing when neither run recorded memory samples. */
  private static void timelines(StringBuilder h, RunDiff d) {
    if (d.timelineA().isEmpty() && d.timelineB().isEmpty()) {
      return;
    }
    XYSeriesCollection data = new XYSeriesCollection();
    data.addSeries(series("A process RSS (MiB)", d.timelineA()));
    data.addSeries(series("B process RSS (MiB)", d.timelineB()));
    JFreeChart chart =
        ChartFactory.createXYLineChart(
            "Memory over time",
            "seconds",
            "MiB",
            data,
            PlotOrientation.VERTICAL,
            true,
            false,
            false);
    chart.setBackgroundPaint(Color.WHITE);
    XYPlot plot = chart.getXYPlot();
    plot.setBackgroundPaint(Color.WHITE);
    plot.setDomainGridlinePaint(new Color(0xEAEEF2));
    plot.setRangeGridlinePaint(new Color(0xEAEEF2));
    XYLineAndShapeRenderer r = new XYLineAndShapeRenderer(true, false);
    r.setSeriesPaint(0, new Color(0x1F77B4));
    r.setSeriesPaint(1, new Color(0xFF7F0E));
    r.setSeriesStroke(0, new BasicStroke(2f));
    r.setSeriesStroke(1, new BasicStroke(2f));
    plot.setRenderer(r);
    h.append("<section id=\"memory\">\n<h2>Memory timelines</h2>\n<div class=\"chart\">")
        .append(ChartWriter.svgElement(chart, 1000, 380, "diff-memory-"))
        .append("</div>\n</section>\n");
  }

  private static XYSeries series(String name, RssTimeline t) {
    XYSeries s = new XYSeries(name, false, true);
    for (RssTimeline.Point p : t.points()) {
      s.add(p.offsetMs() / 1000.0, p.rssBytes() / (1024.0 * 1024.0));
    }
    return s;
  }

  private static String pair(String a, String b) {
    return Html.escape(a) + " → " + Html.escape(b);
  }

  private static String runs(StepFigures f) {
    return f == null ? "-" : f.applications() + " + " + f.cached() + " cached";
  }

  private static String ms(StepFigures f) {
    return f == null ? "-" : String.format(Locale.ROOT, "%.1f", f.wallMs());
  }

  private static String num(double v) {
    return Double.isFinite(v) ? String.format(Locale.ROOT, "%.6g", v) : "-";
  }
}
