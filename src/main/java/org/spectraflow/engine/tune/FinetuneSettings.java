package org.spectraflow.engine.tune;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import org.spectraflow.engine.json.JsonArray;
import org.spectraflow.engine.json.JsonObject;
import org.spectraflow.engine.json.JsonValue;
import org.spectraflow.engine.operators.metric.Metric;
import org.spectraflow.engine.pipeline.DocumentPath;

/**
 * A model step's {@code finetune_params}, checked (docs/compatibility.md). Defaults as nirs4all: 50
 * trials, approach {@code grouped}, eval_mode {@code best} ({@code avg} = {@code mean}), sampler
 * {@code auto} (legacy key {@code sample}), no pruner ({@code median} prunes); the direction
 * follows the metric, or without one minimise (regression: MSE; classification: −balanced
 * accuracy). Every error names the document path and the accepted values.
 *
 * <p>{@code phases} (a list of {@code {"n_trials", "sampler"}} objects) splits the study into
 * stretches run in order, each with its own sampler ({@link FinetunePhase}); the top-level {@code
 * sampler} is the default of a phase that names none, and {@code n_trials} then belongs inside the
 * phases (the budget is their total).
 *
 * @param trials the trial budget ({@code n_trials}, or the phases' total)
 * @param approach {@code single} (one holdout split), {@code grouped} (one study scored on every
 *     fold) or {@code individual} (one study per fold)
 * @param evalMode how fold scores combine for {@code grouped}: best, mean or robust_best
 * @param sampler auto, grid, random, tpe, cmaes or binary
 * @param metric the scoring metric, null for the default
 * @param maximise the direction (resolved)
 * @param seed the sampler seed, null when neither the document nor the run gives one
 * @param forceParams parameters tried first (trial 0), empty when none
 * @param space the search space
 * @param medianPruner true for {@code pruner: "median"} ({@link MedianPruner})
 * @param phases the study's phases in order, empty when the document gives none (one phase of
 *     {@code trials} trials with {@code sampler})
 */
public record FinetuneSettings(
    int trials,
    String approach,
    String evalMode,
    String sampler,
    Metric metric,
    boolean maximise,
    Long seed,
    Map<String, Object> forceParams,
    SearchSpace space,
    boolean medianPruner,
    List<FinetunePhase> phases) {

  private static final Set<String> KEYS =
      Set.of(
          "n_trials",
          "approach",
          "eval_mode",
          "sampler",
          "sample",
          "metric",
          "direction",
          "seed",
          "pruner",
          "force_params",
          "n_jobs",
          "verbose",
          "model_params",
          "train_params",
          "phases");

  private static final Set<String> PHASE_KEYS = Set.of("n_trials", "sampler", "sample");

  private static final Set<String> SAMPLERS =
      Set.of("auto", "grid", "random", "tpe", "cmaes", "binary");

  /** Copies the forced parameters and the phases. */
  public FinetuneSettings {
    forceParams = Collections.unmodifiableMap(new LinkedHashMap<>(forceParams));
    phases = List.copyOf(phases);
  }

  /**
   * The phases the study runs: the document's, or one phase of {@link #trials} trials with {@link
   * #sampler} when it gives none.
   */
  public List<FinetunePhase> plannedPhases() {
    return phases.isEmpty() ? List.of(new FinetunePhase(trials, sampler)) : phases;
  }

  /**
   * Reads the {@code finetune_params} object at {@code at}; {@code runSeed} (may be null) is used
   * when the document gives no {@code seed}.
   */
  public static FinetuneSettings parse(
      JsonValue value, DocumentPath at, boolean classification, Long runSeed) {
    if (!(value instanceof JsonObject o)) {
      throw new IllegalArgumentException(at + ": finetune_params must be an object");
    }
    for (String k : o.keys()) {
      if (!KEYS.contains(k)) {
        throw new IllegalArgumentException(
            at.key(k) + ": unknown finetune_params key; known: " + new TreeSet<>(KEYS));
      }
    }
    if (o.has("phases") && o.has("n_trials")) {
      throw new IllegalArgumentException(
          at.key("n_trials")
              + ": not allowed together with 'phases'; give n_trials inside each phase"
              + " (the study runs the phases' total)");
    }
    int trials = integer(o, "n_trials", 50, at);
    String approach =
        choice(o, "approach", "grouped", Set.of("single", "grouped", "individual"), at);
    String mode = choice(o, "eval_mode", "best", Set.of("best", "mean", "avg", "robust_best"), at);
    String sampler = sampler(o, "auto", at);
    List<FinetunePhase> phases = phases(o, sampler, at);
    if (!phases.isEmpty()) {
      trials = phases.stream().mapToInt(FinetunePhase::trials).sum();
    }
    String pruner = choice(o, "pruner", "none", Set.of("none", "median"), at);
    Metric metric = metric(o, at);
    boolean maximise = direction(o, at, metric);
    Long seed =
        o.get("seed")
            .filter(v -> !(v instanceof JsonValue.JsonNull))
            .map(v -> (long) integer(o, "seed", 0, at))
            .orElse(runSeed);
    Map<String, Object> force = new LinkedHashMap<>();
    o.get("force_params")
        .ifPresent(
            v -> {
              if (!(v instanceof JsonObject f)) {
                throw new IllegalArgumentException(
                    at.key("force_params") + ": must be an object of parameter values");
              }
              f.members().forEach((k, x) -> force.put(k, Values.java(x)));
            });
    SearchSpace space = SearchSpace.parse(o.get("model_params"), o.get("train_params"), at);
    if (space.dimensions().isEmpty()) {
      throw new IllegalArgumentException(
          at.key("model_params")
              + ": the search space is empty; give at"
              + " least one parameter to tune");
    }
    if (phases.isEmpty() && sampler.equals("binary")) {
      checkBinary(space, at.key(o.has("sampler") ? "sampler" : "sample"));
    }
    for (int i = 0; i < phases.size(); i++) {
      if (phases.get(i).sampler().equals("binary")) {
        JsonObject p = (JsonObject) ((JsonArray) o.get("phases").orElseThrow()).items().get(i);
        DocumentPath pat = at.key("phases").index(i);
        checkBinary(
            space,
            p.has("sampler") || p.has("sample")
                ? pat.key(p.has("sampler") ? "sampler" : "sample")
                : at.key(o.has("sampler") ? "sampler" : "sample"));
      }
    }
    return new FinetuneSettings(
        trials,
        approach,
        mode.equals("avg") ? "mean" : mode,
        sampler,
        metric,
        maximise,
        seed,
        force,
        space,
        pruner.equals("median"),
        phases);
  }

  private static String sampler(JsonObject o, String def, DocumentPath at) {
    String samplerKey = o.has("sampler") ? "sampler" : "sample";
    String sampler = choice(o, samplerKey, def, SAMPLERS, at);
    return sampler;
  }

  /**
   * The {@code binary} sampler's requirement: exactly one searched parameter, an int or float range
   * ({@link BinarySampler}); {@code at} is the sampler key that asked for it.
   */
  private static void checkBinary(SearchSpace space, DocumentPath at) {
    List<Dimension> searched =
        space.dimensions().stream().filter(d -> !(d instanceof Dimension.Fixed)).toList();
    if (searched.size() != 1
        || !(searched.get(0) instanceof Dimension.IntRange
            || searched.get(0) instanceof Dimension.FloatRange)) {
      throw new IllegalArgumentException(
          at
              + ": 'binary' bisects one int or float range, but the search space has "
              + searched.stream()
                  .map(d -> d.name() + " (" + kind(d) + ")")
                  .collect(java.util.stream.Collectors.joining(", "))
              + "; use tpe, cmaes or random for this space");
    }
  }

  private static String kind(Dimension d) {
    return switch (d) {
      case Dimension.IntRange r -> "int range";
      case Dimension.FloatRange r -> "float range";
      case Dimension.Categorical c -> "categorical";
      case Dimension.SortedTuple t -> "sorted_tuple";
      case Dimension.Fixed f -> "fixed";
    };
  }

  /** The {@code phases} list, checked; empty when absent. */
  private static List<FinetunePhase> phases(JsonObject o, String defaultSampler, DocumentPath at) {
    Optional<JsonValue> v = o.get("phases");
    if (v.isEmpty()) {
      return List.of();
    }
    if (!(v.get() instanceof JsonArray list) || list.items().isEmpty()) {
      throw new IllegalArgumentException(
          at.key("phases")
              + ": must be a non-empty list of phase objects such as"
              + " {\"n_trials\": 10, \"sampler\": \"random\"}, was "
              + v.get());
    }
    List<FinetunePhase> out = new ArrayList<>();
    for (int i = 0; i < list.items().size(); i++) {
      DocumentPath pat = at.key("phases").index(i);
      if (!(list.items().get(i) instanceof JsonObject p)) {
        throw new IllegalArgumentException(
            pat
                + ": a phase must be an object such as {\"n_trials\": 10, \"sampler\":"
                + " \"random\"}, was "
                + list.items().get(i));
      }
      for (String k : p.keys()) {
        if (!PHASE_KEYS.contains(k)) {
          throw new IllegalArgumentException(
              pat.key(k) + ": unknown phase key; known: " + new TreeSet<>(PHASE_KEYS));
        }
      }
      if (!p.has("n_trials")) {
        throw new IllegalArgumentException(
            pat + ": a phase needs 'n_trials' (a positive integer), e.g. {\"n_trials\": 10}");
      }
      out.add(new FinetunePhase(integer(p, "n_trials", 0, pat), sampler(p, defaultSampler, pat)));
    }
    return out;
  }

  private static Metric metric(JsonObject o, DocumentPath at) {
    Optional<String> name = o.get("metric").flatMap(JsonValue::asString);
    if (name.isEmpty()) {
      return null;
    }
    for (Metric m : Metric.values()) {
      if (m.key().equals(name.get())) {
        return m;
      }
    }
    throw new IllegalArgumentException(
        at.key("metric")
            + ": unknown metric '"
            + name.get()
            + "'; use one of "
            + Arrays.stream(Metric.values()).map(Metric::key).toList());
  }

  private static boolean direction(JsonObject o, DocumentPath at, Metric metric) {
    String d = choice(o, "direction", "", Set.of("", "minimize", "maximize"), at);
    if (!d.isEmpty()) {
      return d.equals("maximize");
    }
    return metric != null && metric.higherIsBetter();
  }

  private static int integer(JsonObject o, String key, int def, DocumentPath at) {
    Optional<JsonValue> v = o.get(key);
    if (v.isEmpty()) {
      return def;
    }
    if (!(v.get() instanceof JsonValue.JsonInt i)
        || i.value().signum() < 0
        || i.value().bitLength() > 31
        || (key.equals("n_trials") && i.value().signum() == 0)) {
      throw new IllegalArgumentException(
          at.key(key)
              + ": must be a "
              + (key.equals("n_trials") ? "positive" : "non-negative")
              + " integer, was "
              + v.get());
    }
    return i.value().intValue();
  }

  private static String choice(
      JsonObject o, String key, String def, Set<String> allowed, DocumentPath at) {
    Optional<JsonValue> v = o.get(key);
    if (v.isEmpty()) {
      return def;
    }
    String s = v.get().asString().orElse(null);
    if (s == null || !allowed.contains(s)) {
      throw new IllegalArgumentException(
          at.key(key) + ": must be one of " + new TreeSet<>(allowed) + ", was " + v.get());
    }
    return s;
  }
}
