package org.spectraflow.engine.run.planner;

import java.util.function.BiFunction;
import org.spectraflow.engine.json.JsonObject;
import org.spectraflow.engine.json.JsonValue;
import org.spectraflow.engine.operators.TransformOperator;
import org.spectraflow.engine.pipeline.DocumentPath;
import org.spectraflow.engine.pipeline.Keywords;
import org.spectraflow.engine.pipeline.Operator;
import org.spectraflow.engine.plan.FilterSpec;

/**
 * The legacy {@code sample_filter} key ({@code {"sample_filter": {"filters": [...], "mode": "any",
 * "report": true}}}), which nirs4all 0.11 no longer runs: SpectraFlow runs it as the {@code
 * exclude} keyword it was replaced by, with a warning naming the replacement
 * (docs/compatibility.md, sample_filter).
 */
public final class SampleFilterStep {

  /**
   * The warning every run of a {@code sample_filter} step publishes, with the number of train
   * samples it excluded (which nirs4all would have kept) out of the train samples it saw.
   */
  public static String warning(int excluded, int of) {
    return "'sample_filter' is deprecated and ignored by nirs4all 0.11; "
        + "SpectraFlow runs it as 'exclude' and excluded "
        + excluded
        + " of "
        + of
        + " train samples (write {\"exclude\": [filters], \"mode\": \"any\"} instead)";
  }

  private SampleFilterStep() {}

  /** The filters of the step at {@code step} whose {@code sample_filter} value is {@code value}. */
  static FilterSpec filters(
      JsonValue value,
      DocumentPath step,
      BiFunction<Operator, DocumentPath, TransformOperator> resolver) {
    DocumentPath at = step.key(Keywords.SAMPLE_FILTER);
    if (!(value instanceof JsonObject o) || o.get("filters").isEmpty()) {
      throw new IllegalArgumentException(
          at
              + ": sample_filter needs {\"filters\": [...]}; "
              + "better, use {\"exclude\": [filters], \"mode\": \"any\"}");
    }
    for (String key : o.keys()) {
      if (!key.equals("filters")
          && !key.equals("mode")
          && !key.equals("report")
          && !key.equals("cascade_to_augmented")) {
        throw new IllegalArgumentException(
            at.key(key) + ": unknown sample_filter key; known: " + "filters, mode, report");
      }
    }
    return FilterSpec.parse(o.get("filters").orElseThrow(), o, at, "filters", resolver, false);
  }
}
