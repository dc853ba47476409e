package org.spectraflow.engine.run;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.cache.CacheConfig;
import org.spectraflow.engine.observe.MemoryProbe;
import org.spectraflow.engine.observe.RunEvent;

/**
 * StepStarted and StepFinished name the step's document path in the variant: a top-level step, each
 * step of the chain a {@code _cartesian_} expanded to, and each lane's steps of a branch.
 */
class StepEventPathTest {

  private static final String DOC =
      """
      {"pipeline": [
        "nirs4all.operators.transforms.SNV",
        {"_cartesian_": [{"_or_": [{"class": "Detrend"}, {"class": "Gaussian"}]},
                         {"_or_": [{"class": "Detrend"}, {"class": "Gaussian"}]}]},
        {"branch": {"a": [{"class": "Detrend"}], "b": [{"class": "Gaussian"}]}},
        {"model": {"class": "PLSRegression", "params": {"n_components": 3}}}
      ]}""";

  private final List<RunEvent> events = new ArrayList<>();

  private void run() {
    PipelineRunner.standard()
        .run(
            RunRequest.of(RunFixtures.doc(DOC), RunFixtures.demo())
                .withCacheConfig(CacheConfig.defaults())
                .withEvents(RunFixtures.capture(events))
                .withMemoryProbe(MemoryProbe.disabled()));
  }

  @Test
  void stepEventsCarryTheVariantsDocumentPath() {
    run();
    List<String> started =
        events.stream()
            .filter(e -> e instanceof RunEvent.StepStarted s && s.variant() == 0)
            .map(e -> ((RunEvent.StepStarted) e).path())
            .toList();
    List<String> finished =
        events.stream()
            .filter(e -> e instanceof RunEvent.StepFinished f && f.variant() == 0)
            .map(e -> ((RunEvent.StepFinished) e).path())
            .toList();

    assertThat(started)
        .containsExactly(
            "pipeline[0]",
            "pipeline[1][0]",
            "pipeline[1][1]",
            "pipeline[2].branch.a[0]",
            "pipeline[2].branch.b[0]",
            "pipeline[3]",
            "pipeline[3]");
    assertThat(finished).isEqualTo(started);
  }

  @Test
  void everyVariantNamesTheSameChainPositions() {
    run();
    assertThat(
            events.stream()
                .filter(e -> e instanceof RunEvent.StepStarted s && s.step() == 2)
                .map(e -> ((RunEvent.StepStarted) e).path())
                .distinct())
        .containsExactly("pipeline[1][0]", "pipeline[1][1]");
  }
}
