package org.spectraflow.engine.model.file;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.spectraflow.engine.operators.FittedState;

/**
 * A {@link FittedState} and an operator's parameters as manifest JSON (docs/model-file.md,
 * "States"): {@code kind}, {@code numbers} (JSON numbers, or the strings {@code "NaN"}, {@code
 * "Infinity"}, {@code "-Infinity"}), {@code texts}, and {@code vectors}/{@code matrices} naming
 * their array entries. Numbers round-trip exactly (shortest repr). Stateless.
 */
final class StateJson {

  private StateJson() {}

  /** {@code state} as JSON, its arrays added to {@code arrays}. */
  static ObjectNode write(FittedState state, ArrayTable arrays) {
    ObjectNode n = JsonNodeFactory.instance.objectNode();
    n.put("kind", state.kind());
    ObjectNode numbers = n.putObject("numbers");
    state.numbers().forEach((k, v) -> numbers.set(k, number(v)));
    ObjectNode texts = n.putObject("texts");
    state.texts().forEach(texts::put);
    ObjectNode vectors = n.putObject("vectors");
    state.vectors().forEach((k, v) -> vectors.put(k, arrays.add(v)));
    ObjectNode matrices = n.putObject("matrices");
    state.matrices().forEach((k, v) -> matrices.put(k, arrays.add(v)));
    return n;
  }

  /** The state {@code n} describes, its arrays read from {@code arrays}. */
  static FittedState read(JsonNode n, ArrayTable arrays, String where) {
    if (n == null || !n.isObject() || !n.path("kind").isTextual()) {
      throw new ModelFileException(where + " has no state with a kind");
    }
    Map<String, Double> numbers = new LinkedHashMap<>();
    fields(n.get("numbers")).forEach((k, v) -> numbers.put(k, number(v, where + "." + k)));
    Map<String, String> texts = new LinkedHashMap<>();
    fields(n.get("texts")).forEach((k, v) -> texts.put(k, v.asText()));
    Map<String, double[]> vectors = new LinkedHashMap<>();
    fields(n.get("vectors")).forEach((k, v) -> vectors.put(k, arrays.vector(v.asText())));
    Map<String, double[][]> matrices = new LinkedHashMap<>();
    fields(n.get("matrices")).forEach((k, v) -> matrices.put(k, arrays.matrix(v.asText())));
    return new FittedState(n.get("kind").asText(), numbers, texts, vectors, matrices);
  }

  /** A double as JSON: a number when finite, else {@code "NaN"}, {@code "Infinity"}... */
  static JsonNode number(double v) {
    return Double.isFinite(v)
        ? JsonNodeFactory.instance.numberNode(v)
        : JsonNodeFactory.instance.textNode(Double.toString(v));
  }

  /** The double {@code v} holds (a number, or a non-finite value's name). */
  static double number(JsonNode v, String where) {
    if (v != null && v.isNumber()) {
      return v.doubleValue();
    }
    if (v != null && v.isTextual()) {
      switch (v.asText()) {
        case "NaN":
          return Double.NaN;
        case "Infinity":
          return Double.POSITIVE_INFINITY;
        case "-Infinity":
          return Double.NEGATIVE_INFINITY;
        default:
          break;
      }
    }
    throw new ModelFileException(where + " is not a number");
  }

  /** Operator parameters as JSON: integers, floats, booleans, strings, null and lists. */
  static ObjectNode params(Map<String, Object> params) {
    ObjectNode n = JsonNodeFactory.instance.objectNode();
    params.forEach((k, v) -> n.set(k, value(v)));
    return n;
  }

  private static JsonNode value(Object v) {
    JsonNodeFactory f = JsonNodeFactory.instance;
    return switch (v) {
      case null -> f.nullNode();
      case Boolean b -> f.booleanNode(b);
      case Double d -> number(d);
      case Long l -> f.numberNode(l);
      case Integer i -> f.numberNode(i.longValue());
      case String s -> f.textNode(s);
      case List<?> l -> {
        ArrayNode a = f.arrayNode();
        l.forEach(x -> a.add(value(x)));
        yield a;
      }
      default -> throw new ModelFileException("a parameter value " + v + " cannot be written");
    };
  }

  /** The parameters {@code n} holds, integers as Long and floats as Double. */
  static Map<String, Object> params(JsonNode n, String where) {
    Map<String, Object> out = new LinkedHashMap<>();
    fields(n).forEach((k, v) -> out.put(k, value(v, where + "." + k)));
    return out;
  }

  private static Object value(JsonNode v, String where) {
    if (v.isNull()) {
      return null;
    }
    if (v.isBoolean()) {
      return v.booleanValue();
    }
    if (v.isIntegralNumber()) {
      return v.longValue();
    }
    if (v.isNumber()) {
      return v.doubleValue();
    }
    if (v.isTextual()) {
      return v.asText();
    }
    if (v.isArray()) {
      List<Object> items = new ArrayList<>();
      v.forEach(x -> items.add(value(x, where)));
      return items;
    }
    throw new ModelFileException(where + " is not a parameter value");
  }

  private static Map<String, JsonNode> fields(JsonNode n) {
    Map<String, JsonNode> out = new LinkedHashMap<>();
    if (n != null && n.isObject()) {
      for (Iterator<Map.Entry<String, JsonNode>> it = n.fields(); it.hasNext(); ) {
        Map.Entry<String, JsonNode> e = it.next();
        out.put(e.getKey(), e.getValue());
      }
    }
    return out;
  }
}
