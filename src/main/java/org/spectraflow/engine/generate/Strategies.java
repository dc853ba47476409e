package org.spectraflow.engine.generate;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.spectraflow.engine.json.JsonArray;
import org.spectraflow.engine.json.JsonObject;
import org.spectraflow.engine.json.JsonValue;

/**
 * The strategy of each generator keyword (docs/pipeline-language.md §2.4) with its modifiers
 * (docs/pipeline-language.md §2.5).
 */
final class Strategies {

  private final Expander expander;

  Strategies(Expander expander) {
    this.expander = expander;
  }

  Seq expand(String keyword, JsonObject o) {
    Optional<BigInteger> seed = Modifiers.seedOf(o, expander.globalSeed());
    JsonValue v = o.get(keyword).orElseThrow();
    return switch (keyword) {
      case "_or_" -> Modifiers.count(Modifiers.constrain(or(o), o), o, seed, false);
      case "_range_" -> Modifiers.count(NumericRanges.range(v), o, expander.globalSeed(), false);
      case "_log_range_" -> Modifiers.count(NumericRanges.logRange(v), o, seed, false);
      case "_grid_" -> Modifiers.count(grid((JsonObject) v), o, seed, false);
      case "_zip_" -> Modifiers.count(zip((JsonObject) v), o, seed, false);
      case "_chain_" -> Modifiers.count(spliced(((JsonArray) v).items()), o, seed, true);
      case "_sample_" -> Seq.of(Sampling.draw((JsonObject) v, Modifiers.countOf(o), seed));
      case "_cartesian_" -> Modifiers.count(Modifiers.constrain(cartesian(o), o), o, seed, false);
      default -> throw new IllegalArgumentException("unknown generator keyword " + keyword);
    };
  }

  private Seq or(JsonObject o) {
    List<JsonValue> choices = ((JsonArray) o.get("_or_").orElseThrow()).items();
    if (!o.has("pick") && !o.has("arrange")) {
      return Seq.concat(choices.stream().map(expander::expand).toList());
    }
    return select(choices, o, true);
  }

  /** pick/arrange (and then_pick/then_arrange) over a list of items, lazily. */
  private Seq select(List<JsonValue> items, JsonObject o, boolean expandItems) {
    boolean permute = o.has("arrange");
    List<Integer> sizes =
        Selections.sizes(
            o.get(permute ? "arrange" : "pick").orElseThrow(), BigInteger.valueOf(items.size()));
    if (o.has("then_pick") || o.has("then_arrange")) {
      List<JsonValue> primary = primary(items, sizes, permute);
      boolean permute2 = o.has("then_arrange");
      List<Integer> sizes2 =
          Selections.sizes(
              o.get(permute2 ? "then_arrange" : "then_pick").orElseThrow(),
              BigInteger.valueOf(primary.size()));
      return () ->
          LazyIterators.flatMap(
              sizes2.iterator(),
              k ->
                  positions(primary.size(), k, permute2)
                      .map(idx -> (JsonValue) pickItems(primary, idx))
                      .iterator());
    }
    return () ->
        LazyIterators.flatMap(
            LazyIterators.flatMap(
                sizes.iterator(), k -> positions(items.size(), k, permute).iterator()),
            idx -> {
              JsonArray combo = pickItems(items, idx);
              return expandItems
                  ? Seq.product(
                          combo.items().stream().map(expander::factor).toList(), JsonArray::of)
                      .iterator()
                  : List.<JsonValue>of(combo).iterator();
            });
  }

  /** The first-order selections of a second-order pick, built in memory (bounded). */
  private static List<JsonValue> primary(
      List<JsonValue> items, List<Integer> sizes, boolean permute) {
    BigInteger n = BigInteger.valueOf(items.size());
    BigInteger total =
        sizes.stream()
            .map(k -> permute ? Selections.arrangements(n, k) : Selections.choose(n, k))
            .reduce(BigInteger.ZERO, BigInteger::add);
    if (total.compareTo(BigInteger.valueOf(Modifiers.MATERIALISE_UP_TO)) > 0) {
      throw new IllegalArgumentException(
          "then_pick/then_arrange would first build "
              + total
              + " selections in memory (more than "
              + Modifiers.MATERIALISE_UP_TO
              + "); use a smaller pick");
    }
    List<JsonValue> primary = new ArrayList<>();
    for (int k : sizes) {
      positions(items.size(), k, permute)
          .forEach(idx -> primary.add(idx.length == 1 ? items.get(idx[0]) : pickItems(items, idx)));
    }
    return primary;
  }

  private static Stream<int[]> positions(int n, int k, boolean permute) {
    return permute ? Selections.permutations(n, k) : Selections.combinations(n, k);
  }

  private static JsonArray pickItems(List<JsonValue> items, int[] idx) {
    List<JsonValue> out = new ArrayList<>();
    for (int i : idx) {
      out.add(items.get(i));
    }
    return JsonArray.of(out);
  }

  private Seq grid(JsonObject map) {
    List<String> keys = new ArrayList<>(map.keys());
    List<Seq> lists = keys.stream().map(k -> gridValues(map.get(k).orElseThrow())).toList();
    return Seq.product(lists, values -> Expander.objectOf(keys, values));
  }

  private Seq gridValues(JsonValue v) {
    return switch (v) {
      case JsonArray a ->
          Seq.concat(
              a.items().stream()
                  .map(
                      item -> item instanceof JsonObject ? expander.expand(item) : Seq.single(item))
                  .toList());
      case JsonObject o -> expander.expand(o);
      default -> Seq.single(v);
    };
  }

  private Seq zip(JsonObject map) {
    List<String> keys = new ArrayList<>(map.keys());
    List<List<JsonValue>> lists =
        keys.stream()
            .map(
                k ->
                    switch (map.get(k).orElseThrow()) {
                      case JsonArray a -> a.items();
                      case JsonObject o -> expander.alternatives(o);
                      case JsonValue s -> List.of(s);
                    })
            .toList();
    int n = lists.stream().mapToInt(List::size).min().orElse(1);
    List<JsonValue> out = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      int row = i;
      out.add(Expander.objectOf(keys, lists.stream().map(l -> l.get(row)).toList()));
    }
    return Seq.of(out);
  }

  private Seq spliced(List<JsonValue> items) {
    return Seq.concat(
        items.stream()
            .map(
                item ->
                    item instanceof JsonArray || item instanceof JsonObject
                        ? expander.expand(item)
                        : Seq.single(item))
            .toList());
  }

  private Seq cartesian(JsonObject o) {
    List<JsonValue> stages = ((JsonArray) o.get("_cartesian_").orElseThrow()).items();
    Seq pipelines =
        Seq.product(
            stages.stream()
                .map(
                    s ->
                        s instanceof JsonArray || s instanceof JsonObject
                            ? expander.factor(s)
                            : Seq.single(s))
                .toList(),
            JsonArray::of);
    if (!o.has("pick") && !o.has("arrange")) {
      return pipelines;
    }
    BigInteger total = VariantCounter.count(JsonArray.of(stages));
    if (total.compareTo(BigInteger.valueOf(Modifiers.MATERIALISE_UP_TO)) > 0) {
      throw new IllegalArgumentException(
          "_cartesian_ with pick/arrange would first build "
              + total
              + " pipelines in memory (more than "
              + Modifiers.MATERIALISE_UP_TO
              + "); use fewer stage options");
    }
    return select(pipelines.toList(), o, false);
  }
}
