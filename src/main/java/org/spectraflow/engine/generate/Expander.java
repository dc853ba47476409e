package org.spectraflow.engine.generate;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;
import org.spectraflow.engine.json.JsonArray;
import org.spectraflow.engine.json.JsonObject;
import org.spectraflow.engine.json.JsonValue;
import org.spectraflow.engine.pipeline.GeneratorSyntax;
import org.spectraflow.engine.pipeline.ParamSweep;

/**
 * The recursive expansion of docs/pipeline-language.md §2.2: any JSON node to its ordered
 * alternatives. Arrays and plain objects are Cartesian products (last element/key fastest), scalars
 * are themselves, pure generator nodes go to their strategy, mixed {@code _or_} nodes merge base ×
 * choices. Alternatives are produced lazily.
 */
public final class Expander {

  private static final Set<String> OR_PART =
      Set.of("_or_", "count", "pick", "arrange", "then_pick", "then_arrange");
  private static final BigInteger MATERIALISE_UP_TO = BigInteger.valueOf(4096);

  private final Optional<BigInteger> globalSeed;
  private final Strategies strategies;

  /** An expander using {@code globalSeed} (a document's {@code random_state}) for {@code count}. */
  public Expander(Optional<BigInteger> globalSeed) {
    this.globalSeed = globalSeed;
    this.strategies = new Strategies(this);
  }

  Optional<BigInteger> globalSeed() {
    return globalSeed;
  }

  /** All alternatives of a node, materialised (for small nodes and tests). */
  public List<JsonValue> alternatives(JsonValue node) {
    return expand(node).toList();
  }

  /** The alternatives of a node as a lazy stream. */
  public Stream<JsonValue> stream(JsonValue node) {
    return expand(node).stream();
  }

  Seq expand(JsonValue node) {
    return switch (node) {
      case JsonArray a -> expandArray(a);
      case JsonObject o -> expandObject(o);
      default -> Seq.single(node);
    };
  }

  /** A product factor: small ones are materialised once so the odometer does not re-expand them. */
  Seq factor(JsonValue node) {
    if (!GeneratorSyntax.containsGenerator(node)) {
      return Seq.single(node);
    }
    Seq seq = expand(node);
    return VariantCounter.count(node).compareTo(MATERIALISE_UP_TO) <= 0
        ? Seq.of(seq.toList())
        : seq;
  }

  private Seq expandArray(JsonArray a) {
    if (a.size() == 1) {
      Seq inner = expand(a.get(0));
      if (inner.first().orElse(null) instanceof JsonArray) {
        return inner;
      }
    }
    return Seq.product(a.items().stream().map(this::factor).toList(), JsonArray::of);
  }

  private Seq expandObject(JsonObject raw) {
    JsonObject o = ParamSweep.normalise(raw);
    Optional<String> pure = pureStrategy(o);
    if (pure.isPresent()) {
      return strategies.expand(pure.get(), o);
    }
    if (o.has("_or_")) {
      return mixedOr(o);
    }
    return productOfValues(o);
  }

  /**
   * The strategy keyword when the object is a pure generator node (docs/pipeline-language.md §2.2
   * rule 3b).
   */
  static Optional<String> pureStrategy(JsonObject o) {
    List<String> present = GeneratorSyntax.strategiesIn(o);
    if (present.isEmpty()) {
      return Optional.empty();
    }
    String top = present.get(0);
    return GeneratorSyntax.ALLOWED.get(top).containsAll(o.keys())
        ? Optional.of(top)
        : Optional.empty();
  }

  /**
   * The base of a mixed {@code _or_} node and its {@code _or_} part (docs/pipeline-language.md §2.2
   * rule 3c).
   */
  static JsonObject[] splitMixedOr(JsonObject o) {
    return new JsonObject[] {
      o.filterKeys(k -> !OR_PART.contains(k)), o.filterKeys(OR_PART::contains)
    };
  }

  private Seq mixedOr(JsonObject o) {
    JsonObject[] parts = splitMixedOr(o);
    Seq bases = expandObject(parts[0]);
    Seq choices = strategies.expand("_or_", parts[1]);
    return () ->
        LazyIterators.flatMap(
            bases.iterator(),
            base ->
                choices.stream()
                    .map(
                        choice -> {
                          if (!(base instanceof JsonObject b)
                              || !(choice instanceof JsonObject c)) {
                            throw new IllegalArgumentException(
                                "every _or_ choice next to other keys must be an object, got "
                                    + choice
                                    + " in "
                                    + o);
                          }
                          return (JsonValue) b.merged(c);
                        })
                    .iterator());
  }

  private Seq productOfValues(JsonObject o) {
    List<String> keys = new ArrayList<>(o.keys());
    List<Seq> factors = keys.stream().map(k -> factor(o.get(k).orElseThrow())).toList();
    return Seq.product(factors, values -> objectOf(keys, values));
  }

  /** The object with {@code keys[i] -> values[i]}, in key order. */
  static JsonObject objectOf(List<String> keys, List<JsonValue> values) {
    JsonObject.Builder b = JsonObject.builder();
    for (int i = 0; i < keys.size(); i++) {
      b.put(keys.get(i), values.get(i));
    }
    return b.build();
  }
}
