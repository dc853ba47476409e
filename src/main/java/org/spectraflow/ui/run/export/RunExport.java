package org.spectraflow.ui.run.export;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.spectraflow.engine.diagnostics.TestPredictions;
import org.spectraflow.engine.files.AtomicFiles;
import org.spectraflow.engine.observe.RunEvent;
import org.spectraflow.engine.run.report.ModelFigures;
import org.spectraflow.ui.run.results.ModelRow;
import org.spectraflow.ui.run.results.ResultRow;
import org.spectraflow.ui.run.session.EventRow;
import org.spectraflow.ui.run.session.EventRows;

/**
 * Writes a run's events and results (per variant, and per model with the report's figures and test
 * predictions) as CSV (RFC 4180 quoting, one header line) and JSON arrays. Stateless.
 */
public final class RunExport {

  private static final ObjectMapper JSON =
      JsonMapper.builder().enable(SerializationFeature.INDENT_OUTPUT).build();
  private static final List<String> RESULT_COLUMNS =
      List.of(
          "rank",
          "variant",
          "name",
          "status",
          "metric",
          "test",
          "secondary_metric",
          "test_secondary",
          "cv",
          "time_ms",
          "peak_rss_bytes",
          "cache_hits");

  private static final List<String> MODEL_COLUMNS =
      List.of(
          "rank",
          "best",
          "variant",
          "model",
          "branch",
          "params",
          "metric",
          "cv",
          "test",
          "r2",
          "bias",
          "sep",
          "rpd",
          "n",
          "refitted",
          "variant_name");

  private RunExport() {}

  /** One CSV line per model, ranked best first (as the results table and the CLI rank them). */
  public static void modelsCsv(List<ModelRow> ranked, Path file) {
    List<Object[]> numbered = new ArrayList<>();
    for (int i = 0; i < ranked.size(); i++) {
      numbered.add(new Object[] {i + 1, ranked.get(i)});
    }
    writeCsv(file, MODEL_COLUMNS, numbered, n -> modelCells((int) n[0], (ModelRow) n[1]));
  }

  /**
   * The models, ranked best first, as a JSON array: the CSV's fields and each model's predictions:
   * the pooled out-of-fold ones ({@code partition} {@code cv}, {@code sample} the position in fold
   * order) and the test ones ({@code test}, the position in the test partition), with {@code
   * y_true} and {@code y_pred}.
   */
  public static void modelsJson(List<ModelRow> ranked, Path file) {
    List<Map<String, Object>> out = new ArrayList<>();
    for (int i = 0; i < ranked.size(); i++) {
      ModelRow r = ranked.get(i);
      Map<String, Object> m = new LinkedHashMap<>();
      List<Object> cells = modelCells(i + 1, r);
      for (int c = 0; c < MODEL_COLUMNS.size(); c++) {
        m.put(MODEL_COLUMNS.get(c), cells.get(c));
      }
      List<Map<String, Object>> points = new ArrayList<>();
      addPoints(points, r.cvPredictions(), "cv");
      addPoints(points, r.predictions(), "test");
      m.put("predictions", points);
      out.add(m);
    }
    writeJson(file, out);
  }

  private static void addPoints(
      List<Map<String, Object>> points, TestPredictions predictions, String partition) {
    double[] truth = predictions.yTrue();
    double[] predicted = predictions.yPred();
    for (int k = 0; k < truth.length; k++) {
      Map<String, Object> p = new LinkedHashMap<>();
      p.put("sample", k);
      p.put("y_true", finite(truth[k]));
      p.put("y_pred", finite(predicted[k]));
      p.put("partition", partition);
      points.add(p);
    }
  }

  private static List<Object> modelCells(int rank, ModelRow r) {
    ModelFigures f = r.figures();
    return Arrays.asList(
        rank,
        r.best(),
        r.variant(),
        r.model(),
        r.branch(),
        r.params(),
        r.metric(),
        r.cv(),
        r.test(),
        finite(f.r2()),
        finite(f.bias()),
        finite(f.sep()),
        finite(f.rpd()),
        f.n(),
        r.refitted(),
        r.variantName());
  }

  private static Double finite(double v) {
    return Double.isFinite(v) ? v : null;
  }

  /** One CSV line per event, columns {@link EventRow#COLUMNS}. */
  public static void eventsCsv(List<RunEvent> events, Path file) {
    writeCsv(file, EventRow.COLUMNS, events, e -> eventCells(EventRows.of(e)));
  }

  /** The events as a JSON array of {@link EventRow} objects. */
  public static void eventsJson(List<RunEvent> events, Path file) {
    writeJson(file, events.stream().map(EventRows::of).toList());
  }

  /** The ranked results as CSV, best first. */
  public static void resultsCsv(List<ResultRow> ranked, Path file) {
    List<Object[]> numbered = new ArrayList<>();
    for (int i = 0; i < ranked.size(); i++) {
      numbered.add(new Object[] {i + 1, ranked.get(i)});
    }
    writeCsv(file, RESULT_COLUMNS, numbered, n -> resultCells((int) n[0], (ResultRow) n[1]));
  }

  /** The ranked results as a JSON array. */
  public static void resultsJson(List<ResultRow> ranked, Path file) {
    writeJson(file, ranked);
  }

  private static List<Object> eventCells(EventRow r) {
    return Arrays.asList(
        r.at(),
        r.kind(),
        r.variant(),
        r.step(),
        r.branch(),
        r.path(),
        r.operator(),
        r.name(),
        r.bytes(),
        r.rss(),
        r.heap(),
        r.steady(),
        r.allocated(),
        r.durationMs(),
        r.cached(),
        r.shape(),
        r.metric(),
        r.value(),
        r.status(),
        r.error(),
        r.count(),
        json(r.scores()),
        json(r.extra()));
  }

  private static List<Object> resultCells(int rank, ResultRow r) {
    return Arrays.asList(
        rank,
        r.variant(),
        r.name(),
        r.status(),
        r.metric(),
        r.primary(),
        r.secondaryMetric(),
        r.secondary(),
        r.cv(),
        r.timeMs(),
        r.peakRssBytes(),
        r.cacheHits());
  }

  private static String json(Object value) {
    try {
      return value == null ? null : JsonMapper.builder().build().writeValueAsString(value);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot encode " + value + " as JSON", e);
    }
  }

  private static <T> void writeCsv(
      Path file, List<String> header, List<T> rows, Function<T, List<Object>> cells) {
    StringBuilder text = new StringBuilder(String.join(",", header)).append('\n');
    for (T row : rows) {
      text.append(String.join(",", cells.apply(row).stream().map(RunExport::cell).toList()))
          .append('\n');
    }
    AtomicFiles.writeString(file, text.toString());
  }

  static String cell(Object value) {
    if (value == null) {
      return "";
    }
    String text = value.toString();
    boolean quote = text.contains(",") || text.contains("\"") || text.contains("\n");
    return quote ? "\"" + text.replace("\"", "\"\"") + "\"" : text;
  }

  private static void writeJson(Path file, Object value) {
    try {
      JSON.writeValue(file.toFile(), value);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot write JSON " + file + ": " + e.getMessage(), e);
    }
  }
}
