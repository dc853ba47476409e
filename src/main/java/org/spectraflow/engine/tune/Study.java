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
 * (nirs4all would draw an OS seed). With {@code phases} the phases run in order on the same trials.
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

  /**
   * Runs the study; {@code progress} receives each trial as it finishes. The phases ({@link
   * FinetuneSettings#plannedPhases()}) run in order on one list of trials: phase k's sampler draws
   * from {@code RandomState(seed + k)} (so a study of one phase is the plain study, and two random
   * phases do not repeat each other's draws), sees every earlier trial, and a grid phase skips the
   * combinations an earlier phase already tried and ends when its grid is exhausted.
   */
  public static TuningReport run(
      FinetuneSettings s,
      String objectiveName,
      Objective objective,
      Consumer<Trial> progress,
      Runnable cancellationCheck) {
    long seed = s.seed() == null ? 0L : s.seed();
    List<FinetunePhase> planned = s.plannedPhases();
    List<String> warnings = new ArrayList<>();
    List<String> names = new ArrayList<>();
    List<TuningReport.Phase> ran = new ArrayList<>();
    List<Trial> trials = new ArrayList<>();
    Trial best = null;
    for (int k = 0; k < planned.size(); k++) {
      FinetunePhase phase = planned.get(k);
      boolean categorical = s.space().allCategorical();
      if (phase.sampler().equals("grid") && !categorical) {
        String w = "Grid sampler requested but parameters are not all categorical. Using TPE.";
        warnings.add(planned.size() == 1 ? w : "phase " + (k + 1) + ": " + w);
      }
      Sampler sampler = sampler(phase.sampler(), s, new RandomState(seed + k));
      int first = trials.size();
      for (int i = 0; i < phase.trials(); i++) {
        cancellationCheck.run();
        int t = trials.size();
        Map<String, Object> params =
            t == 0 && !s.forceParams().isEmpty() ? s.forceParams() : next(sampler, trials, k > 0);
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
      names.add(sampler.name());
      ran.add(new TuningReport.Phase(sampler.name(), first, trials.size() - first));
    }
    return new TuningReport(
        String.join("+", names),
        s.approach(),
        objectiveName,
        s.maximise(),
        best == null ? Map.of() : best.params(),
        best == null ? Double.NaN : best.value(),
        trials,
        warnings.isEmpty() ? null : String.join("; ", warnings),
        ran,
        List.of(),
        -1);
  }

  /**
   * The sampler a phase asks for, resolved as nirs4all does: {@code grid} only over all-categorical
   * spaces (else TPE), {@code auto} is grid for all-categorical spaces and TPE otherwise; {@code
   * cmaes} is {@link CmaEsSampler}, {@code binary} {@link BinarySampler}.
   */
  private static Sampler sampler(String name, FinetuneSettings s, RandomState rng) {
    boolean categorical = s.space().allCategorical();
    if (name.equals("random")) {
      return new RandomSampler(s.space(), rng);
    }
    if (name.equals("cmaes")) {
      return new CmaEsSampler(s.space(), rng, s.maximise());
    }
    if (name.equals("binary")) {
      return new BinarySampler(s.space(), s.maximise());
    }
    if (categorical && (name.equals("grid") || name.equals("auto"))) {
      return new GridSampler(s.space(), rng);
    }
    return new TpeSampler(s.space(), rng, s.maximise());
  }

  /** The sampler's next proposal; a grid after the first phase skips combinations already tried. */
  private static Map<String, Object> next(Sampler sampler, List<Trial> trials, boolean laterPhase) {
    Map<String, Object> params = sampler.next(trials);
    if (laterPhase && sampler instanceof GridSampler) {
      while (params != null && tried(params, trials)) {
        params = sampler.next(trials);
      }
    }
    return params;
  }

  private static boolean tried(Map<String, Object> params, List<Trial> trials) {
    for (Trial t : trials) {
      if (t.params().equals(params)) {
        return true;
      }
    }
    return false;
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
