package org.spectraflow.engine.run.schedule;

/**
 * Runs the expanded variants of one run: the one place that decides where and in which order
 * variants execute. The orchestrator expands and checks the document, hands a {@link VariantJob} to
 * its runner, then selects, refits and reports; runners differ only in where the variants run.
 * {@link #sequential()} runs them one after the other on the calling thread, {@link #pool(int)} on
 * a pool of local worker threads; a cluster runner implements the same interface, shipping the
 * variants (documents and dataset are plain values), rebuilding each result with {@link
 * VariantResult#ranElsewhere}, handing it back through {@link VariantJob#accept}, publishing the
 * remote events through the request's dispatcher and adding the remote caches' figures with {@link
 * VariantJob#addRemote} (docs/scale-out.md).
 *
 * <p>The contract, for every implementation:
 *
 * <ul>
 *   <li>every variant of the job is handed to {@link VariantJob#runHere} (or, run elsewhere, its
 *       result to {@link VariantJob#accept}) at most once, unless {@link VariantJob#stopped()}
 *       turned true; {@link VariantJob#wants} tells a remote runner whether a variant is still
 *       needed (fail-fast);
 *   <li>the variants of one prefix group run in their order, one after the other, on one worker, so
 *       a group's shared preprocessing and PLS fit are computed once and reused;
 *   <li>each variant's result reaches {@link VariantJob#accept} exactly once ({@link
 *       VariantJob#runHere} does it), in any order: the job orders the report by variant index, so
 *       scores and the report do not depend on the runner or its thread count;
 *   <li>events are published by the variant's own thread through the run's dispatcher, which
 *       serialises them: each variant's events arrive in order, variants may interleave;
 *   <li>{@link #run} returns when no variant is running any more; it throws {@link
 *       java.util.concurrent.CancellationException} when the run was cancelled and rethrows an
 *       {@link Error} a worker met.
 * </ul>
 */
public interface VariantRunner {

  /** Runs the variants of {@code job}; returns when none is running any more. */
  void run(VariantJob job);

  /** How many variants this runner may run at once (1 for the sequential runner). */
  int parallelism();

  /**
   * True when the variants run in other JVMs that check and plan them again (a cluster runner): the
   * orchestrator then keeps no plan of its check pass for them, so the driver's memory does not
   * grow with the plans of a large sweep (docs/scale-out.md).
   */
  default boolean remote() {
    return false;
  }

  /** The runner that runs every variant on the calling thread, in index order. */
  static VariantRunner sequential() {
    return SequentialRunner.INSTANCE;
  }

  /**
   * A runner with {@code threads} local worker threads (prefix groups first come, first served).
   */
  static VariantRunner pool(int threads) {
    return new PoolRunner(threads);
  }

  /** The sequential runner for one thread, else a pool of {@code threads}. */
  static VariantRunner forThreads(int threads) {
    return threads <= 1 ? sequential() : pool(threads);
  }
}
