package org.spectraflow.engine.run;

import java.math.BigInteger;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.LongPredicate;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.spectraflow.engine.cache.CacheBudget;
import org.spectraflow.engine.cache.CacheStats;
import org.spectraflow.engine.cache.StepCache;
import org.spectraflow.engine.catalogue.OperatorRegistry;
import org.spectraflow.engine.data.SpectroDataset;
import org.spectraflow.engine.generate.Variant;
import org.spectraflow.engine.generate.VariantExpansion;
import org.spectraflow.engine.model.FittedPipeline;
import org.spectraflow.engine.model.Provenance;
import org.spectraflow.engine.observe.RunEvent;
import org.spectraflow.engine.observe.RunEvent.VariantStatus;
import org.spectraflow.engine.operators.ModelOperator;
import org.spectraflow.engine.pipeline.PipelineDocument;
import org.spectraflow.engine.plan.VariantPlan;
import org.spectraflow.engine.run.check.CheckPass;
import org.spectraflow.engine.run.check.DocumentCheck;
import org.spectraflow.engine.run.check.ShapeCursor;
import org.spectraflow.engine.run.planner.OperatorResolver;
import org.spectraflow.engine.run.planner.PlsSweepPlan;
import org.spectraflow.engine.run.planner.StepPlanner;
import org.spectraflow.engine.run.report.DatasetInfo;
import org.spectraflow.engine.run.report.ModelReport;
import org.spectraflow.engine.run.report.RunReport;
import org.spectraflow.engine.run.report.RunStatus;
import org.spectraflow.engine.run.report.StepRecord;
import org.spectraflow.engine.run.report.VariantReport;
import org.spectraflow.engine.run.schedule.RemoteFigures;
import org.spectraflow.engine.run.schedule.VariantJob;
import org.spectraflow.engine.run.schedule.VariantResult;
import org.spectraflow.engine.run.schedule.VariantRunner;
import org.spectraflow.engine.run.spill.ResultSpill;
import org.spectraflow.engine.run.step.ModelResult;
import org.spectraflow.engine.run.step.RunContext;
import org.spectraflow.engine.run.step.Snapshots;
import org.spectraflow.engine.run.step.VariantExecutor;
import org.spectraflow.engine.run.step.VariantOutcome;
import org.spectraflow.engine.run.step.VariantState;

/**
 * Runs one request (docs/pipeline-language.md §4.1, §4.7): expands the document once and checks
 * every variant (the check pass also plans PLS {@code n_components} sweeps, with the step cache on,
 * so that one fit serves a sweep), then hands the variants to its {@link VariantRunner}
 * (sequential, or a pool of workers: the options' thread count unless a runner was given); owns the
 * run's step cache (when enabled), counters and step records; selects the winners, refits them and
 * assembles the report. Cancellation and fail-fast end the run early with the matching report
 * status.
 */
final class Orchestrator {

  private final OperatorRegistry registry;
  private final RunRequest request;
  private final OperatorResolver resolver;
  private final VariantExpansion expansion;
  private final VariantRunner runner;
  private final List<StepRecord> refitSteps = new ArrayList<>();
  private final List<FittedPipeline> finalModels = new ArrayList<>();
  private final List<String> notHeld = new ArrayList<>();

  /** The check pass's plan of each selected variant, taken by its run (planned once). */
  private final Map<Long, VariantPlan> plans = new ConcurrentHashMap<>();

  /** Variants the data's shape refuses (index to error), found by the check pass. */
  private final Map<Integer, String> refused = new LinkedHashMap<>();

  private final StepPlanner planner;

  /** Selects every variant: a whole run, which checks every variant of the document. */
  static final LongPredicate ALL = i -> true;

  /**
   * The variants this run executes (every one, or one share of a distributed sweep); a share builds
   * and checks its own variants only (docs/scale-out.md).
   */
  private final LongPredicate selected;

  /** The tuned models of the variant the refit pass is about to run (see {@link #tuned}). */
  private Map<String, ModelOperator> tunedForRefit = Map.of();

  Orchestrator(
      OperatorRegistry registry, RunRequest request, VariantRunner runner, LongPredicate selected) {
    this.registry = registry;
    this.request = request;
    this.selected = selected;
    this.resolver = new OperatorResolver(registry);
    this.expansion = new VariantExpansion(registry);
    this.runner = runner != null ? runner : VariantRunner.forThreads(request.options().threads());
    this.planner = new StepPlanner(resolver);
  }

  RunReport run() {
    long t0 = System.nanoTime();
    PipelineDocument doc = request.pipeline();
    long maxVariants = request.options().maxVariants();
    boolean caching = request.cacheConfig().stepCacheEnabled();
    // the diagnostics' components curves span each sweep group's sizes (docs/diagnostics.md §5)
    // a cluster runner's job is streamed (docs/scale-out.md): the driver holds neither the variants
    // nor their results, and its sweep plan (per variant) is the tasks' business
    boolean streamed = runner.remote();
    PlsSweepPlan plan =
        !streamed && (caching || request.options().diagnostics())
            ? new PlsSweepPlan()
            : PlsSweepPlan.NONE;
    List<Variant> all = List.of();
    int checked = 0;
    boolean cancelledInCheck = false;
    try {
      if (streamed) {
        checked = checkStreamed(doc, maxVariants);
      } else {
        all = check(doc, maxVariants, plan).stream().filter(v -> selected.test(v.index())).toList();
        checked = all.size();
      }
    } catch (CancellationException e) {
      all = List.of();
      checked = 0;
      cancelledInCheck = true;
    }
    long seed = doc.randomState().map(BigInteger::longValue).orElse(0L);
    RunContext run = new RunContext(request, resolver, caching, plan, seed);
    String name = doc.name().orElse("pipeline");
    int count = checked;
    run.publish(
        at ->
            new RunEvent.RunStarted(
                at, name, count, request.dataset().name(), request.cacheConfig()));
    CacheBudget budget = CacheBudget.of(request.cacheConfig());
    if (caching && budget.capped()) {
      run.publish(
          at ->
              new RunEvent.StepCacheBudgetCapped(
                  at, budget.configuredBytes(), budget.effectiveBytes(), budget.maxHeapBytes()));
    }
    ResultSpill spill = streamed ? new ResultSpill() : null;
    VariantJob job =
        streamed
            ? VariantJob.streamed(
                request, count, () -> expandSelected(doc, maxVariants), spill::accept)
            : new VariantJob(request, all, runner.parallelism(), v -> execute(run, v, false));
    run.attach(job);
    RunStatus status = RunStatus.COMPLETED;
    String error = null;
    try {
      if (cancelledInCheck) {
        throw new CancellationException();
      }
      runner.run(job);
    } catch (CancellationException e) {
      status = RunStatus.CANCELLED;
      error = "cancelled by the user";
    }
    if (streamed) {
      return finish(t0, name, run, job, spill, status, error);
    }
    Map<Integer, Variant> variants = new LinkedHashMap<>();
    Map<Integer, VariantReport> reports = new LinkedHashMap<>();
    Map<Integer, List<ModelResult>> results = new LinkedHashMap<>();
    List<StepRecord> steps = new ArrayList<>();
    Map<Long, Variant> byIndex = new HashMap<>();
    all.forEach(v -> byIndex.put(v.index(), v));
    for (VariantResult r : job.results()) {
      variants.put(r.index(), byIndex.get((long) r.index()));
      reports.put(r.index(), r.report());
      results.put(r.index(), r.outcome().models());
      steps.addAll(r.steps());
    }
    VariantResult failure = job.firstFailure();
    if (status == RunStatus.COMPLETED && failure != null) {
      status = RunStatus.FAILED;
      error =
          "variant "
              + failure.index()
              + " ("
              + failure.report().name()
              + ") failed: "
              + failure.report().error();
    }
    if (status == RunStatus.COMPLETED && request.options().refit()) {
      try {
        new Refit(this, run).apply(variants, results, reports);
      } catch (CancellationException e) {
        status = RunStatus.CANCELLED;
        error = "cancelled by the user";
      }
    }
    steps.addAll(refitSteps);
    return assemble(t0, name, run, job, new ArrayList<>(reports.values()), steps, status, error);
  }

  /**
   * The end of a streamed run: the refit from the spill's summary, and a report whose variants and
   * step records are read back from the spill as they are written out.
   */
  private RunReport finish(
      long t0,
      String name,
      RunContext run,
      VariantJob job,
      ResultSpill spill,
      RunStatus status,
      String error) {
    VariantResult failure = job.firstFailure();
    if (status == RunStatus.COMPLETED && failure != null) {
      status = RunStatus.FAILED;
      error =
          "variant "
              + failure.index()
              + " ("
              + failure.report().name()
              + ") failed: "
              + failure.report().error();
    }
    if (status == RunStatus.COMPLETED && request.options().refit()) {
      try {
        new Refit(this, run)
            .apply(
                spill.winners(),
                i -> variantAt(request.pipeline(), request.options().maxVariants(), i),
                spill::report,
                spill::patch);
      } catch (CancellationException e) {
        status = RunStatus.CANCELLED;
        error = "cancelled by the user";
      }
    }
    int cut = job.failureCut();
    return assemble(
        t0, name, run, job, spill.reports(cut), spill.steps(cut, refitSteps), status, error);
  }

  private RunReport assemble(
      long t0,
      String name,
      RunContext run,
      VariantJob job,
      List<VariantReport> list,
      List<StepRecord> steps,
      RunStatus status,
      String error) {
    StepCache cache = run.cache();
    RemoteFigures remote = job.remote();
    CacheStats stats = remote.addedTo(cache.stats());
    if (!run.sharedCache()) {
      cache.clear();
    }
    long[] retained = cache.retainedBlocksAndBytes();
    Duration wall = Duration.ofNanos(System.nanoTime() - t0);
    long failed = list.stream().filter(v -> !v.ok()).count();
    run.publish(at -> new RunEvent.RunFinished(at, wall, list.size(), (int) failed, stats));
    return new RunReport(
        name,
        datasetInfo(request.dataset()),
        request.dataset().precision().label(),
        request.cacheConfig(),
        status,
        error,
        wall.toMillis(),
        list,
        Selection.best(list),
        stats,
        run.counters().cow().withCacheRetained(retained[0], retained[1]),
        run.counters().transformerApplications() + remote.transformerApplications(),
        run.counters().modelFits() + remote.modelFits(),
        run.counters().modelFitReuses() + remote.modelFitReuses(),
        steps,
        run.fitReuseStats());
  }

  /** Runs {@code v} for the refit pass; its step records follow the main pass's in the report. */
  VariantOutcome runVariant(RunContext run, Variant v, boolean refit) {
    return runVariant(run, v, refit, List.of());
  }

  /**
   * {@link #runVariant(RunContext, Variant, boolean)} with the main pass's results of {@code v}:
   * its tuned models are refitted with their tuned parameters.
   */
  VariantOutcome runVariant(RunContext run, Variant v, boolean refit, List<ModelResult> main) {
    tunedForRefit = tuned(main);
    VariantResult r = execute(run, v, refit);
    refitSteps.addAll(r.steps());
    return r.outcome();
  }

  /** Runs {@code v} on a fresh copy of the dataset (the refit pass when {@code refit}). */
  private VariantResult execute(RunContext run, Variant v, boolean refit) {
    int index = (int) v.index();
    String name = refit ? v.name() + " (refit)" : v.name();
    run.publish(at -> new RunEvent.VariantStarted(at, index, name));
    long t0 = System.nanoTime();
    String problem = refit ? null : refused.get(index);
    VariantState state =
        new VariantState(index, refit, request.dataset().copyForVariant(), new Snapshots(run));
    if (refit && request.options().keepFinalModel()) {
      state.keepFittedChain(provenance(v));
    }
    if (refit) {
      state.useTunedModels(tunedForRefit);
    }
    VariantExecutor executor = new VariantExecutor(run, state);
    VariantOutcome outcome =
        problem != null
            ? VariantOutcome.failed(problem, List.of())
            : (refit
                    ? run.work()
                        .withHelpers(
                            request.options().threads() - 1,
                            () -> executor.execute(planner.plan(v.pipeline(), v.stepIds())))
                    : run.asVariant(v.index(), () -> executor.execute(checkedPlan(v))))
                .released();
    state
        .fittedChainRefusal()
        .ifPresent(reason -> notHeld.add(v.name() + ": not representable yet: " + reason));
    Duration d = Duration.ofNanos(System.nanoTime() - t0);
    Map<String, Double> scores = scores(outcome);
    VariantStatus status = outcome.ok() ? VariantStatus.OK : VariantStatus.FAILED;
    run.publish(
        at -> new RunEvent.VariantFinished(at, index, name, status, outcome.error(), scores, d));
    return new VariantResult(report(v, outcome), state.steps, outcome);
  }

  /** The plan the check pass made for {@code v} (once), else a new one. */
  private VariantPlan checkedPlan(Variant v) {
    VariantPlan plan = plans.remove(v.index());
    return plan != null ? plan : planner.plan(v.pipeline(), v.stepIds());
  }

  /**
   * Expands the document once, checks and plans every selected variant ({@link CheckPass}, on the
   * runner's threads) and returns them in index order; with the step cache on, also plans PLS
   * sweeps. A variant whose parameters the data's shape cannot support is recorded and fails at its
   * turn without running a step; when no variant can run, the first such problem fails the run.
   */
  private List<Variant> check(PipelineDocument doc, long maxVariants, PlsSweepPlan plan) {
    ShapeCursor shape = ShapeCursor.of(request.dataset());
    CheckPass pass =
        new CheckPass(
            () -> new DocumentCheck(registry, resolver, shape),
            plan != PlsSweepPlan.NONE,
            request.cancellation(),
            checkThreads());
    if (runner.remote()) {
      pass = pass.withoutPlans();
    }
    List<Variant> out = new ArrayList<>();
    // a share skips the others' builders: the expansion still walks every variant (generators
    // with a random state draw in order), but only the share's variants are built and checked
    long[] position = {0};
    try (Stream<Supplier<Variant>> builders =
        expansion.builders(doc, maxVariants).filter(b -> selected.test(position[0]++))) {
      for (CheckPass.Checked c : pass.run(builders)) {
        Variant v = c.variant();
        c.shapeProblem().ifPresent(problem -> refused.put((int) v.index(), problem));
        if (plan != PlsSweepPlan.NONE) {
          plan.add(v.index(), c.sweep());
        }
        if (selected.test(v.index()) && c.plan() != null) {
          plans.put(v.index(), c.plan());
        }
        out.add(v);
      }
    }
    if (!out.isEmpty() && refused.size() == out.size() && selected == ALL) {
      throw new IllegalArgumentException(refused.values().iterator().next());
    }
    return out;
  }

  /**
   * The check pass of a streamed run: checks every selected variant as {@link #check} does, but
   * keeps none of them (only the shape problems, which are few); returns how many were checked.
   */
  private int checkStreamed(PipelineDocument doc, long maxVariants) {
    ShapeCursor shape = ShapeCursor.of(request.dataset());
    CheckPass pass =
        new CheckPass(
                () -> new DocumentCheck(registry, resolver, shape),
                false,
                request.cancellation(),
                checkThreads())
            .withoutPlans();
    int[] count = {0};
    long[] position = {0};
    try (Stream<Supplier<Variant>> builders =
        expansion.builders(doc, maxVariants).filter(b -> selected.test(position[0]++))) {
      pass.forEach(
          builders,
          c -> {
            c.shapeProblem().ifPresent(p -> refused.put((int) c.variant().index(), p));
            count[0]++;
          });
    }
    if (count[0] > 0 && refused.size() == count[0] && selected == ALL) {
      throw new IllegalArgumentException(refused.values().iterator().next());
    }
    return count[0];
  }

  /**
   * The selected variants expanded again, in index order, without checking them (a streamed job's
   * variants: the check pass has passed them).
   */
  private Stream<Variant> expandSelected(PipelineDocument doc, long maxVariants) {
    long[] position = {0};
    return expansion
        .builders(doc, maxVariants)
        .filter(b -> selected.test(position[0]++))
        .map(Supplier::get);
  }

  /**
   * Variant {@code index} expanded again (the expansion walks the others without building them).
   */
  private Variant variantAt(PipelineDocument doc, long maxVariants, long index) {
    long[] position = {0};
    try (Stream<Supplier<Variant>> builders = expansion.builders(doc, maxVariants)) {
      return builders
          .filter(b -> position[0]++ == index)
          .findFirst()
          .map(Supplier::get)
          .orElseThrow(() -> new IllegalStateException("no variant " + index + " to refit"));
    }
  }

  /** Threads of the check pass: the runner's, at most the machine's cores. */
  private int checkThreads() {
    return Math.max(1, Math.min(runner.parallelism(), Runtime.getRuntime().availableProcessors()));
  }

  private static VariantReport report(Variant v, VariantOutcome outcome) {
    List<ModelReport> models = outcome.models().stream().map(ModelResult::report).toList();
    return new VariantReport(
        (int) v.index(),
        v.name(),
        v.configName(),
        outcome.ok() ? VariantStatus.OK : VariantStatus.FAILED,
        outcome.error(),
        models);
  }

  /**
   * The provenance of a fitted pipeline of variant {@code v} (its model and scores added later).
   */
  private Provenance provenance(Variant v) {
    SpectroDataset ds = request.dataset();
    return new Provenance(
        request.pipeline().name().orElse("pipeline"),
        v.name(),
        "",
        ds.name(),
        ds.sources().isEmpty() ? "" : ds.source(0).block(0).fingerprint().hex(),
        Provenance.currentVersion(),
        Map.of());
  }

  /** The tuned models of the main pass's {@code results}, by name and branch. */
  private Map<String, ModelOperator> tuned(List<ModelResult> results) {
    Map<String, ModelOperator> out = new HashMap<>();
    for (ModelResult r : results) {
      if (r.report().tuning() != null
          && registry.create(r.className(), r.report().params()) instanceof ModelOperator m) {
        out.put(VariantState.tunedKey(r.report().name(), r.report().branch()), m);
      }
    }
    return out;
  }

  /** True when the run holds its final models ({@link RunOptions#keepFinalModel()}). */
  boolean keepsFinalModels() {
    return request.options().keepFinalModel();
  }

  /** Holds a refitted winner's fitted pipeline ({@link RunOptions#keepFinalModel()}). */
  void keep(FittedPipeline pipeline) {
    finalModels.add(pipeline);
  }

  /** Why refitted variants could not be held as fitted pipelines, one line per variant. */
  List<String> notHeld() {
    return List.copyOf(notHeld);
  }

  /** The fitted pipelines the refit kept, in refit order. */
  List<FittedPipeline> finalModels() {
    return List.copyOf(finalModels);
  }

  private static Map<String, Double> scores(VariantOutcome outcome) {
    Map<String, Double> out = new LinkedHashMap<>();
    Selection.bestOf(outcome.models().stream().map(ModelResult::report).toList())
        .ifPresent(
            m -> {
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
    return new DatasetInfo(
        ds.name(),
        ds.trainIds().length,
        ds.testIds().length,
        ds.sources().stream().map(s -> s.numFeatures()).toList(),
        ds.taskType().label());
  }
}
