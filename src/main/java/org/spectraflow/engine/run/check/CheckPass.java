package org.spectraflow.engine.run.check;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.ForkJoinWorkerThread;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.spectraflow.engine.generate.Variant;
import org.spectraflow.engine.pipeline.Problem;
import org.spectraflow.engine.plan.VariantPlan;
import org.spectraflow.engine.run.CancellationToken;
import org.spectraflow.engine.run.planner.PlsSweepPlan;

/**
 * The check pass of a run (docs/internals.md §2): builds each variant the expansion enumerates,
 * checks and plans it ({@link DocumentCheck}) and, with sweep planning on, finds its PLS sweep
 * group ({@link PlsSweepPlan#memberOf}). The alternatives are enumerated on the calling thread, in
 * index order; the variants are built and checked there too with one thread, or on {@code threads}
 * short-lived threads, so that this serial start of a run does not leave the other cores idle.
 * Either way the outcome is the sequential pass's: results in index order, and the problem thrown
 * is the one of the lowest variant that has one (an enumeration error only when every variant
 * before it passed). One pass per run; not thread-safe itself.
 */
public final class CheckPass {

  private static final AtomicInteger PASSES = new AtomicInteger();

  private final ThreadLocal<DocumentCheck> checks;
  private final boolean sweeps;
  private final CancellationToken cancellation;
  private final int threads;
  private final boolean keepPlans;

  /**
   * A pass checking with a {@link DocumentCheck} from {@code checks} per thread, finding sweep
   * groups when {@code sweeps}, on {@code threads} threads (1: the calling thread only).
   */
  public CheckPass(
      Supplier<DocumentCheck> checks, boolean sweeps, CancellationToken cancellation, int threads) {
    this(ThreadLocal.withInitial(checks), sweeps, cancellation, threads, true);
  }

  private CheckPass(
      ThreadLocal<DocumentCheck> checks,
      boolean sweeps,
      CancellationToken cancellation,
      int threads,
      boolean keepPlans) {
    this.checks = checks;
    this.sweeps = sweeps;
    this.cancellation = cancellation;
    this.threads = threads;
    this.keepPlans = keepPlans;
  }

  /**
   * The same pass giving no plans ({@link Checked#plan()} null): for variants that run in other
   * JVMs, so that a large sweep's plans (operators with their matrices) are not all held at once.
   */
  public CheckPass withoutPlans() {
    return new CheckPass(checks, sweeps, cancellation, threads, false);
  }

  /**
   * A variant that passed: its plan (null from a pass {@linkplain #withoutPlans() without plans}),
   * its shape problem if any, its sweep group (or null).
   */
  public record Checked(
      Variant variant,
      VariantPlan plan,
      Optional<String> shapeProblem,
      PlsSweepPlan.Member sweep) {}

  /** What checking one variant gave: a result, or the problem that stops the run. */
  private record Outcome(Checked checked, RuntimeException problem) {}

  /**
   * Every variant of {@code builders}, checked, in index order.
   *
   * @throws IllegalArgumentException the lowest variant's problem (the run cannot start)
   * @throws CancellationException when the run was cancelled meanwhile
   */
  public List<Checked> run(Stream<Supplier<Variant>> builders) {
    Iterator<Supplier<Variant>> it = builders.iterator();
    if (threads <= 1) {
      List<Checked> out = new ArrayList<>();
      while (it.hasNext()) {
        cancellation.throwIfCancelled();
        out.add(check(it.next().get()));
      }
      return out;
    }
    List<Supplier<Variant>> pending = new ArrayList<>();
    RuntimeException enumeration = null;
    try {
      while (it.hasNext()) {
        cancellation.throwIfCancelled();
        pending.add(it.next());
      }
    } catch (CancellationException e) {
      throw e;
    } catch (RuntimeException e) {
      enumeration = e;
    }
    List<Checked> out = new ArrayList<>(pending.size());
    for (Outcome o : inParallel(pending)) {
      if (o.problem() != null) {
        throw o.problem();
      }
      out.add(o.checked());
    }
    if (enumeration != null) {
      throw enumeration;
    }
    cancellation.throwIfCancelled();
    return out;
  }

  /** Variants checked at once by {@link #forEach}: bounds what it holds. */
  private static final int CHUNK = 1024;

  /**
   * {@link #run} without holding the variants: each checked variant goes to {@code sink}, in index
   * order, and at most a chunk of them is held at once (a cluster driver's pass over a large sweep,
   * docs/scale-out.md). The problems thrown are {@link #run}'s; the sink has seen the variants
   * before the failing one.
   */
  public void forEach(Stream<Supplier<Variant>> builders, Consumer<Checked> sink) {
    Iterator<Supplier<Variant>> it = builders.iterator();
    List<Supplier<Variant>> pending = new ArrayList<>(CHUNK);
    RuntimeException enumeration = null;
    boolean more = true;
    while (more) {
      pending.clear();
      try {
        while (pending.size() < CHUNK && it.hasNext()) {
          cancellation.throwIfCancelled();
          pending.add(it.next());
        }
        more = it.hasNext();
      } catch (CancellationException e) {
        throw e;
      } catch (RuntimeException e) {
        enumeration = e;
        more = false;
      }
      List<Outcome> outcomes =
          threads <= 1 ? pending.stream().map(this::outcome).toList() : inParallel(pending);
      for (Outcome o : outcomes) {
        if (o.problem() != null) {
          throw o.problem();
        }
        sink.accept(o.checked());
      }
    }
    if (enumeration != null) {
      throw enumeration;
    }
    cancellation.throwIfCancelled();
  }

  private List<Outcome> inParallel(List<Supplier<Variant>> pending) {
    try (ForkJoinPool pool = new ForkJoinPool(threads, threadsNamed(), null, false)) {
      return pool.submit(() -> pending.parallelStream().map(this::outcome).toList()).join();
    }
  }

  private Outcome outcome(Supplier<Variant> builder) {
    try {
      cancellation.throwIfCancelled();
      return new Outcome(check(builder.get()), null);
    } catch (RuntimeException e) {
      return new Outcome(null, e);
    }
  }

  private Checked check(Variant v) {
    DocumentCheck.Passed passed = checks.get().pass(v);
    return new Checked(
        v,
        keepPlans ? passed.plan() : null,
        passed.shapeProblem().map(Problem::line),
        sweeps ? PlsSweepPlan.memberOf(v) : null);
  }

  private static ForkJoinPool.ForkJoinWorkerThreadFactory threadsNamed() {
    int pass = PASSES.incrementAndGet();
    AtomicInteger n = new AtomicInteger();
    return pool -> {
      ForkJoinWorkerThread t = ForkJoinPool.defaultForkJoinWorkerThreadFactory.newThread(pool);
      t.setName("spectraflow-check" + pass + "-" + n.incrementAndGet());
      return t;
    };
  }
}
