package org.spectraflow.engine.operators;

import java.math.BigDecimal;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/** Python-style rendering of parameter values for labels (pipeline-dsl §5.2). */
final class PyRepr {

  private PyRepr() {}

  static String of(Object v, boolean shorten) {
    return switch (v) {
      case null -> "None";
      case Boolean b -> b ? "True" : "False";
      case Double d -> ofDouble(d);
      case Float f -> ofDouble(f);
      case Number n -> Long.toString(n.longValue());
      case String s -> ofString(s, shorten);
      case List<?> l -> ofList(l, shorten);
      case Map<?, ?> m -> "{" + m.size() + " keys}";
      default -> "<" + v.getClass().getSimpleName() + ">";
    };
  }

  private static String ofString(String s, boolean shorten) {
    String body = shorten && s.length() >= 20 ? s.substring(0, 17) + "..." : s;
    return "'" + body + "'";
  }

  private static String ofList(List<?> l, boolean shorten) {
    if (shorten && l.size() > 5) {
      return "[" + l.size() + " items]";
    }
    return l.stream().map(x -> of(x, shorten)).collect(Collectors.joining(", ", "[", "]"));
  }

  /** Python's {@code repr(float)}: shortest round-trip digits, exponent outside [1e-4, 1e16). */
  static String ofDouble(double d) {
    if (Double.isNaN(d)) {
      return "nan";
    }
    if (Double.isInfinite(d)) {
      return d > 0 ? "inf" : "-inf";
    }
    if (d == 0) {
      return (1 / d < 0) ? "-0.0" : "0.0";
    }
    BigDecimal shortest = new BigDecimal(Double.toString(d)).stripTrailingZeros();
    int exponent = shortest.precision() - shortest.scale() - 1;
    if (exponent < -4 || exponent >= 16) {
      String digits = shortest.unscaledValue().abs().toString();
      String mant = digits.length() > 1 ? digits.charAt(0) + "." + digits.substring(1) : digits;
      String sign = d < 0 ? "-" : "";
      return sign + mant + "e" + (exponent < 0 ? "-" : "+") + String.format("%02d", Math.abs(exponent));
    }
    String plain = shortest.toPlainString();
    return plain.contains(".") ? plain : plain + ".0";
  }
}
