package org.spectraflow.engine.run;

/**
 * How a run behaves beyond its cache configuration.
 *
 * @param maxVariants refuse documents expanding to more variants (positive; default 10,000)
 * @param failFast stop the run at the first failing variant (default: report it and go on)
 * @param refit refit the winners on the whole training partition (spec §4.7; default on)
 */
public record RunOptions(long maxVariants, boolean failFast, boolean refit) {

  /** The default variant limit, as nirs4all's {@code max_generation_count}. */
  public static final long DEFAULT_MAX_VARIANTS = 10_000;

  /** Requires a positive limit. */
  public RunOptions {
    if (maxVariants <= 0) {
      throw new IllegalArgumentException("maxVariants must be positive, was " + maxVariants);
    }
  }

  /** 10,000 variants at most, go on after failures, refit on. */
  public static RunOptions defaults() {
    return new RunOptions(DEFAULT_MAX_VARIANTS, false, true);
  }

  /** The same with another variant limit. */
  public RunOptions withMaxVariants(long n) {
    return new RunOptions(n, failFast, refit);
  }

  /** The same with fail-fast on or off. */
  public RunOptions withFailFast(boolean on) {
    return new RunOptions(maxVariants, on, refit);
  }

  /** The same with refit on or off. */
  public RunOptions withRefit(boolean on) {
    return new RunOptions(maxVariants, failFast, on);
  }
}
