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
  int AUTO_MAX_ROUNDS = 60;

  /** True when another warm-up round should run after the rounds {@code done}. */
  boolean wantsAnother(List<WarmupRound> done);

  /** The option's text: the count, or {@code auto}. */
  String label();

  /**
   * The policy an option value names: a count ≥ 0, or {@code auto}.
   *
   * @throws IllegalArgumentException for anything else, naming what is accepted
   */
  static Warmup parse(String text) {
    String t = text == null ? "" : text.strip();
    if (t.toLowerCase(Locale.ROOT).equals("auto")) {
      return new UntilJitSettles(AUTO_MAX_ROUNDS);
    }
    try {
      return new Fixed(Integer.parseInt(t));
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException(
          "--warmup: expected a number of rounds (0 or more) or 'auto', got '" + t + "'");
    }
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
  }

  /**
   * Rounds until the JIT has settled: the last {@value #QUIET_ROUNDS} rounds each spent at most
   * {@value #QUIET_SHARE} of their wall time compiling; at most {@code maxRounds}. Where the JVM
   * does not report compilation time, {@value #BLIND_ROUNDS} rounds (or {@code maxRounds} if
   * fewer).
   *
   * @param maxRounds at least {@value #QUIET_ROUNDS}
   */
  record UntilJitSettles(int maxRounds) implements Warmup {

    /** Consecutive quiet rounds that make the JIT settled. */
    public static final int QUIET_ROUNDS = 3;

    /** The largest share of a quiet round's wall time spent compiling. */
    public static final double QUIET_SHARE = 0.1;

    /** Rounds run when compilation time is not reported. */
    public static final int BLIND_ROUNDS = 10;

    /** Checks the cap. */
    public UntilJitSettles {
      if (maxRounds < QUIET_ROUNDS) {
        throw new IllegalArgumentException(
            "the warm-up cap must be >= " + QUIET_ROUNDS + ", was " + maxRounds);
      }
    }

    @Override
    public boolean wantsAnother(List<WarmupRound> done) {
      if (done.size() >= maxRounds) {
        return false;
      }
      if (done.stream().anyMatch(r -> r.jitMillis() < 0)) {
        return done.size() < Math.min(BLIND_ROUNDS, maxRounds);
      }
      return !settled(done);
    }

    /** True when the last {@value #QUIET_ROUNDS} rounds were quiet. */
    public static boolean settled(List<WarmupRound> done) {
      if (done.size() < QUIET_ROUNDS) {
        return false;
      }
      return done.subList(done.size() - QUIET_ROUNDS, done.size()).stream()
          .allMatch(r -> r.jitMillis() >= 0 && r.jitMillis() <= QUIET_SHARE * r.wallMillis());
    }

    @Override
    public String label() {
      return "auto";
    }
  }
}
