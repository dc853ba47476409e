package org.spectraflow.ui.run;

/**
 * The studio's worker-thread setting: how many threads run a pipeline's variants (as the command
 * line's {@code --threads N}). The default is every core of the machine; 1 runs the variants one
 * after the other. Scores, cache counts and the run views' figures do not depend on it.
 */
public final class RunThreads {

  /** Every core of this machine. */
  public static final int DEFAULT = Runtime.getRuntime().availableProcessors();

  /** The largest setting accepted. */
  public static final int MAX = 256;

  private RunThreads() {}

  /** {@code n} within 1..{@value #MAX}. */
  public static int clamp(int n) {
    return Math.max(1, Math.min(MAX, n));
  }
}
