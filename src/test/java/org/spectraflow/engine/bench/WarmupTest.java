package org.spectraflow.engine.bench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class WarmupTest {

  private static List<WarmupRound> rounds(long... jitMillis) {
    List<WarmupRound> out = new ArrayList<>();
    for (long j : jitMillis) {
      out.add(new WarmupRound(100.0, j));
    }
    return out;
  }

  @Test
  void aFixedWarmupRunsExactlyItsRounds() {
    Warmup three = Warmup.parse(" 3 ");
    assertThat(three).isEqualTo(new Warmup.Fixed(3));
    assertThat(three.wantsAnother(rounds(900, 900))).isTrue();
    assertThat(three.wantsAnother(rounds(900, 900, 900))).isFalse();
    assertThat(Warmup.parse("0").wantsAnother(List.of())).isFalse();
    assertThat(three.label()).isEqualTo("3");
  }

  @Test
  void autoWaitsForThreeRoundsInARowCompilingAtMostATenthOfTheirWallTime() {
    Warmup auto = Warmup.parse("AUTO");
    assertThat(auto.label()).isEqualTo("auto");
    assertThat(auto.wantsAnother(List.of())).isTrue();
    assertThat(auto.wantsAnother(rounds(0, 0))).as("fewer than three rounds").isTrue();
    assertThat(auto.wantsAnother(rounds(3000, 10, 10, 10))).isFalse();
    assertThat(auto.wantsAnother(rounds(10, 10, 11))).as("11 ms of 100 is over a tenth").isTrue();
    assertThat(auto.wantsAnother(rounds(10, 10, 10, 400, 10, 10)))
        .as("a late compilation restarts the count")
        .isTrue();
    assertThat(auto.wantsAnother(rounds(10, 10, 10, 400, 10, 10, 10))).isFalse();
  }

  @Test
  void autoStopsAtItsCapAndRunsAFixedCountWhenCompilationTimeIsUnknown() {
    Warmup capped = new Warmup.UntilJitSettles(4);
    assertThat(capped.wantsAnother(rounds(500, 500, 500))).isTrue();
    assertThat(capped.wantsAnother(rounds(500, 500, 500, 500))).isFalse();
    assertThat(Warmup.UntilJitSettles.settled(rounds(500, 500, 500, 500))).isFalse();
    Warmup auto = Warmup.parse("auto");
    long[] unknown = new long[Warmup.UntilJitSettles.BLIND_ROUNDS - 1];
    java.util.Arrays.fill(unknown, -1);
    assertThat(auto.wantsAnother(rounds(unknown))).isTrue();
    long[] enough = new long[Warmup.UntilJitSettles.BLIND_ROUNDS];
    java.util.Arrays.fill(enough, -1);
    assertThat(auto.wantsAnother(rounds(enough))).isFalse();
    assertThat(Warmup.UntilJitSettles.settled(rounds(enough))).isFalse();
  }

  @Test
  void anythingElseIsRefusedNamingWhatIsAccepted() {
    assertThatThrownBy(() -> Warmup.parse("soon"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("--warmup: expected a number of rounds (0 or more) or 'auto', got 'soon'");
    assertThatThrownBy(() -> Warmup.parse("-2"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining(">= 0");
    assertThatThrownBy(() -> new Warmup.UntilJitSettles(2))
        .isInstanceOf(IllegalArgumentException.class);
  }
}
