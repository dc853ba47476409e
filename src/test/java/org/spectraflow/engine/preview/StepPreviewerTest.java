package org.spectraflow.engine.preview;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.concurrent.CancellationException;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.cache.CacheConfig;
import org.spectraflow.engine.data.SpectroDataset;
import org.spectraflow.engine.observe.MemoryProbe;
import org.spectraflow.engine.pipeline.PipelineDocument;
import org.spectraflow.engine.run.CancellationToken;
import org.spectraflow.engine.run.PipelineRunner;
import org.spectraflow.engine.run.RunFixtures;
import org.spectraflow.engine.run.RunRequest;
import org.spectraflow.engine.run.reuse.SessionCache;

/**
 * The step preview runs only the prefix up to the selected step, gives the features a full run
 * computes there (served from the run's own cache entries), and a second preview of the same step
 * is served from the cache without applying a transform.
 */
class StepPreviewerTest {

  static final CacheConfig ON = CacheConfig.defaults().withStepCacheEnabled(true);
  static final CacheConfig OFF = CacheConfig.defaults().withStepCacheEnabled(false);

  static final String CHAIN =
      """
      {"pipeline": [
        "nirs4all.operators.transforms.scalers.StandardNormalVariate",
        {"class": "nirs4all.operators.transforms.nirs.SavitzkyGolay",
         "params": {"window_length": 11, "polyorder": 2}},
        {"model": {"class": "sklearn.cross_decomposition._pls.PLSRegression",
                   "params": {"n_components": 3}}}
      ]}
      """;

  private final SpectroDataset data = RunFixtures.demo();
  private final StepPreviewer previewer = StepPreviewer.standard();

  private StepPreview preview(
      PipelineDocument doc, String stepId, CacheConfig config, SessionCache s) {
    return previewer.preview(
        PreviewRequest.of(doc, data, stepId).withCacheConfig(config).withSession(s));
  }

  @Test
  void theSecondPreviewOfAStepIsServedFromTheCache() {
    PipelineDocument doc = RunFixtures.doc(CHAIN);
    SessionCache session = new SessionCache();
    StepPreview first = preview(doc, "/pipeline/1", ON, session);
    assertThat(first.transformerApplications()).isEqualTo(2); // SNV once, then Savitzky-Golay
    StepPreview second = preview(doc, "/pipeline/1", ON, session);
    assertThat(second.transformerApplications()).isZero();
    assertThat(second.cacheMisses()).isZero();
    assertThat(second.cacheHits()).isPositive();
    assertThat(second.after().values()).isEqualTo(first.after().values());
    assertThat(second.before().values()).isEqualTo(first.before().values());
  }

  @Test
  void afterAFullRunThePreviewIsTheRunsOwnStepOutputAndEqualsAnUncachedPrefix() {
    PipelineDocument doc = RunFixtures.doc(CHAIN);
    SessionCache session = new SessionCache();
    PipelineRunner.standard()
        .run(
            RunRequest.of(doc, data)
                .withCacheConfig(ON)
                .withMemoryProbe(MemoryProbe.disabled())
                .withSessionCache(session));
    StepPreview served = preview(doc, "/pipeline/1", ON, session);
    assertThat(served.transformerApplications()).isZero();
    StepPreview fresh = preview(doc, "/pipeline/1", OFF, null);
    assertThat(fresh.transformerApplications()).isPositive();
    assertThat(served.after().values()).isEqualTo(fresh.after().values());
    // before Savitzky-Golay is after SNV: every spectrum centred with unit deviation
    double[] row = served.before().row(0);
    double mean = java.util.Arrays.stream(row).average().orElseThrow();
    assertThat(mean).isCloseTo(0, org.assertj.core.data.Offset.offset(1e-5));
    assertThat(served.after().values()).isNotEqualTo(served.before().values());
    assertThat(served.after().rows()).isEqualTo(data.trainIds().length + data.testIds().length);
    assertThat(served.stepLabel()).contains("SavitzkyGolay");
  }

  @Test
  void aGeneratorAlternativeIsPreviewedForTheFirstVariantThroughItOrTheOnePicked() {
    PipelineDocument doc = RunFixtures.demoDocument("d03-sweep.json");
    String sg = "/pipeline/0/_cartesian_/1/_or_/2";
    StepPreview first = preview(doc, sg, ON, new SessionCache());
    // 4 first choices × 4 PLS sizes pass through the Savitzky-Golay alternative
    assertThat(first.variants()).hasSize(16);
    assertThat(first.variantName()).contains("SavitzkyGolay");
    StepPreview.VariantChoice other = first.variants().get(5);
    StepPreview picked =
        previewer.preview(
            PreviewRequest.of(doc, data, sg).withCacheConfig(ON).withVariant(other.index()));
    assertThat(picked.variantIndex()).isEqualTo(other.index());
  }

  @Test
  void aModelStepIsRefusedWithAReason() {
    PipelineDocument doc = RunFixtures.doc(CHAIN);
    assertThatThrownBy(() -> preview(doc, "/pipeline/2", ON, null))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("select a preprocessing step");
  }

  @Test
  void beforeTheModelIsEveryPreprocessingStep() {
    PipelineDocument doc = RunFixtures.doc(CHAIN);
    StepPreview whole =
        previewer.preview(
            PreviewRequest.of(doc, data, "/pipeline/0")
                .withCacheConfig(ON)
                .withTarget(new PreviewTarget.BeforeModel()));
    StepPreview atSg = preview(doc, "/pipeline/1", ON, null);
    assertThat(whole.after().values()).isEqualTo(atSg.after().values());
  }

  @Test
  void aCancelledPreviewStops() {
    PipelineDocument doc = RunFixtures.doc(CHAIN);
    CancellationToken token = new CancellationToken();
    token.cancel();
    assertThatThrownBy(
            () ->
                previewer.preview(
                    PreviewRequest.of(doc, data, "/pipeline/1")
                        .withControl(token, PreviewProgress.NONE)))
        .isInstanceOf(CancellationException.class);
  }
}
