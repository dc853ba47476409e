package org.spectraflow.ui.editor.validation;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.spectraflow.ui.editor.StepPath;

/** A problem's place is shown once: the message's own leading place is not repeated. */
class ProblemLineTest {

  @Test
  void anEngineMessageStartingWithItsPlaceShowsThePlaceOnce() {
    ProblemLine line =
        ProblemLine.of(
            new Problem(
                Severity.ERROR, StepPath.step(6), "pipeline[6]: window_length 101 > 48 features"));

    assertThat(line.place()).isEqualTo("pipeline[6]");
    assertThat(line.message()).isEqualTo("window_length 101 > 48 features");
    assertThat(line.text()).isEqualTo("pipeline[6]: window_length 101 > 48 features");
  }

  @Test
  void aMorePrecisePlaceInsideTheNodeBecomesThePlace() {
    ProblemLine line =
        ProblemLine.of(
            new Problem(
                Severity.ERROR,
                StepPath.step(0),
                "pipeline[0].params.window_length: SavitzkyGolay.window_length = 101: too long"));

    assertThat(line.place()).isEqualTo("pipeline[0].params.window_length");
    assertThat(line.message()).isEqualTo("SavitzkyGolay.window_length = 101: too long");
  }

  @Test
  void aPlaceElsewhereAndTheWholePipelineAreKeptAsWritten() {
    ProblemLine other =
        ProblemLine.of(new Problem(Severity.WARNING, StepPath.step(2), "pipeline[12]: slow"));
    assertThat(other.place()).isEqualTo("pipeline[2]");
    assertThat(other.message()).isEqualTo("pipeline[12]: slow");
    ProblemLine whole = ProblemLine.of(new Problem(Severity.ERROR, StepPath.ROOT, "No model step"));
    assertThat(whole.place()).isEmpty();
    assertThat(whole.text()).isEqualTo("No model step");
  }
}
