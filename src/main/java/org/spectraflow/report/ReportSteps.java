package org.spectraflow.report;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import org.spectraflow.engine.run.report.StepRecord;

/**
 * The step records of a run report's JSON tree ({@code steps}), back as {@link StepRecord}s for the
 * charts; the shape is not kept (no chart of the report needs it). Stateless.
 */
final class ReportSteps {

  private ReportSteps() {}

  /** The records of {@code report}'s {@code steps}, in execution order. */
  static List<StepRecord> of(JsonNode report) {
    List<StepRecord> steps = new ArrayList<>();
    for (JsonNode s : report.path("steps")) {
      List<Integer> branch = new ArrayList<>();
      s.path("branch").forEach(b -> branch.add(b.asInt()));
      steps.add(
          new StepRecord(
              s.path("variant").asInt(),
              s.path("step").asInt(),
              branch,
              s.path("name").asText(""),
              List.of(),
              s.path("steady_bytes").asLong(),
              s.path("rss_bytes").asLong(),
              s.path("heap_bytes").asLong(),
              s.path("allocated_bytes").asLong(),
              s.path("duration_ms").asDouble(),
              s.path("cached").asBoolean()));
    }
    return steps;
  }
}
