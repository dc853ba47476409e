package org.spectraflow.engine.operators;

import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.spectraflow.engine.text.Closest;
import org.spectraflow.engine.text.PythonRepr;
import org.spectraflow.engine.text.UserText;

/**
 * Reads an operator's parameters from parsed JSON (Integer, Long, Double, Boolean, String, List or
 * null), applies nirs4all/sklearn defaults and records the non-default ones.
 *
 * <p>Single use and not thread-safe: read every parameter, then call {@link #config()}, which
 * rejects parameters the operator does not know. Every error names operator, parameter, value.
 */
public final class Params {

  private final String operator;
  private final Map<String, Object> raw;
  private final Set<String> read = new HashSet<>();
  private final TreeMap<String, Object> nonDefault = new TreeMap<>();

  private Params(String operator, Map<String, Object> raw) {
    this.operator = operator;
    this.raw = raw == null ? Map.of() : raw;
  }

  /** Parameters {@code raw} (null means none) of operator {@code operator}. */
  public static Params of(String operator, Map<String, Object> raw) {
    return new Params(operator, raw);
  }

  /** The operator's class name. */
  public String operator() {
    return operator;
  }

  /** An integer parameter (integral numbers only). */
  public int integer(String name, int def) {
    Integer v = optionalInteger(name, def);
    if (v == null) {
      throw invalid(name, null, "must be an integer");
    }
    return v;
  }

  /** An integer parameter that may be None; {@code def} may be null. */
  public Integer optionalInteger(String name, Integer def) {
    Object v = take(name);
    if (!present(name)) {
      return def;
    }
    Integer out = v == null ? null : asInt(name, v);
    note(name, v, !Objects.equals(out, def));
    return out;
  }

  /** {@code random_state}: None (null), or an integer in [0, 2³²) as numpy's RandomState takes. */
  public Long randomState() {
    Object v = raw("random_state", null);
    if (v == null) {
      return null;
    }
    if ((v instanceof Integer || v instanceof Long)
        && ((Number) v).longValue() >= 0
        && ((Number) v).longValue() <= 0xffffffffL) {
      return ((Number) v).longValue();
    }
    throw invalid("random_state", v, "must be None or an integer in [0, 2^32)");
  }

  /** A real parameter (any number). */
  public double number(String name, double def) {
    Double v = optionalNumber(name, def);
    if (v == null) {
      throw invalid(name, null, "must be a number");
    }
    return v;
  }

  /** A real parameter that may be None; {@code def} may be null. */
  public Double optionalNumber(String name, Double def) {
    Object v = take(name);
    if (!present(name)) {
      return def;
    }
    if (v != null && !(v instanceof Number)) {
      throw invalid(name, v, "must be a number");
    }
    Double out = v == null ? null : ((Number) v).doubleValue();
    note(name, v, !Objects.equals(out, def));
    return out;
  }

  /** A boolean parameter. */
  public boolean flag(String name, boolean def) {
    Object v = take(name);
    if (!present(name)) {
      return def;
    }
    if (!(v instanceof Boolean b)) {
      throw invalid(name, v, "must be true or false");
    }
    note(name, v, b != def);
    return b;
  }

  /** A string parameter; {@code def} may be null. */
  public String string(String name, String def) {
    Object v = take(name);
    if (!present(name)) {
      return def;
    }
    if (v != null && !(v instanceof String)) {
      throw invalid(name, v, "must be a string");
    }
    note(name, v, !Objects.equals(v, def));
    return (String) v;
  }

  /** A raw parameter value (e.g. int-or-list, int-or-float), null when absent. */
  public Object raw(String name, Object def) {
    Object v = take(name);
    if (!present(name)) {
      return def;
    }
    note(name, v, !sameValue(v, def));
    return v;
  }

  /** An error naming operator, parameter and value: "Op: name rule, was value". */
  public IllegalArgumentException invalid(String name, Object value, String rule) {
    return new IllegalArgumentException(
        operator
            + ": "
            + name
            + " "
            + rule
            + ", was "
            + UserText.show(PythonRepr.ofValue(value, false)));
  }

  /** The operator's identity; throws for any parameter that was never read (unknown). */
  public OperatorConfig config() {
    for (String k : raw.keySet()) {
      if (!read.contains(k)) {
        throw new IllegalArgumentException(
            operator
                + ": unknown parameter "
                + UserText.quote(k)
                + Closest.hint(k, read)
                + " (value "
                + UserText.show(PythonRepr.ofValue(raw.get(k), false))
                + "); known parameters: "
                + new TreeSet<>(read));
      }
    }
    return new OperatorConfig(operator, nonDefault);
  }

  private Object take(String name) {
    read.add(name);
    return raw.get(name);
  }

  private boolean present(String name) {
    return raw.containsKey(name);
  }

  private void note(String name, Object v, boolean differs) {
    if (differs) {
      nonDefault.put(name, v);
    }
  }

  private int asInt(String name, Object v) {
    if (v instanceof Integer || v instanceof Long || v instanceof Short) {
      long l = ((Number) v).longValue();
      if (l == (int) l) {
        return (int) l;
      }
    }
    throw invalid(name, v, "must be an integer");
  }

  private static boolean sameValue(Object a, Object b) {
    if (a instanceof Number x && b instanceof Number y) {
      return x.doubleValue() == y.doubleValue();
    }
    if (a instanceof List<?> x && b instanceof List<?> y && x.size() == y.size()) {
      for (int i = 0; i < x.size(); i++) {
        if (!sameValue(x.get(i), y.get(i))) {
          return false;
        }
      }
      return true;
    }
    return Objects.equals(a, b);
  }
}
