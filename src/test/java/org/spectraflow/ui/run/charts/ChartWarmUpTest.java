package org.spectraflow.ui.run.charts;

import static org.assertj.core.api.Assertions.assertThat;

import javafx.application.Platform;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxToolkit;

class ChartWarmUpTest {

  @BeforeAll
  static void startToolkit() throws Exception {
    FxToolkit.registerPrimaryStage();
  }

  @Test
  void drawsEveryThrowawayChartIntoAFrameOffTheFxThread() {
    assertThat(Platform.isFxApplicationThread()).isFalse();

    assertThat(ChartWarmUp.drawAll()).isEqualTo(2);
  }
}
