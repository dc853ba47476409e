package org.spectraflow.engine.bench;

/**
 * How a workload's warm-up went and how quiet the JIT was while it was measured.
 *
 * @param rounds warm-up rounds run (every configuration once per round)
 * @param jitSettled true when the last warm-up rounds were quiet ({@link
 *     Warmup.UntilJitSettles#settled}), whatever the policy
 * @param jitMillisMeasured time the JIT spent compiling during the measured rounds, -1 when the JVM
 *     does not report it
 */
public record WarmupOutcome(int rounds, boolean jitSettled, long jitMillisMeasured) {

  /** Checks the count. */
  public WarmupOutcome {
    if (rounds < 0) {
      throw new IllegalArgumentException("warm-up rounds must be >= 0, was " + rounds);
    }
  }
}
