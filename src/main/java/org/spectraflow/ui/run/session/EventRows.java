package org.spectraflow.ui.run.session;

import java.time.Duration;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import org.spectraflow.engine.cache.CacheStats;
import org.spectraflow.engine.cache.DiskStats;
import org.spectraflow.engine.cache.RemovalCause;
import org.spectraflow.engine.cache.StepCacheKey;
import org.spectraflow.engine.data.Fingerprint;
import org.spectraflow.engine.observe.RunEvent;
import org.spectraflow.engine.observe.RunEvent.VariantStatus;
import org.spectraflow.engine.observe.RunEventField;
import org.spectraflow.engine.observe.RunEventFieldType;
import org.spectraflow.engine.observe.RunEventKind;
import org.spectraflow.engine.observe.RunEventSchema;

/**
 * Converts run events to {@link EventRow}s and back, field by field as {@link RunEventSchema}
 * declares them: a field goes to the row column of its name, or to the row's extras. The round trip
 * keeps everything the run views draw; step-cache keys are not kept (a replayed key is a
 * placeholder) and RunStarted gets its CacheConfig from the session. Stateless.
 */
public final class EventRows {

  /** The key every replayed step-cache event carries. */
  static final StepCacheKey REPLAYED_KEY =
      new StepCacheKey(Fingerprint.ZERO, Fingerprint.ZERO, Fingerprint.ZERO);

  private EventRows() {}

  /** The row of {@code event}. */
  public static EventRow of(RunEvent event) {
    RunEventKind kind = RunEventSchema.kindOf(event);
    RowBuilder r = new RowBuilder(event.at().toString(), kind.name());
    for (int i = 0; i < kind.fields().size(); i++) {
      RunEventField f = kind.fields().get(i);
      if (f.type() != RunEventFieldType.CACHE_KEY && f.type() != RunEventFieldType.CACHE_CONFIG) {
        r.put(f.name(), cell(f.type(), kind.value(event, i)));
      }
    }
    return r.build();
  }

  /** The event of {@code row}; {@code session} supplies RunStarted's configuration. */
  public static RunEvent toEvent(EventRow row, RunSession session) {
    RunEventKind kind =
        RunEventSchema.kind(row.kind())
            .orElseThrow(
                () ->
                    new IllegalArgumentException(
                        "unknown event kind '"
                            + row.kind()
                            + "' at "
                            + row.at()
                            + "; expected one of the RunEvent record names"));
    Map<String, Object> values = new LinkedHashMap<>();
    for (RunEventField f : kind.fields()) {
      values.put(f.name(), value(f.type(), column(row, f.name()), session));
    }
    return kind.rebuild(Instant.parse(row.at()), values);
  }

  /** What a row holds for a field value of type {@code type} (null for NaN). */
  private static Object cell(RunEventFieldType type, Object v) {
    return switch (type) {
      case DOUBLE -> Double.isNaN((Double) v) ? null : v;
      case BRANCH_PATH -> RunEventFieldType.branchText(cast(v));
      case DURATION -> ((Duration) v).toNanos() / 1e6;
      case SHAPES -> RunEventFieldType.shapeText(cast(v));
      case SCORES -> new TreeMap<String, Double>((Map<String, Double>) cast(v));
      case STATUS -> ((VariantStatus) v).label();
      case REMOVAL_CAUSE -> ((RemovalCause) v).name();
      case CACHE_STATS -> ((CacheStats) v).asMap();
      case INT, LONG, BOOLEAN, TEXT, CACHE_KEY, CACHE_CONFIG -> v;
    };
  }

  /** The field value of type {@code type} that row cell {@code v} holds; null when absent. */
  private static Object value(RunEventFieldType type, Object v, RunSession session) {
    return switch (type) {
      case CACHE_KEY -> REPLAYED_KEY;
      case CACHE_CONFIG -> session.cacheConfig();
      case BRANCH_PATH -> RunEventFieldType.branchPath((String) v);
      case SHAPES -> RunEventFieldType.shapes((String) v);
      case CACHE_STATS -> stats(v);
      default -> v == null ? null : present(type, v);
    };
  }

  private static Object present(RunEventFieldType type, Object v) {
    return switch (type) {
      case INT -> ((Number) v).intValue();
      case LONG -> ((Number) v).longValue();
      case DOUBLE -> ((Number) v).doubleValue();
      case BOOLEAN -> Boolean.TRUE.equals(v);
      case TEXT -> String.valueOf(v);
      case DURATION -> Duration.ofNanos(Math.round(((Number) v).doubleValue() * 1e6));
      case STATUS -> VariantStatus.valueOf(((String) v).toUpperCase(Locale.ROOT));
      case REMOVAL_CAUSE -> RemovalCause.valueOf((String) v);
      default -> v;
    };
  }

  /** The row cell of the field named {@code name}: its column, or else its extra. */
  private static Object column(EventRow row, String name) {
    return switch (name) {
      case "variant" -> row.variant();
      case "step" -> row.step();
      case "branch" -> row.branch();
      case "path" -> row.path();
      case "operator" -> row.operator();
      case "name" -> row.name();
      case "bytes" -> row.bytes();
      case "rss" -> row.rss();
      case "heap" -> row.heap();
      case "steady" -> row.steady();
      case "allocated" -> row.allocated();
      case "duration" -> row.durationMs();
      case "cached" -> row.cached();
      case "shape" -> row.shape();
      case "metric" -> row.metric();
      case "value" -> row.value();
      case "status" -> row.status();
      case "error" -> row.error();
      case "count" -> row.count();
      case "scores" -> row.scores();
      default -> row.extra() == null ? null : row.extra().get(name);
    };
  }

  @SuppressWarnings("unchecked")
  private static <T> T cast(Object v) {
    return (T) v;
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
        (long) (numD(m, "max_size_mb") * mib),
        m.get("hits_from_earlier_runs") instanceof Number n ? n.longValue() : 0,
        m.get("disk") instanceof Map<?, ?> disk ? DiskStats.fromMap(disk) : DiskStats.NONE);
  }

  private static long num(Map<?, ?> m, String key) {
    return ((Number) m.get(key)).longValue();
  }

  private static double numD(Map<?, ?> m, String key) {
    return ((Number) m.get(key)).doubleValue();
  }

  /** Fills an {@link EventRow} column by column; names it has no column for go to the extras. */
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

    RowBuilder(String at, String kind) {
      this.at = at;
      this.kind = kind;
    }

    /** Sets the column {@code column} to {@code v}; a name without a column is an extra. */
    void put(String column, Object v) {
      switch (column) {
        case "variant" -> variant = (Integer) v;
        case "step" -> step = (Integer) v;
        case "branch" -> branch = (String) v;
        case "path" -> path = (String) v;
        case "operator" -> operator = (String) v;
        case "name" -> name = (String) v;
        case "bytes" -> bytes = asLong(v);
        case "rss" -> rss = asLong(v);
        case "heap" -> heap = asLong(v);
        case "steady" -> steady = asLong(v);
        case "allocated" -> allocated = asLong(v);
        case "duration" -> durationMs = (Double) v;
        case "cached" -> cached = (Boolean) v;
        case "shape" -> shape = (String) v;
        case "metric" -> metric = (String) v;
        case "value" -> value = (Double) v;
        case "status" -> status = (String) v;
        case "error" -> error = (String) v;
        case "count" -> count = asLong(v);
        case "scores" -> scores = cast(v);
        default -> extra(column, v);
      }
    }

    private void extra(String key, Object v) {
      if (extra == null) {
        extra = new LinkedHashMap<>();
      }
      extra.put(key, v);
    }

    private static Long asLong(Object v) {
      return v == null ? null : ((Number) v).longValue();
    }

    EventRow build() {
      // a step column always comes with a branch column, empty at top level
      String rowBranch = step != null && branch == null ? "" : branch;
      return new EventRow(
          at,
          kind,
          variant,
          step,
          rowBranch,
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
