package org.spectraflow.engine.bench;

import java.util.List;
import java.util.Locale;

/**
 * How many uncounted rounds a bench runs before it measures: a fixed count, or rounds until the JIT
 * compiler has settled ({@code --warmup auto}). A round runs every configuration of a workload
 * once. "Warm" means the code runs at its final tier: after a fixed handful of rounds the compiler
 * can still be compiling the sweep's methods on one of the machine's two cores, which the measured
 * runs then share (docs/performance.md, "Warm means the JIT has settled").
 */
public sealed interface Warmup {

  /** The most rounds {@code auto} runs before it measures anyway. */
  int AUTO_MAX_ROUNDS = 1000;

  /** The longest warm-up {@code auto} runs before it measures anyway, in milliseconds. */
  double AUTO_MAX_MILLIS = 180_000;

  /** True when another warm-up round should run after the rounds {@code done}. */
  boolean wantsAnother(List<WarmupRound> done);

  /** The option's text: the count, or {@code auto}. */
  String label();

  /** The most warm-up rounds this policy can ask for. */
  int maxRounds();

  /**
   * The policy an option value names: a count ≥ 0, or {@code auto}.
   *
   * @throws IllegalArgumentException for anything else, naming what is accepted
   */
  static Warmup parse(String text) {
    String t = text == null ? "" : text.strip();
    if (t.toLowerCase(Locale.ROOT).equals("auto")) {
      return new UntilJitSettles(AUTO_MAX_ROUNDS, AUTO_MAX_MILLIS);
    }
    try {
      int rounds = Integer.parseInt(t);
      if (rounds >= 0) {
        return new Fixed(rounds);
      }
    } catch (NumberFormatException e) {
      // said below, as a negative count is
    }
    throw new IllegalArgumentException(
        "--warmup: expected 'auto' or a whole number from 0 to "
            + Integer.MAX_VALUE
            + " (warm-up rounds), got '"
            + t
            + "'");
  }

  /**
   * Exactly {@code rounds} warm-up rounds.
   *
   * @param rounds at least 0
   */
  record Fixed(int rounds) implements Warmup {

    /** Checks the count. */
    public Fixed {
      if (rounds < 0) {
        throw new IllegalArgumentException("--warmup must be >= 0, was " + rounds);
      }
    }

    @Override
    public boolean wantsAnother(List<WarmupRound> done) {
      return done.size() < rounds;
    }

    @Override
    public String label() {
      return Integer.toString(rounds);
    }

    @Override
    public int maxRounds() {
      return rounds;
    }
  }

  /**
   * Rounds until the JIT has settled: over the last rounds, at least {@value #QUIET_ROUNDS} of them
   * and at least {@value #QUIET_SPAN_MILLIS} ms of wall time together, the JIT compiled for at most
   * {@value #QUIET_SHARE} of that time (a span in time, not only in rounds, because a compilation
   * is counted when it ends: millisecond rounds would look quiet while one is still running). At
   * most {@code maxRounds} rounds or {@code maxMillis} of warm-up. Where the JVM does not report
   * compilation time, {@value #BLIND_ROUNDS} rounds (or fewer if a cap comes first).
   *
   * @param maxRounds at least {@value #QUIET_ROUNDS}
   * @param maxMillis positive
   */
  record UntilJitSettles(int maxRounds, double maxMillis) implements Warmup {

    /** The fewest rounds a quiet span holds. */
    public static final int QUIET_ROUNDS = 3;

    /** The shortest quiet span, in milliseconds of wall time. */
    public static final double QUIET_SPAN_MILLIS = 2000;

    /** The largest share of a quiet span's wall time spent compiling. */
    public static final double QUIET_SHARE = 0.1;

    /** Rounds run when compilation time is not reported. */
    public static final int BLIND_ROUNDS = 10;

    /** Checks the caps. */
    public UntilJitSettles {
      if (maxRounds < QUIET_ROUNDS || !(maxMillis > 0)) {
        throw new IllegalArgumentException(
            "the warm-up caps must be >= "
                + QUIET_ROUNDS
                + " rounds and > 0 ms, were "
                + maxRounds
                + " and "
                + maxMillis);
      }
    }

    @Override
    public boolean wantsAnother(List<WarmupRound> done) {
      double spent = done.stream().mapToDouble(WarmupRound::wallMillis).sum();
      if (done.size() >= maxRounds || spent >= maxMillis) {
        return false;
      }
      if (done.stream().anyMatch(r -> r.jitMillis() < 0)) {
        return done.size() < BLIND_ROUNDS;
      }
      return !settled(done);
    }

    /**
     * True when the shortest run of last rounds that holds {@value #QUIET_ROUNDS} rounds and
     * {@value #QUIET_SPAN_MILLIS} ms spent at most {@value #QUIET_SHARE} of its time compiling.
     */
    public static boolean settled(List<WarmupRound> done) {
      double wall = 0;
      double jit = 0;
      int rounds = 0;
      for (int i = done.size() - 1; i >= 0; i--) {
        WarmupRound r = done.get(i);
        if (r.jitMillis() < 0) {
          return false;
        }
        wall += r.wallMillis();
        jit += r.jitMillis();
        rounds++;
        if (rounds >= QUIET_ROUNDS && wall >= QUIET_SPAN_MILLIS) {
          return jit <= QUIET_SHARE * wall;
        }
      }
      return false;
    }

    @Override
    public String label() {
      return "auto";
    }
  }
}
