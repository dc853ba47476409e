package org.spectraflow.engine.generate;

import java.math.BigInteger;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.spectraflow.engine.json.JsonArray;
import org.spectraflow.engine.json.JsonObject;
import org.spectraflow.engine.json.JsonValue;

/**
 * {@code _sample_} draws (docs/pipeline-language.md §2.4) with CPython's {@code
 * random.Random(seed)}: uniform, log-uniform, normal/gaussian and choice; numbers rounded to 10
 * decimals, duplicates kept.
 */
final class Sampling {

  private static final SecureRandom ENTROPY = new SecureRandom();

  private Sampling() {}

  /** The number of draws: {@code num} (default 10), capped by a positive {@code count}. */
  static long size(JsonObject spec, long count) {
    long num = spec.get("num").map(v -> (long) v.asDouble()).orElse(10L);
    return Math.max(0, count > 0 ? Math.min(num, count) : num);
  }

  static List<JsonValue> draw(JsonObject spec, long count, Optional<BigInteger> seed) {
    PyRandom random = new PyRandom(seed.orElseGet(() -> BigInteger.valueOf(ENTROPY.nextLong())));
    String distribution = spec.get("distribution").flatMap(JsonValue::asString).orElse("uniform");
    List<JsonValue> out = new ArrayList<>();
    for (long i = 0; i < size(spec, count); i++) {
      out.add(one(distribution, spec, random));
    }
    return out;
  }

  private static JsonValue one(String distribution, JsonObject spec, PyRandom random) {
    return switch (distribution) {
      case "uniform" -> rounded(random.uniform(num(spec, "from", 0), num(spec, "to", 1)));
      case "log_uniform" ->
          rounded(
              Math.exp(
                  random.uniform(
                      Math.log(num(spec, "from", 0.001)), Math.log(num(spec, "to", 1)))));
      case "normal", "gaussian" -> rounded(random.gauss(num(spec, "mean", 0), num(spec, "std", 1)));
      case "choice" -> random.choice(((JsonArray) spec.get("values").orElseThrow()).items());
      default ->
          throw new IllegalArgumentException(
              "unknown _sample_ distribution '"
                  + distribution
                  + "'; supported: uniform, log_uniform, normal, gaussian, choice");
    };
  }

  private static double num(JsonObject spec, String key, double fallback) {
    return spec.get(key).map(JsonValue::asDouble).orElse(fallback);
  }

  private static JsonValue rounded(double v) {
    return new JsonValue.JsonFloat(NumericRanges.round10(v));
  }
}
