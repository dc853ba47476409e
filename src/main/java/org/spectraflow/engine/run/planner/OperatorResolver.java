package org.spectraflow.engine.run.planner;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.spectraflow.engine.catalogue.OperatorRegistry;
import org.spectraflow.engine.catalogue.OperatorSpec;
import org.spectraflow.engine.catalogue.ParamBounds;
import org.spectraflow.engine.catalogue.ParamProblem;
import org.spectraflow.engine.json.JsonArray;
import org.spectraflow.engine.json.JsonObject;
import org.spectraflow.engine.json.JsonValue;
import org.spectraflow.engine.operators.ConfiguredOperator;
import org.spectraflow.engine.operators.ModelOperator;
import org.spectraflow.engine.operators.Params;
import org.spectraflow.engine.operators.SplitterOperator;
import org.spectraflow.engine.operators.TransformOperator;
import org.spectraflow.engine.pipeline.DocumentPath;
import org.spectraflow.engine.pipeline.Operator;

/**
 * Turns an operator reference of a document into a configured engine operator: resolves the
 * reference through the catalogue, refuses values above the declared limits before anything is
 * built, converts the JSON parameters and builds it with the operator's declared builder, then
 * checks the declared bounds. Every error names the document path.
 */
public final class OperatorResolver {

  private final OperatorRegistry registry;

  public OperatorResolver(OperatorRegistry registry) {
    this.registry = registry;
  }

  /** The registry entry of {@code op}, or an error naming it and where it is. */
  public OperatorSpec spec(Operator op, DocumentPath where) {
    return registry
        .resolve(op)
        .orElseThrow(
            () ->
                new IllegalArgumentException(
                    registry.unsupportedMessage(
                        op.reference().orElse(String.valueOf(op.node())), where)));
  }

  /** The class names of the catalogue's y-transforms (exact inverses), sorted and joined. */
  String targetTransformNames() {
    return registry.all().stream()
        .filter(s -> s.kind() == OperatorSpec.Kind.Y_TRANSFORM)
        .map(OperatorSpec::className)
        .sorted()
        .distinct()
        .collect(Collectors.joining(", "));
  }

  /** True when {@code reference} names a supported operator. */
  public boolean knows(String reference) {
    return registry.resolve(reference).isPresent();
  }

  /** The configured operator, or an error naming the path and the bad parameter. */
  public ConfiguredOperator create(Operator op, DocumentPath where) {
    OperatorSpec spec = spec(op, where);
    require(spec, ParamBounds.aboveMaximum(spec, op.params()), where);
    ConfiguredOperator built;
    try {
      built = spec.builder().build(Params.of(spec.className(), params(op.params())));
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException(where + ": " + e.getMessage(), e);
    }
    require(spec, ParamBounds.outOfBounds(spec, op.params()), where);
    return built;
  }

  public TransformOperator transform(Operator op, DocumentPath where) {
    return as(TransformOperator.class, "a transformer", op, where);
  }

  public ModelOperator model(Operator op, DocumentPath where) {
    return as(ModelOperator.class, "a model", op, where);
  }

  public SplitterOperator splitter(Operator op, DocumentPath where) {
    return as(SplitterOperator.class, "a splitter", op, where);
  }

  /** Throws for the first problem: {@code path.params.name: Op.name = value: problem; advice}. */
  static void require(OperatorSpec spec, List<ParamProblem> problems, DocumentPath where) {
    if (!problems.isEmpty()) {
      throw new IllegalArgumentException(message(spec, problems.get(0), where));
    }
  }

  /** {@code path.params.name: Op.name = value: problem; advice}. */
  public static String message(OperatorSpec spec, ParamProblem p, DocumentPath where) {
    return where.key("params").key(p.param()) + ": " + p.describeWithAdvice(spec.className());
  }

  private <T extends ConfiguredOperator> T as(
      Class<T> kind, String what, Operator op, DocumentPath where) {
    ConfiguredOperator built = create(op, where);
    if (!kind.isInstance(built)) {
      throw new IllegalArgumentException(where + ": " + built.className() + " is not " + what);
    }
    return kind.cast(built);
  }

  /** JSON parameters as the plain Java values the operators' builders read. */
  static Map<String, Object> params(JsonObject params) {
    Map<String, Object> out = new LinkedHashMap<>();
    params.members().forEach((k, v) -> out.put(k, java(v)));
    return out;
  }

  private static Object java(JsonValue v) {
    return switch (v) {
      case JsonValue.JsonNull n -> null;
      case JsonValue.JsonBool b -> b.value();
      case JsonValue.JsonInt i ->
          i.value().bitLength() < 63 ? (Object) i.value().longValue() : (BigInteger) i.value();
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
