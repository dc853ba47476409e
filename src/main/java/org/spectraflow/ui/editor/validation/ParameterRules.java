package org.spectraflow.ui.editor.validation;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.spectraflow.engine.pipeline.GeneratorSyntax;
import org.spectraflow.engine.json.JsonArray;
import org.spectraflow.engine.json.JsonValue;
import org.spectraflow.engine.pipeline.Operator;
import org.spectraflow.engine.pipeline.OperatorSpec;
import org.spectraflow.engine.pipeline.ParamSpec;
import org.spectraflow.engine.json.PythonJson;

/**
 * Checks the parameters written on one operator against its {@link ParamSpec}s: type, range,
 * choices, and the Savitzky-Golay window rule (odd and greater than the polynomial order).
 * Swept (generator) values are left to expansion.
 */
final class ParameterRules {

  private ParameterRules() {}

  /** Messages for every invalid parameter of {@code op}. */
  static List<String> check(Operator op, OperatorSpec spec) {
    List<String> out = new ArrayList<>();
    op.params().members().forEach((name, value) -> {
      if (!GeneratorSyntax.containsGenerator(value)) {
        spec.param(name).flatMap(p -> problem(p, value))
            .ifPresent(m -> out.add(spec.className() + "." + name + " = " + PythonJson.displayRepr(value) + ": " + m));
      }
    });
    if (spec.className().equals("SavitzkyGolay")) {
      savitzkyGolay(op, spec).ifPresent(out::add);
    }
    return out;
  }

  /** What is wrong with one value, if anything. */
  static Optional<String> problem(ParamSpec p, JsonValue v) {
    boolean isNull = v instanceof JsonValue.JsonNull;
    return switch (p.type()) {
      case INT -> v instanceof JsonValue.JsonInt ? range(p, v) : Optional.of("must be an integer" + bounds(p));
      case INT_OR_NULL -> isNull ? Optional.empty() : v instanceof JsonValue.JsonInt ? range(p, v) : Optional.of("must be an integer or None" + bounds(p));
      case FLOAT -> v.isNumber() ? range(p, v) : Optional.of("must be a number" + bounds(p));
      case FLOAT_OR_INT_OR_NULL -> isNull ? Optional.empty() : v.isNumber() ? range(p, v) : Optional.of("must be a number or None");
      case BOOL -> v instanceof JsonValue.JsonBool ? Optional.empty() : Optional.of("must be True or False");
      case CHOICE -> p.choices().contains(v) ? Optional.empty()
          : Optional.of("must be one of " + p.choices().stream().map(PythonJson::displayRepr).toList());
      case PAIR -> v instanceof JsonArray a && a.size() == 2 && a.get(0).isNumber() && a.get(1).isNumber()
          ? Optional.empty() : Optional.of("must be a pair of numbers [a, b]");
    };
  }

  private static Optional<String> range(ParamSpec p, JsonValue v) {
    double d = v.asDouble();
    boolean low = p.minimum().map(min -> d < min).orElse(false);
    boolean high = p.maximum().map(max -> d > max).orElse(false);
    return low || high ? Optional.of("out of range, valid" + bounds(p)) : Optional.empty();
  }

  private static String bounds(ParamSpec p) {
    String min = p.minimum().map(m -> " >= " + number(m)).orElse("");
    String max = p.maximum().map(m -> " <= " + number(m)).orElse("");
    return min.isEmpty() && max.isEmpty() ? "" : min + (min.isEmpty() || max.isEmpty() ? "" : " and") + max;
  }

  private static String number(double d) {
    return d == Math.rint(d) ? Long.toString((long) d) : Double.toString(d);
  }

  private static Optional<String> savitzkyGolay(Operator op, OperatorSpec spec) {
    JsonValue window = value(op, spec, "window_length");
    JsonValue order = value(op, spec, "polyorder");
    if (!(window instanceof JsonValue.JsonInt w) || !(order instanceof JsonValue.JsonInt o)) {
      return Optional.empty();
    }
    int wl = w.value().intValue();
    int po = o.value().intValue();
    if (wl % 2 == 0) {
      return Optional.of("SavitzkyGolay.window_length = " + wl + ": must be odd (try " + (wl + 1) + ")");
    }
    return wl <= po ? Optional.of("SavitzkyGolay.window_length = " + wl + ": must be greater than polyorder = " + po) : Optional.empty();
  }

  private static JsonValue value(Operator op, OperatorSpec spec, String name) {
    return op.params().get(name).orElseGet(() -> spec.param(name).map(ParamSpec::defaultValue).orElse(JsonValue.NULL));
  }
}
