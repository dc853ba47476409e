package org.spectraflow.spark;

import java.io.Serializable;
import java.time.InstantSource;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.apache.spark.SparkEnv;
import org.apache.spark.TaskContext;
import org.spectraflow.engine.cache.CacheConfig;
import org.spectraflow.engine.cache.CacheConfigJson;
import org.spectraflow.engine.catalogue.OperatorRegistry;
import org.spectraflow.engine.observe.RunEvent;
import org.spectraflow.engine.observe.RunEventKind;
import org.spectraflow.engine.observe.RunEventSchema;
import org.spectraflow.engine.observe.RunEvents;
import org.spectraflow.engine.observe.RunListener;
import org.spectraflow.engine.pipeline.PipelineReader;
import org.spectraflow.engine.run.PipelineRunner;
import org.spectraflow.engine.run.RunOptions;
import org.spectraflow.engine.run.RunRequest;
import org.spectraflow.engine.run.report.RunReport;
import org.spectraflow.engine.run.report.StepRecord;
import org.spectraflow.engine.run.report.VariantReport;
import org.spectraflow.engine.run.schedule.VariantJob;
import org.spectraflow.engine.run.schedule.VariantResult;
import org.spectraflow.engine.run.schedule.VariantRunner;
import org.spectraflow.engine.run.spill.RecordCodec;

/**
 * Runs one {@link GroupTask} on an executor: the local engine runs the group's variants on {@code
 * threads} threads (refit is the driver's) with a step cache borrowed from the executor's warm
 * caches of this run ({@link TaskCaches}: the preprocessing and PLS fits of the executor's earlier
 * tasks of the run are hits), records the events of the kinds the driver's listeners want, and
 * sends the results and figures back as plain values.
 *
 * @param run identifies the run (its executors' warm caches belong to it)
 * @param documentJson the sweep's document
 * @param cacheJson the cache configuration
 * @param data where the dataset comes from
 * @param failFast the run's fail-fast option
 * @param threads worker threads inside a task
 * @param eventKinds the class names of the event kinds the driver's listeners want (the task
 *     records those only; none when the driver has no listener, and then records nothing)
 */
record TaskWork(
    String run,
    String documentJson,
    String cacheJson,
    DataShipment data,
    boolean failFast,
    int threads,
    HashSet<String> eventKinds)
    implements Serializable {

  /** The kinds the task never sends: its run's start and end, and its cache budget, are its own. */
  private static final Set<Class<? extends RunEvent>> OWN =
      Set.of(
          RunEvent.RunStarted.class,
          RunEvent.RunFinished.class,
          RunEvent.StepCacheBudgetCapped.class);

  /**
   * The class names of the kinds some listener of {@code events} wants, to record in the tasks (the
   * run's own start, end and cache budget left out: the driver publishes its own).
   */
  static HashSet<String> wantedKinds(RunEvents events) {
    HashSet<String> kinds = new HashSet<>();
    if (events.hasSubscribers()) {
      for (RunEventKind k : RunEventSchema.kinds()) {
        if (!OWN.contains(k.type()) && events.wants(k.type())) {
          kinds.add(k.type().getName());
        }
      }
    }
    return kinds;
  }

  TaskResult run(GroupTask task) {
    TaskContext ctx = TaskContext.get();
    if (task.failFirstAttempt() && ctx != null && ctx.attemptNumber() == 0) {
      throw new IllegalStateException("injected failure of task " + task.group());
    }
    long t0 = System.nanoTime();
    RunEvents events = RunEvents.create(InstantSource.system());
    ArrayList<Serializable> recorded = new ArrayList<>();
    if (!eventKinds.isEmpty()) {
      events.subscribe(new Recorder(eventKinds, recorded), Runnable::run);
    }
    CacheConfig cacheConfig = CacheConfigJson.read(cacheJson);
    // a disk tier is a folder of its own per cache: tasks keep their own cache then
    boolean pooled = cacheConfig.stepCacheDir().isEmpty();
    try (TaskCaches.Loan loan = pooled ? TaskCaches.borrow(run, task.affinity()) : null) {
      RunRequest request =
          RunRequest.of(PipelineReader.readJson(documentJson), data.load())
              .withCacheConfig(cacheConfig)
              .withEvents(events)
              .withOptions(
                  RunOptions.defaults()
                      .withMaxVariants(Long.MAX_VALUE)
                      .withRefit(false)
                      .withFailFast(failFast)
                      .withThreads(threads));
      if (loan != null) {
        request = request.withSessionCache(loan.cache());
      }
      return run(task, request, recorded, t0);
    }
  }

  private TaskResult run(
      GroupTask task, RunRequest request, ArrayList<Serializable> recorded, long t0) {
    Capture capture = new Capture(VariantRunner.forThreads(threads));
    RunReport report =
        new PipelineRunner(OperatorRegistry.standard(), capture)
            .run(request, task.indices()::contains);
    ArrayList<HashMap<String, Object>> variants = new ArrayList<>();
    for (VariantResult v : capture.results) {
      variants.add(TaskCodec.encode(v));
    }
    String executor = SparkEnv.get() == null ? "driver" : SparkEnv.get().executorId();
    return new TaskResult(
        task.group(),
        variants,
        recorded,
        TaskCodec.cacheStats(report.stepCache()),
        prefixComputations(report),
        report.modelFits(),
        report.modelFitReuses(),
        report.transformerApplications(),
        (System.nanoTime() - t0) / 1_000_000,
        executor,
        variants.size());
  }

  /** Keeps the events of the kinds the driver wants, encoded, in publication order. */
  private record Recorder(Set<String> kinds, List<Serializable> out) implements RunListener {
    @Override
    public boolean wants(Class<? extends RunEvent> kind) {
      return kinds.contains(kind.getName());
    }

    @Override
    public void onEvent(RunEvent e) {
      if (!wants(e.getClass())) {
        return;
      }
      try {
        out.add(RecordCodec.encode(e));
      } catch (IllegalArgumentException unsupported) {
        // an event with a component that does not travel stays on the executor
      }
    }
  }

  /** The task's runner: this JVM's threads, keeping the variants' results for the driver. */
  private static final class Capture implements VariantRunner {
    private final VariantRunner inner;
    private List<VariantResult> results = List.of();

    Capture(VariantRunner inner) {
      this.inner = inner;
    }

    @Override
    public void run(VariantJob job) {
      try {
        inner.run(job);
      } finally {
        results = job.results();
      }
    }

    @Override
    public int parallelism() {
      return inner.parallelism();
    }
  }

  /**
   * Variants whose preprocessing was computed here: a variant with a step run before its first
   * model step that did not come from the cache, or the first variant on the raw data.
   */
  static int prefixComputations(RunReport report) {
    Map<Integer, List<StepRecord>> byVariant = new HashMap<>();
    for (StepRecord s : report.steps()) {
      byVariant.computeIfAbsent(s.variant(), k -> new ArrayList<>()).add(s);
    }
    int n = 0;
    boolean raw = false;
    for (VariantReport v : report.variants()) {
      List<StepRecord> steps = byVariant.getOrDefault(v.index(), List.of());
      List<StepRecord> pre = new ArrayList<>();
      for (StepRecord s : steps) {
        if (isModel(s, v)) {
          break;
        }
        pre.add(s);
      }
      if (pre.isEmpty()) {
        if (!raw) {
          raw = true;
          n++;
        }
      } else if (pre.stream().anyMatch(s -> !s.cached())) {
        n++;
      }
    }
    return n;
  }

  private static boolean isModel(StepRecord s, VariantReport v) {
    return v.models().stream().anyMatch(m -> m.name().equals(s.name()));
  }
}
