package org.spectraflow.ui.run;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.observe.RunEvent;
import org.spectraflow.engine.observe.RunEvent.StepFinished;
import org.spectraflow.engine.observe.RunEvent.VariantFinished;
import org.spectraflow.engine.observe.RunEvent.VariantStatus;

/** The measured data peak sums the contexts alive together, from the engine's steady bytes. */
class HeldBytesTest {

  private static final Instant T0 = Instant.parse("2026-01-01T00:00:00Z");

  private static StepFinished step(int variant, int step, List<Integer> path, long steady) {
    return new StepFinished(
        T0,
        variant,
        step,
        path,
        "pipeline[0]",
        "Op",
        List.of(),
        steady,
        0,
        0,
        0,
        Duration.ZERO,
        false);
  }

  @Test
  void branchContextsAddUpUntilAMergeReplacesThem() {
    List<RunEvent> events =
        List.of(
            step(0, 1, List.of(), 100),
            step(0, 2, List.of(0), 50),
            step(0, 2, List.of(1), 60),
            step(0, 3, List.of(0), 50),
            step(0, 3, List.of(1), 60),
            step(0, 4, List.of(), 30));

    // the top-level context gives way to its lanes: 50 + 60, then the merge's 30 replaces them
    assertThat(HeldBytes.peak(events)).isEqualTo(110);
  }

  @Test
  void variantsInFlightAddUpAndAFinishedOneHoldsNothing() {
    List<RunEvent> events =
        List.of(
            step(0, 1, List.of(), 100),
            step(1, 1, List.of(), 100),
            new VariantFinished(T0, 0, "v0", VariantStatus.OK, null, Map.of(), Duration.ZERO),
            step(2, 1, List.of(), 100));

    assertThat(HeldBytes.peak(events)).isEqualTo(200);
  }

  @Test
  void noStepsHoldNothing() {
    assertThat(HeldBytes.peak(List.of())).isZero();
  }

  @Test
  void aStepReplacesItsParentAndTheLanesBelowItNeverItselfOrASibling() {
    assertThat(HeldBytes.replaces(List.of(0), List.of())).as("parent").isTrue();
    assertThat(HeldBytes.replaces(List.of(1, 2), List.of(1))).as("parent lane").isTrue();
    assertThat(HeldBytes.replaces(List.of(), List.of(0))).as("a merge, lane 0").isTrue();
    assertThat(HeldBytes.replaces(List.of(1), List.of(1, 0))).as("a lane below").isTrue();
    assertThat(HeldBytes.replaces(List.of(1), List.of(1))).as("itself").isFalse();
    assertThat(HeldBytes.replaces(List.of(1), List.of(2))).as("sibling").isFalse();
    assertThat(HeldBytes.replaces(List.of(1, 0), List.of(2))).as("a sibling's parent").isFalse();
    assertThat(HeldBytes.replaces(List.of(), List.of())).as("top level").isFalse();
  }
}
