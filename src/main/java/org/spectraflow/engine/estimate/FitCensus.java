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
import org.spectraflow.engine.plan.ModelFit;
import org.spectraflow.engine.plan.PlannedStep;
import org.spectraflow.engine.plan.Split;
import org.spectraflow.engine.plan.Transform;
import org.spectraflow.engine.plan.VariantPlan;
import org.spectraflow.engine.plan.YProcessing;

/**
 * The model fits of a run's variants, per model kind (class name), before it runs: every model step
 * fits once per fold; a fit is <em>distinct</em> when no earlier variant fits the same model
 * configuration after the same non-model steps (the fit the step cache and fit reuse make once,
 * docs/caching.md), PLS sizes of one data counting once. A tuned step ({@code finetune_params})
 * adds its trials' fits ({@link TuningTrials}), which no cache shares. Model steps do not change X,
 * so a model's preceding models are not part of its data. Counts per variant are kept in index
 * order for an ETA. Mutable while built ({@link #add}), then read; not thread-safe.
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
        prefix.append(describe(step)).append('\u0001');
      }
    }
    List<VariantFits> fits = new ArrayList<>();
    counts.forEach((kind, c) -> fits.add(new VariantFits(kind, c[0], c[1])));
    variants.add(List.copyOf(fits));
    return this;
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
