package org.spectraflow.engine.tune;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.spectraflow.engine.json.JsonArray;
import org.spectraflow.engine.json.JsonObject;
import org.spectraflow.engine.json.JsonValue;
import org.spectraflow.engine.pipeline.DocumentPath;

/**
 * The search space of {@code model_params} then {@code train_params} (whose entries are named
 * {@code train_<key>}), read as nirs4all reads it: a list is categorical, except a list starting
 * with a type name ({@code ["int", lo, hi]}, {@code ["categorical", [...]]}); an object with {@code
 * type} (or {@code choices}/{@code values}/{@code low}/{@code min}) is a distribution; any other
 * object is a group whose keys are joined with {@code __}; any other scalar is fixed. Errors name
 * the document path.
 */
public record SearchSpace(List<Dimension> dimensions) {

  private static final Set<String> RANGE_TYPES = Set.of("int", "float", "int_log", "float_log");
  private static final Set<String> DISTRIBUTION_KEYS =
      Set.of("type", "min", "low", "choices", "values");

  /** Copies the list. */
  public SearchSpace {
    dimensions = List.copyOf(dimensions);
  }

  /** Reads {@code model_params} and {@code train_params} (either may be absent). */
  public static SearchSpace parse(
      Optional<JsonValue> modelParams, Optional<JsonValue> trainParams, DocumentPath at) {
    List<Dimension> out = new ArrayList<>();
    modelParams.ifPresent(v -> group(v, "", at.key("model_params"), out));
    trainParams.ifPresent(v -> group(v, "train_", at.key("train_params"), out));
    return new SearchSpace(out);
  }

  /** True when every dimension is categorical (what the grid sampler needs). */
  public boolean allCategorical() {
    return dimensions.stream()
            .allMatch(d -> d instanceof Dimension.Categorical || d instanceof Dimension.Fixed)
        && dimensions.stream().anyMatch(d -> d instanceof Dimension.Categorical);
  }

  private static void group(JsonValue v, String prefix, DocumentPath at, List<Dimension> out) {
    if (!(v instanceof JsonObject o)) {
      throw new IllegalArgumentException(at + ": must be an object of parameter: search space");
    }
    o.members()
        .forEach(
            (k, entry) -> {
              DocumentPath p = at.key(k);
              String name = prefix + k;
              if (entry instanceof JsonObject obj
                  && obj.keys().stream().noneMatch(DISTRIBUTION_KEYS::contains)) {
                group(obj, name + "__", p, out);
              } else {
                out.add(dimension(name, entry, p));
              }
            });
  }

  private static Dimension dimension(String name, JsonValue v, DocumentPath at) {
    try {
      return switch (v) {
        case JsonArray a -> list(name, a, at);
        case JsonObject o -> distribution(name, o, at);
        default -> new Dimension.Fixed(name, Values.java(v));
      };
    } catch (IllegalArgumentException e) {
      throw e.getMessage().startsWith(at.toString())
          ? e
          : new IllegalArgumentException(at + ": " + e.getMessage(), e);
    }
  }

  private static Dimension list(String name, JsonArray a, DocumentPath at) {
    List<JsonValue> items = a.items();
    String head = items.isEmpty() ? null : items.get(0).asString().orElse(null);
    if (head != null
        && RANGE_TYPES.contains(head)
        && items.size() == 3
        && items.get(1).isNumber()
        && items.get(2).isNumber()) {
      return range(name, head, items.get(1).asDouble(), items.get(2).asDouble(), null, false, at);
    }
    if (head != null
        && (head.equals("categorical") || head.equals("bool"))
        && items.size() == 2
        && items.get(1) instanceof JsonArray choices) {
      return new Dimension.Categorical(name, Values.javaList(choices));
    }
    return new Dimension.Categorical(name, Values.javaList(a));
  }

  private static Dimension distribution(String name, JsonObject o, DocumentPath at) {
    String type =
        o.get("type")
            .flatMap(JsonValue::asString)
            .orElse(o.has("choices") || o.has("values") ? "categorical" : "float");
    switch (type) {
      case "categorical", "bool" -> {
        JsonValue choices =
            o.get("choices")
                .or(() -> o.get("values"))
                .orElseThrow(
                    () ->
                        new IllegalArgumentException(
                            at + ": a categorical entry needs 'choices' (or 'values')"));
        if (!(choices instanceof JsonArray list)) {
          throw new IllegalArgumentException(at.key("choices") + ": must be a list");
        }
        return new Dimension.Categorical(name, Values.javaList(list));
      }
      case "int", "int_log", "float", "float_log" -> {
        double low = number(o, "low", "min", at);
        double high = number(o, "high", "max", at);
        boolean log =
            type.endsWith("_log")
                || o.get("log")
                    .map(b -> b instanceof JsonValue.JsonBool x && x.value())
                    .orElse(false);
        Double step =
            o.get("step")
                .filter(s -> !(s instanceof JsonValue.JsonNull))
                .map(JsonValue::asDouble)
                .orElse(null);
        return range(name, type, low, high, step, log, at);
      }
      case "sorted_tuple" -> {
        return sortedTuple(name, o, at);
      }
      default ->
          throw new IllegalArgumentException(
              at.key("type")
                  + ": unknown type '"
                  + type
                  + "'; use int, int_log, float, float_log or categorical");
    }
  }

  /**
   * {@code {"type": "sorted_tuple", "length": n or [lo, hi], "min", "max", "element_type":
   * "int"|"float", "step"}}: the element range is read as an int/float entry would be.
   */
  private static Dimension sortedTuple(String name, JsonObject o, DocumentPath at) {
    for (String k : o.keys()) {
      if (!SORTED_TUPLE_KEYS.contains(k)) {
        throw new IllegalArgumentException(
            at.key(k) + ": unknown sorted_tuple key; known: " + SORTED_TUPLE_KEYS_SORTED);
      }
    }
    JsonValue length =
        o.get("length")
            .orElseThrow(
                () ->
                    new IllegalArgumentException(
                        at + ": a sorted_tuple needs 'length' (a count n or [lo, hi])"));
    int lo;
    int hi;
    if (length instanceof JsonArray a
        && a.items().size() == 2
        && a.items().stream().allMatch(SearchSpace::isWhole)) {
      lo = (int) a.items().get(0).asDouble();
      hi = (int) a.items().get(1).asDouble();
    } else if (isWhole(length)) {
      lo = (int) length.asDouble();
      hi = lo;
    } else {
      throw new IllegalArgumentException(
          at.key("length") + ": must be a whole count n or a list [lo, hi], was " + length);
    }
    String elementType = o.get("element_type").flatMap(JsonValue::asString).orElse("int");
    if (!elementType.equals("int") && !elementType.equals("float")) {
      throw new IllegalArgumentException(
          at.key("element_type") + ": must be \"int\" or \"float\", was " + elementType);
    }
    double low = number(o, "min", "low", at);
    double high = number(o, "max", "high", at);
    Double step =
        o.get("step")
            .filter(s -> !(s instanceof JsonValue.JsonNull))
            .map(JsonValue::asDouble)
            .orElse(null);
    Dimension element = range(name, elementType, low, high, step, false, at);
    return new Dimension.SortedTuple(name, lo, hi, element);
  }

  private static final Set<String> SORTED_TUPLE_KEYS =
      Set.of("type", "length", "min", "max", "low", "high", "element_type", "step");
  private static final List<String> SORTED_TUPLE_KEYS_SORTED =
      SORTED_TUPLE_KEYS.stream().sorted().toList();

  private static boolean isWhole(JsonValue v) {
    return v.isNumber() && v.asDouble() == Math.rint(v.asDouble());
  }

  private static Dimension range(
      String name,
      String type,
      double low,
      double high,
      Double step,
      boolean log,
      DocumentPath at) {
    if (type.startsWith("int")) {
      if (low != Math.rint(low)
          || high != Math.rint(high)
          || (step != null && step != Math.rint(step))) {
        throw new IllegalArgumentException(at + ": an int range needs integer low, high and step");
      }
      return new Dimension.IntRange(
          name,
          (long) low,
          (long) high,
          step == null ? 1 : step.longValue(),
          log || type.endsWith("_log"));
    }
    return new Dimension.FloatRange(name, low, high, step, log || type.endsWith("_log"));
  }

  private static double number(JsonObject o, String key, String alias, DocumentPath at) {
    JsonValue v =
        o.get(key)
            .or(() -> o.get(alias))
            .orElseThrow(
                () ->
                    new IllegalArgumentException(
                        at + ": a range needs '" + key + "' (or '" + alias + "')"));
    if (!v.isNumber()) {
      throw new IllegalArgumentException(at.key(key) + ": must be a number, was " + v);
    }
    return v.asDouble();
  }
}
