package org.spectraflow.engine.generate;

import java.math.BigInteger;
import java.util.Collections;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.spectraflow.engine.json.JsonArray;
import org.spectraflow.engine.json.JsonObject;
import org.spectraflow.engine.json.JsonValue;
import org.spectraflow.engine.pipeline.GeneratorSyntax;
import org.spectraflow.engine.pipeline.ParamSweep;

/**
 * Finds where each part of an expanded variant came from in its template: walks the template and
 * the variant side by side, following the expansion rules of {@link Expander} backwards (arrays and
 * plain objects element by element, {@code _or_} to the choice the variant matches, {@code
 * _cartesian_} stage by stage, {@code pick}/{@code arrange} item by item). Choices are told apart
 * by comparing the variant with each choice's alternatives, for choices of at most {@value
 * #MAX_COMPARED} alternatives; past that, or when no choice matches, the generator node itself is
 * the id. Pure; used by {@link VariantExpansion} to give every {@link Variant} its {@link StepIds}.
 */
final class TemplateAlignment {

  static final int MAX_COMPARED = 4096;

  private final Alternatives alternatives;
  private final Map<String, String> ids = new HashMap<>();

  private TemplateAlignment(Alternatives alternatives) {
    this.alternatives = alternatives;
  }

  /** The ids of {@code variant} (a variant's step list) expanded from {@code template}'s. */
  static StepIds align(Expander expander, JsonArray template, JsonArray variant) {
    return align(new Alternatives(expander), template, variant);
  }

  /**
   * {@link #align(Expander, JsonArray, JsonArray)} with the template's alternatives shared: every
   * variant of one template compares with the same choices, expanded once.
   */
  static StepIds align(Alternatives alternatives, JsonArray template, JsonArray variant) {
    TemplateAlignment a = new TemplateAlignment(alternatives);
    a.walk(template, variant, "/pipeline", "/pipeline");
    return new StepIds(a.ids);
  }

  private void walk(JsonValue t, JsonValue v, String id, String at) {
    ids.put(at, id);
    if (!GeneratorSyntax.containsGenerator(t)) {
      return;
    }
    switch (t) {
      case JsonArray a -> array(a, v, id, at);
      case JsonObject o -> object(o, v, id, at);
      default -> {}
    }
  }

  private void array(JsonArray t, JsonValue v, String id, String at) {
    if (t.size() == 1 && alternatives.firstIsArray(t.get(0))) {
      walk(t.get(0), v, id + "/0", at);
    } else if (v instanceof JsonArray va && va.size() == t.size()) {
      for (int i = 0; i < t.size(); i++) {
        walk(t.get(i), va.get(i), id + "/" + i, at + "/" + i);
      }
    }
  }

  private void object(JsonObject raw, JsonValue v, String id, String at) {
    JsonObject t = alternatives.normalised(raw);
    Optional<String> pure = Expander.pureStrategy(t);
    if (pure.isEmpty() && t.has("_or_")) {
      mixedOr(t, v, id, at);
    } else if (pure.isEmpty()) {
      if (v instanceof JsonObject vo && vo.keys().equals(t.keys())) {
        t.members()
            .forEach((k, tv) -> walk(tv, vo.get(k).orElseThrow(), id + "/" + k, at + "/" + k));
      }
    } else {
      strategy(pure.get(), t, v, id, at);
    }
  }

  private void strategy(String keyword, JsonObject t, JsonValue v, String id, String at) {
    boolean selects = t.has("pick") || t.has("arrange");
    boolean twice = t.has("then_pick") || t.has("then_arrange");
    switch (keyword) {
      case "_or_" -> {
        List<JsonValue> choices = ((JsonArray) t.get("_or_").orElseThrow()).items();
        if (!selects) {
          choose(choices, v, id + "/_or_", at);
        } else if (!twice && v instanceof JsonArray va) {
          for (int j = 0; j < va.size(); j++) {
            choose(choices, va.get(j), id + "/_or_", at + "/" + j);
          }
        }
      }
      case "_cartesian_" -> {
        List<JsonValue> stages = ((JsonArray) t.get("_cartesian_").orElseThrow()).items();
        if (!selects) {
          stages(stages, v, id + "/_cartesian_", at);
        } else if (v instanceof JsonArray va) {
          for (int j = 0; j < va.size(); j++) {
            stages(stages, va.get(j), id + "/_cartesian_", at + "/" + j);
          }
        }
      }
      case "_chain_" ->
          choose(((JsonArray) t.get("_chain_").orElseThrow()).items(), v, id + "/_chain_", at);
      default -> ids.put(at, id + "/" + keyword + position(t, v).map(k -> "/" + k).orElse(""));
    }
  }

  private void stages(List<JsonValue> stages, JsonValue v, String id, String at) {
    ids.put(at, id);
    if (v instanceof JsonArray va && va.size() == stages.size()) {
      for (int s = 0; s < stages.size(); s++) {
        walk(stages.get(s), va.get(s), id + "/" + s, at + "/" + s);
      }
    }
  }

  /** Walks into the first choice {@code v} is an alternative of; the frame when none is. */
  private void choose(List<JsonValue> choices, JsonValue v, String id, String at) {
    for (int i = 0; i < choices.size(); i++) {
      if (isAlternative(choices.get(i), v)) {
        walk(choices.get(i), v, id + "/" + i, at);
        return;
      }
    }
    ids.put(at, id);
  }

  private void mixedOr(JsonObject t, JsonValue v, String id, String at) {
    List<JsonValue> choices = ((JsonArray) t.get("_or_").orElseThrow()).items();
    for (int i = 0; i < choices.size(); i++) {
      if (choices.get(i) instanceof JsonObject c
          && v instanceof JsonObject vo
          && c.members().entrySet().stream()
              .allMatch(e -> vo.get(e.getKey()).map(e.getValue()::equals).orElse(false))) {
        ids.put(at, id + "/_or_/" + i);
        return;
      }
    }
  }

  private boolean isAlternative(JsonValue choice, JsonValue v) {
    if (!GeneratorSyntax.containsGenerator(choice)) {
      return choice.equals(v);
    }
    return alternatives.of(choice).map(all -> all.contains(v)).orElse(false);
  }

  private Optional<Integer> position(JsonObject t, JsonValue v) {
    return alternatives.of(t).map(all -> all.indexOf(v)).filter(k -> k >= 0);
  }

  /**
   * The alternatives of a template's generator nodes, each expanded once (nodes of at most {@value
   * #MAX_COMPARED} alternatives; larger ones are not compared), keyed by node identity: the
   * template's nodes are the same objects for all its variants. Thread-safe.
   */
  static final class Alternatives {

    private final Expander expander;
    private final Map<JsonValue, Optional<List<JsonValue>>> expanded =
        Collections.synchronizedMap(new IdentityHashMap<>());
    private final Map<JsonValue, Boolean> firstIsArray =
        Collections.synchronizedMap(new IdentityHashMap<>());
    private final Map<JsonObject, JsonObject> normalised =
        Collections.synchronizedMap(new IdentityHashMap<>());

    /** Alternatives expanded with {@code expander}. */
    Alternatives(Expander expander) {
      this.expander = expander;
    }

    /** Every alternative of {@code node}, in order, if it has at most {@value #MAX_COMPARED}. */
    Optional<List<JsonValue>> of(JsonValue node) {
      Optional<List<JsonValue>> known = expanded.get(node);
      if (known == null) {
        known =
            VariantCounter.count(node).compareTo(BigInteger.valueOf(MAX_COMPARED)) <= 0
                ? Optional.of(expander.expand(node).toList())
                : Optional.empty();
        expanded.put(node, known);
      }
      return known;
    }

    /**
     * {@link ParamSweep#normalise} of a template object, made once: the same object for every
     * variant, so that its alternatives are found by identity.
     */
    JsonObject normalised(JsonObject raw) {
      JsonObject known = normalised.get(raw);
      if (known == null) {
        known = ParamSweep.normalise(raw);
        normalised.put(raw, known);
      }
      return known;
    }

    /** True when the first alternative of {@code node} is an array (a sub-pipeline). */
    boolean firstIsArray(JsonValue node) {
      Boolean known = firstIsArray.get(node);
      if (known == null) {
        known = expander.expand(node).first().orElse(null) instanceof JsonArray;
        firstIsArray.put(node, known);
      }
      return known;
    }
  }
}
