package org.spectraflow.engine.tune;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.pipeline.DocumentPath;
import org.spectraflow.engine.pipeline.PipelineReader;

/**
 * {@code pruner: "median"}: Optuna's median stopping rule (5 start-up trials, no warm-up, every
 * step), on a study whose trials report one value per fold.
 */
class MedianPrunerTest {

  private static final DocumentPath AT = DocumentPath.PIPELINE.index(2).key("finetune_params");

  private static FinetuneSettings settings(String pruner, int trials) {
    return FinetuneSettings.parse(
        PipelineReader.parseJson(
            "{\"n_trials\": "
                + trials
                + ", \"sampler\": \"grid\", \"pruner\": \""
                + pruner
                + "\", \"model_params\": {\"k\": [0, 1, 2, 3, 4, 5, 6, 7]}}"),
        AT,
        false,
        null);
  }

  /**
   * Trial k reports three fold scores; trial {@code worse} (by its k) scores 100 on every fold, the
   * others 1 (equal to the median, so never pruned).
   */
  private static List<Trial> run(FinetuneSettings s, long worse, List<Integer> stepsRun) {
    List<Trial> seen = new ArrayList<>();
    Study.run(
        s,
        "mse",
        (params, report) -> {
          long k = (Long) params.get("k");
          double v = k == worse ? 100 : 1;
          for (int f = 0; f < 3; f++) {
            stepsRun.add(f);
            report.report(f, v);
          }
          return v;
        },
        seen::add,
        () -> {});
    return seen;
  }

  @Test
  void aClearlyWorseTrialAfterTheStartUpTrialsIsPrunedAtItsFirstFold() {
    FinetuneSettings s = settings("median", 8);
    assertThat(s.medianPruner()).isTrue();
    // the grid visits every k once, in a seeded order; make the last visited one the bad one
    List<Integer> probe = new ArrayList<>();
    List<Trial> order = run(s, -1, probe);
    long last = (Long) order.get(7).params().get("k");
    List<Integer> steps = new ArrayList<>();
    List<Trial> trials = run(s, last, steps);
    assertThat(trials.subList(0, 7)).allMatch(Trial::ok);
    assertThat(trials.get(7).pruned()).isTrue();
    assertThat(trials.get(7).error()).startsWith("pruned at step 0 (fold 1)");
    assertThat(steps).hasSize(7 * 3 + 1);
  }

  @Test
  void noTrialIsPrunedBeforeFiveTrialsCompletedNorWithoutThePruner() {
    List<Integer> probe = new ArrayList<>();
    List<Trial> order = run(settings("median", 8), -1, probe);
    long third = (Long) order.get(2).params().get("k");
    assertThat(run(settings("median", 8), third, new ArrayList<>())).noneMatch(Trial::pruned);
    long last = (Long) order.get(7).params().get("k");
    assertThat(run(settings("none", 8), last, new ArrayList<>())).noneMatch(Trial::pruned);
  }

  @Test
  void theRuleComparesTheBestValueSoFarWithTheMedianAtThatStep() {
    List<Map<Integer, Double>> completed = new ArrayList<>();
    for (double v : new double[] {1, 2, 3, 4, 5}) {
      completed.add(Map.of(0, v, 1, v));
    }
    assertThat(MedianPruner.shouldPrune(completed, Map.of(0, 3.5), 0, false)).isTrue();
    assertThat(MedianPruner.shouldPrune(completed, Map.of(0, 3.0), 0, false)).isFalse();
    assertThat(MedianPruner.shouldPrune(completed, Map.of(0, 2.5), 0, true)).isTrue();
    // best so far (2.0 at step 0) beats the step-1 median although step 1 alone does not
    assertThat(MedianPruner.shouldPrune(completed, Map.of(0, 2.0, 1, 9.0), 1, false)).isFalse();
    assertThat(MedianPruner.shouldPrune(completed, Map.of(0, Double.NaN), 0, false)).isTrue();
    assertThat(MedianPruner.shouldPrune(completed, Map.of(2, 9.0), 2, false)).isFalse();
    assertThat(MedianPruner.median(List.of(4.0, 1.0, 2.0, 3.0))).isEqualTo(2.5);
  }

  @Test
  void anUnknownPrunerIsRefusedNamingTheKey() {
    assertThatThrownBy(() -> settings("hyperband", 3))
        .hasMessage(
            "pipeline[2].finetune_params.pruner: must be one of [median, none], was \"hyperband\"");
  }
}
