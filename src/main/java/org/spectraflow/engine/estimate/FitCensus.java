package org.spectraflow.engine.estimate;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.ToIntFunction;
import org.spectraflow.engine.operators.ModelOperator;
import org.spectraflow.engine.operators.TransformOperator;
import org.spectraflow.engine.plan.ConcatTransform;
import org.spectraflow.engine.plan.FeatureAugmentation;
import org.spectraflow.engine.plan.ModelFit;
import org.spectraflow.engine.plan.PlannedStep;
import org.spectraflow.engine.plan.Preprocessing;
import org.spectraflow.engine.plan.Split;
import org.spectraflow.engine.plan.Transform;
import org.spectraflow.engine.plan.VariantPlan;
import org.spectraflow.engine.plan.YProcessing;

/**
 * The model fits of a run's variants, per model kind (class name), before it runs: every model step
 * fits once per fold; a fit is <em>distinct</em> when no earlier variant fits the same model
 * configuration after the same non-model steps (the fit the step cache and fit reuse make once,
 * docs/caching.md), PLS sizes of one data counting once. A tuned step ({@code finetune_params})
 * adds its trials' fits ({@link TuningTrials}), which no cache shares. The transform applications
 * are counted the same way per transform configuration ({@link #transforms(int)}). Model steps do
 * not change X, so a model's preceding models are not part of its data. Counts per variant are kept
 * in index order for an ETA. Mutable while built ({@link #add}), then read; not thread-safe.
 */
public final class FitCensus {

  /**
   * One variant's fits of one kind.
   *
   * @param kind the model's simple class name (e.g. {@code RandomForestRegressor})
   * @param fits fits the variant makes (model steps × folds, plus a tuned step's trial fits)
   * @param distinct of those, fits no earlier variant made
   */
  public record VariantFits(String kind, long fits, long distinct) {}

  private final Set<String> seen = new HashSet<>();
  private final Map<String, ModelOperator> examples = new LinkedHashMap<>();
  private final List<List<VariantFits>> variants = new ArrayList<>();
  private final Set<String> refitKinds = new LinkedHashSet<>();
  private final Map<String, Integer> inputWidths = new LinkedHashMap<>();
  private final Map<String, TransformOperator> transformExamples = new LinkedHashMap<>();
  private final List<List<VariantFits>> transformVariants = new ArrayList<>();

  /**
   * What a transform configuration's key starts with (keys of {@link #transformExamples()}, {@link
   * #transforms(int)} and of a {@link ProbeTimings} that times transforms), so that it never meets
   * a model kind's simple class name.
   */
  public static final String TRANSFORM_KEY = "transform ";

  /** Adds the next variant's plan, whose every model step fits {@code folds} folds. */
  public FitCensus add(VariantPlan plan, int folds) {
    return add(plan, folds, s -> folds);
  }

  /**
   * Adds the next variant's plan; a model step fits once per fold of the last splitter before it
   * ({@code folds} of that splitter; 1 before any splitter), as the run does.
   */
  public FitCensus add(VariantPlan plan, ToIntFunction<Split> foldsOf) {
    return add(plan, 1, foldsOf);
  }

  private FitCensus add(VariantPlan plan, int initialFolds, ToIntFunction<Split> foldsOf) {
    Map<String, long[]> counts = new LinkedHashMap<>();
    Map<String, long[]> transforms = new LinkedHashMap<>();
    StringBuilder prefix = new StringBuilder();
    int folds = initialFolds;
    for (PlannedStep step : plan.flatten()) {
      if (step instanceof Split split) {
        folds = Math.max(1, foldsOf.applyAsInt(split));
      }
      if (step instanceof ModelFit m) {
        String name = m.operator().className();
        String kind = name.substring(name.lastIndexOf('.') + 1);
        examples.putIfAbsent(kind, m.operator());
        if (folds > 1) {
          refitKinds.add(kind);
        }
        long[] c = counts.computeIfAbsent(kind, k -> new long[2]);
        long trialFits = m.tuning() == null ? 0 : TuningTrials.fits(m.tuning().settings(), folds);
        c[0] += folds + trialFits;
        c[1] += trialFits; // a trial's fit is never shared
        if (seen.add(prefix + "\u0000" + reuseKey(m.operator()))) {
          c[1] += folds;
        }
      } else {
        countTransforms(step, prefix.toString(), transforms);
        prefix.append(describe(step)).append('\u0001');
      }
    }
    variants.add(toFits(counts));
    transformVariants.add(toFits(transforms));
    return this;
  }

  private static List<VariantFits> toFits(Map<String, long[]> counts) {
    List<VariantFits> fits = new ArrayList<>();
    counts.forEach((kind, c) -> fits.add(new VariantFits(kind, c[0], c[1])));
    return List.copyOf(fits);
  }

  /**
   * Counts the transform applications of one non-model step (a transform, a preprocessing's
   * transforms, each chain of a concat_transform or feature_augmentation): each is one fit on the
   * training rows and one apply to every row. Distinct when no earlier variant applied the same
   * configuration after the same steps (the chain so far included): the step cache makes it once.
   */
  private void countTransforms(PlannedStep step, String prefix, Map<String, long[]> counts) {
    switch (step) {
      case Transform t -> countChain(prefix, List.of(t.operator()), counts);
      case Preprocessing p ->
          countChain(prefix, p.transforms().stream().map(Transform::operator).toList(), counts);
      case ConcatTransform c -> c.chains().forEach(chain -> countChain(prefix, chain, counts));
      case FeatureAugmentation f -> f.chains().forEach(chain -> countChain(prefix, chain, counts));
      default -> {}
    }
  }

  private void countChain(
      String prefix, List<TransformOperator> chain, Map<String, long[]> counts) {
    StringBuilder key = new StringBuilder(prefix).append("\u0002");
    for (TransformOperator op : chain) {
      String config = op.canonicalConfig();
      String kind = TRANSFORM_KEY + config;
      key.append(config).append('\u0003');
      transformExamples.putIfAbsent(kind, op);
      long[] c = counts.computeIfAbsent(kind, k -> new long[2]);
      c[0]++;
      if (seen.add(key.toString())) {
        c[1]++;
      }
    }
  }

  /**
   * Variant {@code i}'s transform applications (in the order added), one entry per transform
   * configuration ({@link VariantFits#kind()} is its {@link #TRANSFORM_KEY} key).
   */
  public List<VariantFits> transforms(int i) {
    return transformVariants.get(i);
  }

  /** One transform of each configuration met, by key, in first-met order (what a probe applies). */
  public Map<String, TransformOperator> transformExamples() {
    return java.util.Collections.unmodifiableMap(new LinkedHashMap<>(transformExamples));
  }

  /**
   * The kinds fitted on more than one fold: the run's refit pass fits each once more on all
   * training rows (the variant of its best model, docs/pipeline-language.md §4.7).
   */
  public List<String> refitKinds() {
    return List.copyOf(refitKinds);
  }

  /** Variants added so far. */
  public int variants() {
    return variants.size();
  }

  /** Variant {@code i}'s fits (in the order added), one entry per model kind it fits. */
  public List<VariantFits> variant(int i) {
    return variants.get(i);
  }

  /** One model operator of each kind met, in first-met order (what a probe fits). */
  public Map<String, ModelOperator> examples() {
    return Map.copyOf(examples);
  }

  /**
   * Records the number of features each model kind is given in the variant just added ({@link
   * ModelWidths}); the first width recorded for a kind is kept, as its example is.
   */
  public FitCensus inputWidths(Map<String, Integer> widths) {
    widths.forEach(inputWidths::putIfAbsent);
    return this;
  }

  /** The features each kind's example model is given, for the kinds whose width is known. */
  public Map<String, Integer> inputWidths() {
    return Map.copyOf(inputWidths);
  }

  /** The kinds met, in first-met order. */
  public List<String> kinds() {
    return List.copyOf(examples.keySet());
  }

  /** All fits of {@code kind} over every variant ({@code distinct}: only the distinct ones). */
  public long fits(String kind, boolean distinct) {
    long n = 0;
    for (List<VariantFits> v : variants) {
      for (VariantFits f : v) {
        if (f.kind().equals(kind)) {
          n += distinct ? f.distinct() : f.fits();
        }
      }
    }
    return n;
  }

  /**
   * What identifies a model fit the run makes once: its configuration, except that PLS fits of one
   * data differing only in {@code n_components} (written or left at its default) share one fit (the
   * largest size serves the smaller ones, docs/caching.md §3.7).
   */
  private static String reuseKey(ModelOperator op) {
    String config = op.canonicalConfig();
    return op.className().endsWith("PLSRegression")
        ? config
            .replaceAll("n_components=\\d+(, )?", "")
            .replaceAll(", \\)$", ")")
            .replace("()", "")
        : config;
  }

  /** What identifies a non-model step's effect on X (its operator configuration). */
  private static String describe(PlannedStep step) {
    return switch (step) {
      case Transform t -> "t:" + t.operator().canonicalConfig();
      case Split s -> "s:" + s.operator().canonicalConfig();
      case YProcessing y -> "y:" + y.scalers().stream().map(o -> o.canonicalConfig()).toList();
      default -> step.getClass().getSimpleName() + ":" + step.place();
    };
  }
}
