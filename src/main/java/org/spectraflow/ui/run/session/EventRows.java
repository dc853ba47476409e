package org.spectraflow.ui.run.session;

import java.time.Duration;
import java.time.Instant;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import org.spectraflow.engine.cache.CacheStats;
import org.spectraflow.engine.cache.RemovalCause;
import org.spectraflow.engine.cache.StepCacheKey;
import org.spectraflow.engine.data.Fingerprint;
import org.spectraflow.engine.observe.RunEvent;
import org.spectraflow.engine.observe.RunEvent.CowDetach;
import org.spectraflow.engine.observe.RunEvent.CowRestore;
import org.spectraflow.engine.observe.RunEvent.CowSnapshot;
import org.spectraflow.engine.observe.RunEvent.MemoryWarning;
import org.spectraflow.engine.observe.RunEvent.ModelFitReused;
import org.spectraflow.engine.observe.RunEvent.ProcessingsEvicted;
import org.spectraflow.engine.observe.RunEvent.RunFinished;
import org.spectraflow.engine.observe.RunEvent.RunStarted;
import org.spectraflow.engine.observe.RunEvent.StepCacheBudgetCapped;
import org.spectraflow.engine.observe.RunEvent.StepCacheEvict;
import org.spectraflow.engine.observe.RunEvent.StepCacheHit;
import org.spectraflow.engine.observe.RunEvent.StepCacheMiss;
import org.spectraflow.engine.observe.RunEvent.StepCachePut;
import org.spectraflow.engine.observe.RunEvent.StepFinished;
import org.spectraflow.engine.observe.RunEvent.StepSkipped;
import org.spectraflow.engine.observe.RunEvent.StepStarted;
import org.spectraflow.engine.observe.RunEvent.StepWarning;
import org.spectraflow.engine.observe.RunEvent.TuningTrial;
import org.spectraflow.engine.observe.RunEvent.VariantFinished;
import org.spectraflow.engine.observe.RunEvent.VariantScore;
import org.spectraflow.engine.observe.RunEvent.VariantStarted;
import org.spectraflow.engine.observe.RunEvent.VariantStatus;
import org.spectraflow.engine.observe.SourceShape;

/**
 * Converts run events to {@link EventRow}s and back. The round trip keeps everything the run views
 * draw; step-cache keys are not kept (a replayed key is a placeholder) and RunStarted gets its
 * CacheConfig from the session. Stateless.
 */
public final class EventRows {

  private static final StepCacheKey REPLAYED_KEY =
      new StepCacheKey(Fingerprint.ZERO, Fingerprint.ZERO, Fingerprint.ZERO);

  private static final String STEP_ID = "step_id";

  private EventRows() {}

  /** The row of {@code event}. */
  public static EventRow of(RunEvent event) {
    RowBuilder r = new RowBuilder(event);
    switch (event) {
      case RunStarted s ->
          r.name(s.pipeline()).count(s.variantCount()).extra("dataset", s.dataset());
      case VariantStarted v -> r.variant(v.variant()).name(v.name());
      case VariantFinished f ->
          r.variant(f.variant())
              .name(f.name())
              .status(f.status().label())
              .error(f.error())
              .scores(f.scores())
              .duration(f.duration());
      case StepStarted s ->
          r.variant(s.variant())
              .step(s.step(), s.branchPath())
              .path(s.path())
              .operator(s.operator())
              .extra(STEP_ID, s.stepId());
      case StepSkipped s ->
          r.variant(s.variant())
              .step(s.step(), s.branchPath())
              .path(s.path())
              .extra(STEP_ID, s.stepId());
      case StepFinished f ->
          r.variant(f.variant())
              .step(f.step(), f.branchPath())
              .path(f.path())
              .extra(STEP_ID, f.stepId())
              .operator(f.operator())
              .memory(f)
              .duration(f.duration())
              .cached(f.cached());
      case CowSnapshot s -> r.step(s.step(), s.branchPath()).bytes(s.bytesCopied());
      case CowRestore s -> r.step(s.step(), s.branchPath()).bytes(s.bytesCopied());
      case CowDetach s -> r.step(s.step(), s.branchPath()).bytes(s.bytesCopied());
      case StepCacheHit h -> r.variant(h.variant()).step(h.step(), List.of()).bytes(h.bytes());
      case StepCacheMiss m -> r.variant(m.variant()).step(m.step(), List.of());
      case StepCachePut p ->
          r.variant(p.variant()).step(p.step(), List.of()).bytes(p.bytes()).cached(p.stored());
      case StepCacheEvict e -> r.bytes(e.bytes()).metric(e.cause().name());
      case MemoryWarning w ->
          r.step(w.step(), List.of())
              .operator(w.operator())
              .bytes(w.rssBytes())
              .count(w.thresholdBytes());
      case StepCacheBudgetCapped c ->
          r.bytes(c.effectiveBytes())
              .count(c.configuredBytes())
              .extra("max_heap_bytes", c.maxHeapBytes());
      case ProcessingsEvicted p ->
          r.variant(p.variant())
              .step(p.step(), List.of())
              .extra("source", p.source())
              .extra("removed", p.removed())
              .extra("remaining", p.remaining());
      case ModelFitReused m ->
          r.variant(m.variant())
              .step(m.step(), List.of())
              .operator(m.model())
              .extra("components", m.components())
              .extra("fitted_components", m.fittedComponents());
      case StepWarning w ->
          r.variant(w.variant()).step(w.step(), List.of()).path(w.path()).error(w.message());
      case VariantScore s ->
          r.variant(s.variant())
              .operator(s.model())
              .branchName(s.branch())
              .metric(s.metric())
              .value(s.value());
      case TuningTrial t -> {
        r.variant(t.variant())
            .operator(t.model())
            .count(t.trials())
            .extra("trial", t.trial())
            .extra("best", Double.isNaN(t.best()) ? null : t.best())
            .extra("params", t.params())
            .extra("sampler", t.sampler())
            .extra("done", t.done());
        if (!Double.isNaN(t.value())) {
          r.value(t.value());
        }
      }
      case RunFinished f ->
          r.count(f.variants())
              .duration(f.duration())
              .extra("failed_variants", f.failedVariants())
              .extra("step_cache", f.stepCache().asMap());
    }
    return r.build();
  }

  /** The event of {@code row}; {@code session} supplies RunStarted's configuration. */
  public static RunEvent toEvent(EventRow row, RunSession session) {
    Instant at = Instant.parse(row.at());
    List<Integer> path = path(row.branch());
    return switch (row.kind()) {
      case "RunStarted" ->
          new RunStarted(
              at,
              row.name(),
              row.count().intValue(),
              String.valueOf(extra(row, "dataset")),
              session.cacheConfig());
      case "VariantStarted" -> new VariantStarted(at, row.variant(), row.name());
      case "VariantFinished" ->
          new VariantFinished(
              at,
              row.variant(),
              row.name(),
              VariantStatus.valueOf(row.status().toUpperCase(Locale.ROOT)),
              row.error(),
              row.scores() == null ? Map.of() : row.scores(),
              millis(row.durationMs()));
      case "StepStarted" ->
          new StepStarted(
              at, row.variant(), row.step(), path, documentPath(row), stepId(row), row.operator());
      case "StepSkipped" ->
          new StepSkipped(at, row.variant(), row.step(), path, documentPath(row), stepId(row));
      case "StepFinished" ->
          new StepFinished(
              at,
              row.variant(),
              row.step(),
              path,
              documentPath(row),
              stepId(row),
              row.operator(),
              shapes(row.shape()),
              row.steady(),
              row.rss(),
              row.heap(),
              row.allocated(),
              millis(row.durationMs()),
              row.cached());
      case "CowSnapshot" -> new CowSnapshot(at, path, row.step(), row.bytes());
      case "CowRestore" -> new CowRestore(at, path, row.step(), row.bytes());
      case "CowDetach" -> new CowDetach(at, path, row.step(), row.bytes());
      case "StepCacheHit" ->
          new StepCacheHit(at, row.variant(), row.step(), REPLAYED_KEY, row.bytes());
      case "StepCacheMiss" -> new StepCacheMiss(at, row.variant(), row.step(), REPLAYED_KEY);
      case "StepCachePut" ->
          new StepCachePut(at, row.variant(), row.step(), REPLAYED_KEY, row.bytes(), row.cached());
      case "StepCacheEvict" ->
          new StepCacheEvict(at, REPLAYED_KEY, row.bytes(), RemovalCause.valueOf(row.metric()));
      case "MemoryWarning" ->
          new MemoryWarning(at, row.bytes(), row.count(), row.step(), row.operator());
      case "StepCacheBudgetCapped" ->
          new StepCacheBudgetCapped(
              at, row.count(), row.bytes(), ((Number) extra(row, "max_heap_bytes")).longValue());
      case "ProcessingsEvicted" ->
          new ProcessingsEvicted(
              at,
              row.variant(),
              row.step(),
              intExtra(row, "source"),
              intExtra(row, "removed"),
              intExtra(row, "remaining"));
      case "ModelFitReused" ->
          new ModelFitReused(
              at,
              row.variant(),
              row.step(),
              row.operator(),
              intExtra(row, "components"),
              intExtra(row, "fitted_components"));
      case "StepWarning" ->
          new StepWarning(at, row.variant(), row.step(), documentPath(row), row.error());
      case "VariantScore" ->
          new VariantScore(
              at, row.variant(), row.operator(), row.branch(), row.metric(), row.value());
      case "TuningTrial" ->
          new TuningTrial(
              at,
              row.variant(),
              row.operator(),
              intExtra(row, "trial"),
              row.count().intValue(),
              row.value() == null ? Double.NaN : row.value(),
              extra(row, "best") instanceof Number b ? b.doubleValue() : Double.NaN,
              String.valueOf(extra(row, "params")),
              String.valueOf(extra(row, "sampler")),
              Boolean.TRUE.equals(extra(row, "done")));
      case "RunFinished" ->
          new RunFinished(
              at,
              millis(row.durationMs()),
              row.count().intValue(),
              intExtra(row, "failed_variants"),
              stats(extra(row, "step_cache")));
      default ->
          throw new IllegalArgumentException(
              "unknown event kind '"
                  + row.kind()
                  + "' at "
                  + row.at()
                  + "; expected one of the RunEvent record names");
    };
  }

  /** The step's template step id; empty for rows written before events carried it. */
  private static String stepId(EventRow row) {
    Object id = extra(row, STEP_ID);
    return id == null ? "" : String.valueOf(id);
  }

  /** The step's document path; empty for rows written before events carried it. */
  private static String documentPath(EventRow row) {
    return row.path() == null ? "" : row.path();
  }

  private static Object extra(EventRow row, String key) {
    return row.extra() == null ? null : row.extra().get(key);
  }

  private static int intExtra(EventRow row, String key) {
    Object v = extra(row, key);
    return v == null ? 0 : ((Number) v).intValue();
  }

  private static CacheStats stats(Object map) {
    if (!(map instanceof Map<?, ?> m) || m.isEmpty()) {
      return CacheStats.empty();
    }
    double mib = 1024.0 * 1024.0;
    return new CacheStats(
        num(m, "hits"),
        num(m, "misses"),
        num(m, "evictions"),
        0,
        (long) (numD(m, "peak_mb") * mib),
        num(m, "entries"),
        num(m, "max_entries"),
        (long) (numD(m, "size_mb") * mib),
        (long) (numD(m, "max_size_mb") * mib));
  }

  private static long num(Map<?, ?> m, String key) {
    return ((Number) m.get(key)).longValue();
  }

  private static double numD(Map<?, ?> m, String key) {
    return ((Number) m.get(key)).doubleValue();
  }

  private static Duration millis(Double ms) {
    return ms == null ? Duration.ZERO : Duration.ofNanos(Math.round(ms * 1e6));
  }

  private static List<Integer> path(String branch) {
    if (branch == null || branch.isEmpty() || !Character.isDigit(branch.charAt(0))) {
      return List.of();
    }
    return Arrays.stream(branch.split("/")).map(Integer::valueOf).toList();
  }

  private static List<SourceShape> shapes(String text) {
    if (text == null || text.isEmpty()) {
      return List.of();
    }
    return Arrays.stream(text.split(";"))
        .map(s -> s.split("x"))
        .map(
            p ->
                new SourceShape(
                    Integer.parseInt(p[0]), Integer.parseInt(p[1]), Integer.parseInt(p[2])))
        .toList();
  }

  /** Fills an {@link EventRow} field by field. */
  private static final class RowBuilder {
    private final String at;
    private final String kind;
    private Integer variant;
    private Integer step;
    private String branch;
    private String path;
    private String operator;
    private String name;
    private Long bytes;
    private Long rss;
    private Long heap;
    private Long steady;
    private Long allocated;
    private Double durationMs;
    private Boolean cached;
    private String shape;
    private String metric;
    private Double value;
    private String status;
    private String error;
    private Long count;
    private Map<String, Double> scores;
    private Map<String, Object> extra;

    RowBuilder(RunEvent e) {
      at = e.at().toString();
      kind = e.getClass().getSimpleName();
    }

    RowBuilder variant(int v) {
      variant = v;
      return this;
    }

    RowBuilder step(int s, List<Integer> path) {
      step = s;
      branch = String.join("/", path.stream().map(String::valueOf).toList());
      return this;
    }

    RowBuilder path(String p) {
      path = p;
      return this;
    }

    RowBuilder branchName(String b) {
      branch = b;
      return this;
    }

    RowBuilder operator(String o) {
      operator = o;
      return this;
    }

    RowBuilder name(String n) {
      name = n;
      return this;
    }

    RowBuilder bytes(long b) {
      bytes = b;
      return this;
    }

    RowBuilder memory(StepFinished f) {
      rss = f.rssBytes();
      heap = f.heapUsedBytes();
      steady = f.steadyBytes();
      allocated = f.allocatedBytes();
      shape = String.join(";", f.shape().stream().map(SourceShape::toString).toList());
      return this;
    }

    RowBuilder duration(Duration d) {
      durationMs = d.toNanos() / 1e6;
      return this;
    }

    RowBuilder cached(boolean c) {
      cached = c;
      return this;
    }

    RowBuilder metric(String m) {
      metric = m;
      return this;
    }

    RowBuilder value(double v) {
      value = v;
      return this;
    }

    RowBuilder status(String s) {
      status = s;
      return this;
    }

    RowBuilder error(String e) {
      error = e;
      return this;
    }

    RowBuilder count(long c) {
      count = c;
      return this;
    }

    RowBuilder scores(Map<String, Double> s) {
      scores = new TreeMap<>(s);
      return this;
    }

    RowBuilder extra(String key, Object v) {
      if (extra == null) {
        extra = new LinkedHashMap<>();
      }
      extra.put(key, v);
      return this;
    }

    EventRow build() {
      return new EventRow(
          at,
          kind,
          variant,
          step,
          branch,
          path,
          operator,
          name,
          bytes,
          rss,
          heap,
          steady,
          allocated,
          durationMs,
          cached,
          shape,
          metric,
          value,
          status,
          error,
          count,
          scores,
          extra);
    }
  }
}
