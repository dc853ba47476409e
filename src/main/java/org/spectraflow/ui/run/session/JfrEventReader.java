package org.spectraflow.ui.run.session;

import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import jdk.jfr.consumer.RecordedEvent;
import org.spectraflow.engine.cache.CacheStats;
import org.spectraflow.engine.cache.RemovalCause;
import org.spectraflow.engine.observe.RunEvent;
import org.spectraflow.engine.observe.RunEvent.VariantStatus;
import org.spectraflow.engine.observe.RunEventField;
import org.spectraflow.engine.observe.RunEventFieldType;
import org.spectraflow.engine.observe.RunEventKind;

/**
 * Rebuilds a run event from its flight-recorder twin, reading each field of {@link
 * org.spectraflow.engine.observe.RunEventSchema} under its recorded name. What a recording does not
 * hold (a field of an older recording, a step-cache key, the cache settings) takes the field's
 * absent value, the replayed key, or the session header's settings. Stateless.
 */
final class JfrEventReader {

  private JfrEventReader() {}

  /** The event of kind {@code kind} that {@code recorded} holds, in the session {@code header}. */
  static RunEvent event(RunEventKind kind, RecordedEvent recorded, RunSession header) {
    Map<String, Object> values = new LinkedHashMap<>();
    for (RunEventField f : kind.fields()) {
      values.put(f.name(), value(f, recorded, header));
    }
    return kind.rebuild(recorded.getStartTime(), values);
  }

  private static Object value(RunEventField f, RecordedEvent e, RunSession header) {
    String n = f.jfrName();
    return switch (f.type()) {
      case CACHE_KEY -> EventRows.REPLAYED_KEY;
      case CACHE_CONFIG -> header.cacheConfig();
      case CACHE_STATS -> e.hasField("hits") ? stats(e) : null;
      default -> e.hasField(n) ? recorded(f.type(), e, n) : null;
    };
  }

  private static Object recorded(RunEventFieldType type, RecordedEvent e, String n) {
    return switch (type) {
      // a recorded count may be wider than the record's (RunStarted's is a long)
      case INT -> ((Number) e.getValue(n)).intValue();
      case LONG -> ((Number) e.getValue(n)).longValue();
      case DOUBLE -> e.getDouble(n);
      case BOOLEAN -> e.getBoolean(n);
      case TEXT -> e.getString(n);
      case BRANCH_PATH -> RunEventFieldType.branchPath(e.getString(n));
      case DURATION -> e.getDuration(n);
      case SHAPES -> RunEventFieldType.shapes(e.getString(n));
      case SCORES -> RunEventFieldType.scores(e.getString(n));
      case STATUS -> VariantStatus.valueOf(e.getString(n).toUpperCase(Locale.ROOT));
      case REMOVAL_CAUSE -> RemovalCause.valueOf(e.getString(n));
      case CACHE_STATS, CACHE_KEY, CACHE_CONFIG -> null;
    };
  }

  /** The figures a recording keeps of the step cache (hits, misses, evictions, peak, entries). */
  private static CacheStats stats(RecordedEvent e) {
    return new CacheStats(
        e.getLong("hits"),
        e.getLong("misses"),
        e.getLong("evictions"),
        0,
        e.getLong("peakBytes"),
        e.getLong("entries"),
        0,
        0,
        0);
  }
}
