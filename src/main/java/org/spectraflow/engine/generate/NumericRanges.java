package org.spectraflow.engine.generate;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.RoundingMode;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import org.spectraflow.engine.json.JsonArray;
import org.spectraflow.engine.json.JsonObject;
import org.spectraflow.engine.json.JsonValue;

/**
 * {@code _range_} and {@code _log_range_} values (docs/pipeline-language.md §2.4): inclusive
 * integer ranges, float ranges by repeated addition with 10-decimal rounding, and log-spaced
 * values; plus their exact sizes without enumeration.
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
    if (!(spec instanceof JsonObject o) || !o.has("from") || !o.has("to")) {
      throw new IllegalArgumentException(
          "_range_ must be [from, to, step] or {\"from\": ..., \"to\": ..., \"step\": ...}, got "
              + spec);
    }
    return List.of(
        o.get("from").orElseThrow(),
        o.get("to").orElseThrow(),
        o.get("step").orElse(JsonValue.integer(1)));
  }

  private static boolean integral(List<JsonValue> parts) {
    return parts.stream().allMatch(p -> p instanceof JsonValue.JsonInt);
  }

  private static BigInteger big(JsonValue v) {
    return ((JsonValue.JsonInt) v).value();
  }

  /**
   * The values of a {@code _range_}, lazily; integer ranges are indexed (no enumeration to sample).
   */
  static Seq range(JsonValue spec) {
    List<JsonValue> p = rangeParts(spec);
    if (integral(p)) {
      BigInteger from = big(p.get(0));
      BigInteger step = big(p.get(2));
      BigInteger n = rangeSize(spec);
      if (n.bitLength() < Long.SIZE) {
        return new IntRange(from, step, n.longValueExact());
      }
      return () ->
          new Iterator<>() {
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
    double from = p.get(0).asDouble();
    double to = p.get(1).asDouble();
    double step = p.get(2).asDouble();
    return () -> new FloatRange(from, to, step);
  }

  /** An inclusive integer range {@code from + i * step}, {@code 0 <= i < size}. */
  private record IntRange(BigInteger from, BigInteger step, long size) implements IndexedSeq {
    @Override
    public JsonValue get(long index) {
      return new JsonValue.JsonInt(from.add(step.multiply(BigInteger.valueOf(index))));
    }
  }

  /**
   * A float range by repeated addition (spec: accumulate while within 1e-10 of {@code to}), lazily.
   * A step too small to change the running value (below one ulp) would loop forever: it is refused
   * with the value at which the range stalls.
   */
  private static final class FloatRange implements Iterator<JsonValue> {
    private final double to;
    private final double step;
    private double current;

    FloatRange(double from, double to, double step) {
      this.current = from;
      this.to = to;
      this.step = step;
    }

    @Override
    public boolean hasNext() {
      return step > 0 ? current <= to + EPS : current >= to - EPS;
    }

    @Override
    public JsonValue next() {
      if (!hasNext()) {
        throw new NoSuchElementException();
      }
      JsonValue v = new JsonValue.JsonFloat(round10(current));
      double next = current + step;
      if (next == current) {
        throw new IllegalArgumentException(
            "_range_ step "
                + step
                + " is below the precision of the values"
                + " at "
                + current
                + " (adding it changes nothing), so the range would never end; use a larger"
                + " step or an integer _range_ scaled in the operator");
      }
      current = next;
      return v;
    }
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
    double estimate =
        Math.floor((step > 0 ? to + EPS - from : from - (to - EPS)) / Math.abs(step)) + 1;
    if (estimate <= 0) {
      return BigInteger.ZERO;
    }
    if (estimate <= SIMULATE_UP_TO) {
      long n = 0;
      for (Iterator<JsonValue> it = new FloatRange(from, to, step); it.hasNext(); it.next()) {
        n++;
      }
      return BigInteger.valueOf(n);
    }
    return new BigDecimal(estimate).toBigInteger();
  }

  /**
   * The values of a {@code _log_range_}, indexed: {@code num} may be huge when {@code count} caps
   * it.
   */
  static IndexedSeq logRange(JsonValue spec) {
    double[] p = logParts(spec);
    long num = logRangeSize(spec).longValue();
    JsonValue first =
        spec instanceof JsonArray a ? a.get(0) : ((JsonObject) spec).get("from").orElseThrow();
    double base = p[3];
    double lo = Math.log(p[0]) / Math.log(base);
    double hi = Math.log(p[1]) / Math.log(base);
    double step = num > 1 ? (hi - lo) / (num - 1) : 0;
    return new IndexedSeq() {
      @Override
      public long size() {
        return num;
      }

      @Override
      public JsonValue get(long i) {
        return num == 1 ? first : new JsonValue.JsonFloat(round10(Math.pow(base, lo + i * step)));
      }
    };
  }

  /**
   * The number of values of a {@code _log_range_} ({@code num}, 0 when below 1, at most 2^63-1).
   */
  static BigInteger logRangeSize(JsonValue spec) {
    JsonValue num =
        spec instanceof JsonArray a
            ? (a.size() > 2 ? a.get(2) : JsonValue.integer(10))
            : ((JsonObject) spec).get("num").orElse(JsonValue.integer(10));
    BigInteger n =
        num instanceof JsonValue.JsonInt i ? i.value() : BigInteger.valueOf((long) num.asDouble());
    return n.signum() < 0 ? BigInteger.ZERO : n.min(BigInteger.valueOf(Long.MAX_VALUE));
  }

  private static double[] logParts(JsonValue spec) {
    if (spec instanceof JsonArray a) {
      return new double[] {
        a.get(0).asDouble(), a.get(1).asDouble(), a.size() > 2 ? a.get(2).asDouble() : 10, 10
      };
    }
    JsonObject o = (JsonObject) spec;
    return new double[] {
      o.get("from").orElseThrow().asDouble(),
      o.get("to").orElseThrow().asDouble(),
      o.get("num").map(JsonValue::asDouble).orElse(10.0),
      o.get("base").map(JsonValue::asDouble).orElse(10.0)
    };
  }
}
