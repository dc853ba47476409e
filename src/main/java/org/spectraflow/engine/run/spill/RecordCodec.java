package org.spectraflow.engine.run.spill;

import java.io.Serializable;
import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.RecordComponent;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Turns the engine's records (run events, step records) into plain Java values that travel back
 * from an executor with Java serialisation (the records themselves are not {@link Serializable},
 * and Kryo cannot rebuild records), and back again through their canonical constructors. Leaves are
 * strings, boxed numbers and booleans, enums, instants, durations and primitive arrays; lists and
 * maps are copied element by element. Doubles travel as they are, so values stay bit-identical.
 */
public final class RecordCodec {

  private RecordCodec() {}

  /** A record as plain values: its class name and its components in declaration order. */
  public record Encoded(String type, ArrayList<Serializable> parts) implements Serializable {}

  /**
   * The plain form of {@code value}.
   *
   * @throws IllegalArgumentException for a value of a type it does not carry
   */
  public static Serializable encode(Object value) {
    return switch (value) {
      case null -> null;
      case String s -> s;
      case Number n -> n;
      case Boolean b -> b;
      case Character c -> c;
      case Instant i -> i;
      case Duration d -> d;
      case Enum<?> e -> e;
      case double[] a -> a.clone();
      case long[] a -> a.clone();
      case int[] a -> a.clone();
      case Record r -> encodeRecord(r);
      case List<?> list -> {
        ArrayList<Serializable> out = new ArrayList<>(list.size());
        list.forEach(x -> out.add(encode(x)));
        yield out;
      }
      case Map<?, ?> map -> {
        LinkedHashMap<Serializable, Serializable> out = new LinkedHashMap<>();
        map.forEach((k, v) -> out.put(encode(k), encode(v)));
        yield out;
      }
      default -> throw new IllegalArgumentException("cannot carry a " + value.getClass().getName());
    };
  }

  /** The value {@code plain} was {@linkplain #encode encoded} from. */
  public static Object decode(Serializable plain) {
    return switch (plain) {
      case Encoded e -> decodeRecord(e);
      case ArrayList<?> list -> {
        List<Object> out = new ArrayList<>(list.size());
        list.forEach(x -> out.add(decode((Serializable) x)));
        yield out;
      }
      case LinkedHashMap<?, ?> map -> {
        Map<Object, Object> out = new LinkedHashMap<>();
        map.forEach((k, v) -> out.put(decode((Serializable) k), decode((Serializable) v)));
        yield out;
      }
      case null -> null;
      default -> plain;
    };
  }

  private static Encoded encodeRecord(Record r) {
    ArrayList<Serializable> parts = new ArrayList<>();
    for (RecordComponent c : r.getClass().getRecordComponents()) {
      try {
        c.getAccessor().setAccessible(true);
        parts.add(encode(c.getAccessor().invoke(r)));
      } catch (IllegalAccessException | InvocationTargetException e) {
        throw new IllegalArgumentException("cannot read " + c.getName() + " of " + r, e);
      }
    }
    return new Encoded(r.getClass().getName(), parts);
  }

  private static Object decodeRecord(Encoded e) {
    try {
      Class<?> type = Class.forName(e.type(), true, Thread.currentThread().getContextClassLoader());
      RecordComponent[] components = type.getRecordComponents();
      Class<?>[] types = new Class<?>[components.length];
      Object[] args = new Object[components.length];
      for (int i = 0; i < components.length; i++) {
        types[i] = components[i].getType();
        args[i] = decode(e.parts().get(i));
      }
      Constructor<?> canonical = type.getDeclaredConstructor(types);
      canonical.setAccessible(true);
      return canonical.newInstance(args);
    } catch (ReflectiveOperationException | RuntimeException x) {
      throw new IllegalArgumentException("cannot rebuild a " + e.type() + ": " + x, x);
    }
  }
}
