package org.spectraflow.engine.pipeline;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Function;
import org.spectraflow.engine.json.JsonArray;
import org.spectraflow.engine.json.JsonObject;
import org.spectraflow.engine.json.JsonValue;
import org.spectraflow.engine.pipeline.PipelineFormatException.SourceLocation;
import org.spectraflow.engine.text.Suggestions;
import org.spectraflow.engine.text.UserText;

/**
 * Checks of the shapes nirs4all would otherwise accept silently (see docs/reliability.md). At read
 * time: {@code params} that is not an object, and a {@code random_state} that is not an integer.
 * Before a run ({@link #requireKnownKeys}): unknown or misspelt keys on an operator object, a model
 * step or a keyword step, and empty operator lists ({@link KeywordSiblings}), with "did you mean"
 * (the reader keeps them, so that the studio opens and saves such documents losslessly). Parameter
 * values themselves are left to the operator catalogue.
 */
public final class StepShapes {

  /** Values below these keys are parameters or settings, not steps: their keys are not checked. */
  private static final Set<String> OPAQUE =
      Set.of(
          Keywords.PARAMS,
          Keywords.FINETUNE_PARAMS,
          Keywords.TRAIN_PARAMS,
          Keywords.REFIT_PARAMS,
          Keywords.METADATA,
          "values");

  private static final Set<String> OPERATOR_KEYS =
      union(Operator.REFERENCE_KEYS, Set.of(Keywords.PARAMS, Keywords.NAME, "param"));
  private static final Set<String> MODEL_KEYS =
      union(StepParser.RESERVED, Set.of(Keywords.MODEL, "param"));

  private StepShapes() {}

  /** Checks the document header and every step below {@code path}. */
  static void check(
      JsonObject header,
      JsonArray steps,
      DocumentPath path,
      Function<JsonValue, SourceLocation> where) {
    header
        .get("random_state")
        .ifPresent(
            v -> {
              if (!(v instanceof JsonValue.JsonInt) && !(v instanceof JsonValue.JsonNull)) {
                throw new PipelineFormatException(
                    DocumentPath.ROOT.key("random_state"),
                    where.apply(header),
                    "random_state must be an integer seed (or null for an unseeded run), got " + v);
              }
            });
    walk(steps, path, where, false);
  }

  /**
   * Refuses unknown or misspelt keys on operator objects and model steps, naming the path and the
   * nearest known key.
   *
   * @throws PipelineFormatException for the first such key
   */
  public static void requireKnownKeys(PipelineDocument document) {
    walk(document.stepsJson(), DocumentPath.PIPELINE, v -> null, true);
    KeywordSiblings.require(document.steps(), DocumentPath.PIPELINE);
  }

  private static void walk(
      JsonValue value, DocumentPath path, Function<JsonValue, SourceLocation> where, boolean keys) {
    switch (value) {
      case JsonObject o -> {
        checkObject(o, path, where, keys);
        o.members()
            .forEach(
                (k, v) -> {
                  if (!OPAQUE.contains(k) && !k.startsWith("_")
                      || GeneratorSyntax.TRIGGERS.contains(k)) {
                    walk(v, path.key(k), where, keys);
                  }
                });
      }
      case JsonArray a -> {
        for (int i = 0; i < a.size(); i++) {
          walk(a.get(i), path.index(i), where, keys);
        }
      }
      default -> {}
    }
  }

  private static void checkObject(
      JsonObject o, DocumentPath path, Function<JsonValue, SourceLocation> where, boolean keys) {
    JsonValue branch = o.get(Keywords.BRANCH).orElse(null);
    if (!keys
        && (branch instanceof JsonArray a && a.size() == 0
            || branch instanceof JsonObject b && b.members().isEmpty())) {
      throw new PipelineFormatException(
          path.key(Keywords.BRANCH),
          where.apply(o),
          "the branch has no branches;"
              + " give at least one list of steps, e.g. {\"branch\": [[\"SNV\"], [\"MSC\"]]}, or remove the step");
    }
    boolean operator = Operator.REFERENCE_KEYS.stream().anyMatch(o::has);
    boolean model =
        !operator
            && (o.get(Keywords.MODEL).orElse(null) instanceof JsonObject
                || o.get(Keywords.MODEL).orElse(null) instanceof JsonValue.JsonString);
    if (!operator && !model) {
      return;
    }
    o.get(Keywords.PARAMS)
        .ifPresent(
            p -> {
              if (!(p instanceof JsonObject)) {
                throw new PipelineFormatException(
                    path.key(Keywords.PARAMS),
                    where.apply(o),
                    "params must be an object"
                        + " {\"name\": value, ...}, got "
                        + describe(p)
                        + "; write each parameter with its name");
              }
            });
    if (!keys) {
      return;
    }
    Set<String> allowed = operator ? OPERATOR_KEYS : MODEL_KEYS;
    if (!isSweep(o)) {
      allowed = without(allowed, "param");
    }
    for (String key : o.keys()) {
      if (!allowed.contains(key)
          && !key.startsWith("_")
          && !GeneratorSyntax.TRIGGERS.contains(key)) {
        String what = operator ? "an operator object" : "a model step";
        throw new PipelineFormatException(
            path.key(key),
            where.apply(o),
            "unknown key "
                + UserText.quote(key)
                + " on "
                + what
                + Suggestions.hint(key, allowed)
                + " (allowed: "
                + new TreeSet<>(allowed)
                + ")");
      }
    }
  }

  /**
   * True when {@code param} names the parameter a sibling generator sweeps
   * (docs/pipeline-language.md §2.6): a string next to a generator keyword. Anywhere else {@code
   * param} does nothing, and is almost always a typo of {@code params}.
   */
  private static boolean isSweep(JsonObject o) {
    return o.get("param").orElse(null) instanceof JsonValue.JsonString
        && !GeneratorSyntax.strategiesIn(o).isEmpty();
  }

  private static Set<String> without(Set<String> all, String key) {
    Set<String> rest = new HashSet<>(all);
    rest.remove(key);
    return Set.copyOf(rest);
  }

  private static String describe(JsonValue v) {
    return (v instanceof JsonArray
            ? "a list "
            : v instanceof JsonValue.JsonString ? "a string " : "")
        + v;
  }

  private static Set<String> union(Set<String> a, Set<String> b) {
    Set<String> all = new HashSet<>(a);
    all.addAll(b);
    return Set.copyOf(all);
  }

  /** The keys {@link #checkObject} accepts on a model step (for messages and tests). */
  static List<String> modelKeys() {
    return List.copyOf(new TreeSet<>(MODEL_KEYS));
  }
}
