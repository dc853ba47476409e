package org.spectraflow.ui.run.compare;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.cache.CachePreset;
import org.spectraflow.engine.data.Precision;
import org.spectraflow.ui.run.DatasetChoice;
import org.spectraflow.ui.run.RunEngine;
import org.spectraflow.ui.run.RunTestKit;

class CompareModelTest {

  @BeforeAll
  static void toolkit() throws Exception {
    RunTestKit.startToolkit();
  }

  private static Comparison compare(RunEngine engine) {
    CompareModel model = new CompareModel(engine, Runnable::run, Runnable::run, RunTestKit.FIXED);
    model.compare(RunTestKit.demoDocument(), DatasetChoice.demo(20, 32), Precision.FLOAT32);
    assertThat(model.runningProperty().get()).isFalse();
    assertThat(model.profileA().events()).isNotEmpty();
    assertThat(model.profileB().events()).isNotEmpty();
    return model.comparisonProperty().get();
  }

  @Test
  void identicalScoresPassAndTheTableListsTheFiveMeasures() {
    Comparison c = compare(RunTestKit.fakeEngine(4, 0));

    assertThat(c.reproducible()).isTrue();
    assertThat(c.verdict()).startsWith("PASS").contains("4 variants");
    assertThat(c.labelA()).isEqualTo("A: " + CachePreset.NO_CACHE.displayName());
    assertThat(c.rows())
        .extracting(Comparison.Row::measure)
        .containsExactly("wall time", "peak RSS", "cache hits", "evictions", "bytes copied");
  }

  @Test
  void aScoreThatChangesWithTheConfigurationFails() {
    AtomicInteger runs = new AtomicInteger();
    Comparison c =
        compare(request -> RunTestKit.fakeEngine(3, runs.getAndIncrement() * 1e-9).run(request));

    assertThat(c.reproducible()).isFalse();
    assertThat(c.verdict()).startsWith("FAIL").contains("variant 0", "PLSRegression");
  }
}
