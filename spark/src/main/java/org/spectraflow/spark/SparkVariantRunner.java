package org.spectraflow.spark;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Supplier;
import org.apache.spark.api.java.JavaFutureAction;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.broadcast.Broadcast;
import org.spectraflow.engine.cache.CacheConfigJson;
import org.spectraflow.engine.observe.RunEvent;
import org.spectraflow.engine.observe.RunEvents;
import org.spectraflow.engine.pipeline.PipelineWriter;
import org.spectraflow.engine.run.RunRequest;
import org.spectraflow.engine.run.schedule.VariantJob;
import org.spectraflow.engine.run.schedule.VariantRunner;
import org.spectraflow.engine.run.spill.RecordCodec;

/**
 * The engine's {@link VariantRunner} on a Spark context (docs/scale-out.md): the orchestrator
 * expands, checks, refits and reports on the driver as for a local run; this runner plans the
 * prefix groups of the job's variants, ships the document and the data once, and runs one task per
 * group, costliest first, each with the local engine and a step cache borrowed from the executor's
 * warm caches of the run ({@link TaskCaches}). As each task succeeds its results come back through
 * a {@link TaskStream} (a failed attempt adds nothing and Spark retries it); the driver replays the
 * task's events, in their order, through the run's dispatcher, hands its variants to {@link
 * VariantJob#accept} and its figures to {@link VariantJob#addRemote}, so the command line, the
 * report and the studio's event stream are the local run's. Cancellation cancels the Spark job and
 * keeps the finished tasks' variants.
 */
public final class SparkVariantRunner implements VariantRunner {

  private final JavaSparkContext sc;
  private final SparkSettings settings;
  private final TaskProgress progress;
  private final Supplier<Optional<String>> masterReason;
  private volatile SparkSection last;

  /** A runner on {@code sc}; {@code progress} hears the finished and planned task counts. */
  public SparkVariantRunner(JavaSparkContext sc, SparkSettings settings, TaskProgress progress) {
    this(sc, settings, progress, Optional::empty);
  }

  /**
   * A runner whose failure messages give {@code masterReason}: why the master removed the
   * application, when the driver heard it ({@link MasterVerdict}).
   */
  SparkVariantRunner(
      JavaSparkContext sc,
      SparkSettings settings,
      TaskProgress progress,
      Supplier<Optional<String>> masterReason) {
    this.sc = sc;
    this.settings = settings;
    this.progress = progress;
    this.masterReason = masterReason;
  }

  /** Hears, on the driver, each time a task's results have been taken in. */
  @FunctionalInterface
  public interface TaskProgress {
    /** {@code done} of {@code planned} tasks have finished. */
    void tasksDone(int done, int planned);
  }

  @Override
  public int parallelism() {
    return Math.max(1, sc.defaultParallelism());
  }

  /** The tasks check and plan their variants again: the driver keeps no plans. */
  @Override
  public boolean remote() {
    return true;
  }

  /** The last run's Spark figures, null before the first run. */
  public SparkSection lastSection() {
    return last;
  }

  @Override
  public void run(VariantJob job) {
    long t0 = System.nanoTime();
    RunRequest request = job.request();
    List<PrefixPlanner.Group> groups =
        PrefixPlanner.forCores(parallelism())
            .plan(
                job.variantStream()
                    .filter(job::wants)
                    .map(v -> new PrefixPlanner.Item(v.index(), Prefixes.of(v))));
    DataShipment shipment =
        DataShipment.of(
            settings.data(), request.dataset().precision().label(), settings.broadcastLimit());
    String run = "spectraflow-" + System.nanoTime();
    TaskWork work =
        new TaskWork(
            run,
            PipelineWriter.toJson(request.pipeline()),
            CacheConfigJson.write(request.cacheConfig()),
            shipment,
            request.options().failFast(),
            Math.max(1, Math.min(request.options().threads(), settings.taskCpus())),
            TaskWork.wantedKinds(request.events()));
    List<GroupTask> tasks = new ArrayList<>();
    for (int g = 0; g < groups.size(); g++) {
      PrefixPlanner.Group group = groups.get(g);
      tasks.add(new GroupTask(g, group.indices(), group.root(), settings.injectFailure()));
    }
    // Spark launches a job's tasks in partition order: the costliest first, so that the last
    // tasks to start are the shortest and no core waits long for a straggler at the end
    tasks.sort(
        Comparator.comparingLong((GroupTask t) -> -cost(groups.get(t.group())))
            .thenComparingInt(GroupTask::group));
    Feed feed = new Feed(job, tasks.size());
    Broadcast<TaskWork> shared = sc.broadcast(work);
    LinkedBlockingQueue<TaskResult> finished = new LinkedBlockingQueue<>();
    TaskStream done = new TaskStream(finished);
    sc.sc().register(done);
    String jobGroup = run;
    try {
      if (!tasks.isEmpty()) {
        sc.setJobGroup(jobGroup, "SpectraFlow " + request.pipeline().name().orElse("sweep"), true);
        JavaFutureAction<Void> action =
            sc.parallelize(tasks, tasks.size()).foreachAsync(t -> done.add(shared.value().run(t)));
        await(action, job, feed, finished, jobGroup);
      }
    } finally {
      // a context Spark stopped meanwhile (an executor out of memory, the master removing the
      // application) refuses every call: keep the figures taken in, and let the failure speak
      // the driver's in-process executor (local mode) drops the run's warm caches now; a cluster's
      // executors drop them at their next run's first task, or when the application ends
      TaskCaches.drop(run);
      if (!sc.sc().isStopped()) {
        sc.clearJobGroup();
        shared.destroy();
        last =
            SparkSection.of(sc, groups, feed.taken, shipment, (System.nanoTime() - t0) / 1_000_000);
      }
    }
  }

  /**
   * A group's estimated cost, for launching the costliest tasks first: its variants (a model each)
   * plus its distinct full prefixes (the preprocessing each computes once). An estimate only: the
   * tasks' real costs depend on the operators.
   */
  static long cost(PrefixPlanner.Group g) {
    return g.variants() + g.fullPrefixes();
  }

  /** Takes in results while the job runs; on cancellation cancels it and throws. */
  private void await(
      JavaFutureAction<Void> action,
      VariantJob job,
      Feed feed,
      LinkedBlockingQueue<TaskResult> done,
      String jobGroup) {
    while (true) {
      feed.take(done);
      if (job.request().cancellation().isCancelled()) {
        sc.cancelJobGroup(jobGroup);
        action.cancel(true);
        feed.take(done);
        throw new CancellationException("the Spark job was cancelled");
      }
      try {
        action.get(100, TimeUnit.MILLISECONDS);
        feed.take(done);
        return;
      } catch (TimeoutException e) {
        // take the finished tasks in and look at the token again
      } catch (CancellationException e) {
        feed.take(done);
        throw e;
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        sc.cancelJobGroup(jobGroup);
        throw new CancellationException("interrupted while waiting for the Spark job");
      } catch (ExecutionException e) {
        String why = MasterCheck.reason(e.getCause());
        Optional<String> removed = masterReason.get();
        throw new IllegalStateException(
            removed.isPresent()
                ? MasterCheck.removed(sc.master(), removed)
                : sc.sc().isStopped()
                    ? "the Spark application on master "
                        + sc.master()
                        + " was stopped (the master removed it or the driver lost it): "
                        + why
                    : "the Spark job on master " + sc.master() + " failed: " + why,
            e.getCause());
      }
    }
  }

  /**
   * The driver's side of the {@link TaskStream}: each task's results taken in once, in arrival
   * order, then dropped (only the task's figures stay, for the report's {@code spark} section).
   */
  private final class Feed {
    private final VariantJob job;
    private final int planned;
    private final Set<Integer> seen = new HashSet<>();
    private final List<TaskResult> taken = new ArrayList<>();

    Feed(VariantJob job, int planned) {
      this.job = job;
      this.planned = planned;
    }

    void take(LinkedBlockingQueue<TaskResult> done) {
      for (TaskResult t = done.poll(); t != null; t = done.poll()) {
        if (seen.add(t.group())) {
          replay(t, job.request().events());
          for (HashMap<String, Object> v : t.variants()) {
            job.accept(TaskCodec.decode(v));
          }
          job.addRemote(TaskCodec.figures(t));
          taken.add(t.figuresOnly());
          progress.tasksDone(taken.size(), planned);
        }
      }
    }
  }

  private static void replay(TaskResult t, RunEvents events) {
    for (Serializable e : t.events()) {
      Object event;
      try {
        event = RecordCodec.decode(e);
      } catch (IllegalArgumentException unreadable) {
        continue; // an event this driver cannot rebuild is not worth failing the run for
      }
      events.publish((RunEvent) event);
    }
  }
}
