package org.spectraflow.engine.pipeline;

import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.spectraflow.engine.json.JsonArray;
import org.spectraflow.engine.json.JsonObject;
import org.spectraflow.engine.json.JsonValue;

/**
 * Shape checks of one generator node (docs/pipeline-language.md §2.4, §2.5); package-private helper
 * of {@link GeneratorSyntax}.
 */
final class GeneratorChecks {

  private static final Set<String> DISTRIBUTIONS =
      Set.of("uniform", "log_uniform", "normal", "gaussian", "choice");

  private GeneratorChecks() {}

  static void check(JsonObject o, DocumentPath path) {
    o.get("_or_").ifPresent(v -> requireArray(v, path.key("_or_"), "a list of choices"));
    o.get("_chain_").ifPresent(v -> requireArray(v, path.key("_chain_"), "a list of alternatives"));
    o.get("_cartesian_")
        .ifPresent(v -> requireArray(v, path.key("_cartesian_"), "a list of stages"));
    o.get("_grid_")
        .ifPresent(v -> requireObject(v, path.key("_grid_"), "an object {param: values}"));
    o.get("_zip_").ifPresent(v -> requireObject(v, path.key("_zip_"), "an object {param: values}"));
    o.get("_range_").ifPresent(v -> checkRange(v, path.key("_range_")));
    o.get("_log_range_").ifPresent(v -> checkLogRange(v, path.key("_log_range_")));
    o.get("_sample_").ifPresent(v -> checkSample(v, path.key("_sample_")));
    for (String key : List.of("pick", "arrange", "then_pick", "then_arrange")) {
      o.get(key).ifPresent(v -> checkSize(v, path.key(key)));
    }
    o.get("count").ifPresent(v -> checkCount(v, path.key("count")));
    o.get("_seed_").ifPresent(v -> requireInt(v, path.key("_seed_"), "_seed_"));
    o.get("param")
        .ifPresent(
            v -> {
              if (v.asString().isEmpty()) {
                throw new PipelineFormatException(
                    path.key("param"), "param must be a parameter name (string), got " + v);
              }
              String name = v.asString().orElseThrow();
              if (GeneratorSyntax.TRIGGERS.contains(name)) {
                throw new PipelineFormatException(
                    path.key("param"),
                    "param names the operator parameter the sweep sets, but \""
                        + name
                        + "\" is a generator keyword; write the parameter's name, e.g."
                        + " \"param\": \"n_components\"");
              }
            });
    checkPickFits(o, path);
    checkMixedOrChoices(o, path);
  }

  /**
   * A mixed _or_ (docs/pipeline-language.md §2.2 rule 3c) merges each choice into its sibling keys,
   * so choices must be objects.
   */
  private static void checkMixedOrChoices(JsonObject o, DocumentPath path) {
    if (!(o.get("_or_").orElse(null) instanceof JsonArray choices)
        || GeneratorSyntax.ALLOWED.get("_or_").containsAll(o.keys())
        || ParamSweep.normalise(o) != o) {
      return;
    }
    String top = GeneratorSyntax.strategiesIn(o).get(0);
    if (!top.equals("_or_") && GeneratorSyntax.ALLOWED.get(top).containsAll(o.keys())) {
      return;
    }
    for (int i = 0; i < choices.size(); i++) {
      if (!(choices.get(i) instanceof JsonObject)) {
        List<String> siblings =
            o.keys().stream()
                .filter(k -> !GeneratorSyntax.ALLOWED.get("_or_").contains(k))
                .toList();
        throw new PipelineFormatException(
            path.key("_or_").index(i),
            "this _or_ has sibling keys "
                + siblings
                + ", so each choice is merged into them and must be an object such as {\"class\": ...}, got "
                + choices.get(i));
      }
    }
  }

  private static void checkPickFits(JsonObject o, DocumentPath path) {
    if (!(o.get("_or_").orElse(null) instanceof JsonArray choices)) {
      return;
    }
    String key = o.has("arrange") ? "arrange" : o.has("pick") ? "pick" : null;
    if (key == null) {
      return;
    }
    JsonValue size = o.get(key).orElseThrow();
    long min =
        size instanceof JsonArray a
            ? a.get(0).asDouble() > 0 ? (long) a.get(0).asDouble() : 0
            : (long) size.asDouble();
    if (min > choices.size()) {
      throw new PipelineFormatException(
          path.key(key),
          key
              + " "
              + size
              + " is larger than the "
              + choices.size()
              + " choices of _or_, so the generator yields no variant; use at most "
              + choices.size());
    }
  }

  private static void checkRange(JsonValue v, DocumentPath path) {
    JsonValue from;
    JsonValue to;
    JsonValue step;
    if (v instanceof JsonArray a && (a.size() == 2 || a.size() == 3)) {
      from = a.get(0);
      to = a.get(1);
      step = a.size() == 3 ? a.get(2) : JsonValue.integer(1);
    } else if (v instanceof JsonObject o && o.has("from") && o.has("to")) {
      from = o.get("from").orElseThrow();
      to = o.get("to").orElseThrow();
      step = o.get("step").orElse(JsonValue.integer(1));
    } else {
      throw new PipelineFormatException(
          path,
          "_range_ expects [from, to], [from, to, step] or "
              + "{\"from\": .., \"to\": .., \"step\": ..}, got "
              + v);
    }
    for (JsonValue n : List.of(from, to, step)) {
      if (!n.isNumber()) {
        throw new PipelineFormatException(
            path, "_range_ bounds and step must be numbers, got " + v);
      }
    }
    for (JsonValue n : List.of(from, to, step)) {
      if (!Double.isFinite(n.asDouble())) {
        throw new PipelineFormatException(
            path,
            "_range_ bounds and step must be finite numbers (not NaN or"
                + " Infinity), got "
                + v
                + "; write the numbers out");
      }
    }
    if (step.asDouble() == 0) {
      throw new PipelineFormatException(path, "_range_ step must not be zero, got " + v);
    }
    boolean integral =
        from instanceof JsonValue.JsonInt
            && to instanceof JsonValue.JsonInt
            && step instanceof JsonValue.JsonInt;
    if (!integral && from.asDouble() + step.asDouble() == from.asDouble()) {
      throw new PipelineFormatException(
          path,
          "_range_ step "
              + step
              + " is below the precision of "
              + from
              + " (adding it changes nothing), so the range would never end; use a larger step");
    }
  }

  private static void checkLogRange(JsonValue v, DocumentPath path) {
    List<JsonValue> parts;
    if (v instanceof JsonArray a && (a.size() == 2 || a.size() == 3)) {
      parts = a.items();
    } else if (v instanceof JsonObject o && o.has("from") && o.has("to")) {
      parts =
          List.of(
              o.get("from").orElseThrow(),
              o.get("to").orElseThrow(),
              o.get("num").orElse(JsonValue.integer(10)),
              o.get("base").orElse(JsonValue.integer(10)));
    } else {
      throw new PipelineFormatException(
          path,
          "_log_range_ expects [from, to, num] or "
              + "{\"from\": .., \"to\": .., \"num\": .., \"base\": ..}, got "
              + v);
    }
    if (!parts.stream().allMatch(JsonValue::isNumber)) {
      throw new PipelineFormatException(path, "_log_range_ values must be numbers, got " + v);
    }
    if (!parts.stream().allMatch(n -> Double.isFinite(n.asDouble()))) {
      throw new PipelineFormatException(
          path, "_log_range_ values must be finite numbers (not NaN or Infinity)," + " got " + v);
    }
    if (parts.get(0).asDouble() <= 0 || parts.get(1).asDouble() <= 0) {
      throw new PipelineFormatException(path, "_log_range_ from and to must be > 0, got " + v);
    }
    if (parts.size() > 2 && !(parts.get(2) instanceof JsonValue.JsonInt)) {
      throw new PipelineFormatException(
          path, "_log_range_ num must be an integer, got " + parts.get(2));
    }
    if (parts.size() > 3 && (parts.get(3).asDouble() <= 0 || parts.get(3).asDouble() == 1)) {
      throw new PipelineFormatException(
          path.key("base"), "_log_range_ base must be > 0 and not 1, got " + parts.get(3));
    }
  }

  private static void checkSample(JsonValue v, DocumentPath path) {
    JsonObject o = requireObject(v, path, "{\"distribution\": .., \"num\": .., ...}");
    String d = o.get("distribution").flatMap(JsonValue::asString).orElse("uniform");
    if (!DISTRIBUTIONS.contains(d)) {
      throw new PipelineFormatException(
          path.key("distribution"),
          "unknown distribution '" + d + "'; valid: " + new TreeSet<>(DISTRIBUTIONS));
    }
    o.get("num")
        .ifPresent(
            n -> {
              if (!(n instanceof JsonValue.JsonInt i) || i.value().signum() < 0) {
                throw new PipelineFormatException(
                    path.key("num"), "_sample_ num must be an integer >= 0, got " + n);
              }
            });
    for (String key : List.of("from", "to", "mean", "std")) {
      o.get(key)
          .ifPresent(
              n -> {
                if (!n.isNumber() || !Double.isFinite(n.asDouble())) {
                  throw new PipelineFormatException(
                      path.key(key), "_sample_ " + key + " must be a finite number, got " + n);
                }
              });
    }
    if (d.equals("choice")
        && !(o.get("values").orElse(null) instanceof JsonArray a && a.size() > 0)) {
      throw new PipelineFormatException(
          path.key("values"), "distribution 'choice' needs a non-empty values list");
    }
  }

  private static void checkSize(JsonValue v, DocumentPath path) {
    boolean ok =
        switch (v) {
          case JsonValue.JsonInt i -> i.value().signum() >= 0;
          case JsonArray a ->
              a.size() == 2
                  && a.get(0) instanceof JsonValue.JsonInt f
                  && a.get(1) instanceof JsonValue.JsonInt t
                  && f.value().signum() >= 0
                  && f.value().compareTo(t.value()) <= 0;
          default -> false;
        };
    if (!ok) {
      throw new PipelineFormatException(
          path, "expected a size >= 0 or a range [from, to] with 0 <= from <= to, got " + v);
    }
  }

  private static void requireArray(JsonValue v, DocumentPath path, String what) {
    if (!(v instanceof JsonArray)) {
      throw new PipelineFormatException(path, "expected " + what + ", got " + v);
    }
  }

  private static JsonObject requireObject(JsonValue v, DocumentPath path, String what) {
    if (v instanceof JsonObject o) {
      return o;
    }
    throw new PipelineFormatException(path, "expected " + what + ", got " + v);
  }

  /**
   * {@code count} keeps that many variants, so it must be 1 or more: nirs4all reads 0 or a negative
   * count as "keep all", which turns a typo into every variant running (docs/compatibility.md).
   */
  private static void checkCount(JsonValue v, DocumentPath path) {
    requireInt(v, path, "count");
    if (((JsonValue.JsonInt) v).value().signum() <= 0) {
      throw new PipelineFormatException(
          path,
          "count must be 1 or more (the number of variants to keep, 1 to the generator's size), got "
              + v
              + "; remove count to keep every variant");
    }
  }

  private static void requireInt(JsonValue v, DocumentPath path, String what) {
    if (!(v instanceof JsonValue.JsonInt)) {
      throw new PipelineFormatException(path, what + " must be an integer, got " + v);
    }
  }
}
