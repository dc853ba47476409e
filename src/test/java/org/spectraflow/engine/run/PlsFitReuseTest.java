package org.spectraflow.engine.run;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.cache.CacheConfig;
import org.spectraflow.engine.data.SpectroDataset;
import org.spectraflow.engine.observe.MemoryProbe;
import org.spectraflow.engine.observe.RunEvent;
import org.spectraflow.engine.pipeline.PipelineDocument;
import org.spectraflow.engine.run.report.RunReport;

/**
 * PLS {@code n_components} sweeps with the step cache: one fit at the sweep's largest size per
 * training set (fold), the same scores, bit for bit, as separate fits.
 */
class PlsFitReuseTest {

  static final String SWEEP =
      "{\"pipeline\": [{\"class\": \"KFold\", \"params\": {\"n_splits\": 3}},"
          + " {\"_or_\": [\"nirs4all.operators.transforms.SNV\", {\"class\": \"Detrend\"}]},"
          + " {\"model\": {\"class\": \"PLSRegression\"}, \"_range_\": [1, 9, 2], \"param\": \"n_components\"}]}";

  static RunReport run(String json, CacheConfig config, List<RunEvent> events) {
    SpectroDataset ds = RunFixtures.demo();
    PipelineDocument doc = RunFixtures.doc(json);
    return PipelineRunner.standard()
        .run(
            RunRequest.of(doc, ds)
                .withCacheConfig(config)
                .withEvents(RunFixtures.capture(events))
                .withMemoryProbe(MemoryProbe.disabled()));
  }

  @Test
  void aSweepFitsOncePerFoldAndGivesTheScoresOfSeparateFits() {
    RunReport separate = run(SWEEP, CacheConfig.noCache(), new ArrayList<>());
    List<RunEvent> events = new ArrayList<>();
    RunReport reused = run(SWEEP, CacheConfig.fullCache(), events);
    assertThat(reused.variants()).hasSize(10).allMatch(v -> v.ok());
    assertThat(RunFixtures.scores(reused)).isEqualTo(RunFixtures.scores(separate));
    // 10 variants x 3 folds + 1 refit without reuse; with it 2 chains x 3 folds + 1 refit
    assertThat(separate.modelFits()).isEqualTo(31);
    assertThat(separate.modelFitReuses()).isZero();
    assertThat(reused.modelFits()).isEqualTo(7);
    assertThat(reused.modelFitReuses()).isEqualTo(24);
    List<RunEvent.ModelFitReused> reuses =
        events.stream()
            .filter(e -> e instanceof RunEvent.ModelFitReused)
            .map(e -> (RunEvent.ModelFitReused) e)
            .toList();
    assertThat(reuses)
        .hasSize(24)
        .allSatisfy(
            e -> {
              assertThat(e.fittedComponents()).isEqualTo(9);
              // which size fits first depends on which worker gets there first; all sizes reuse the
              // 9
              assertThat(e.components()).isBetween(1, 9);
              assertThat(e.model()).isEqualTo("PLSRegression");
            });
  }

  @Test
  void branchesReadingTheSameDataShareOneFit() {
    String json =
        "{\"pipeline\": [{\"branch\": [[{\"model\": {\"class\": \"PLSRegression\","
            + " \"params\": {\"n_components\": 3}}}], [{\"model\": {\"class\": \"PLSRegression\","
            + " \"params\": {\"n_components\": 2}}}], [\"nirs4all.operators.transforms.SNV\","
            + " {\"model\": {\"class\": \"PLSRegression\", \"params\": {\"n_components\": 2}}}]]}]}";
    RunReport separate = run(json, CacheConfig.noCache(), new ArrayList<>());
    RunReport reused = run(json, CacheConfig.fullCache(), new ArrayList<>());
    assertThat(RunFixtures.scores(reused)).isEqualTo(RunFixtures.scores(separate)).hasSize(3);
    assertThat(separate.modelFits()).isEqualTo(3);
    assertThat(reused.modelFits()).isEqualTo(2);
    assertThat(reused.modelFitReuses()).isEqualTo(1);
  }

  @Test
  void aSizeTheDataCannotTakeFallsBackToSeparateFits() {
    String json =
        "{\"pipeline\": [{\"model\": {\"class\": \"PLSRegression\","
            + " \"params\": {\"n_components\": {\"_or_\": [2, 500, 3]}}}}]}";
    RunReport separate = run(json, CacheConfig.noCache(), new ArrayList<>());
    RunReport reused = run(json, CacheConfig.fullCache(), new ArrayList<>());
    assertThat(RunFixtures.scores(reused)).isEqualTo(RunFixtures.scores(separate));
    assertThat(reused.variant(1).error())
        .isEqualTo(separate.variant(1).error())
        .contains("n_components");
    assertThat(separate.modelFits()).isEqualTo(2);
    // the refused 500 is never fitted; whether 2 and 3 share one fit depends on which runs first
    // (3 first: its fit serves 2), so the two sizes cost two fits or one fit and one reuse
    assertThat(reused.modelFits() + reused.modelFitReuses()).isEqualTo(2);
    assertThat(reused.modelFits()).isBetween(1L, 2L);
  }
}
