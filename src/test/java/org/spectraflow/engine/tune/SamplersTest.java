package org.spectraflow.engine.tune;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.pipeline.DocumentPath;
import org.spectraflow.engine.pipeline.PipelineReader;

/** The samplers against the reference's verified draws, and the study loop. */
class SamplersTest {

  private static final DocumentPath AT = DocumentPath.PIPELINE.index(3).key("finetune_params");

  private static FinetuneSettings settings(String json) {
    return FinetuneSettings.parse(PipelineReader.parseJson(json), AT, false, null);
  }

  private static List<Trial> run(FinetuneSettings s) {
    List<Trial> seen = new ArrayList<>();
    Study.run(
        s, "mse", p -> ((Number) p.values().iterator().next()).doubleValue(), seen::add, () -> {});
    return seen;
  }

  private static final String SPACE =
      """
      "model_params": {"n_estimators": {"type": "int", "low": 20, "high": 200},
        "learning_rate": {"type": "float", "low": 0.01, "high": 0.3, "log": true},
        "subsample": {"type": "float", "low": 0.6, "high": 1.0}, "max_depth": [3, 5, 7, 10]}""";

  @Test
  void randomAndTpeStartWithOptunasSeededDraws() {
    for (String sampler : List.of("random", "tpe")) {
      List<Trial> trials =
          run(
              settings(
                  "{\"n_trials\": 3, \"seed\": 0, \"sampler\": \""
                      + sampler
                      + "\", "
                      + SPACE
                      + "}"));
      assertThat(trials.get(0).params())
          .as(sampler)
          .containsExactly(
              Map.entry("n_estimators", 119L),
              Map.entry("learning_rate", 0.11387317092169064),
              Map.entry("subsample", 0.8411053504286575),
              Map.entry("max_depth", 7L));
      assertThat(trials.get(1).params().values())
          .as(sampler)
          .containsExactly(181L, 0.2651225974297431, 0.7533766075303111, 10L);
      assertThat(trials.get(2).params().values())
          .as(sampler)
          .containsExactly(32L, 0.013449326615130807, 0.6080873589761303, 10L);
    }
  }

  @Test
  void gridShufflesTheProductAndStopsWhenDone() {
    List<Trial> trials =
        run(
            settings(
                """
        {"n_trials": 50, "sampler": "grid", "model_params": {"n_estimators": [50, 100], "max_depth": [3, 5, 7]}}"""));
    assertThat(trials).hasSize(6);
    List<List<Object>> order =
        trials.stream()
            .map(t -> List.of(t.params().get("max_depth"), t.params().get("n_estimators")))
            .toList();
    assertThat(order)
        .containsExactly(
            List.of(7L, 100L),
            List.of(5L, 50L),
            List.of(3L, 100L),
            List.of(5L, 100L),
            List.of(3L, 50L),
            List.of(7L, 50L));
  }

  @Test
  void gridOverARangeFallsBackToTpeWithAWarning() {
    FinetuneSettings s =
        settings(
            """
        {"n_trials": 25, "approach": "single", "sample": "grid", "seed": 1,
         "model_params": {"n_components": {"type": "int", "low": 1, "high": 20}}}""");
    TuningReport r =
        Study.run(
            s, "mse", p -> Math.pow(((Long) p.get("n_components")) - 13, 2), t -> {}, () -> {});
    assertThat(r.sampler()).isEqualTo("tpe");
    assertThat(r.warning()).contains("Using TPE");
    assertThat(r.trials()).hasSize(25);
    assertThat(r.bestParams()).containsEntry("n_components", 13L);
    assertThat(r.bestValue()).isZero();
    assertThat(r.trials())
        .allMatch(
            t ->
                (Long) t.params().get("n_components") >= 1
                    && (Long) t.params().get("n_components") <= 20);
  }

  @Test
  void forcedParametersComeFirstAndFailuresNeverWin() {
    FinetuneSettings s =
        settings(
            """
        {"n_trials": 4, "sampler": "random", "force_params": {"alpha": 0.5},
         "model_params": {"alpha": {"type": "float", "low": 0.0, "high": 1.0}}}""");
    TuningReport r =
        Study.run(
            s,
            "mse",
            p -> {
              double a = ((Number) p.get("alpha")).doubleValue();
              if (a == 0.5) {
                throw new IllegalStateException("boom");
              }
              return a;
            },
            t -> {},
            () -> {});
    assertThat(r.trials().get(0).params()).containsEntry("alpha", 0.5);
    assertThat(r.trials().get(0).ok()).isFalse();
    assertThat(r.trials().get(0).error()).isEqualTo("boom");
    assertThat(r.bestParams().get("alpha")).isNotEqualTo(0.5);
  }

  @Test
  void badSettingsNameThePath() {
    assertThatThrownBy(() -> settings("{\"sampler\": \"binary\", " + SPACE + "}"))
        .hasMessageStartingWith("pipeline[3].finetune_params.sampler: 'binary' bisects one")
        .hasMessageContaining("max_depth (categorical)");
    assertThatThrownBy(() -> settings("{\"n_trial\": 3, " + SPACE + "}"))
        .hasMessageContaining("pipeline[3].finetune_params.n_trial: unknown finetune_params key");
    assertThatThrownBy(
            () ->
                settings(
                    "{\"model_params\": {\"k\": {\"type\": \"int\", \"low\": 5, \"high\": 1}}}"))
        .hasMessageContaining("pipeline[3].finetune_params.model_params.k");
    assertThatThrownBy(() -> settings("{\"n_trials\": 3}"))
        .hasMessageContaining("search space is empty");
  }

  @Test
  void tupleFormsAndGroupsAreRead() {
    SearchSpace space =
        settings(
                """
        {"model_params": {"a": ["int", 1, 5], "b": ["categorical", ["x", "y"]], "c": {"type": "float_log", "min": 0.1, "max": 10},
         "inner": {"d": [1, 2]}, "e": 3}}""")
            .space();
    assertThat(space.dimensions())
        .containsExactly(
            new Dimension.IntRange("a", 1, 5, 1, false),
            new Dimension.Categorical("b", List.of("x", "y")),
            new Dimension.FloatRange("c", 0.1, 10, null, true),
            new Dimension.Categorical("inner__d", List.of(1L, 2L)),
            new Dimension.Fixed("e", 3L));
  }
}
