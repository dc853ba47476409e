package org.spectraflow.engine.tune;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.spectraflow.engine.json.JsonArray;
import org.spectraflow.engine.json.JsonObject;
import org.spectraflow.engine.json.JsonValue;

/**
 * JSON values as the plain Java values operators read (Long, Double, Boolean, String, null, lists).
 */
final class Values {

  private Values() {}

  static Object java(JsonValue v) {
    return switch (v) {
      case JsonValue.JsonNull n -> null;
      case JsonValue.JsonBool b -> b.value();
      case JsonValue.JsonInt i -> i.value().longValue();
      case JsonValue.JsonFloat f -> f.value();
      case JsonValue.JsonString s -> s.value();
      case JsonArray a -> javaList(a);
      case JsonObject o -> {
        Map<String, Object> m = new LinkedHashMap<>();
        o.members().forEach((k, x) -> m.put(k, java(x)));
        yield m;
      }
    };
  }

  static List<Object> javaList(JsonArray a) {
    List<Object> out = new ArrayList<>();
    a.items().forEach(item -> out.add(java(item)));
    return out;
  }
}
