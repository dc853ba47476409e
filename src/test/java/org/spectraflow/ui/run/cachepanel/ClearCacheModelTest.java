package org.spectraflow.ui.run.cachepanel;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.spectraflow.engine.cache.CacheConfig;
import org.spectraflow.engine.data.SpectroDataset;
import org.spectraflow.engine.data.SyntheticNirs;
import org.spectraflow.engine.observe.MemoryProbe;
import org.spectraflow.engine.pipeline.PipelineReader;
import org.spectraflow.engine.run.PipelineRunner;
import org.spectraflow.engine.run.RunRequest;
import org.spectraflow.engine.run.reuse.SessionCache;

class ClearCacheModelTest {

  @Test
  void theButtonSaysWhatTheCacheHoldsAndWhatAClearFreed() {
    SessionCache session = new SessionCache();
    ClearCacheModel model = new ClearCacheModel(session);
    assertThat(model.textProperty().get()).isEqualTo("Clear cache (empty)");

    SpectroDataset data = SyntheticNirs.defaults().withSamples(60).withWavelengths(80).generate();
    PipelineRunner.standard()
        .run(
            RunRequest.of(
                    PipelineReader.readJson(
                        "{\"pipeline\": [{\"_or_\": [\"SNV\", \"Detrend\"]},"
                            + " {\"model\": {\"class\": \"PLSRegression\"}}]}"),
                    data)
                .withCacheConfig(CacheConfig.spectraflowDefaults())
                .withMemoryProbe(MemoryProbe.disabled())
                .withSessionCache(session));
    model.refresh();
    long held = session.heldBytes();
    assertThat(held).isPositive();
    String heldText = org.spectraflow.engine.observe.ByteFormat.format(held);
    assertThat(model.textProperty().get()).isEqualTo("Clear cache (" + heldText + " held)");

    assertThat(model.clear()).isEqualTo(held);
    assertThat(model.textProperty().get()).isEqualTo("Clear cache (freed " + heldText + ")");
    assertThat(session.heldBytes()).isZero();
    model.refresh();
    assertThat(model.textProperty().get()).isEqualTo("Clear cache (empty)");
  }
}
