package org.spectraflow.ui.run.charts;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/** Boundary marks thinned to the pixels of the plot. */
class MarkThinnerTest {

  private static List<TimeMark> everySecond(int n) {
    return IntStream.range(0, n).mapToObj(i -> new TimeMark(i, "m" + i)).toList();
  }

  @Test
  void keepsEveryMarkWhenTheyAreFarEnoughApart() {
    assertThat(MarkThinner.thin(everySecond(10), 0, 9, 900, 6)).hasSize(10);
  }

  @Test
  void keepsAtMostOneMarkPerMinimumSpacing() {
    List<TimeMark> kept = MarkThinner.thin(everySecond(1000), 0, 999, 600, 6);

    assertThat(kept).hasSizeLessThanOrEqualTo(101).first().isEqualTo(new TimeMark(0, "m0"));
    for (int i = 1; i < kept.size(); i++) {
      assertThat((kept.get(i).seconds() - kept.get(i - 1).seconds()) * 600 / 999)
          .isGreaterThanOrEqualTo(6);
    }
  }

  @Test
  void dropsStepMarksBeyondTheLimitButNotVariantMarks() {
    assertThat(MarkThinner.steps(everySecond(MarkThinner.MAX_STEP_MARKS + 1), 0, 1000, 1000, 1))
        .isEmpty();
    assertThat(MarkThinner.steps(everySecond(MarkThinner.MAX_STEP_MARKS), 0, 1000, 1000, 1))
        .hasSize(MarkThinner.MAX_STEP_MARKS);
    assertThat(MarkThinner.thin(List.of(), 0, 1, 100, 6)).isEmpty();
  }
}
