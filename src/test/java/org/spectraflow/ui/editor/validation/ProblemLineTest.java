package org.spectraflow.ui.editor.validation;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.spectraflow.engine.pipeline.DocumentPath;
import org.spectraflow.engine.pipeline.Problem;
import org.spectraflow.engine.pipeline.Severity;

/** A problem's place is shown once, from its typed place; the message does not repeat it. */
class ProblemLineTest {

  @Test
  void aProblemShowsItsPlaceOnce() {
    ProblemLine line =
        ProblemLine.of(
            Problem.error(DocumentPath.PIPELINE.index(6), "window_length 101 > 48 features"));

    assertThat(line.place()).isEqualTo("pipeline[6]");
    assertThat(line.message()).isEqualTo("window_length 101 > 48 features");
    assertThat(line.text()).isEqualTo("pipeline[6]: window_length 101 > 48 features");
  }

  @Test
  void anEngineMessageArrivingAsTextGetsItsPrecisePlace() {
    ProblemLine line =
        ProblemLine.of(
            Problem.fromText(
                Severity.ERROR,
                "pipeline[0].params.window_length: SavitzkyGolay.window_length = 101: too long"));

    assertThat(line.place()).isEqualTo("pipeline[0].params.window_length");
    assertThat(line.message()).isEqualTo("SavitzkyGolay.window_length = 101: too long");
  }

  @Test
  void theWholePipelineHasNoPlaceAndAHintFollowsTheMessage() {
    ProblemLine whole = ProblemLine.of(Problem.error(DocumentPath.PIPELINE, "No model step"));
    assertThat(whole.place()).isEmpty();
    assertThat(whole.text()).isEqualTo("No model step");
    ProblemLine hinted =
        ProblemLine.of(
            Problem.warning(DocumentPath.PIPELINE.index(2), "slow").withHint("use fewer folds"));
    assertThat(hinted.text()).isEqualTo("pipeline[2]: slow; use fewer folds");
  }
}
