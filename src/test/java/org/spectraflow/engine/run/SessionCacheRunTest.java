package org.spectraflow.engine.run;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.cache.CacheConfig;
import org.spectraflow.engine.data.SpectroDataset;
import org.spectraflow.engine.observe.MemoryProbe;
import org.spectraflow.engine.pipeline.PipelineDocument;
import org.spectraflow.engine.pipeline.PipelineReader;
import org.spectraflow.engine.run.report.RunReport;
import org.spectraflow.engine.run.reuse.SessionCache;

/**
 * A {@link SessionCache} serves several runs (the studio's re-run after an edit): keys are content
 * hashes, so an edit recomputes only what it changed, and every re-run scores bit for bit as a
 * fresh run without any cache.
 */
class SessionCacheRunTest {

  static final CacheConfig ON = CacheConfig.defaults().withStepCacheEnabled(true);
  static final CacheConfig OFF = CacheConfig.defaults().withStepCacheEnabled(false);
  static SpectroDataset data;
  static String d03;

  @BeforeAll
  static void load() throws IOException {
    data = RunFixtures.shared("regression");
    try (InputStream in =
        SessionCacheRunTest.class.getResourceAsStream("/org/spectraflow/demo/d03-sweep.json")) {
      d03 = new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
  }

  static PipelineDocument doc(String json) {
    return PipelineReader.readJson(json);
  }

  static RunReport run(String json, SpectroDataset ds, CacheConfig config, SessionCache session) {
    return PipelineRunner.standard()
        .run(
            RunRequest.of(doc(json), ds)
                .withCacheConfig(config)
                .withMemoryProbe(MemoryProbe.disabled())
                .withSessionCache(session));
  }

  @Test
  void aRerunAfterAnNComponentsEditAppliesNoTransformerAndScoresAsAFreshUncachedRun() {
    SessionCache session = new SessionCache();
    RunReport first = run(d03, data, ON, session);
    assertThat(first.transformerApplications()).isEqualTo(14);
    assertThat(first.stepCache().earlierRunHits()).isZero();

    String edited = d03.replace("\"_range_\": [5, 20, 5]", "\"_range_\": [3, 18, 5]");
    assertThat(edited).isNotEqualTo(d03);
    RunReport second = run(edited, data, ON, session);
    assertThat(second.transformerApplications()).isZero();
    assertThat(second.stepCache().misses()).isZero();
    assertThat(second.stepCache().hits()).isEqualTo(96);
    // every hit is on an entry the first run stored
    assertThat(second.stepCache().earlierRunHits()).isEqualTo(96);
    assertThat(second.stepCache().asMap()).containsEntry("hits_from_earlier_runs", 96L);
    RunReport fresh = run(edited, data, OFF, null);
    assertThat(RunFixtures.scores(second)).isEqualTo(RunFixtures.scores(fresh));
  }

  @Test
  void aSmootherEditRecomputesOnlyTheChainsThroughThatSmoother() {
    SessionCache session = new SessionCache();
    run(d03, data, ON, session);
    String edited = d03.replace("\"window_length\": 15", "\"window_length\": 11");
    assertThat(edited).isNotEqualTo(d03);
    RunReport second = run(edited, data, ON, session);
    // the four first choices (None, SNV, EMSC, Detrend) are hits; Savitzky-Golay after each is new
    assertThat(second.transformerApplications()).isEqualTo(4);
    assertThat(second.stepCache().misses()).isEqualTo(4);
    assertThat(second.stepCache().earlierRunHits()).isPositive();
    RunReport fresh = run(edited, data, OFF, null);
    assertThat(RunFixtures.scores(second)).isEqualTo(RunFixtures.scores(fresh));
  }

  @Test
  void anotherDatasetOrPrecisionStartsAfresh() {
    SessionCache session = new SessionCache();
    run(d03, data, ON, session);
    SessionCache.Scope before = session.scope();
    assertThat(session.heldBytes()).isPositive();

    SpectroDataset other = RunFixtures.shared("regression_2");
    RunReport onOther = run(d03, other, ON, session);
    assertThat(onOther.transformerApplications()).isEqualTo(14);
    assertThat(onOther.stepCache().earlierRunHits()).isZero();
    assertThat(session.scope()).isNotEqualTo(before);

    RunReport smallerBudget = run(d03, other, ON.withStepCacheMaxEntries(150), session);
    assertThat(smallerBudget.transformerApplications()).isEqualTo(14);
    assertThat(smallerBudget.stepCache().earlierRunHits()).isZero();
  }

  @Test
  void clearFreesTheHeldBytesAndTheNextRunStartsAfresh() {
    SessionCache session = new SessionCache();
    run(d03, data, ON, session);
    long held = session.heldBytes();
    assertThat(held).isPositive();
    assertThat(session.clear()).isEqualTo(held);
    assertThat(session.heldBytes()).isZero();
    assertThat(session.clear()).isZero();
    assertThat(run(d03, data, ON, session).transformerApplications()).isEqualTo(14);
  }

  @Test
  void aSessionCacheIsIgnoredWhenTheStepCacheIsOff() {
    SessionCache session = new SessionCache();
    RunReport off = run(d03, data, OFF, session);
    assertThat(off.transformerApplications()).isEqualTo(96);
    assertThat(session.scope()).isNull();
  }
}
