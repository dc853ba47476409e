package org.spectraflow.spark;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.IntConsumer;
import java.util.stream.Stream;
import org.apache.spark.api.java.JavaFutureAction;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.broadcast.Broadcast;
import org.apache.spark.util.CollectionAccumulator;
import org.spectraflow.engine.cache.CacheConfigJson;
import org.spectraflow.engine.generate.Variant;
import org.spectraflow.engine.generate.VariantExpansion;
import org.spectraflow.engine.operators.metric.Metric;
import org.spectraflow.engine.pipeline.PipelineWriter;
import org.spectraflow.engine.run.CancellationToken;
import org.spectraflow.engine.run.PipelineRunner;
import org.spectraflow.engine.run.RunRequest;
import org.spectraflow.engine.run.report.ModelReport;
import org.spectraflow.engine.run.report.RunReport;
import org.spectraflow.engine.run.report.RunStatus;
import org.spectraflow.engine.run.report.VariantReport;

/**
 * Runs a sweep on a Spark context (docs/scale-out.md). The driver expands the document, plans the
 * prefix groups, ships the data and the document once, and runs one task per group; each task's
 * variants come back through an accumulator as the task succeeds (a failed attempt adds nothing,
 * Spark retries it), so a cancelled job still yields its finished variants. The driver then runs
 * the winners once more locally, which gives the local run's refit scores and best model, and
 * assembles the local report from the tasks' variants.
 */
public final class SparkSweep {

  /** Default largest dataset broadcast to the executors: 256 MB. */
  public static final long DEFAULT_BROADCAST_LIMIT = 256L << 20;

  private final JavaSparkContext sc;
  private final long broadcastLimit;
  private boolean injectFailure;

  /** A sweep runner on {@code sc}, broadcasting datasets up to {@code broadcastLimit} bytes. */
  public SparkSweep(JavaSparkContext sc, long broadcastLimit) {
    this.sc = sc;
    this.broadcastLimit = broadcastLimit;
  }

  /** Makes every task's first attempt fail (to check Spark's retry). */
  SparkSweep injectingFailureOnce() {
    this.injectFailure = true;
    return this;
  }

  /** The sweep's result: the merged report and the Spark figures. */
  public record Result(RunReport report, SparkSection spark) {}

  /**
   * Runs {@code request} (its document expanded here) with the dataset read from {@code data} on
   * the executors; {@code onTask} hears the count of finished tasks on the driver and {@code tasks}
   * the number planned before the job starts.
   */
  public Result run(
      RunRequest request,
      String data,
      CancellationToken cancel,
      IntConsumer tasksPlanned,
      IntConsumer onTask) {
    long t0 = System.nanoTime();
    int cores = Math.max(1, sc.defaultParallelism());
    List<PrefixPlanner.Item> items = new ArrayList<>();
    try (Stream<Variant> all =
        VariantExpansion.standard().expand(request.pipeline(), request.options().maxVariants())) {
      all.forEach(v -> items.add(new PrefixPlanner.Item(v.index(), Prefixes.of(v))));
    }
    List<PrefixPlanner.Group> groups = new PrefixPlanner(2 * cores).plan(items);
    DataShipment shipment =
        DataShipment.of(data, request.dataset().precision().label(), broadcastLimit);
    TaskWork work =
        new TaskWork(
            PipelineWriter.toJson(request.pipeline()),
            CacheConfigJson.write(request.cacheConfig()),
            shipment);
    Broadcast<TaskWork> shared = sc.broadcast(work);
    List<GroupTask> tasks = new ArrayList<>();
    for (int g = 0; g < groups.size(); g++) {
      tasks.add(new GroupTask(g, groups.get(g).indices(), injectFailure));
    }
    tasksPlanned.accept(tasks.size());
    CollectionAccumulator<TaskResult> done = sc.sc().collectionAccumulator("spectraflow-tasks");
    ProgressListener progress = new ProgressListener(onTask);
    sc.sc().addSparkListener(progress);
    boolean cancelled = false;
    try {
      JavaRDD<GroupTask> rdd = sc.parallelize(tasks, Math.max(1, tasks.size()));
      String jobGroup = "spectraflow-" + System.nanoTime();
      sc.setJobGroup(jobGroup, "SpectraFlow sweep " + request.pipeline().name().orElse(""), true);
      JavaFutureAction<Void> job = rdd.foreachAsync(t -> done.add(shared.value().run(t)));
      cancelled = await(job, cancel);
      if (cancelled) {
        sc.cancelJobGroup(jobGroup);
      }
    } finally {
      sc.sc().removeSparkListener(progress);
      sc.clearJobGroup();
    }
    List<TaskResult> results = new ArrayList<>(done.value());
    results.sort((a, b) -> Integer.compare(a.group(), b.group()));
    Map<Integer, TaskResult> byGroup = new LinkedHashMap<>();
    results.forEach(r -> byGroup.putIfAbsent(r.group(), r));
    RunReport report =
        new ReportMerge(request, cancelled)
            .merge(byGroup.values(), cancelled ? Set.of() : winners(decoded(byGroup.values())), t0);
    shared.destroy();
    SparkSection section =
        SparkSection.of(
            sc,
            groups,
            new ArrayList<>(byGroup.values()),
            shipment,
            (System.nanoTime() - t0) / 1_000_000);
    return new Result(report, section);
  }

  private static boolean await(JavaFutureAction<Void> job, CancellationToken cancel) {
    while (true) {
      if (cancel.isCancelled()) {
        job.cancel(true);
        return true;
      }
      try {
        job.get(100, TimeUnit.MILLISECONDS);
        return false;
      } catch (TimeoutException e) {
        // poll the token again
      } catch (CancellationException e) {
        return true;
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        job.cancel(true);
        return true;
      } catch (ExecutionException e) {
        throw new IllegalStateException(
            "the Spark job failed: " + e.getCause().getMessage(), e.getCause());
      }
    }
  }

  /**
   * Variants holding a best-ranked model of some model name (ties kept): a superset of the local
   * refit's winners, in which the same winners win.
   */
  static Set<Long> winners(Collection<VariantReport> all) {
    Map<String, Double> best = new HashMap<>();
    Map<String, Metric> metrics = new HashMap<>();
    for (VariantReport v : all) {
      if (!v.ok()) {
        continue;
      }
      for (ModelReport m : v.models()) {
        Metric metric = m.scoreNames().primary();
        Double current = best.get(m.name());
        if (current == null || metric.better(m.selectionScore(), current)) {
          best.put(m.name(), m.selectionScore());
          metrics.put(m.name(), metric);
        }
      }
    }
    Set<Long> out = new HashSet<>();
    for (VariantReport v : all) {
      if (v.ok()
          && v.models().stream()
              .anyMatch(
                  m ->
                      best.containsKey(m.name())
                          && !metrics
                              .get(m.name())
                              .better(best.get(m.name()), m.selectionScore()))) {
        out.add((long) v.index());
      }
    }
    return out;
  }

  private static List<VariantReport> decoded(Collection<TaskResult> results) {
    List<VariantReport> all = new ArrayList<>();
    for (TaskResult r : results) {
      r.variants().forEach(m -> all.add(ReportCodec.decode(m)));
    }
    return all;
  }

  /** Runs the winners' pass on the driver. */
  static RunReport winnersPass(RunRequest request, Set<Long> winners) {
    return PipelineRunner.standard().run(request, winners::contains);
  }

  /** Whether the merged status says completed. */
  static boolean completed(RunReport r) {
    return r.status() == RunStatus.COMPLETED;
  }
}
