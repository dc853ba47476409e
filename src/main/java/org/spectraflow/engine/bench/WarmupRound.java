package org.spectraflow.engine.bench;

/**
 * One warm-up round as {@link Warmup} judges it.
 *
 * @param wallMillis the round's wall time (every configuration once)
 * @param jitMillis time the JIT compilers spent compiling during the round, -1 when the JVM does
 *     not report it
 */
public record WarmupRound(double wallMillis, long jitMillis) {

  /** Runs {@code round} and returns its wall time and the JIT's compilation meanwhile. */
  static WarmupRound timed(Runnable round) {
    long jit = JitClock.millis();
    long t0 = System.nanoTime();
    round.run();
    return new WarmupRound((System.nanoTime() - t0) / 1e6, JitClock.since(jit));
  }
}
