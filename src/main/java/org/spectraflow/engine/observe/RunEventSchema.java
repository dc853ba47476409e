package org.spectraflow.engine.observe;

import static org.spectraflow.engine.observe.RunEventFieldType.BOOLEAN;
import static org.spectraflow.engine.observe.RunEventFieldType.BRANCH_PATH;
import static org.spectraflow.engine.observe.RunEventFieldType.CACHE_CONFIG;
import static org.spectraflow.engine.observe.RunEventFieldType.CACHE_KEY;
import static org.spectraflow.engine.observe.RunEventFieldType.CACHE_STATS;
import static org.spectraflow.engine.observe.RunEventFieldType.DOUBLE;
import static org.spectraflow.engine.observe.RunEventFieldType.DURATION;
import static org.spectraflow.engine.observe.RunEventFieldType.INT;
import static org.spectraflow.engine.observe.RunEventFieldType.LONG;
import static org.spectraflow.engine.observe.RunEventFieldType.REMOVAL_CAUSE;
import static org.spectraflow.engine.observe.RunEventFieldType.SCORES;
import static org.spectraflow.engine.observe.RunEventFieldType.SHAPES;
import static org.spectraflow.engine.observe.RunEventFieldType.STATUS;
import static org.spectraflow.engine.observe.RunEventFieldType.TEXT;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The fields of every {@link RunEvent} kind, declared once: for each record, in component order,
 * the name a session row gives the field (a column or an extras key), its type, and its name in the
 * kind's flight-recorder event where that differs. The studio's session rows and the reader of
 * flight recordings convert through this table; the names are those of existing session files and
 * recordings, which stay readable.
 */
public final class RunEventSchema {

  private static final String STEP_ID = "step_id";

  private static final Map<String, RunEventKind> KINDS = new LinkedHashMap<>();

  static {
    kind(
        RunEvent.RunStarted.class,
        f("name", TEXT),
        f("count", INT),
        f("dataset", TEXT),
        f("cache_config", CACHE_CONFIG).jfr("cacheConfig"));
    kind(RunEvent.VariantStarted.class, f("variant", INT), f("name", TEXT));
    kind(
        RunEvent.VariantFinished.class,
        f("variant", INT),
        f("name", TEXT),
        f("status", STATUS),
        f("error", TEXT),
        f("scores", SCORES),
        duration());
    kind(
        RunEvent.StepStarted.class,
        f("variant", INT),
        f("step", INT),
        f("branch", BRANCH_PATH),
        documentPath(),
        stepId(),
        f("operator", TEXT));
    kind(
        RunEvent.StepSkipped.class,
        f("variant", INT),
        f("step", INT),
        f("branch", BRANCH_PATH),
        documentPath(),
        stepId());
    kind(
        RunEvent.StepFinished.class,
        f("variant", INT),
        f("step", INT),
        f("branch", BRANCH_PATH),
        documentPath(),
        stepId(),
        f("operator", TEXT),
        f("shape", SHAPES),
        f("steady", LONG),
        f("rss", LONG),
        f("heap", LONG),
        f("allocated", LONG),
        duration(),
        f("cached", BOOLEAN));
    for (Class<? extends RunEvent> cow :
        List.of(RunEvent.CowSnapshot.class, RunEvent.CowRestore.class, RunEvent.CowDetach.class)) {
      kind(cow, f("branch", BRANCH_PATH), f("step", INT), f("bytes", LONG));
    }
    kind(
        RunEvent.StepCacheHit.class,
        f("variant", INT),
        f("step", INT),
        f("key", CACHE_KEY),
        f("bytes", LONG));
    kind(RunEvent.StepCacheMiss.class, f("variant", INT), f("step", INT), f("key", CACHE_KEY));
    kind(
        RunEvent.StepCachePut.class,
        f("variant", INT),
        f("step", INT),
        f("key", CACHE_KEY),
        f("bytes", LONG),
        f("cached", BOOLEAN));
    kind(
        RunEvent.StepCacheEvict.class,
        f("key", CACHE_KEY),
        f("bytes", LONG),
        f("metric", REMOVAL_CAUSE));
    kind(
        RunEvent.ModelFitReused.class,
        f("variant", INT),
        f("step", INT),
        f("operator", TEXT),
        f("components", INT),
        f("fitted_components", INT));
    kind(
        RunEvent.StepCacheBudgetCapped.class,
        f("count", LONG).jfr("configured"),
        f("bytes", LONG).jfr("effective"),
        f("max_heap_bytes", LONG).jfr("maxHeap"));
    kind(
        RunEvent.MemoryWarning.class,
        f("bytes", LONG),
        f("count", LONG),
        f("step", INT),
        f("operator", TEXT));
    kind(
        RunEvent.ProcessingsEvicted.class,
        f("variant", INT),
        f("step", INT),
        f("source", INT),
        f("removed", INT),
        f("remaining", INT));
    kind(
        RunEvent.StepWarning.class,
        f("variant", INT),
        f("step", INT),
        documentPath(),
        f("error", TEXT).jfr("message"));
    kind(
        RunEvent.VariantScore.class,
        f("variant", INT),
        f("operator", TEXT),
        f("branch", TEXT),
        f("metric", TEXT),
        f("value", DOUBLE));
    kind(
        RunEvent.TuningTrial.class,
        f("variant", INT),
        f("operator", TEXT).jfr("model"),
        f("trial", INT),
        f("count", INT).jfr("trials"),
        f("value", DOUBLE),
        f("best", DOUBLE),
        f("params", TEXT),
        f("sampler", TEXT),
        f("done", BOOLEAN));
    kind(
        RunEvent.RunFinished.class,
        duration(),
        f("count", INT),
        f("failed_variants", INT),
        f("step_cache", CACHE_STATS));
    List<String> missing =
        Arrays.stream(RunEvent.class.getPermittedSubclasses())
            .map(Class::getSimpleName)
            .filter(n -> !KINDS.containsKey(n))
            .toList();
    if (!missing.isEmpty()) {
      throw new IllegalStateException("run event kinds without a schema: " + missing);
    }
  }

  private RunEventSchema() {}

  /** Every kind, in declaration order. */
  public static List<RunEventKind> kinds() {
    return List.copyOf(KINDS.values());
  }

  /** The kind named {@code name} ({@code StepFinished}), if there is one. */
  public static Optional<RunEventKind> kind(String name) {
    return Optional.ofNullable(KINDS.get(name));
  }

  /** The kind of {@code event}. */
  public static RunEventKind kindOf(RunEvent event) {
    return KINDS.get(event.getClass().getSimpleName());
  }

  private static void kind(Class<? extends RunEvent> type, RunEventField... fields) {
    KINDS.put(type.getSimpleName(), new RunEventKind(type, List.of(fields)));
  }

  private static RunEventField f(String name, RunEventFieldType type) {
    return RunEventField.of(name, type);
  }

  /** A step's document path; empty in files written before events carried it. */
  private static RunEventField documentPath() {
    return f("path", TEXT).orEmpty();
  }

  /** A step's template step id; empty in files written before events carried it. */
  private static RunEventField stepId() {
    return f(STEP_ID, TEXT).jfr("stepId").orEmpty();
  }

  /** A step's, variant's or run's duration ({@code elapsed} in recordings). */
  private static RunEventField duration() {
    return f("duration", DURATION).jfr("elapsed");
  }
}
