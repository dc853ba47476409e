package org.spectraflow.ui.run.peak;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.cache.RemovalCause;
import org.spectraflow.engine.cache.StepCacheKey;
import org.spectraflow.engine.data.Fingerprint;
import org.spectraflow.engine.observe.RunEvent;
import org.spectraflow.engine.observe.RunEvent.StepCacheEvict;
import org.spectraflow.engine.observe.RunEvent.StepCachePut;
import org.spectraflow.engine.observe.RunEvent.StepFinished;
import org.spectraflow.engine.observe.RunEvent.StepStarted;
import org.spectraflow.engine.observe.RunEvent.VariantFinished;
import org.spectraflow.engine.observe.RunEvent.VariantStarted;
import org.spectraflow.engine.observe.RunEvent.VariantStatus;
import org.spectraflow.engine.observe.SourceShape;
import org.spectraflow.ui.run.RunClock;
import org.spectraflow.ui.run.StepKey;

class LivePeakModelTest {

  private static final long MIB = 1 << 20;
  private static final Instant T0 = Instant.parse("2026-01-01T00:00:00Z");

  private final LivePeakModel model = new LivePeakModel(new RunClock());

  @Test
  void thePeakKeepsTheDataOfEveryVariantInFlightAndTheLiveCacheEntries() {
    StepCacheKey snv = key(1);
    StepCacheKey evicted = key(2);
    feed(
        new VariantStarted(T0, 0, "v0"),
        new VariantStarted(T0, 1, "v1"),
        started(0, 1, List.of(), "/pipeline/0", "SNV"),
        new StepCachePut(T0, 0, 1, snv, 8 * MIB, true),
        finished(0, 1, List.of(), "/pipeline/0", "SNV", 10 * MIB, 200 * MIB),
        started(1, 2, List.of(1), "/pipeline/1/branch/1/0", "MSC"),
        new StepCachePut(T0, 1, 2, evicted, 4 * MIB, true),
        new StepCacheEvict(T0, evicted, 4 * MIB, RemovalCause.SIZE),
        finished(1, 2, List.of(1), "/pipeline/1/branch/1/0", "MSC", 30 * MIB, 300 * MIB),
        new VariantFinished(T0, 1, "v1", VariantStatus.OK, null, Map.of(), Duration.ZERO),
        finished(0, 2, List.of(), "/pipeline/1", "PLS", 12 * MIB, 250 * MIB));

    PeakSnapshot peak = model.peak();
    assertThat(peak.rssBytes()).isEqualTo(300 * MIB);
    assertThat(peak.variant()).isEqualTo(1);
    assertThat(peak.step()).isEqualTo("2 [1] MSC");
    assertThat(peak.group(LivePeakModel.DATA).parts())
        .extracting(PeakPart::label, PeakPart::bytes)
        .containsExactly(tuple("v1 after 2 [1] MSC", 30 * MIB), tuple("v0 after 1 SNV", 10 * MIB));
    assertThat(peak.group(LivePeakModel.CACHE).parts())
        .singleElement()
        .satisfies(
            p -> {
              assertThat(p.label()).isEqualTo("cache · 1 SNV");
              assertThat(p.bytes()).isEqualTo(8 * MIB);
              assertThat(p.step()).isEqualTo(new StepKey(1, List.of(), "/pipeline/0"));
            });
    assertThat(peak.group(LivePeakModel.REST).bytes()).isEqualTo((300 - 40 - 8) * MIB);
  }

  @Test
  void aLowerRssAfterThePeakKeepsThePeakAndAClearForgetsIt() {
    feed(
        new VariantStarted(T0, 0, "v0"),
        started(0, 1, List.of(), "/pipeline/0", "SNV"),
        finished(0, 1, List.of(), "/pipeline/0", "SNV", 10 * MIB, 400 * MIB),
        started(0, 2, List.of(), "/pipeline/1", "PLS"),
        finished(0, 2, List.of(), "/pipeline/1", "PLS", 90 * MIB, 100 * MIB));

    assertThat(model.peak().rssBytes()).isEqualTo(400 * MIB);
    assertThat(model.peak().group(LivePeakModel.DATA).bytes()).isEqualTo(10 * MIB);
    model.clear();
    assertThat(model.peak()).isNull();
  }

  @Test
  void everyBranchContextAliveAtThePeakIsLiveAndAMergeReplacesThem() {
    feed(
        new VariantStarted(T0, 0, "v0"),
        finished(0, 1, List.of(), "/pipeline/0", "KFold", 38 * MIB, 600 * MIB),
        finished(0, 2, List.of(0), "/pipeline/1/branch/0/0", "SNV", 38 * MIB, 700 * MIB),
        finished(0, 2, List.of(1), "/pipeline/1/branch/1/0", "MSC", 38 * MIB, 800 * MIB),
        finished(0, 2, List.of(2), "/pipeline/1/branch/2/0", "SG", 38 * MIB, 900 * MIB));

    // three lanes alive, each with its own dataset: the top-level one was replaced by the lanes
    assertThat(model.peak().group(LivePeakModel.DATA).bytes()).isEqualTo(3 * 38 * MIB);
    assertThat(model.peak().group(LivePeakModel.DATA).parts())
        .extracting(PeakPart::label)
        .containsExactlyInAnyOrder("v0 after 2 [0] SNV", "v0 after 2 [1] MSC", "v0 after 2 [2] SG");

    feed(finished(0, 3, List.of(), "/pipeline/2", "merge", 114 * MIB, 1000 * MIB));
    assertThat(model.peak().group(LivePeakModel.DATA).parts())
        .extracting(PeakPart::label, PeakPart::bytes)
        .containsExactly(tuple("v0 after 3 merge", 114 * MIB));
  }

  private void feed(RunEvent... events) {
    for (RunEvent e : events) {
      model.accept(e);
    }
  }

  private static StepCacheKey key(int n) {
    return new StepCacheKey(Fingerprint.ofString("step " + n), Fingerprint.ZERO, Fingerprint.ZERO);
  }

  private static StepStarted started(
      int variant, int step, List<Integer> branch, String id, String op) {
    return new StepStarted(T0, variant, step, branch, "pipeline[" + step + "]", id, op);
  }

  private static StepFinished finished(
      int variant, int step, List<Integer> branch, String id, String op, long steady, long rss) {
    return new StepFinished(
        T0,
        variant,
        step,
        branch,
        "pipeline[" + step + "]",
        id,
        op,
        List.of(new SourceShape(10, 1, 10)),
        steady,
        rss,
        0,
        0,
        Duration.ZERO,
        false);
  }
}
