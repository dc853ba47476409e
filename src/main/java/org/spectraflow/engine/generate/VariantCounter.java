package org.spectraflow.engine.generate;

import java.math.BigInteger;
import java.util.List;
import org.spectraflow.engine.json.JsonArray;
import org.spectraflow.engine.json.JsonObject;
import org.spectraflow.engine.json.JsonValue;
import org.spectraflow.engine.pipeline.ParamSweep;

/**
 * Exact variant counts without expanding (docs/pipeline-language.md §2.8): arrays and plain objects
 * multiply, {@code _or_} sums (weighted subset sums with {@code pick}/{@code arrange}), ranges
 * count their steps, {@code count: n} caps. Constraints are not applied, as in the reference.
 */
public final class VariantCounter {

  private VariantCounter() {}

  /** The number of alternatives the node expands to (before constraint pruning). */
  public static BigInteger count(JsonValue node) {
    return switch (node) {
      case JsonArray a ->
          a.items().stream()
              .map(VariantCounter::count)
              .reduce(BigInteger.ONE, BigInteger::multiply);
      case JsonObject o -> countObject(o);
      default -> BigInteger.ONE;
    };
  }

  private static BigInteger countObject(JsonObject raw) {
    JsonObject o = ParamSweep.normalise(raw);
    var pure = Expander.pureStrategy(o);
    if (pure.isPresent()) {
      return cap(strategy(pure.get(), o), o);
    }
    if (o.has("_or_")) {
      JsonObject[] parts = Expander.splitMixedOr(o);
      return countObject(parts[0]).multiply(cap(or(parts[1]), parts[1]));
    }
    return o.members().values().stream()
        .map(VariantCounter::count)
        .reduce(BigInteger.ONE, BigInteger::multiply);
  }

  private static BigInteger cap(BigInteger total, JsonObject o) {
    long n = Modifiers.countOf(o);
    return n > 0 ? total.min(BigInteger.valueOf(n)) : total;
  }

  private static BigInteger strategy(String keyword, JsonObject o) {
    JsonValue v = o.get(keyword).orElseThrow();
    return switch (keyword) {
      case "_or_" -> or(o);
      case "_range_" -> NumericRanges.rangeSize(v);
      case "_log_range_" -> NumericRanges.logRangeSize(v);
      case "_sample_" -> BigInteger.valueOf(Sampling.size((JsonObject) v, 0));
      case "_grid_" ->
          ((JsonObject) v)
              .members().values().stream()
                  .map(VariantCounter::listLength)
                  .reduce(BigInteger.ONE, BigInteger::multiply);
      case "_zip_" ->
          ((JsonObject) v)
              .members().values().stream()
                  .map(VariantCounter::zipLength)
                  .reduce(BigInteger::min)
                  .orElse(BigInteger.ONE);
      case "_chain_" ->
          ((JsonArray) v)
              .items().stream()
                  .map(VariantCounter::itemCount)
                  .reduce(BigInteger.ZERO, BigInteger::add);
      case "_cartesian_" -> cartesian(o, (JsonArray) v);
      default -> throw new IllegalArgumentException("unknown generator keyword " + keyword);
    };
  }

  private static BigInteger or(JsonObject o) {
    List<JsonValue> choices = ((JsonArray) o.get("_or_").orElseThrow()).items();
    if (!o.has("pick") && !o.has("arrange")) {
      return choices.stream().map(VariantCounter::count).reduce(BigInteger.ZERO, BigInteger::add);
    }
    boolean permute = o.has("arrange");
    List<Integer> sizes =
        Selections.sizes(
            o.get(permute ? "arrange" : "pick").orElseThrow(), BigInteger.valueOf(choices.size()));
    if (o.has("then_pick") || o.has("then_arrange")) {
      BigInteger primary = selections(BigInteger.valueOf(choices.size()), sizes, permute);
      boolean permute2 = o.has("then_arrange");
      return selections(
          primary,
          Selections.sizes(o.get(permute2 ? "then_arrange" : "then_pick").orElseThrow(), primary),
          permute2);
    }
    List<BigInteger> weights = choices.stream().map(VariantCounter::count).toList();
    BigInteger total = BigInteger.ZERO;
    for (int k : sizes) {
      BigInteger subsets = Selections.elementary(weights, k);
      total = total.add(permute ? subsets.multiply(Selections.factorial(k)) : subsets);
    }
    return total;
  }

  private static BigInteger selections(BigInteger n, List<Integer> sizes, boolean permute) {
    return sizes.stream()
        .map(k -> permute ? Selections.arrangements(n, k) : Selections.choose(n, k))
        .reduce(BigInteger.ZERO, BigInteger::add);
  }

  private static BigInteger cartesian(JsonObject o, JsonArray stages) {
    BigInteger total =
        stages.items().stream()
            .map(VariantCounter::itemCount)
            .reduce(BigInteger.ONE, BigInteger::multiply);
    if (!o.has("pick") && !o.has("arrange")) {
      return total;
    }
    boolean permute = o.has("arrange");
    return selections(
        total, Selections.sizes(o.get(permute ? "arrange" : "pick").orElseThrow(), total), permute);
  }

  private static BigInteger itemCount(JsonValue item) {
    return item instanceof JsonArray || item instanceof JsonObject ? count(item) : BigInteger.ONE;
  }

  private static BigInteger listLength(JsonValue v) {
    return switch (v) {
      case JsonArray a ->
          a.items().stream()
              .map(item -> item instanceof JsonObject ? count(item) : BigInteger.ONE)
              .reduce(BigInteger.ZERO, BigInteger::add);
      case JsonObject o -> count(o);
      default -> BigInteger.ONE;
    };
  }

  private static BigInteger zipLength(JsonValue v) {
    return switch (v) {
      case JsonArray a -> BigInteger.valueOf(a.size());
      case JsonObject o -> count(o);
      default -> BigInteger.ONE;
    };
  }
}
