package org.spectraflow.engine.generate;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;
import org.spectraflow.engine.json.JsonValue;

/**
 * A lazy, re-iterable, ordered list of alternatives: every call to {@link #iterator()} starts again
 * from the first. Products run as an odometer (last factor fastest) without materialising.
 */
@FunctionalInterface
interface Seq extends Iterable<JsonValue> {

  /** A sequence over a fixed list. */
  static Seq of(List<JsonValue> list) {
    List<JsonValue> copy = List.copyOf(list);
    return copy::iterator;
  }

  /** One alternative. */
  static Seq single(JsonValue value) {
    return of(List.of(value));
  }

  /** The parts one after the other. */
  static Seq concat(List<Seq> parts) {
    return () -> LazyIterators.flatMap(parts.iterator(), Seq::iterator);
  }

  /**
   * The Cartesian product of the factors (last fastest), each combination built by {@code build}.
   */
  static Seq product(List<Seq> factors, Function<List<JsonValue>, JsonValue> build) {
    return () -> new Odometer(factors, build);
  }

  /** The alternatives as a stream. */
  default Stream<JsonValue> stream() {
    return StreamSupport.stream(spliterator(), false);
  }

  /** The alternatives as a list (materialises). */
  default List<JsonValue> toList() {
    return stream().toList();
  }

  /** The first alternative, if any. */
  default Optional<JsonValue> first() {
    Iterator<JsonValue> it = iterator();
    return it.hasNext() ? Optional.of(it.next()) : Optional.empty();
  }

  /** Odometer iterator over a product of re-iterable factors. */
  final class Odometer implements Iterator<JsonValue> {
    private final List<Seq> factors;
    private final Function<List<JsonValue>, JsonValue> build;
    private final List<Iterator<JsonValue>> iterators = new ArrayList<>();
    private final List<JsonValue> current = new ArrayList<>();
    private boolean more = true;

    Odometer(List<Seq> factors, Function<List<JsonValue>, JsonValue> build) {
      this.factors = factors;
      this.build = build;
      for (Seq factor : factors) {
        Iterator<JsonValue> it = factor.iterator();
        if (!it.hasNext()) {
          more = false;
          return;
        }
        iterators.add(it);
        current.add(it.next());
      }
    }

    @Override
    public boolean hasNext() {
      return more;
    }

    @Override
    public JsonValue next() {
      if (!more) {
        throw new NoSuchElementException();
      }
      JsonValue result = build.apply(List.copyOf(current));
      advance();
      return result;
    }

    private void advance() {
      for (int i = factors.size() - 1; i >= 0; i--) {
        if (iterators.get(i).hasNext()) {
          current.set(i, iterators.get(i).next());
          return;
        }
        Iterator<JsonValue> restart = factors.get(i).iterator();
        iterators.set(i, restart);
        current.set(i, restart.next());
      }
      more = false;
    }
  }
}
