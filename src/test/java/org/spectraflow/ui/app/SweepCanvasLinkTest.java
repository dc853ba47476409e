package org.spectraflow.ui.app;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.spectraflow.ui.editor.StepPath;

/** Template step ids map to the canvas's step paths. */
class SweepCanvasLinkTest {

  @Test
  void aChosenAlternativeIsItsGeneratorPath() {
    assertThat(SweepCanvasLink.path("/pipeline/0/_cartesian_/1/_or_/2"))
        .isEqualTo(StepPath.step(0).key("_cartesian_").index(1).key("_or_").index(2));
    assertThat(SweepCanvasLink.path("/pipeline/3")).isEqualTo(StepPath.step(3));
  }
}
