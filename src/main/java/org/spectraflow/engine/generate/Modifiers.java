package org.spectraflow.engine.generate;

import java.math.BigInteger;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import org.spectraflow.engine.json.JsonArray;
import org.spectraflow.engine.json.JsonObject;
import org.spectraflow.engine.json.JsonValue;

/**
 * The modifiers applied after a strategy (docs/pipeline-language.md §2.5): constraints ({@code
 * _mutex_}, {@code _requires_}, {@code _exclude_}), then {@code count} by CPython's {@code
 * random.Random(seed).sample} (or {@code _weights_}), keeping the draw order.
 */
final class Modifiers {

  private static final SecureRandom ENTROPY = new SecureRandom();

  /** The most alternatives {@code count} builds in memory to draw from. */
  static final int MATERIALISE_UP_TO = 250_000;

  private Modifiers() {}

  /** The node's {@code _seed_}, else the global seed. */
  static Optional<BigInteger> seedOf(JsonObject node, Optional<BigInteger> global) {
    return node.get("_seed_").orElse(null) instanceof JsonValue.JsonInt i
        ? Optional.of(i.value())
        : global;
  }

  /**
   * The {@code count} cap, or 0 when absent; a count beyond 2^63-1 saturates (it caps nothing, as
   * in the reference, instead of wrapping to a small number).
   */
  static long countOf(JsonObject node) {
    if (!(node.get("count").orElse(null) instanceof JsonValue.JsonInt i)) {
      return 0;
    }
    BigInteger v = i.value();
    return v.bitLength() < Long.SIZE ? v.longValue() : v.signum() > 0 ? Long.MAX_VALUE : -1;
  }

  /**
   * Applies {@code count}: a no-op when absent, {@code <= 0} or {@code >=} the size; else a seeded
   * sample in draw order, the first n when {@code firstWithoutSeed} and no seed, or an
   * entropy-seeded (non-reproducible) sample.
   */
  static Seq count(
      Seq alternatives, JsonObject node, Optional<BigInteger> seed, boolean firstWithoutSeed) {
    long n = countOf(node);
    if (n <= 0) {
      return alternatives;
    }
    if (alternatives instanceof IndexedSeq indexed && !node.has("_weights_")) {
      return countIndexed(indexed, n, seed, firstWithoutSeed);
    }
    List<JsonValue> all = bounded(alternatives);
    if (n >= all.size()) {
      return Seq.of(all);
    }
    if (seed.isEmpty() && firstWithoutSeed) {
      return Seq.of(all.subList(0, (int) n));
    }
    PyRandom random = new PyRandom(seed.orElseGet(() -> BigInteger.valueOf(ENTROPY.nextLong())));
    List<Double> weights = weights(node, all.size());
    return Seq.of(
        weights.isEmpty() ? random.sample(all, (int) n) : weighted(all, weights, (int) n, random));
  }

  private static Seq countIndexed(
      IndexedSeq alternatives, long n, Optional<BigInteger> seed, boolean firstWithoutSeed) {
    long size = alternatives.size();
    if (n >= size) {
      return alternatives;
    }
    if (n > MATERIALISE_UP_TO) {
      throw new IllegalArgumentException(
          "count "
              + n
              + " draws more than "
              + MATERIALISE_UP_TO
              + " alternatives; lower count (a run is limited by --max-variants anyway)");
    }
    if (seed.isEmpty() && firstWithoutSeed) {
      List<JsonValue> first = new ArrayList<>();
      for (long i = 0; i < n; i++) {
        first.add(alternatives.get(i));
      }
      return Seq.of(first);
    }
    PyRandom random = new PyRandom(seed.orElseGet(() -> BigInteger.valueOf(ENTROPY.nextLong())));
    return Seq.of(random.sampleIndices(size, (int) n).stream().map(alternatives::get).toList());
  }

  /**
   * The alternatives as a list, refusing more than {@value #MATERIALISE_UP_TO} (a sample needs them
   * all).
   */
  private static List<JsonValue> bounded(Seq alternatives) {
    List<JsonValue> all = new ArrayList<>();
    for (JsonValue v : alternatives) {
      if (all.size() == MATERIALISE_UP_TO) {
        throw new IllegalArgumentException(
            "count draws from more than "
                + MATERIALISE_UP_TO
                + " alternatives of one generator, which would have to be built in memory first; narrow the"
                + " generator (fewer choices, a smaller pick) or put count on an inner generator");
      }
      all.add(v);
    }
    return all;
  }

  private static List<Double> weights(JsonObject node, int size) {
    if (node.get("_weights_").orElse(null) instanceof JsonArray w
        && w.size() == size
        && w.items().stream().allMatch(JsonValue::isNumber)) {
      return w.items().stream().map(JsonValue::asDouble).toList();
    }
    return List.of();
  }

  private static List<JsonValue> weighted(
      List<JsonValue> items, List<Double> weights, int n, PyRandom random) {
    List<JsonValue> pool = new ArrayList<>(items);
    List<Double> w = new ArrayList<>(weights);
    List<JsonValue> out = new ArrayList<>();
    for (int draw = 0; draw < n; draw++) {
      double r = random.random() * w.stream().mapToDouble(Double::doubleValue).sum();
      double cumulative = 0;
      int pick = pool.size() - 1;
      for (int i = 0; i < pool.size(); i++) {
        cumulative += w.get(i);
        if (cumulative >= r) {
          pick = i;
          break;
        }
      }
      out.add(pool.remove(pick));
      w.remove(pick);
    }
    return out;
  }

  /** True if the node declares any constraint. */
  static boolean hasConstraints(JsonObject node) {
    return node.has("_mutex_") || node.has("_requires_") || node.has("_exclude_");
  }

  /**
   * Drops alternatives (arrays of items) that violate {@code _mutex_}, {@code _requires_}, {@code
   * _exclude_}.
   */
  static Seq constrain(Seq alternatives, JsonObject node) {
    if (!hasConstraints(node)) {
      return alternatives;
    }
    List<List<JsonValue>> mutex = groups(node, "_mutex_");
    List<List<JsonValue>> requires = groups(node, "_requires_");
    List<List<JsonValue>> exclude = groups(node, "_exclude_");
    return () ->
        alternatives.stream()
            .filter(
                alt -> {
                  if (!(alt instanceof JsonArray a)) {
                    return true;
                  }
                  List<JsonValue> items = a.items();
                  boolean mutexHit = mutex.stream().anyMatch(items::containsAll);
                  boolean missing =
                      requires.stream()
                          .anyMatch(
                              g ->
                                  !g.isEmpty()
                                      && items.contains(g.get(0))
                                      && !items.containsAll(g.subList(1, g.size())));
                  boolean excluded =
                      exclude.stream().anyMatch(g -> new HashSet<>(g).equals(new HashSet<>(items)));
                  return !mutexHit && !missing && !excluded;
                })
            .iterator();
  }

  private static List<List<JsonValue>> groups(JsonObject node, String key) {
    if (!(node.get(key).orElse(null) instanceof JsonArray a)) {
      return List.of();
    }
    return a.items().stream()
        .filter(g -> g instanceof JsonArray)
        .map(g -> ((JsonArray) g).items())
        .toList();
  }
}
