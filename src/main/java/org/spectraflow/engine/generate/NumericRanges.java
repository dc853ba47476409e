package org.spectraflow.engine.generate;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import org.spectraflow.engine.json.JsonArray;
import org.spectraflow.engine.json.JsonObject;
import org.spectraflow.engine.json.JsonValue;

/**
 * {@code _range_} and {@code _log_range_} values (spec §2.4): inclusive integer ranges, float
 * ranges by repeated addition with 10-decimal rounding, and log-spaced values; plus their
 * exact sizes without enumeration.
 */
final class NumericRanges {

  private static final double EPS = 1e-10;
  private static final long SIMULATE_UP_TO = 10_000_000L;

  private NumericRanges() {}

  /** Python's {@code round(x, 10)} (exact value, half-even). */
  static double round10(double x) {
    if (Double.isNaN(x) || Double.isInfinite(x)) {
      return x;
    }
    return new BigDecimal(x).setScale(10, RoundingMode.HALF_EVEN).doubleValue();
  }

  /** (from, to, step) of a {@code _range_} value. */
  static List<JsonValue> rangeParts(JsonValue spec) {
    if (spec instanceof JsonArray a) {
      return List.of(a.get(0), a.get(1), a.size() > 2 ? a.get(2) : JsonValue.integer(1));
    }
    JsonObject o = (JsonObject) spec;
    return List.of(o.get("from").orElseThrow(), o.get("to").orElseThrow(), o.get("step").orElse(JsonValue.integer(1)));
  }

  private static boolean integral(List<JsonValue> parts) {
    return parts.stream().allMatch(p -> p instanceof JsonValue.JsonInt);
  }

  private static BigInteger big(JsonValue v) {
    return ((JsonValue.JsonInt) v).value();
  }

  /** The values of a {@code _range_}, lazily. */
  static Seq range(JsonValue spec) {
    List<JsonValue> p = rangeParts(spec);
    if (integral(p)) {
      BigInteger from = big(p.get(0));
      BigInteger step = big(p.get(2));
      BigInteger n = rangeSize(spec);
      return () -> new Iterator<>() {
        private BigInteger i = BigInteger.ZERO;

        @Override
        public boolean hasNext() {
          return i.compareTo(n) < 0;
        }

        @Override
        public JsonValue next() {
          if (!hasNext()) {
            throw new NoSuchElementException();
          }
          JsonValue v = new JsonValue.JsonInt(from.add(step.multiply(i)));
          i = i.add(BigInteger.ONE);
          return v;
        }
      };
    }
    return () -> floatRange(p.get(0).asDouble(), p.get(1).asDouble(), p.get(2).asDouble()).iterator();
  }

  private static List<JsonValue> floatRange(double from, double to, double step) {
    List<JsonValue> out = new ArrayList<>();
    double current = from;
    while (step > 0 ? current <= to + EPS : current >= to - EPS) {
      out.add(new JsonValue.JsonFloat(round10(current)));
      current += step;
    }
    return out;
  }

  /** The number of values of a {@code _range_}. */
  static BigInteger rangeSize(JsonValue spec) {
    List<JsonValue> p = rangeParts(spec);
    if (integral(p)) {
      BigInteger from = big(p.get(0));
      BigInteger to = big(p.get(1));
      BigInteger step = big(p.get(2));
      BigInteger span = step.signum() > 0 ? to.subtract(from) : from.subtract(to);
      return span.signum() < 0 ? BigInteger.ZERO : span.divide(step.abs()).add(BigInteger.ONE);
    }
    double from = p.get(0).asDouble();
    double to = p.get(1).asDouble();
    double step = p.get(2).asDouble();
    double estimate = Math.floor((step > 0 ? to + EPS - from : from - (to - EPS)) / Math.abs(step)) + 1;
    if (estimate <= 0) {
      return BigInteger.ZERO;
    }
    if (estimate <= SIMULATE_UP_TO) {
      return BigInteger.valueOf(floatRange(from, to, step).size());
    }
    return new BigDecimal(estimate).toBigInteger();
  }

  /** The values of a {@code _log_range_}. */
  static List<JsonValue> logRange(JsonValue spec) {
    double[] p = logParts(spec);
    int num = (int) p[2];
    List<JsonValue> out = new ArrayList<>();
    if (num < 1) {
      return out;
    }
    if (num == 1) {
      out.add(spec instanceof JsonArray a ? a.get(0) : ((JsonObject) spec).get("from").orElseThrow());
      return out;
    }
    double base = p[3];
    double lo = Math.log(p[0]) / Math.log(base);
    double hi = Math.log(p[1]) / Math.log(base);
    double step = (hi - lo) / (num - 1);
    for (int i = 0; i < num; i++) {
      out.add(new JsonValue.JsonFloat(round10(Math.pow(base, lo + i * step))));
    }
    return out;
  }

  /** The number of values of a {@code _log_range_}. */
  static BigInteger logRangeSize(JsonValue spec) {
    return BigInteger.valueOf(Math.max(0, (long) logParts(spec)[2]));
  }

  private static double[] logParts(JsonValue spec) {
    if (spec instanceof JsonArray a) {
      return new double[] {a.get(0).asDouble(), a.get(1).asDouble(), a.size() > 2 ? a.get(2).asDouble() : 10, 10};
    }
    JsonObject o = (JsonObject) spec;
    return new double[] {o.get("from").orElseThrow().asDouble(), o.get("to").orElseThrow().asDouble(),
        o.get("num").map(JsonValue::asDouble).orElse(10.0), o.get("base").map(JsonValue::asDouble).orElse(10.0)};
  }
}
