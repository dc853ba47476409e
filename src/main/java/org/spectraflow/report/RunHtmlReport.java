package org.spectraflow.report;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.spectraflow.charts.ScoreRanking;
import org.spectraflow.engine.files.AtomicFiles;
import org.spectraflow.engine.observe.ByteFormat;

/**
 * The self-contained HTML page of one run (docs/report.md): summary, results per model, scores,
 * predicted vs actual, memory (timeline and per step), step cache, copy-on-write, the heat map with
 * its colour scale, the steps, the document and the configuration. One file: the style is inline,
 * the charts are inline SVG, nothing is fetched (no script, font, image or link to another
 * address). Every text from the report or the document is escaped ({@link Html}). Stateless.
 */
public final class RunHtmlReport {

  /** The sections every report has, by element id, in page order. */
  public static final List<String> SECTIONS =
      List.of(
          "summary",
          "results",
          "scores",
          "memory",
          "step-cache",
          "cow",
          "heat-map",
          "steps",
          "document",
          "configuration");

  private static final int WIDTH = 1000;

  /** Results with more rows than this start folded (1,000 variants would fill 50 screens). */
  static final int FOLDED_ROWS = 100;

  private static final String STYLE =
      """
      body{font:14px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;\
      color:#24292f;background:#fff;margin:0}
      header{background:#f6f8fa;border-bottom:1px solid #d0d7de;padding:16px 24px}
      header h1{font-size:20px;margin:0 0 4px}
      nav a{margin-right:12px;color:#0969da;text-decoration:none}
      main{padding:0 24px 32px;max-width:1100px}
      section{margin-top:28px}
      h2{font-size:17px;border-bottom:1px solid #d0d7de;padding-bottom:4px}
      table{border-collapse:collapse;font-size:13px;margin:8px 0}
      th,td{border:1px solid #d0d7de;padding:3px 8px;text-align:left;vertical-align:top}
      th{background:#f6f8fa}
      td.num{text-align:right;font-variant-numeric:tabular-nums}
      tr.best td{background:#dafbe1}
      .figures{display:flex;flex-wrap:wrap;gap:8px}
      .figure{border:1px solid #d0d7de;border-radius:6px;padding:6px 12px;min-width:120px}
      .figure b{display:block;font-size:16px}
      .chart svg{max-width:100%;height:auto;border:1px solid #eaeef2}
      pre{background:#f6f8fa;border:1px solid #d0d7de;padding:8px;overflow:auto;max-height:480px}
      .muted{color:#57606a}
      .wide{overflow-x:auto;max-width:100%}
      """;

  private RunHtmlReport() {}

  /** Writes the page of {@code input} to {@code file} atomically. */
  public static void write(ReportInput input, Path file) {
    AtomicFiles.writeString(file, render(input));
  }

  /** The page of {@code input}. */
  public static String render(ReportInput input) {
    JsonNode r = input.report();
    StringBuilder h = new StringBuilder(256 * 1024);
    String title = "SpectraFlow run report: " + r.path("pipeline").asText("pipeline");
    h.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
        .append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
        .append("<title>")
        .append(Html.escape(title))
        .append("</title>\n<style>\n")
        .append(STYLE)
        .append("</style>\n</head>\n<body>\n<header>\n<h1>")
        .append(Html.escape(title))
        .append("</h1>\n<div class=\"muted\">")
        .append(Html.escape(input.source()))
        .append(" · dataset ")
        .append(Html.escape(r.path("dataset").path("name").asText()))
        .append(" · ")
        .append(Html.escape(r.path("status").asText()))
        .append("</div>\n<nav>");
    for (String id : SECTIONS) {
      h.append("<a href=\"#").append(id).append("\">").append(heading(id)).append("</a>");
    }
    h.append("</nav>\n</header>\n<main>\n");
    summary(h, r);
    results(h, r);
    scores(h, r);
    memory(h, r);
    stepCache(h, r);
    cow(h, r);
    heatMap(h, r);
    steps(h, r);
    document(h, input);
    configuration(h, r);
    h.append("</main>\n</body>\n</html>\n");
    return h.toString();
  }

  private static String heading(String id) {
    return switch (id) {
      case "summary" -> "Summary";
      case "results" -> "Results";
      case "scores" -> "Scores";
      case "memory" -> "Memory";
      case "step-cache" -> "Step cache";
      case "cow" -> "Copy-on-write";
      case "heat-map" -> "Heat map";
      case "steps" -> "Steps";
      case "document" -> "Document";
      case "configuration" -> "Configuration";
      default -> id;
    };
  }

  private static void open(StringBuilder h, String id) {
    h.append("<section id=\"").append(id).append("\">\n<h2>").append(heading(id)).append("</h2>\n");
  }

  private static void chart(StringBuilder h, String svg) {
    h.append("<div class=\"chart\">").append(svg).append("</div>\n");
  }

  private static void summary(StringBuilder h, JsonNode r) {
    open(h, "summary");
    JsonNode d = r.path("dataset");
    JsonNode best = r.path("best");
    JsonNode cache = r.path("step_cache");
    long peakRss = 0;
    for (JsonNode s : r.path("steps")) {
      peakRss = Math.max(peakRss, s.path("rss_bytes").asLong());
    }
    h.append("<div class=\"figures\">\n");
    figure(h, "Variants", Integer.toString(r.path("variants").size()));
    figure(h, "Wall", String.format(Locale.ROOT, "%.2f s", r.path("wall_ms").asLong() / 1000.0));
    figure(
        h,
        "Best test " + best.path("metric").asText(""),
        best.isObject() ? number(best.path("score")) : "none");
    figure(h, "Peak RSS", ByteFormat.format(peakRss));
    figure(
        h,
        "Step cache hit rate",
        String.format(Locale.ROOT, "%.0f %%", 100 * cache.path("hit_rate").asDouble()));
    figure(h, "Transformer applications", r.path("transformer_applications").asText());
    figure(h, "Model fits", r.path("model_fits").asText());
    h.append("</div>\n<table>\n");
    row(h, "Pipeline", r.path("pipeline").asText());
    row(
        h,
        "Dataset",
        d.path("name").asText()
            + " ("
            + d.path("train_samples").asText()
            + " train, "
            + d.path("test_samples").asText()
            + " test samples, features "
            + d.path("features").toString()
            + ", "
            + d.path("task").asText()
            + ")");
    row(h, "Precision", r.path("precision").asText());
    row(h, "Status", r.path("status").asText());
    if (!r.path("error").isNull() && r.has("error")) {
      row(h, "Error", r.path("error").asText());
    }
    if (best.isObject()) {
      row(
          h,
          "Best model",
          "variant "
              + best.path("variant").asText()
              + ": "
              + best.path("model").asText()
              + (best.path("branch").isNull() ? "" : " [" + best.path("branch").asText() + "]")
              + " "
              + best.path("metric").asText()
              + " "
              + number(best.path("score")));
    }
    h.append("</table>\n</section>\n");
  }

  private static void figure(StringBuilder h, String label, String value) {
    h.append("<div class=\"figure\"><span class=\"muted\">")
        .append(Html.escape(label))
        .append("</span><b>")
        .append(Html.escape(value))
        .append("</b></div>\n");
  }

  private static void row(StringBuilder h, String name, String value) {
    h.append("<tr><th>")
        .append(Html.escape(name))
        .append("</th><td>")
        .append(Html.escape(value))
        .append("</td></tr>\n");
  }

  private static void results(StringBuilder h, JsonNode r) {
    open(h, "results");
    Set<String> scoreColumns = new LinkedHashSet<>();
    for (JsonNode v : r.path("variants")) {
      for (JsonNode m : v.path("models")) {
        m.fieldNames()
            .forEachRemaining(
                f -> {
                  if (m.get(f).isNumber() || m.get(f).isNull()) {
                    if (f.startsWith("test_") || f.startsWith("cv_") || f.startsWith("refit_")) {
                      scoreColumns.add(f);
                    }
                  }
                });
      }
    }
    List<String> columns = new ArrayList<>(scoreColumns);
    h.append(
            "<details"
                + (models(r) > FOLDED_ROWS ? "" : " open")
                + "><summary>"
                + models(r)
                + " models, in variant order; the best model is highlighted</summary>\n"
                + "<div class=\"wide\"><table>\n<tr><th>Variant</th><th>Name</th><th>Model</th>"
                + "<th>Branch</th>")
        .append("<th>Parameters</th><th>Status</th>");
    columns.forEach(c -> h.append("<th>").append(Html.escape(c)).append("</th>"));
    h.append("</tr>\n");
    JsonNode best = r.path("best");
    for (JsonNode v : r.path("variants")) {
      JsonNode models = v.path("models");
      if (models.isEmpty()) {
        h.append("<tr><td class=\"num\">")
            .append(v.path("index").asInt())
            .append("</td><td>")
            .append(Html.escape(v.path("name").asText()))
            .append("</td><td colspan=\"3\"></td><td>")
            .append(Html.escape(v.path("status").asText() + " " + v.path("error").asText("")))
            .append("</td>")
            .append("<td></td>".repeat(columns.size()))
            .append("</tr>\n");
      }
      for (JsonNode m : models) {
        boolean isBest = ReportCharts.isBest(best, v, m);
        h.append(isBest ? "<tr class=\"best\">" : "<tr>")
            .append("<td class=\"num\">")
            .append(v.path("index").asInt())
            .append("</td><td>")
            .append(Html.escape(v.path("name").asText()))
            .append("</td><td>")
            .append(Html.escape(m.path("name").asText()))
            .append("</td><td>")
            .append(Html.escape(m.path("branch").isNull() ? "" : m.path("branch").asText()))
            .append("</td><td>")
            .append(Html.escape(m.path("params").toString()))
            .append("</td><td>")
            .append(Html.escape(v.path("status").asText()))
            .append("</td>");
        for (String c : columns) {
          h.append("<td class=\"num\">").append(number(m.path(c))).append("</td>");
        }
        h.append("</tr>\n");
      }
    }
    h.append("</table></div>\n</details>\n</section>\n");
  }

  /** The number of models (a variant without a model counts one row). */
  private static int models(JsonNode r) {
    int n = 0;
    for (JsonNode v : r.path("variants")) {
      n += Math.max(1, v.path("models").size());
    }
    return n;
  }

  private static void scores(StringBuilder h, JsonNode r) {
    open(h, "scores");
    ScoreRanking ranking = ReportCharts.scores(r);
    if (ranking.bars().isEmpty()) {
      h.append("<p class=\"muted\">No model produced a test score.</p>\n");
    } else {
      ScoreRanking top = ranking.top(60);
      chart(h, ReportCharts.svg(top, WIDTH, 140 + 16 * Math.max(3, top.bars().size()), "scores"));
    }
    ReportCharts.predictedVsActual(r)
        .ifPresentOrElse(
            p -> chart(h, ReportCharts.svg(p, 640, 640, "predicted")),
            () ->
                h.append(
                    "<p class=\"muted\">Predicted vs actual: the report holds no test predictions"
                        + " (write it with 'run --report out.json --predictions').</p>\n"));
    h.append("</section>\n");
  }

  private static void memory(StringBuilder h, JsonNode r) {
    open(h, "memory");
    chart(h, ReportCharts.svg(ReportCharts.memoryTimeline(r), WIDTH, 420, "timeline"));
    chart(h, ReportCharts.svg(ReportCharts.memoryPerStep(r), WIDTH, 420, "per-step"));
    h.append("</section>\n");
  }

  private static void stepCache(StringBuilder h, JsonNode r) {
    open(h, "step-cache");
    JsonNode c = r.path("step_cache");
    h.append("<table>\n");
    c.fieldNames()
        .forEachRemaining(
            f -> {
              if (c.get(f).isValueNode()) {
                row(h, f, c.get(f).isNumber() ? number(c.get(f)) : c.get(f).asText());
              }
            });
    h.append("</table>\n");
    chart(h, ReportCharts.svg(ReportCharts.stepCache(r), WIDTH, 420, "cache"));
    h.append("</section>\n");
  }

  private static void cow(StringBuilder h, JsonNode r) {
    open(h, "cow");
    JsonNode c = r.path("cow");
    h.append("<table>\n");
    c.fieldNames().forEachRemaining(f -> row(h, f, c.get(f).asText()));
    h.append("</table>\n<p class=\"muted\">Branch snapshots, restores and the bytes copied when")
        .append(" a shared block was written (docs/caching.md).</p>\n</section>\n");
  }

  private static void heatMap(StringBuilder h, JsonNode r) {
    open(h, "heat-map");
    var map = ReportCharts.heatMap(r);
    int height = Math.max(320, Math.min(1400, 200 + 10 * map.rows().size()));
    chart(h, ReportCharts.svg(map, WIDTH, height, "heat"));
    h.append("</section>\n");
  }

  private static void steps(StringBuilder h, JsonNode r) {
    open(h, "steps");
    JsonNode steps = r.path("steps");
    h.append("<details><summary>")
        .append(steps.size())
        .append(" step applications, in execution order</summary>\n<table>\n")
        .append("<tr><th>Variant</th><th>Step</th><th>Branch</th><th>Operator</th>")
        .append("<th>Shape</th><th>ms</th><th>Allocated</th><th>RSS</th><th>Cached</th></tr>\n");
    for (JsonNode s : steps) {
      h.append("<tr><td class=\"num\">")
          .append(s.path("variant").asInt())
          .append("</td><td class=\"num\">")
          .append(s.path("step").asInt())
          .append("</td><td>")
          .append(Html.escape(s.path("branch").toString()))
          .append("</td><td>")
          .append(Html.escape(s.path("name").asText()))
          .append("</td><td>")
          .append(Html.escape(s.path("shape").asText()))
          .append("</td><td class=\"num\">")
          .append(String.format(Locale.ROOT, "%.1f", s.path("duration_ms").asDouble()))
          .append("</td><td class=\"num\">")
          .append(Html.escape(ByteFormat.format(s.path("allocated_bytes").asLong())))
          .append("</td><td class=\"num\">")
          .append(Html.escape(ByteFormat.format(s.path("rss_bytes").asLong())))
          .append("</td><td>")
          .append(s.path("cached").asBoolean() ? "yes" : "")
          .append("</td></tr>\n");
    }
    h.append("</table>\n</details>\n</section>\n");
  }

  private static void document(StringBuilder h, ReportInput input) {
    open(h, "document");
    if (input.document() == null) {
      h.append("<p class=\"muted\">This report does not hold its pipeline document.</p>\n");
    } else {
      h.append("<pre>").append(Html.escape(input.document())).append("</pre>\n");
    }
    h.append("</section>\n");
  }

  private static void configuration(StringBuilder h, JsonNode r) {
    open(h, "configuration");
    h.append("<p>Precision: ")
        .append(Html.escape(r.path("precision").asText()))
        .append("</p>\n<pre>")
        .append(Html.escape(r.path("cache_config").toPrettyString()))
        .append("</pre>\n</section>\n");
  }

  private static String number(JsonNode n) {
    if (!n.isNumber()) {
      return "";
    }
    double v = n.asDouble();
    return n.isIntegralNumber()
        ? Long.toString(n.asLong())
        : String.format(Locale.ROOT, Math.abs(v) >= 1000 ? "%.1f" : "%.4g", v);
  }
}
