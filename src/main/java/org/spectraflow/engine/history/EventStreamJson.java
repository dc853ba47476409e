package org.spectraflow.engine.history;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.spectraflow.engine.cache.CacheConfig;
import org.spectraflow.engine.cache.CacheStats;
import org.spectraflow.engine.cache.RemovalCause;
import org.spectraflow.engine.cache.StepCacheKey;
import org.spectraflow.engine.data.Fingerprint;
import org.spectraflow.engine.observe.RunEvent;
import org.spectraflow.engine.observe.RunEventField;
import org.spectraflow.engine.observe.RunEventFieldType;
import org.spectraflow.engine.observe.RunEventKind;
import org.spectraflow.engine.observe.RunEventSchema;

/**
 * A run's event stream as JSON lines (docs/history.md): one object per event, {@code at} (ISO-8601)
 * and {@code kind} first, then the kind's fields under the names of {@link RunEventSchema} (the
 * names of the studio's session rows). Branch paths, shapes and durations use the session forms;
 * cache keys and the cache configuration are not kept. Stateless.
 */
public final class EventStreamJson {

  private static final ObjectMapper JSON = new ObjectMapper();
  private static final StepCacheKey REPLAYED_KEY =
      new StepCacheKey(Fingerprint.ZERO, Fingerprint.ZERO, Fingerprint.ZERO);

  private EventStreamJson() {}

  /** The events as JSON lines (one line per event, each ending in a newline). */
  public static String write(List<RunEvent> events) {
    StringBuilder out = new StringBuilder();
    for (RunEvent event : events) {
      out.append(line(event).toString()).append('\n');
    }
    return out.toString();
  }

  private static ObjectNode line(RunEvent event) {
    RunEventKind kind = RunEventSchema.kindOf(event);
    ObjectNode n = JSON.createObjectNode();
    n.put("at", event.at().toString());
    n.put("kind", kind.name());
    List<RunEventField> fields = kind.fields();
    for (int i = 0; i < fields.size(); i++) {
      RunEventField f = fields.get(i);
      Object v = kind.value(event, i);
      put(n, f, v);
    }
    return n;
  }

  @SuppressWarnings("unchecked")
  private static void put(ObjectNode n, RunEventField f, Object v) {
    if (v == null || f.type() == RunEventFieldType.CACHE_KEY) {
      return;
    }
    switch (f.type()) {
      case INT -> n.put(f.name(), (Integer) v);
      case LONG -> n.put(f.name(), (Long) v);
      case DOUBLE -> {
        double d = (Double) v;
        if (Double.isFinite(d)) {
          n.put(f.name(), d);
        }
      }
      case BOOLEAN -> n.put(f.name(), (Boolean) v);
      case BRANCH_PATH -> n.put(f.name(), RunEventFieldType.branchText((List<Integer>) v));
      case SHAPES -> n.put(f.name(), RunEventFieldType.shapeText((List) v));
      case DURATION -> n.put(f.name(), ((Duration) v).toNanos() / 1e6);
      case SCORES -> {
        ObjectNode s = n.putObject(f.name());
        ((Map<String, Double>) v)
            .forEach(
                (k, d) -> {
                  if (Double.isFinite(d)) {
                    s.put(k, d);
                  }
                });
      }
      case CACHE_CONFIG -> {
        // kept in the entry's own cache configuration file
      }
      case STATUS -> n.put(f.name(), ((RunEvent.VariantStatus) v).label());
      case REMOVAL_CAUSE -> n.put(f.name(), ((RemovalCause) v).name());
      case CACHE_STATS -> n.set(f.name(), JSON.valueToTree(((CacheStats) v).asMap()));
      default -> n.put(f.name(), String.valueOf(v));
    }
  }

  /**
   * The events of the stream in {@code file}, rebuilt as {@link RunEvent}s for an offline replay:
   * cache keys become a placeholder and a run's configuration is {@code config}. Lines that do not
   * parse or name no known kind are skipped.
   *
   * @throws UncheckedIOException when the file cannot be read
   */
  public static List<RunEvent> events(Path file, CacheConfig config) {
    List<RunEvent> out = new ArrayList<>();
    for (JsonNode line : read(file)) {
      Optional<RunEventKind> kind = RunEventSchema.kind(line.path("kind").asText(""));
      if (kind.isEmpty()) {
        continue;
      }
      try {
        Map<String, Object> values = new LinkedHashMap<>();
        for (RunEventField f : kind.get().fields()) {
          values.put(f.name(), value(f.type(), line.get(f.name()), config));
        }
        out.add(kind.get().rebuild(Instant.parse(line.path("at").asText()), values));
      } catch (RuntimeException e) {
        // a line the record refuses: skipped like a damaged line
      }
    }
    return out;
  }

  private static Object value(RunEventFieldType type, JsonNode v, CacheConfig config) {
    if (type == RunEventFieldType.CACHE_KEY) {
      return REPLAYED_KEY;
    }
    if (type == RunEventFieldType.CACHE_CONFIG) {
      return config;
    }
    if (v == null || v.isNull()) {
      return null;
    }
    return switch (type) {
      case INT -> v.asInt();
      case LONG -> v.asLong();
      case DOUBLE -> v.asDouble();
      case BOOLEAN -> v.asBoolean();
      case TEXT -> v.asText();
      case BRANCH_PATH -> RunEventFieldType.branchPath(v.asText());
      case SHAPES -> RunEventFieldType.shapes(v.asText());
      case DURATION -> Duration.ofNanos(Math.round(v.asDouble() * 1e6));
      case SCORES -> scores(v);
      case STATUS -> RunEvent.VariantStatus.valueOf(v.asText().toUpperCase(Locale.ROOT));
      case REMOVAL_CAUSE -> RemovalCause.valueOf(v.asText());
      case CACHE_STATS -> stats(v);
      default -> null;
    };
  }

  private static Map<String, Double> scores(JsonNode v) {
    Map<String, Double> out = new LinkedHashMap<>();
    v.fields().forEachRemaining(e -> out.put(e.getKey(), e.getValue().asDouble()));
    return out;
  }

  private static CacheStats stats(JsonNode m) {
    double mib = 1024.0 * 1024.0;
    return new CacheStats(
        m.path("hits").asLong(),
        m.path("misses").asLong(),
        m.path("evictions").asLong(),
        0,
        (long) (m.path("peak_mb").asDouble() * mib),
        m.path("entries").asLong(),
        m.path("max_entries").asLong(),
        (long) (m.path("size_mb").asDouble() * mib),
        (long) (m.path("max_size_mb").asDouble() * mib),
        m.path("hits_from_earlier_runs").asLong(0));
  }

  /**
   * The event lines of {@code file} as trees; lines that do not parse are skipped (a stream cut
   * short by a crash still gives its complete lines).
   *
   * @throws UncheckedIOException when the file cannot be read
   */
  public static List<JsonNode> read(Path file) {
    List<String> lines;
    try {
      lines = Files.readAllLines(file, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(
          "cannot read the event stream " + file + ": " + e.getMessage(), e);
    }
    List<JsonNode> out = new ArrayList<>(lines.size());
    for (String line : lines) {
      if (line.isBlank()) {
        continue;
      }
      try {
        JsonNode node = JSON.readTree(line);
        if (node != null && node.isObject()) {
          out.add(node);
        }
      } catch (IOException e) {
        // a damaged line: skipped, the rest of the stream stays usable
      }
    }
    return out;
  }
}
