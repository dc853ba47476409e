package org.spectraflow.engine.tune;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CancellationException;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;
import org.spectraflow.engine.operators.split.RandomState;

/**
 * Runs a {@code finetune_params} search: {@code force_params} first (trial 0), then the sampler's
 * proposals until the trial budget is spent or a grid is exhausted; keeps every trial and the best
 * one (earliest on ties; a failed trial never wins). The sampler is resolved as nirs4all does:
 * {@code grid} only over all-categorical spaces (else TPE with a warning), {@code auto} is grid for
 * all-categorical spaces and TPE otherwise. Without a seed, 0 is used so that runs are reproducible
 * (nirs4all would draw an OS seed).
 */
public final class Study {

  /** Evaluates one set of parameters; throwing marks the trial failed. */
  @FunctionalInterface
  public interface Objective {
    /** The objective value of {@code params} (lower is better unless maximising). */
    double evaluate(Map<String, Object> params) throws Exception;
  }

  /**
   * An objective that reports one intermediate value per step (per fold) through {@code report}
   * before returning its final value; {@code report} throws {@link Pruned} when the study's pruner
   * stops the trial.
   */
  @FunctionalInterface
  public interface SteppedObjective {
    /** The objective value of {@code params}; each step's value goes to {@code report} first. */
    double evaluate(Map<String, Object> params, Report report) throws Exception;
  }

  /** Receives a trial's intermediate values. */
  @FunctionalInterface
  public interface Report {
    /** Records {@code value} at {@code step} (from 0); throws {@link Pruned} to stop the trial. */
    void report(int step, double value);
  }

  /** Thrown by a {@link Report} when the pruner stops the trial. */
  public static final class Pruned extends RuntimeException {
    private static final long serialVersionUID = 1L;

    Pruned(String message) {
      super(message, null, false, false);
    }
  }

  private Study() {}

  /**
   * Runs the study with an objective that reports per-step values, pruned as {@code s.pruner()}
   * says ({@link MedianPruner}); {@code progress} receives each trial as it finishes.
   */
  public static TuningReport run(
      FinetuneSettings s,
      String objectiveName,
      SteppedObjective objective,
      Consumer<Trial> progress,
      Runnable cancellationCheck) {
    List<Map<Integer, Double>> completed = new ArrayList<>();
    AtomicReference<Map<Integer, Double>> running = new AtomicReference<>();
    Objective plain =
        params -> {
          Map<Integer, Double> current = new LinkedHashMap<>();
          running.set(current);
          double v =
              objective.evaluate(
                  params,
                  (step, value) -> {
                    current.put(step, value);
                    if (s.medianPruner()
                        && MedianPruner.shouldPrune(completed, current, step, s.maximise())) {
                      throw new Pruned(
                          Trial.PRUNED
                              + " at step "
                              + step
                              + " (fold "
                              + (step + 1)
                              + "): no better than the median of the completed trials");
                    }
                  });
          completed.add(running.get());
          return v;
        };
    return run(s, objectiveName, plain, progress, cancellationCheck);
  }

  /** Runs the study; {@code progress} receives each trial as it finishes. */
  public static TuningReport run(
      FinetuneSettings s,
      String objectiveName,
      Objective objective,
      Consumer<Trial> progress,
      Runnable cancellationCheck) {
    RandomState rng = new RandomState(s.seed() == null ? 0L : s.seed());
    String warning = null;
    Sampler sampler;
    boolean categorical = s.space().allCategorical();
    if (s.sampler().equals("random")) {
      sampler = new RandomSampler(s.space(), rng);
    } else if (categorical && (s.sampler().equals("grid") || s.sampler().equals("auto"))) {
      sampler = new GridSampler(s.space(), rng);
    } else {
      if (s.sampler().equals("grid")) {
        warning = "Grid sampler requested but parameters are not all categorical. Using TPE.";
      }
      sampler = new TpeSampler(s.space(), rng, s.maximise());
    }
    List<Trial> trials = new ArrayList<>();
    Trial best = null;
    for (int t = 0; t < s.trials(); t++) {
      cancellationCheck.run();
      Map<String, Object> params =
          t == 0 && !s.forceParams().isEmpty() ? s.forceParams() : sampler.next(trials);
      if (params == null) {
        break;
      }
      Trial trial = evaluate(t, params, objective);
      trials.add(trial);
      progress.accept(trial);
      if (trial.ok()
          && (best == null
              || (s.maximise() ? trial.value() > best.value() : trial.value() < best.value()))) {
        best = trial;
      }
    }
    return new TuningReport(
        sampler.name(),
        s.approach(),
        objectiveName,
        s.maximise(),
        best == null ? Map.of() : best.params(),
        best == null ? Double.NaN : best.value(),
        trials,
        warning);
  }

  private static Trial evaluate(int number, Map<String, Object> params, Objective objective) {
    try {
      double v = objective.evaluate(new LinkedHashMap<>(params));
      return new Trial(number, params, v, Double.isNaN(v) ? "objective is NaN" : null);
    } catch (CancellationException e) {
      throw e;
    } catch (Exception e) {
      return new Trial(
          number, params, Double.NaN, e.getMessage() == null ? e.toString() : e.getMessage());
    }
  }
}
