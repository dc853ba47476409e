package org.spectraflow.engine.observe.jfr;

import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import jdk.jfr.Event;
import jdk.jfr.Name;
import org.spectraflow.engine.cache.CacheStats;
import org.spectraflow.engine.cache.RemovalCause;
import org.spectraflow.engine.observe.RunEvent;
import org.spectraflow.engine.observe.RunEvent.VariantStatus;
import org.spectraflow.engine.observe.RunEventField;
import org.spectraflow.engine.observe.RunEventFieldType;
import org.spectraflow.engine.observe.RunEventKind;
import org.spectraflow.engine.observe.SourceShape;

/**
 * Fills the {@link JfrEvents} twin of one run event kind from a run event, field by field as {@link
 * org.spectraflow.engine.observe.RunEventSchema} declares it, each under its recorded name. A
 * step-scoped twin's variant is -1 and its branch empty when the kind has none; the step cache's
 * final figures go to the run's {@code hits}, {@code misses}, {@code evictions}, {@code peakBytes}
 * and {@code entries}.
 */
final class JfrEventWriter {

  private final RunEventKind kind;
  private final Constructor<? extends Event> constructor;
  private final List<Field> fields;
  private final Map<String, Field> byName = new HashMap<>();

  /** The writer of {@code kind}, whose twin is the {@link JfrEvents} class of the same name. */
  JfrEventWriter(RunEventKind kind) {
    this.kind = kind;
    try {
      Class<? extends Event> twin =
          Class.forName(JfrEvents.class.getName() + "$" + kind.name()).asSubclass(Event.class);
      for (Class<?> c = twin; c != Event.class; c = c.getSuperclass()) {
        for (Field f : c.getDeclaredFields()) {
          f.setAccessible(true);
          // a field's recorded name is its @Name when it has one
          Name recorded = f.getAnnotation(Name.class);
          byName.putIfAbsent(recorded == null ? f.getName() : recorded.value(), f);
        }
      }
      this.constructor = twin.getConstructor();
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException("no flight-recorder twin for " + kind.name(), e);
    }
    // one twin field per schema field; none for the cache figures, spread over several
    List<Field> twinFields = new ArrayList<>();
    for (RunEventField f : kind.fields()) {
      twinFields.add(f.type() == RunEventFieldType.CACHE_STATS ? null : field(f.jfrName()));
    }
    this.fields = Collections.unmodifiableList(twinFields);
  }

  /** A new, empty twin; fill it with {@link #fill} when it {@link Event#shouldCommit()}. */
  Event newEvent() {
    try {
      return constructor.newInstance();
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException(e);
    }
  }

  /** Sets every field of {@code twin} from {@code event}. */
  void fill(Event twin, RunEvent event) {
    try {
      if (twin instanceof JfrEvents.StepScoped s) {
        s.variant = -1;
        s.branch = "";
      }
      for (int i = 0; i < fields.size(); i++) {
        RunEventField f = kind.fields().get(i);
        Object v = kind.value(event, i);
        if (f.type() == RunEventFieldType.CACHE_STATS) {
          stats(twin, (CacheStats) v);
        } else {
          fields.get(i).set(twin, recorded(f.type(), v));
        }
      }
    } catch (IllegalAccessException e) {
      throw new IllegalStateException(e);
    }
  }

  private Field field(String name) {
    Field f = byName.get(name);
    if (f == null) {
      throw new IllegalStateException(kind.name() + ": its twin has no field " + name);
    }
    return f;
  }

  private void stats(Event twin, CacheStats c) throws IllegalAccessException {
    field("hits").set(twin, c.hits());
    field("misses").set(twin, c.misses());
    field("evictions").set(twin, c.evictions());
    field("peakBytes").set(twin, c.peakBytes());
    field("entries").set(twin, c.entries());
  }

  @SuppressWarnings("unchecked")
  private static Object recorded(RunEventFieldType type, Object v) {
    return switch (type) {
      case BRANCH_PATH -> RunEventFieldType.branchText((List<Integer>) v);
      case DURATION -> ((Duration) v).toNanos();
      case SHAPES -> RunEventFieldType.shapeText((List<SourceShape>) v);
      case SCORES -> RunEventFieldType.scoresText((Map<String, Double>) v);
      case STATUS -> ((VariantStatus) v).label();
      case REMOVAL_CAUSE -> ((RemovalCause) v).name();
      case CACHE_KEY, CACHE_CONFIG -> v.toString();
      case INT, LONG, DOUBLE, BOOLEAN, TEXT, CACHE_STATS -> v;
    };
  }
}
