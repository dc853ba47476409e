package org.spectraflow.report;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.spectraflow.charts.ChartLook;
import org.spectraflow.charts.ChartModel;
import org.spectraflow.charts.ChartWriter;
import org.spectraflow.charts.Charts;
import org.spectraflow.charts.MemoryPerStep;
import org.spectraflow.charts.MemoryTimeline;
import org.spectraflow.charts.PredictedVsActual;
import org.spectraflow.charts.ScoreRanking;
import org.spectraflow.charts.StepCacheUse;
import org.spectraflow.charts.StepHeatMap;
import org.spectraflow.engine.operators.metric.Metric;
import org.spectraflow.engine.run.report.StepRecord;

/**
 * The chart models of a run report's JSON tree, and each drawn as an inline {@code <svg>} element
 * (light look). A chart whose data the report lacks (no scores, no test predictions) is absent.
 * Stateless.
 */
final class ReportCharts {

  /** Heat-map rows drawn before consecutive variants are banded. */
  static final int HEAT_MAP_ROWS = 120;

  private ReportCharts() {}

  /** {@code model} drawn at {@code width × height} as an {@code <svg>} element named {@code id}. */
  static String svg(ChartModel model, int width, int height, String id) {
    return ChartWriter.svgElement(Charts.create(model, ChartLook.LIGHT), width, height, id + "-");
  }

  static MemoryTimeline memoryTimeline(JsonNode report) {
    return MemoryTimeline.of(ReportSteps.of(report), report.path("wall_ms").asLong());
  }

  static MemoryPerStep memoryPerStep(JsonNode report) {
    return MemoryPerStep.of(ReportSteps.of(report));
  }

  static StepCacheUse stepCache(JsonNode report) {
    JsonNode c = report.path("step_cache");
    return StepCacheUse.of(
        ReportSteps.of(report),
        c.path("hits").asLong(),
        c.path("misses").asLong(),
        c.path("evictions").asLong());
  }

  static StepHeatMap heatMap(JsonNode report) {
    List<StepRecord> steps = ReportSteps.of(report);
    return StepHeatMap.of(steps).banded(HEAT_MAP_ROWS);
  }

  /** The primary metric's key ({@code rmse}), from the best model or the first scored one. */
  static String metric(JsonNode report) {
    String best = report.path("best").path("metric").asText("");
    if (!best.isEmpty()) {
      return best;
    }
    for (JsonNode v : report.path("variants")) {
      for (JsonNode m : v.path("models")) {
        for (Metric metric : Metric.values()) {
          if (m.has("test_" + metric.key()) && m.has("cv_" + metric.key())) {
            return metric.key();
          }
        }
      }
    }
    return Metric.RMSE.key();
  }

  static boolean higherIsBetter(String metric) {
    for (Metric m : Metric.values()) {
      if (m.key().equals(metric)) {
        return m.higherIsBetter();
      }
    }
    return false;
  }

  /** True when the model {@code m} of variant {@code v} is the report's {@code best}. */
  static boolean isBest(JsonNode best, JsonNode v, JsonNode m) {
    return best.path("variant").asInt(-1) == v.path("index").asInt()
        && best.path("model").asText().equals(m.path("name").asText())
        && best.path("branch").asText().equals(m.path("branch").asText());
  }

  /** Every scored model ranked by its test score, the best model marked. */
  static ScoreRanking scores(JsonNode report) {
    String metric = metric(report);
    JsonNode best = report.path("best");
    List<ScoreRanking.Bar> bars = new ArrayList<>();
    for (JsonNode v : report.path("variants")) {
      for (JsonNode m : v.path("models")) {
        JsonNode score = m.path("test_" + metric);
        if (score.isNumber()) {
          String branch = m.path("branch").isNull() ? "" : " [" + m.path("branch").asText() + "]";
          boolean isBest = isBest(best, v, m);
          bars.add(
              new ScoreRanking.Bar(
                  v.path("index").asInt(),
                  ScoreRanking.label(v.path("index").asInt(), v.path("name").asText() + branch),
                  score.asDouble(),
                  isBest));
        }
      }
    }
    return ScoreRanking.ranked(metric, higherIsBetter(metric), bars);
  }

  /** Predicted vs actual of the best model, when the report holds its test predictions. */
  static Optional<PredictedVsActual> predictedVsActual(JsonNode report) {
    JsonNode best = report.path("best");
    if (!best.isObject()) {
      return Optional.empty();
    }
    for (JsonNode v : report.path("variants")) {
      if (v.path("index").asInt() != best.path("variant").asInt()) {
        continue;
      }
      for (JsonNode m : v.path("models")) {
        if (!isBest(best, v, m)) {
          continue;
        }
        JsonNode truth = m.path("predictions").path("y_true");
        JsonNode predicted = m.path("predictions").path("y_pred");
        List<PredictedVsActual.Point> points = new ArrayList<>();
        for (int i = 0; i < Math.min(truth.size(), predicted.size()); i++) {
          if (truth.get(i).isNumber() && predicted.get(i).isNumber()) {
            points.add(
                new PredictedVsActual.Point(truth.get(i).asDouble(), predicted.get(i).asDouble()));
          }
        }
        if (!points.isEmpty()) {
          String label = "variant " + v.path("index").asInt() + ": " + v.path("name").asText();
          return Optional.of(
              PredictedVsActual.of("Predicted vs actual (best model)", label, points));
        }
      }
    }
    return Optional.empty();
  }
}
