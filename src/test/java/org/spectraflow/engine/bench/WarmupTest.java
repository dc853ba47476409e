package org.spectraflow.engine.bench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

class WarmupTest {

  /** Rounds of {@code wall} ms each, compiling for the given ms. */
  private static List<WarmupRound> rounds(double wall, long... jitMillis) {
    List<WarmupRound> out = new ArrayList<>();
    for (long j : jitMillis) {
      out.add(new WarmupRound(wall, j));
    }
    return out;
  }

  private static long[] times(int count, long jit) {
    long[] a = new long[count];
    Arrays.fill(a, jit);
    return a;
  }

  @Test
  void aFixedWarmupRunsExactlyItsRounds() {
    Warmup three = Warmup.parse(" 3 ");
    assertThat(three).isEqualTo(new Warmup.Fixed(3));
    assertThat(three.wantsAnother(rounds(100, 900, 900))).isTrue();
    assertThat(three.wantsAnother(rounds(100, 900, 900, 900))).isFalse();
    assertThat(Warmup.parse("0").wantsAnother(List.of())).isFalse();
    assertThat(three.label()).isEqualTo("3");
  }

  @Test
  void autoWaitsForThreeRoundsAndTwoSecondsCompilingAtMostATenthOfTheirTime() {
    Warmup auto = Warmup.parse("AUTO");
    assertThat(auto.label()).isEqualTo("auto");
    assertThat(auto.wantsAnother(List.of())).isTrue();
    assertThat(auto.wantsAnother(rounds(1000, 0, 0))).as("fewer than three rounds").isTrue();
    assertThat(auto.wantsAnother(rounds(700, 3000, 70, 70, 70))).isFalse();
    assertThat(auto.wantsAnother(rounds(700, 70, 70, 71))).as("211 ms of 2100 is over").isTrue();
    assertThat(auto.wantsAnother(rounds(700, 0, 0, 0, 400, 0, 0)))
        .as("a late compilation inside the last two seconds")
        .isTrue();
    assertThat(auto.wantsAnother(rounds(700, 0, 0, 0, 400, 0, 0, 0))).isFalse();
  }

  @Test
  void shortRoundsAreJudgedOverTwoSecondsNotThreeRounds() {
    Warmup auto = Warmup.parse("auto");
    assertThat(auto.wantsAnother(rounds(10, 0, 0, 0, 0, 0)))
        .as("five quiet 10 ms rounds are 50 ms: a compilation may still be running")
        .isTrue();
    List<WarmupRound> quiet = rounds(10, times(200, 1));
    assertThat(auto.wantsAnother(quiet)).as("200 rounds of 10 ms, 10 % compiling").isFalse();
    List<WarmupRound> busy = rounds(10, times(200, 2));
    assertThat(auto.wantsAnother(busy)).isTrue();
  }

  @Test
  void autoStopsAtItsCapsAndRunsAFixedCountWhenCompilationTimeIsUnknown() {
    Warmup capped = new Warmup.UntilJitSettles(4, 60_000);
    assertThat(capped.wantsAnother(rounds(1000, 500, 500, 500))).isTrue();
    assertThat(capped.wantsAnother(rounds(1000, 500, 500, 500, 500))).isFalse();
    assertThat(Warmup.UntilJitSettles.settled(rounds(1000, 500, 500, 500, 500))).isFalse();
    Warmup timed = new Warmup.UntilJitSettles(1000, 5000);
    assertThat(timed.wantsAnother(rounds(2000, 900, 900))).isTrue();
    assertThat(timed.wantsAnother(rounds(2000, 900, 900, 900))).as("6 s spent").isFalse();
    Warmup auto = Warmup.parse("auto");
    long[] unknown = times(Warmup.UntilJitSettles.BLIND_ROUNDS - 1, -1);
    assertThat(auto.wantsAnother(rounds(100, unknown))).isTrue();
    long[] enough = times(Warmup.UntilJitSettles.BLIND_ROUNDS, -1);
    assertThat(auto.wantsAnother(rounds(100, enough))).isFalse();
    assertThat(Warmup.UntilJitSettles.settled(rounds(1000, enough))).isFalse();
  }

  @Test
  void anythingElseIsRefusedNamingWhatIsAccepted() {
    assertThatThrownBy(() -> Warmup.parse("soon"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage(
            "--warmup: expected 'auto' or a whole number from 0 to 2147483647 (warm-up rounds),"
                + " got 'soon'");
    assertThatThrownBy(() -> Warmup.parse("-2"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("got '-2'");
    assertThatThrownBy(() -> new Warmup.Fixed(-1)).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> new Warmup.UntilJitSettles(2, 1000))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> new Warmup.UntilJitSettles(10, 0))
        .isInstanceOf(IllegalArgumentException.class);
  }
}
