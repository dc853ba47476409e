package org.spectraflow.ui.run.session;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;
import java.util.Map;

/**
 * One run event flattened into named columns, for CSV/JSON export and session files. Columns an
 * event kind does not use are null.
 *
 * @param at the event's instant, ISO-8601
 * @param kind the event's type name ({@code StepFinished})
 * @param variant the variant index
 * @param step the top-level step number
 * @param branch the branch path ({@code 0/1}, empty at top level)
 * @param path a step's document path in its variant ({@code pipeline[1][0]}); null in files written
 *     before steps carried it
 * @param operator the operator's class name, or the model name of a score
 * @param name a variant's name, or the pipeline's for RunStarted
 * @param bytes bytes copied, cached or evicted; the RSS of a memory warning
 * @param rss process RSS after a step
 * @param heap JVM heap used after a step
 * @param steady the dataset's block bytes after a step
 * @param allocated bytes the run thread allocated during a step
 * @param durationMs a step's, variant's or run's duration in milliseconds
 * @param cached whether a step came from the cache; whether a put was stored
 * @param shape per source {@code samples x processings x features}, {@code ;}-separated
 * @param metric a score's metric name, or an eviction's cause
 * @param value a score's value
 * @param status a variant's status ({@code ok}, {@code failed})
 * @param error a failed variant's message
 * @param count variant count (RunStarted, RunFinished), threshold bytes (MemoryWarning)
 * @param scores a finished variant's metrics
 * @param extra kind-specific extras: the dataset name, failed variants, the final cache stats
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record EventRow(
    String at,
    String kind,
    Integer variant,
    Integer step,
    String branch,
    String path,
    String operator,
    String name,
    Long bytes,
    Long rss,
    Long heap,
    Long steady,
    Long allocated,
    Double durationMs,
    Boolean cached,
    String shape,
    String metric,
    Double value,
    String status,
    String error,
    Long count,
    Map<String, Double> scores,
    Map<String, Object> extra) {

  /** The CSV header, in record order (scores and extras are written as JSON text). */
  public static final List<String> COLUMNS =
      List.of(
          "at",
          "kind",
          "variant",
          "step",
          "branch",
          "path",
          "operator",
          "name",
          "bytes",
          "rss",
          "heap",
          "steady",
          "allocated",
          "duration_ms",
          "cached",
          "shape",
          "metric",
          "value",
          "status",
          "error",
          "count",
          "scores",
          "extra");
}
