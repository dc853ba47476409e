package org.spectraflow.ui.run;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * The studio-open warm-up applies a whole synthetic run, every event, on a thread that is not the
 * FX thread (here JUnit's, with no JavaFX toolkit started).
 */
class RunWarmUpTest {

  @Test
  void replaysEveryEventOfItsSyntheticRun() {
    int perVariant = SyntheticRun.EVENTS_PER_VARIANT;
    assertThat(RunWarmUp.replay(3)).isEqualTo(2 + 3 * perVariant);
  }
}
