package org.spectraflow.engine.run.schedule;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.atomic.AtomicInteger;
import org.spectraflow.engine.generate.Variant;

/**
 * Runs variants on a fixed number of local worker threads, prefix-first: the job's prefix groups
 * are joined into subtrees of the prefix tree ({@link PrefixSubtrees}: groups sharing a shorter
 * prefix go together while there are enough subtrees for every worker), the subtrees are handed out
 * in index order, one whole subtree at a time, and a worker runs its subtree's variants in order,
 * so variants sharing preprocessing meet the step cache warm on the same thread instead of waiting
 * for another worker's step. Workers are daemon threads created per run and gone when {@link #run}
 * returns.
 */
final class PoolRunner implements VariantRunner {

  private static final AtomicInteger RUNS = new AtomicInteger();

  private final int threads;

  PoolRunner(int threads) {
    if (threads <= 0) {
      throw new IllegalArgumentException("threads must be positive, was " + threads);
    }
    this.threads = threads;
  }

  @Override
  public void run(VariantJob job) {
    List<List<Variant>> groups = job.prefixGroups();
    int workers = Math.min(threads, groups.size());
    if (workers <= 1) {
      SequentialRunner.INSTANCE.run(job);
      return;
    }
    List<List<Variant>> units = PrefixSubtrees.of(groups, workers);
    AtomicInteger next = new AtomicInteger();
    AtomicInteger busy = new AtomicInteger(workers);
    ExecutorService pool = Executors.newFixedThreadPool(workers, daemons());
    List<Future<?>> running = new ArrayList<>();
    try {
      for (int w = 0; w < workers; w++) {
        running.add(pool.submit(() -> work(job, units, next, busy)));
      }
      awaitAll(running);
    } finally {
      pool.shutdownNow();
    }
  }

  /**
   * Takes units in order until none is left, the job stopped or the run was cancelled; then helps
   * the workers still busy with their shared work (a forest's trees) until all are done.
   */
  private static void work(
      VariantJob job, List<List<Variant>> units, AtomicInteger next, AtomicInteger busy) {
    try {
      runUnits(job, units, next);
    } finally {
      busy.decrementAndGet();
    }
    if (!job.stopped()) {
      job.work().helpUntil(() -> busy.get() == 0 || job.request().cancellation().isCancelled());
    }
  }

  private static void runUnits(VariantJob job, List<List<Variant>> units, AtomicInteger next) {
    try {
      for (int u = next.getAndIncrement(); u < units.size(); u = next.getAndIncrement()) {
        for (Variant v : units.get(u)) {
          job.request().cancellation().throwIfCancelled();
          if (job.stopped()) {
            return;
          }
          job.runHere(v);
        }
      }
    } catch (RuntimeException | Error e) {
      job.halt();
      throw e;
    }
  }

  /** Waits for every worker; the first cancellation or error is rethrown once all are done. */
  private static void awaitAll(List<Future<?>> running) {
    RuntimeException cancelled = null;
    Error error = null;
    for (Future<?> f : running) {
      try {
        f.get();
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        cancelled = new CancellationException("interrupted while waiting for the variants");
      } catch (ExecutionException e) {
        switch (e.getCause()) {
          case CancellationException c -> cancelled = c;
          case Error err -> error = error == null ? err : error;
          case RuntimeException r -> cancelled = cancelled == null ? r : cancelled;
          default -> throw new IllegalStateException(e.getCause());
        }
      }
    }
    if (error != null) {
      throw error;
    }
    if (cancelled != null) {
      throw cancelled;
    }
  }

  private static ThreadFactory daemons() {
    int run = RUNS.incrementAndGet();
    AtomicInteger n = new AtomicInteger();
    return task -> {
      Thread t = new Thread(task, "spectraflow-run" + run + "-worker" + n.incrementAndGet());
      t.setDaemon(true);
      return t;
    };
  }

  @Override
  public int parallelism() {
    return threads;
  }

  @Override
  public String toString() {
    return "pool(" + threads + ")";
  }
}
