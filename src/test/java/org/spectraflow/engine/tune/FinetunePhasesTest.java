package org.spectraflow.engine.tune;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.pipeline.DocumentPath;
import org.spectraflow.engine.pipeline.PipelineReader;

/**
 * {@code finetune_params.phases}: phases run in order on one study, each with its own sampler
 * seeded with {@code seed + phase index}; and the checks of bad phase entries.
 */
class FinetunePhasesTest {

  private static final DocumentPath AT = DocumentPath.PIPELINE.index(2).key("finetune_params");

  private static final String RANGE =
      "\"model_params\": {\"k\": {\"type\": \"int\", \"low\": 1, \"high\": 40},"
          + " \"a\": {\"type\": \"float\", \"low\": 0.0, \"high\": 1.0}}";

  private static FinetuneSettings settings(String json) {
    return FinetuneSettings.parse(PipelineReader.parseJson(json), AT, false, null);
  }

  /** A smooth objective with its minimum at k = 17, a = 0.3. */
  private static double bowl(Map<String, Object> p) {
    double k = ((Number) p.get("k")).doubleValue();
    double a = ((Number) p.get("a")).doubleValue();
    return (k - 17) * (k - 17) + 100 * (a - 0.3) * (a - 0.3);
  }

  private static TuningReport run(FinetuneSettings s, List<Trial> seen) {
    return Study.run(s, "mse", FinetunePhasesTest::bowl, seen::add, () -> {});
  }

  @Test
  void phasesRunTheirBudgetsInOrderWithTheirOwnSamplers() {
    FinetuneSettings s =
        settings(
            "{\"seed\": 5, \"phases\": [{\"n_trials\": 4, \"sampler\": \"random\"},"
                + " {\"n_trials\": 14, \"sampler\": \"tpe\"}], "
                + RANGE
                + "}");
    assertThat(s.trials()).isEqualTo(18);
    assertThat(s.plannedPhases())
        .containsExactly(new FinetunePhase(4, "random"), new FinetunePhase(14, "tpe"));
    List<Trial> seen = new ArrayList<>();
    TuningReport r = run(s, seen);
    assertThat(r.trials()).hasSize(18).isEqualTo(seen);
    assertThat(r.trials()).extracting(Trial::number).containsExactlyElementsOf(range(18));
    assertThat(r.sampler()).isEqualTo("random+tpe");
    assertThat(r.phases())
        .containsExactly(
            new TuningReport.Phase("random", 0, 4), new TuningReport.Phase("tpe", 4, 14));
    // phase 1 is the plain random study of seed 5
    List<Trial> random5 = new ArrayList<>();
    run(
        settings("{\"seed\": 5, \"n_trials\": 4, \"sampler\": \"random\", " + RANGE + "}"),
        random5);
    assertThat(r.trials().subList(0, 4)).isEqualTo(random5);
    // phase 2's sampler draws from seed 6: its TPE start-up counts the whole study (4 earlier
    // trials), so its first 6 proposals are the seed-6 random draws, then the estimator takes over
    List<Trial> random6 = new ArrayList<>();
    run(
        settings("{\"seed\": 6, \"n_trials\": 7, \"sampler\": \"random\", " + RANGE + "}"),
        random6);
    for (int i = 0; i < 6; i++) {
      assertThat(r.trials().get(4 + i).params()).isEqualTo(random6.get(i).params());
    }
    assertThat(r.trials().get(10).params()).isNotEqualTo(random6.get(6).params());
    // the best trial is chosen over both phases
    Trial best =
        r.trials().stream().min((x, y) -> Double.compare(x.value(), y.value())).orElseThrow();
    assertThat(r.bestParams()).isEqualTo(best.params());
    // the same document gives the same study
    assertThat(run(s, new ArrayList<>()).trials()).isEqualTo(r.trials());
  }

  @Test
  void oneRandomPhaseIsThePlainStudy() {
    List<Trial> phased = new ArrayList<>();
    run(
        settings(
            "{\"seed\": 2, \"sampler\": \"random\", \"phases\": [{\"n_trials\": 6}], "
                + RANGE
                + "}"),
        phased);
    List<Trial> plain = new ArrayList<>();
    run(settings("{\"seed\": 2, \"n_trials\": 6, \"sampler\": \"random\", " + RANGE + "}"), plain);
    assertThat(phased).isEqualTo(plain);
  }

  @Test
  void aGridPhaseSkipsWhatAnEarlierPhaseTriedAndEndsWhenExhausted() {
    FinetuneSettings s =
        settings(
            "{\"seed\": 1, \"phases\": [{\"n_trials\": 3, \"sampler\": \"random\"},"
                + " {\"n_trials\": 50, \"sampler\": \"grid\"}],"
                + " \"model_params\": {\"k\": [1, 2, 3, 4, 5, 6]}}");
    TuningReport r =
        Study.run(s, "mse", p -> ((Number) p.get("k")).doubleValue(), t -> {}, () -> {});
    List<Object> first = r.trials().subList(0, 3).stream().map(t -> t.params().get("k")).toList();
    List<Object> grid =
        r.trials().subList(3, r.trials().size()).stream().map(t -> t.params().get("k")).toList();
    Set<Object> all = new HashSet<>(first);
    all.addAll(grid);
    assertThat(all).containsExactlyInAnyOrder(1L, 2L, 3L, 4L, 5L, 6L);
    assertThat(grid).doesNotHaveDuplicates().doesNotContainAnyElementsOf(first);
    assertThat(r.phases().get(1).trials()).isEqualTo(grid.size()).isLessThan(50);
    assertThat(r.bestParams()).containsEntry("k", 1L);
  }

  @Test
  void aPhaseWithoutASamplerTakesTheTopLevelOne() {
    FinetuneSettings s =
        settings(
            "{\"sampler\": \"random\", \"phases\": [{\"n_trials\": 2},"
                + " {\"n_trials\": 3, \"sample\": \"tpe\"}], "
                + RANGE
                + "}");
    assertThat(s.phases())
        .containsExactly(new FinetunePhase(2, "random"), new FinetunePhase(3, "tpe"));
  }

  @Test
  void aGridPhaseOverRangesWarnsWithItsNumberAndRunsTpe() {
    TuningReport r =
        run(
            settings(
                "{\"phases\": [{\"n_trials\": 2, \"sampler\": \"random\"},"
                    + " {\"n_trials\": 2, \"sampler\": \"grid\"}], "
                    + RANGE
                    + "}"),
            new ArrayList<>());
    assertThat(r.warning()).startsWith("phase 2: Grid sampler requested");
    assertThat(r.sampler()).isEqualTo("random+tpe");
  }

  @Test
  void badPhasesAreRefusedNamingTheEntry() {
    assertThatThrownBy(() -> settings("{\"phases\": [], " + RANGE + "}"))
        .hasMessageStartingWith("pipeline[2].finetune_params.phases: must be a non-empty list");
    assertThatThrownBy(() -> settings("{\"phases\": {\"n_trials\": 3}, " + RANGE + "}"))
        .hasMessageStartingWith("pipeline[2].finetune_params.phases: must be a non-empty list");
    assertThatThrownBy(() -> settings("{\"phases\": [5], " + RANGE + "}"))
        .hasMessageStartingWith("pipeline[2].finetune_params.phases[0]: a phase must be an object");
    assertThatThrownBy(
            () -> settings("{\"phases\": [{\"n_trials\": 2}, {\"n_trial\": 2}], " + RANGE + "}"))
        .hasMessage(
            "pipeline[2].finetune_params.phases[1].n_trial: unknown phase key; known: [n_trials,"
                + " sample, sampler]");
    assertThatThrownBy(() -> settings("{\"phases\": [{\"sampler\": \"tpe\"}], " + RANGE + "}"))
        .hasMessageStartingWith("pipeline[2].finetune_params.phases[0]: a phase needs 'n_trials'");
    assertThatThrownBy(() -> settings("{\"phases\": [{\"n_trials\": 0}], " + RANGE + "}"))
        .hasMessage(
            "pipeline[2].finetune_params.phases[0].n_trials: must be a positive integer, was 0");
    assertThatThrownBy(() -> settings("{\"phases\": [{\"n_trials\": 2.5}], " + RANGE + "}"))
        .hasMessageStartingWith(
            "pipeline[2].finetune_params.phases[0].n_trials: must be a positive");
    assertThatThrownBy(
            () ->
                settings(
                    "{\"phases\": [{\"n_trials\": 2, \"sampler\": \"binary\"}], " + RANGE + "}"))
        .hasMessage(
            "pipeline[2].finetune_params.phases[0].sampler: 'binary' bisects one int or float"
                + " range, but the search space has k (int range), a (float range); use tpe,"
                + " cmaes or random for this space");
    assertThatThrownBy(
            () ->
                settings(
                    "{\"phases\": [{\"n_trials\": 2, \"sampler\": \"bayes\"}], " + RANGE + "}"))
        .hasMessageStartingWith("pipeline[2].finetune_params.phases[0].sampler: must be one of");
    assertThatThrownBy(
            () -> settings("{\"n_trials\": 9, \"phases\": [{\"n_trials\": 2}], " + RANGE + "}"))
        .hasMessageStartingWith(
            "pipeline[2].finetune_params.n_trials: not allowed together with 'phases'");
  }

  @Test
  void individualIsAcceptedAsAnApproach() {
    assertThat(settings("{\"approach\": \"individual\", " + RANGE + "}").approach())
        .isEqualTo("individual");
  }

  private static List<Integer> range(int n) {
    List<Integer> out = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      out.add(i);
    }
    return out;
  }
}
