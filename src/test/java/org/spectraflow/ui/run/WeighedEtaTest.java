package org.spectraflow.ui.run;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.cache.CacheConfig;
import org.spectraflow.engine.estimate.EtaModel;
import org.spectraflow.engine.observe.RunEvent;
import org.spectraflow.engine.observe.RunEvent.VariantStatus;

/**
 * The studio's ETA, given the run estimate's per-variant costs, weighs finished variants by them
 * (the CLI progress bar's model): the first variant of a preprocessing makes the forest's fit, the
 * ones after reuse it, so finishing the cheap ones does not make the ETA collapse.
 */
class WeighedEtaTest {

  private static final Instant T0 = Instant.parse("2026-01-01T00:00:00Z");

  private final ProgressModel progress = new ProgressModel();

  private void startRun() {
    progress.start(T0);
    progress.accept(new RunEvent.RunStarted(T0, "p", 4, "demo", CacheConfig.defaults()));
  }

  private void variantDone(int v, long atMillis) {
    progress.accept(
        new RunEvent.VariantFinished(
            T0.plusMillis(atMillis),
            v,
            "v",
            VariantStatus.OK,
            null,
            Map.of(),
            Duration.ofMillis(1)));
  }

  @Test
  void finishedVariantsWeighByTheirEstimatedCost() {
    startRun();
    // variants 0 and 2 fit a forest (9 s each in the estimate), 1 and 3 reuse it (1 s)
    progress.useCosts(new EtaModel(List.of(9.0, 1.0, 9.0, 1.0)));
    variantDone(0, 9_000);
    variantDone(1, 10_000);
    progress.tick(T0.plusSeconds(10));

    // 10 of 20 estimated seconds done in 10 s: 10 s left (the mean per variant would also say 10)
    assertThat(progress.etaProperty().get()).isEqualTo(Duration.ofSeconds(10));

    variantDone(3, 11_000);
    progress.tick(T0.plusSeconds(11));
    // 11 of 20 done in 11 s: 9 s left, where the mean per variant would say 3.7 s
    assertThat(progress.etaProperty().get()).isEqualTo(Duration.ofSeconds(9));
  }

  @Test
  void withoutCostsOrAfterClearItIsTheMeanPerVariant() {
    startRun();
    progress.useCosts(new EtaModel(List.of(9.0, 1.0, 9.0, 1.0)));
    progress.clear();
    startRun();
    variantDone(1, 1_000);
    progress.tick(T0.plusSeconds(1));

    assertThat(progress.etaProperty().get()).isEqualTo(Duration.ofSeconds(3));
  }
}
