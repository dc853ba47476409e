package org.spectraflow.engine.run;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.cache.CacheConfig;
import org.spectraflow.engine.observe.MemoryProbe;
import org.spectraflow.engine.observe.RunEvent;

/**
 * Step events name their template step id: in the D03 demo sweep, each of the eight choices of the
 * {@code _cartesian_} (the two {@code None} choices included, through StepSkipped) gets its own
 * events, in exactly the variants that chose it, even where two choices are the same operator with
 * the same parameters (EMSC in both stages).
 */
class TemplateStepIdTest {

  private static final String STAGE = "/pipeline/0/_cartesian_/";

  private static final List<RunEvent> events = new ArrayList<>();

  @BeforeAll
  static void runD03() {
    PipelineRunner.standard()
        .run(
            RunRequest.of(RunFixtures.demoDocument("d03-sweep.json"), RunFixtures.demo())
                .withCacheConfig(CacheConfig.defaults())
                .withEvents(RunFixtures.capture(events))
                .withMemoryProbe(MemoryProbe.disabled()));
  }

  /** Variant index to the ids of its first step's events (started, finished or skipped). */
  private static Map<Integer, List<String>> firstStepIds() {
    Map<Integer, List<String>> out = new TreeMap<>();
    for (RunEvent e : events) {
      switch (e) {
        case RunEvent.StepStarted s when s.step() == 1 ->
            out.computeIfAbsent(s.variant(), k -> new ArrayList<>()).add(s.stepId());
        case RunEvent.StepSkipped s when s.step() == 1 ->
            out.computeIfAbsent(s.variant(), k -> new ArrayList<>()).add(s.stepId());
        default -> {}
      }
    }
    return out;
  }

  @Test
  void eachCartesianChoiceReceivesItsOwnStepEvents() {
    Set<String> ids =
        firstStepIds().values().stream()
            .flatMap(List::stream)
            .collect(Collectors.toCollection(TreeSet::new));

    assertThat(ids)
        .containsExactly(
            STAGE + "0/_or_/0",
            STAGE + "0/_or_/1",
            STAGE + "0/_or_/2",
            STAGE + "0/_or_/3",
            STAGE + "1/_or_/0",
            STAGE + "1/_or_/1",
            STAGE + "1/_or_/2",
            STAGE + "1/_or_/3");
  }

  @Test
  void everyVariantNamesTheChoicesItWasExpandedFrom() {
    Map<Integer, List<String>> byVariant = firstStepIds();

    assertThat(byVariant).hasSize(64);
    byVariant.forEach(
        (variant, ids) -> {
          int first = variant / 16;
          int second = variant / 4 % 4;
          assertThat(ids)
              .as("variant %d", variant)
              .containsExactly(STAGE + "0/_or_/" + first, STAGE + "1/_or_/" + second);
        });
  }

  @Test
  void skippedAndFinishedEventsAgreeWithTheChoice() {
    List<String> skipped =
        events.stream()
            .filter(e -> e instanceof RunEvent.StepSkipped)
            .map(e -> ((RunEvent.StepSkipped) e).stepId())
            .distinct()
            .toList();
    List<String> finished =
        events.stream()
            .filter(e -> e instanceof RunEvent.StepFinished f && f.step() == 1)
            .map(e -> ((RunEvent.StepFinished) e).stepId())
            .distinct()
            .sorted()
            .toList();

    assertThat(skipped).containsExactlyInAnyOrder(STAGE + "0/_or_/0", STAGE + "1/_or_/0");
    assertThat(finished)
        .containsExactly(
            STAGE + "0/_or_/1",
            STAGE + "0/_or_/2",
            STAGE + "0/_or_/3",
            STAGE + "1/_or_/1",
            STAGE + "1/_or_/2",
            STAGE + "1/_or_/3");
  }

  @Test
  void theModelStepKeepsItsTemplateNodeInEveryVariant() {
    assertThat(
            events.stream()
                .filter(e -> e instanceof RunEvent.StepFinished f && f.step() == 2)
                .map(e -> ((RunEvent.StepFinished) e).stepId())
                .distinct())
        .containsExactly("/pipeline/1");
  }
}
