package org.spectraflow.engine.run.step;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.observe.MemoryProbe;
import org.spectraflow.engine.observe.RunEvent;
import org.spectraflow.engine.run.PipelineRunner;
import org.spectraflow.engine.run.RunFixtures;
import org.spectraflow.engine.run.RunRequest;
import org.spectraflow.engine.run.report.RunReport;

/**
 * Feature augmentation cannot grow processings without bound: beyond {@code max_processings}
 * (default {@value FeatureAugmentationController#DEFAULT_MAX_PROCESSINGS}) the oldest are evicted,
 * never {@code raw}, and a ProcessingsEvicted event says so.
 */
class ProcessingEvictionTest {

  static final String PLS =
      "{\"model\": {\"class\": \"PLSRegression\", \"params\": {\"n_components\": 2}}}";
  static final String[] EIGHT = {
    "\"nirs4all.operators.transforms.SNV\"",
    "{\"class\": \"Detrend\"}",
    "{\"class\": \"FirstDerivative\"}",
    "{\"class\": \"SecondDerivative\"}",
    "{\"class\": \"Gaussian\", \"params\": {\"sigma\": 2}}",
    "{\"class\": \"Baseline\"}",
    "{\"class\": \"Normalize\"}",
    "{\"class\": \"MinMaxScaler\"}"
  };

  final List<RunEvent> events = new ArrayList<>();

  RunReport run(String steps) {
    return PipelineRunner.standard()
        .run(
            RunRequest.of(RunFixtures.doc("{\"pipeline\": [" + steps + "]}"), RunFixtures.demo())
                .withEvents(RunFixtures.capture(events))
                .withMemoryProbe(MemoryProbe.disabled()));
  }

  static String augmentation(String extra) {
    return augmentation(List.of(EIGHT), extra);
  }

  static String augmentation(List<String> operations, String extra) {
    return "{\"feature_augmentation\": [" + String.join(", ", operations) + "]" + extra + "}";
  }

  static int processingsAtModel(RunReport r) {
    return r.steps().stream()
        .filter(s -> s.name().equals("PLSRegression"))
        .reduce((a, b) -> b)
        .orElseThrow()
        .shape()
        .get(0)
        .processings();
  }

  List<RunEvent.ProcessingsEvicted> evictions() {
    return events.stream()
        .filter(e -> e instanceof RunEvent.ProcessingsEvicted)
        .map(e -> (RunEvent.ProcessingsEvicted) e)
        .toList();
  }

  @Test
  void oneAugmentationStaysUnderTheDefaultBound() {
    RunReport r = run(augmentation("") + ", " + PLS);
    assertThat(processingsAtModel(r)).isEqualTo(9);
    assertThat(evictions()).isEmpty();
  }

  @Test
  void repeatedAugmentationsAreCutToTheDefaultBound() {
    // 1 -> 9 -> 9 + 9 x 8 = 81 processings, cut to 64; the second step's operations are
    // rotated so that their ids (operator + operation number) differ from the first step's
    List<String> rotated = new ArrayList<>(List.of(EIGHT));
    Collections.rotate(rotated, 1);
    RunReport r = run(augmentation("") + ", " + augmentation(rotated, "") + ", " + PLS);
    assertThat(r.variant(0).ok()).as(r.variant(0).error()).isTrue();
    assertThat(processingsAtModel(r))
        .isEqualTo(FeatureAugmentationController.DEFAULT_MAX_PROCESSINGS);
    assertThat(evictions())
        .singleElement()
        .satisfies(
            e -> {
              assertThat(e.removed()).isEqualTo(81 - 64);
              assertThat(e.remaining()).isEqualTo(64);
              assertThat(e.step()).isEqualTo(2);
            });
  }

  @Test
  void anExplicitBoundKeepsRawAndTheNewest() {
    RunReport r = run(augmentation(", \"max_processings\": 3") + ", " + PLS);
    assertThat(processingsAtModel(r)).isEqualTo(3);
    assertThat(evictions()).singleElement().satisfies(e -> assertThat(e.removed()).isEqualTo(6));
  }

  @Test
  void aBoundBelowOneIsAnErrorNamingWhere() {
    RunReport r = run(augmentation(", \"max_processings\": 0") + ", " + PLS);
    assertThat(r.variant(0).error())
        .contains("pipeline[0].max_processings")
        .contains("integer >= 1");
    assertThat(r.variant(0).ok()).isFalse();
  }

  @Test
  void repeatingTheSameAugmentationReplacesTheProcessingsItWouldDuplicate() {
    String twoOps = augmentation(List.of(EIGHT[0], EIGHT[1]), "");
    RunReport once = run(twoOps + ", " + PLS);
    RunReport twice = run(twoOps + ", " + twoOps + ", " + PLS);
    assertThat(twice.variants().get(0).ok())
        .as(String.valueOf(twice.variants().get(0).error()))
        .isTrue();
    // The operation counter restarts at every step: from [raw, raw_SNV_1, raw_Detrend_2] the second
    // step applies SNV (counters 1..3) then Detrend (4..6) to each of the three. Only SNV on raw
    // meets an existing id, raw_SNV_1, which it replaces in place; the other five are added.
    assertThat(processingsAtModel(once)).isEqualTo(3);
    assertThat(processingsAtModel(twice)).isEqualTo(3 + 5);
  }
}
