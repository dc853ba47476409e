package org.spectraflow.engine.run;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.spectraflow.engine.operators.ModelOperator;
import org.spectraflow.engine.operators.Operator;
import org.spectraflow.engine.operators.OperatorFactory;
import org.spectraflow.engine.operators.SplitterOperator;
import org.spectraflow.engine.operators.TransformOperator;
import org.spectraflow.engine.pipeline.DocumentPath;
import org.spectraflow.engine.json.JsonArray;
import org.spectraflow.engine.json.JsonObject;
import org.spectraflow.engine.json.JsonValue;
import org.spectraflow.engine.pipeline.OperatorRegistry;
import org.spectraflow.engine.pipeline.OperatorSpec;

/**
 * Turns an operator reference of a document into a configured engine operator: resolves the
 * reference through the registry, converts the JSON parameters and builds it with
 * {@link OperatorFactory}. Every error names the document path.
 */
final class OperatorResolver {

  private final OperatorRegistry registry;

  OperatorResolver(OperatorRegistry registry) {
    this.registry = registry;
  }

  /** The registry entry of {@code op}, or an error naming it and where it is. */
  OperatorSpec spec(org.spectraflow.engine.pipeline.Operator op, DocumentPath where) {
    return registry.resolve(op).orElseThrow(() -> new IllegalArgumentException(
        registry.unsupportedMessage(op.reference().orElse(String.valueOf(op.node())), where)));
  }

  /** True when {@code reference} names a supported operator. */
  boolean knows(String reference) {
    return registry.resolve(reference).isPresent();
  }

  /** The configured operator, or an error naming the path and the bad parameter. */
  Operator create(org.spectraflow.engine.pipeline.Operator op, DocumentPath where) {
    OperatorSpec spec = spec(op, where);
    try {
      return OperatorFactory.create(spec.className(), params(op.params()));
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException(where + ": " + e.getMessage(), e);
    }
  }

  TransformOperator transform(org.spectraflow.engine.pipeline.Operator op, DocumentPath where) {
    return as(TransformOperator.class, "a transformer", op, where);
  }

  ModelOperator model(org.spectraflow.engine.pipeline.Operator op, DocumentPath where) {
    return as(ModelOperator.class, "a model", op, where);
  }

  SplitterOperator splitter(org.spectraflow.engine.pipeline.Operator op, DocumentPath where) {
    return as(SplitterOperator.class, "a splitter", op, where);
  }

  private <T extends Operator> T as(Class<T> kind, String what,
      org.spectraflow.engine.pipeline.Operator op, DocumentPath where) {
    Operator built = create(op, where);
    if (!kind.isInstance(built)) {
      throw new IllegalArgumentException(where + ": " + built.className() + " is not " + what);
    }
    return kind.cast(built);
  }

  /** JSON parameters as the plain Java values {@link OperatorFactory} reads. */
  static Map<String, Object> params(JsonObject params) {
    Map<String, Object> out = new LinkedHashMap<>();
    params.members().forEach((k, v) -> out.put(k, java(v)));
    return out;
  }

  private static Object java(JsonValue v) {
    return switch (v) {
      case JsonValue.JsonNull n -> null;
      case JsonValue.JsonBool b -> b.value();
      case JsonValue.JsonInt i -> i.value().bitLength() < 63 ? (Object) i.value().longValue()
          : (BigInteger) i.value();
      case JsonValue.JsonFloat f -> f.value();
      case JsonValue.JsonString s -> s.value();
      case JsonArray a -> {
        List<Object> items = new ArrayList<>();
        a.items().forEach(item -> items.add(java(item)));
        yield items;
      }
      case JsonObject o -> params(o);
    };
  }
}
