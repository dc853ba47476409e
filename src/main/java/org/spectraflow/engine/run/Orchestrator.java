package org.spectraflow.engine.run;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CancellationException;
import java.util.stream.Stream;
import org.spectraflow.engine.cache.CacheBudget;
import org.spectraflow.engine.cache.CacheStats;
import org.spectraflow.engine.cache.StepCache;
import org.spectraflow.engine.data.SpectroDataset;
import org.spectraflow.engine.generate.Variant;
import org.spectraflow.engine.generate.VariantExpansion;
import org.spectraflow.engine.observe.RunEvent;
import org.spectraflow.engine.observe.RunEvent.VariantStatus;
import org.spectraflow.engine.catalogue.OperatorRegistry;
import org.spectraflow.engine.pipeline.PipelineDocument;
import org.spectraflow.engine.run.report.DatasetInfo;
import org.spectraflow.engine.run.report.ModelReport;
import org.spectraflow.engine.run.report.RunReport;
import org.spectraflow.engine.run.report.RunStatus;
import org.spectraflow.engine.run.report.VariantReport;

/**
 * Runs one request (pipeline-dsl §4.1, §4.7): checks every variant, then expands them lazily and
 * runs each on its own copy of the dataset; the check pass also plans PLS
 * {@code n_components} sweeps (with the step cache on) so that one fit serves a sweep; owns the run's step cache (when enabled), counters and
 * step records; selects the winners, refits them and assembles the report. Cancellation and
 * fail-fast end the loop early with the matching report status.
 */
final class Orchestrator {

  private final OperatorRegistry registry;
  private final RunRequest request;
  private final OperatorResolver resolver;
  /** Variants the data's shape refuses (index to error), found by the check pass. */
  private final Map<Integer, String> refused = new LinkedHashMap<>();
  private final VariantExpansion expansion;
  private final StepPlanner planner;

  Orchestrator(OperatorRegistry registry, RunRequest request) {
    this.registry = registry;
    this.request = request;
    this.resolver = new OperatorResolver(registry);
    this.expansion = new VariantExpansion(registry);
    this.planner = new StepPlanner(resolver);
  }

  RunReport run() {
    long t0 = System.nanoTime();
    PipelineDocument doc = request.pipeline();
    long maxVariants = request.options().maxVariants();
    boolean caching = request.cacheConfig().stepCacheEnabled();
    PlsSweepPlan plan = caching ? new PlsSweepPlan() : PlsSweepPlan.NONE;
    int checked;
    try {
      checked = check(doc, maxVariants, plan);
    } catch (CancellationException e) {
      checked = -1;
    }
    boolean cancelledInCheck = checked < 0;
    int count = Math.max(0, checked);
    StepCache cache = caching ? newCache() : StepCache.disabled();
    long seed = doc.randomState().map(java.math.BigInteger::longValue).orElse(0L);
    RunContext run = new RunContext(request, resolver, cache, plan, seed);
    String name = doc.name().orElse("pipeline");
    run.publish(at -> new RunEvent.RunStarted(at, name, count, request.dataset().name(),
        request.cacheConfig()));
    CacheBudget budget = CacheBudget.of(request.cacheConfig());
    if (caching && budget.capped()) {
      run.publish(at -> new RunEvent.StepCacheBudgetCapped(at, budget.configuredBytes(),
          budget.effectiveBytes(), budget.maxHeapBytes()));
    }
    Map<Integer, Variant> variants = new LinkedHashMap<>();
    Map<Integer, VariantReport> reports = new LinkedHashMap<>();
    Map<Integer, List<ModelResult>> results = new LinkedHashMap<>();
    RunStatus status = RunStatus.COMPLETED;
    String error = null;
    try (Stream<Variant> stream = cancelledInCheck ? Stream.empty() : expansion.expand(doc, maxVariants)) {
      request.cancellation().throwIfCancelled();
      Iterator<Variant> it = stream.iterator();
      while (it.hasNext()) {
        request.cancellation().throwIfCancelled();
        Variant v = it.next();
        int index = (int) v.index();
        VariantOutcome outcome = runVariant(run, v, false);
        variants.put(index, v);
        results.put(index, outcome.models());
        reports.put(index, report(v, outcome));
        if (!outcome.ok() && request.options().failFast()) {
          status = RunStatus.FAILED;
          error = "variant " + index + " (" + v.name() + ") failed: " + outcome.error();
          break;
        }
      }
      if (status == RunStatus.COMPLETED && request.options().refit()) {
        new Refit(this, run).apply(variants, results, reports);
      }
    } catch (CancellationException e) {
      status = RunStatus.CANCELLED;
      error = "cancelled by the user";
    }
    CacheStats stats = cache.stats();
    cache.clear();
    long[] retained = cache.retainedBlocksAndBytes();
    List<VariantReport> list = new ArrayList<>(reports.values());
    Duration wall = Duration.ofNanos(System.nanoTime() - t0);
    long failed = list.stream().filter(v -> !v.ok()).count();
    run.publish(at -> new RunEvent.RunFinished(at, wall, list.size(), (int) failed, stats));
    return new RunReport(name, datasetInfo(request.dataset()),
        request.dataset().precision().label(), request.cacheConfig(), status, error,
        wall.toMillis(), list, Selection.best(list), stats,
        run.counters().cow().withCacheRetained(retained[0], retained[1]),
        run.counters().transformerApplications(), run.counters().modelFits(), run.counters().modelFitReuses(),
        run.steps());
  }

  /** Runs {@code v} on a fresh copy of the dataset (the refit pass when {@code refit}). */
  VariantOutcome runVariant(RunContext run, Variant v, boolean refit) {
    int index = (int) v.index();
    String name = refit ? v.name() + " (refit)" : v.name();
    run.publish(at -> new RunEvent.VariantStarted(at, index, name));
    long t0 = System.nanoTime();
    String problem = refit ? null : refused.get(index);
    VariantOutcome outcome = problem != null ? VariantOutcome.failed(problem, List.of())
        : new VariantExecutor(run, new VariantState(index, refit, request.dataset().copyForVariant(),
            new Snapshots(run))).execute(planner.plan(v.pipeline(), v.stepIds()));
    Duration d = Duration.ofNanos(System.nanoTime() - t0);
    Map<String, Double> scores = scores(outcome);
    VariantStatus status = outcome.ok() ? VariantStatus.OK : VariantStatus.FAILED;
    run.publish(at -> new RunEvent.VariantFinished(at, index, name, status, outcome.error(),
        scores, d));
    return outcome;
  }

  /**
   * Checks every variant and counts them; with the step cache on, also plans PLS sweeps. A
   * variant whose parameters the data's shape cannot support is recorded and fails at its turn
   * without running a step; when no variant can run, the first such problem fails the run.
   */
  private int check(PipelineDocument doc, long maxVariants, PlsSweepPlan plan) {
    DocumentCheck check = new DocumentCheck(registry, resolver, ShapeCursor.of(request.dataset()));
    int[] n = {0};
    try (Stream<Variant> all = expansion.expand(doc, maxVariants)) {
      all.forEach(v -> {
        request.cancellation().throwIfCancelled();
        check.require(v).ifPresent(problem -> refused.put((int) v.index(), problem));
        if (plan != PlsSweepPlan.NONE) {
          plan.add(v);
        }
        n[0]++;
      });
    }
    if (n[0] > 0 && refused.size() == n[0]) {
      throw new IllegalArgumentException(refused.values().iterator().next());
    }
    return n[0];
  }

  private StepCache newCache() {
    return StepCache.of(request.cacheConfig(), (key, state, bytes, cause) -> {
      if (request.events().hasSubscribers()) {
        request.events().publish(new RunEvent.StepCacheEvict(request.events().now(), key, bytes,
            cause));
      }
    });
  }

  private static VariantReport report(Variant v, VariantOutcome outcome) {
    List<ModelReport> models = outcome.models().stream().map(ModelResult::report).toList();
    return new VariantReport((int) v.index(), v.name(), v.configName(),
        outcome.ok() ? VariantStatus.OK : VariantStatus.FAILED, outcome.error(), models);
  }

  private static Map<String, Double> scores(VariantOutcome outcome) {
    Map<String, Double> out = new LinkedHashMap<>();
    Selection.bestOf(outcome.models().stream().map(ModelResult::report).toList()).ifPresent(m -> {
      String metric = m.scoreNames().primary().key();
      out.put("test_" + metric, m.test());
      out.put("test_" + m.scoreNames().secondary().key(), m.testSecondary());
      if (m.cv() != null) {
        out.put("cv_" + metric, m.cv());
      }
    });
    return out;
  }

  private static DatasetInfo datasetInfo(SpectroDataset ds) {
    return new DatasetInfo(ds.name(), ds.trainIds().length, ds.testIds().length,
        ds.sources().stream().map(s -> s.numFeatures()).toList(), ds.taskType().label());
  }
}
