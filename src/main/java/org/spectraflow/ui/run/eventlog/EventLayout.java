package org.spectraflow.ui.run.eventlog;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.RecordComponent;
import java.time.Duration;
import java.time.Instant;
import java.util.Arrays;
import org.spectraflow.engine.observe.RunEvent;

/**
 * How one kind of event (a record) is laid out in a log's columns: each component in turn takes int
 * slots or long slots. An {@code int}, {@code boolean}, {@code float} or pooled value (its {@link
 * ValuePool} index) takes one int; a {@code long} or {@code double} (its bits) one long; an {@link
 * Instant} or {@link Duration} one long of seconds and one int of nanoseconds (-1 for null).
 * Writing then reading gives an equal event, bit for bit.
 */
final class EventLayout {

  private enum Slot {
    INT,
    BOOLEAN,
    FLOAT,
    LONG,
    DOUBLE,
    INSTANT,
    DURATION,
    POOLED
  }

  private static final MethodType READ = MethodType.methodType(Object.class, RunEvent.class);

  private final String name;
  private final MethodHandle[] accessors;
  private final Slot[] slots;
  private final Constructor<? extends RunEvent> constructor;
  private final int ints;
  private final int longs;

  private EventLayout(Class<? extends RunEvent> kind) {
    RecordComponent[] components = kind.getRecordComponents();
    if (components == null) {
      throw new IllegalArgumentException(kind.getName() + " is not a record");
    }
    name = kind.getName();
    MethodHandles.Lookup lookup = MethodHandles.publicLookup();
    slots = Arrays.stream(components).map(c -> slotOf(c.getType())).toArray(Slot[]::new);
    Class<?>[] types =
        Arrays.stream(components).map(RecordComponent::getType).toArray(Class[]::new);
    accessors = new MethodHandle[components.length];
    try {
      for (int c = 0; c < components.length; c++) {
        accessors[c] = lookup.unreflect(components[c].getAccessor()).asType(READ);
      }
      constructor = kind.getDeclaredConstructor(types);
    } catch (NoSuchMethodException | IllegalAccessException e) {
      throw new IllegalStateException("cannot read or build " + name + " events", e);
    }
    int i = 0;
    int l = 0;
    for (Slot s : slots) {
      i += s == Slot.LONG || s == Slot.DOUBLE ? 0 : 1;
      l += s == Slot.LONG || s == Slot.DOUBLE || s == Slot.INSTANT || s == Slot.DURATION ? 1 : 0;
    }
    ints = i;
    longs = l;
  }

  /** The layout of {@code kind}'s records. */
  static EventLayout of(Class<? extends RunEvent> kind) {
    return new EventLayout(kind);
  }

  private static Slot slotOf(Class<?> type) {
    if (type == int.class) {
      return Slot.INT;
    }
    if (type == boolean.class) {
      return Slot.BOOLEAN;
    }
    if (type == float.class) {
      return Slot.FLOAT;
    }
    if (type == long.class) {
      return Slot.LONG;
    }
    if (type == double.class) {
      return Slot.DOUBLE;
    }
    if (type == Instant.class) {
      return Slot.INSTANT;
    }
    return type == Duration.class ? Slot.DURATION : Slot.POOLED;
  }

  /** Int slots per event. */
  int ints() {
    return ints;
  }

  /** Long slots per event. */
  int longs() {
    return longs;
  }

  /** Writes {@code event}'s components into {@code in} and {@code ln} from the given offsets. */
  void write(RunEvent event, int[] in, int i, long[] ln, int l, ValuePool pool) {
    for (int c = 0; c < slots.length; c++) {
      Object v = component(event, c);
      switch (slots[c]) {
        case INT -> in[i++] = (Integer) v;
        case BOOLEAN -> in[i++] = (Boolean) v ? 1 : 0;
        case FLOAT -> in[i++] = Float.floatToRawIntBits((Float) v);
        case LONG -> ln[l++] = (Long) v;
        case DOUBLE -> ln[l++] = Double.doubleToRawLongBits((Double) v);
        case INSTANT -> {
          Instant t = (Instant) v;
          ln[l++] = t == null ? 0 : t.getEpochSecond();
          in[i++] = t == null ? -1 : t.getNano();
        }
        case DURATION -> {
          Duration d = (Duration) v;
          ln[l++] = d == null ? 0 : d.getSeconds();
          in[i++] = d == null ? -1 : d.getNano();
        }
        case POOLED -> in[i++] = pool.indexOf(v);
      }
    }
  }

  /** Reads back the event written from the given offsets; {@code values} is the pool's array. */
  RunEvent read(int[] in, int i, long[] ln, int l, Object[] values) {
    Object[] args = new Object[slots.length];
    for (int c = 0; c < slots.length; c++) {
      args[c] =
          switch (slots[c]) {
            case INT -> in[i++];
            case BOOLEAN -> in[i++] != 0;
            case FLOAT -> Float.intBitsToFloat(in[i++]);
            case LONG -> ln[l++];
            case DOUBLE -> Double.longBitsToDouble(ln[l++]);
            case INSTANT -> {
              long seconds = ln[l++];
              int nanos = in[i++];
              yield nanos < 0 ? null : Instant.ofEpochSecond(seconds, nanos);
            }
            case DURATION -> {
              long seconds = ln[l++];
              int nanos = in[i++];
              yield nanos < 0 ? null : Duration.ofSeconds(seconds, nanos);
            }
            case POOLED -> {
              int index = in[i++];
              yield index < 0 ? null : values[index];
            }
          };
    }
    try {
      return constructor.newInstance(args);
    } catch (InvocationTargetException e) {
      throw e.getCause() instanceof RuntimeException r
          ? r
          : new IllegalStateException("cannot rebuild a " + name + " event", e);
    } catch (InstantiationException | IllegalAccessException e) {
      throw new IllegalStateException("cannot rebuild a " + name + " event", e);
    }
  }

  private Object component(RunEvent event, int c) {
    try {
      return (Object) accessors[c].invokeExact(event);
    } catch (RuntimeException | Error e) {
      throw e;
    } catch (Throwable e) {
      throw new IllegalStateException("cannot read a " + name + " event", e);
    }
  }
}
