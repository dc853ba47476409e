package org.spectraflow.engine.run;

/**
 * How a run behaves beyond its cache configuration.
 *
 * @param maxVariants refuse documents expanding to more variants (positive; default 10,000)
 * @param failFast stop the run at the first failing variant (default: report it and go on)
 * @param refit refit the winners on the whole training partition (docs/pipeline-language.md §4.7;
 *     default on)
 * @param threads worker threads running variants (positive; default every core of the machine; 1
 *     runs them one after the other on the calling thread). Scores do not depend on it.
 * @param keepFinalModel hold each refitted winner as a {@link
 *     org.spectraflow.engine.model.FittedPipeline} ({@link PipelineRunner#runKeepingModels});
 *     default off, so runs that do not need it keep no fitted state
 * @param diagnostics compute each model's diagnostics (docs/diagnostics.md): the components curve
 *     of every cross-validated PLS model and the PLS diagnostics (VIP, coefficients, T², Q and
 *     their limits) of every final model; default off, as it costs fits and memory
 */
public record RunOptions(
    long maxVariants,
    boolean failFast,
    boolean refit,
    int threads,
    boolean keepFinalModel,
    boolean diagnostics) {

  /** The default variant limit, as nirs4all's {@code max_generation_count}. */
  public static final long DEFAULT_MAX_VARIANTS = 10_000;

  /** Requires a positive limit and thread count. */
  public RunOptions {
    if (maxVariants <= 0) {
      throw new IllegalArgumentException("maxVariants must be positive, was " + maxVariants);
    }
    if (threads <= 0) {
      throw new IllegalArgumentException("threads must be positive, was " + threads);
    }
  }

  /** The options without diagnostics. */
  public RunOptions(
      long maxVariants, boolean failFast, boolean refit, int threads, boolean keepFinalModel) {
    this(maxVariants, failFast, refit, threads, keepFinalModel, false);
  }

  /** The options without keeping the final models. */
  public RunOptions(long maxVariants, boolean failFast, boolean refit, int threads) {
    this(maxVariants, failFast, refit, threads, false);
  }

  /** The options without a thread count: every core of the machine. */
  public RunOptions(long maxVariants, boolean failFast, boolean refit) {
    this(maxVariants, failFast, refit, allCores());
  }

  /** 10,000 variants at most, go on after failures, refit on, every core. */
  public static RunOptions defaults() {
    return new RunOptions(DEFAULT_MAX_VARIANTS, false, true);
  }

  /** The number of cores this JVM may use. */
  public static int allCores() {
    return Runtime.getRuntime().availableProcessors();
  }

  /** The same with another variant limit. */
  public RunOptions withMaxVariants(long n) {
    return new RunOptions(n, failFast, refit, threads, keepFinalModel, diagnostics);
  }

  /** The same with fail-fast on or off. */
  public RunOptions withFailFast(boolean on) {
    return new RunOptions(maxVariants, on, refit, threads, keepFinalModel, diagnostics);
  }

  /** The same with refit on or off. */
  public RunOptions withRefit(boolean on) {
    return new RunOptions(maxVariants, failFast, on, threads, keepFinalModel, diagnostics);
  }

  /** The same with {@code n} worker threads (1: sequential on the calling thread). */
  public RunOptions withThreads(int n) {
    return new RunOptions(maxVariants, failFast, refit, n, keepFinalModel, diagnostics);
  }

  /** The same keeping (or not) the refitted winners as fitted pipelines. */
  public RunOptions withKeepFinalModel(boolean on) {
    return new RunOptions(maxVariants, failFast, refit, threads, on, diagnostics);
  }

  /** The same computing (or not) the models' diagnostics. */
  public RunOptions withDiagnostics(boolean on) {
    return new RunOptions(maxVariants, failFast, refit, threads, keepFinalModel, on);
  }
}
