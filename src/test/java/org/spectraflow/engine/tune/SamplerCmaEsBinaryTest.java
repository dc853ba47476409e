package org.spectraflow.engine.tune;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.pipeline.DocumentPath;
import org.spectraflow.engine.pipeline.PipelineReader;

/** The {@code cmaes} and {@code binary} samplers: reproducible, convergent, and their refusals. */
class SamplerCmaEsBinaryTest {

  private static final DocumentPath AT = DocumentPath.PIPELINE.index(1).key("finetune_params");

  private static FinetuneSettings settings(String json) {
    return FinetuneSettings.parse(PipelineReader.parseJson(json), AT, false, null);
  }

  private static TuningReport run(String json, Study.Objective f) {
    return Study.run(settings(json), "mse", f, t -> {}, () -> {});
  }

  private static double num(Map<String, Object> p, String k) {
    return ((Number) p.get(k)).doubleValue();
  }

  /** A convex bowl with its minimum 0 at x = 0.3, y = 0.7, n = 13. */
  private static final Study.Objective BOWL =
      p ->
          Math.pow(num(p, "x") - 0.3, 2)
              + Math.pow(num(p, "y") - 0.7, 2)
              + Math.pow((num(p, "n") - 13) / 40.0, 2);

  private static String space(String sampler, int trials, int seed) {
    return ("{\"n_trials\": %d, \"seed\": %d, \"sampler\": \"%s\", \"model_params\": {"
            + "\"x\": {\"type\": \"float\", \"low\": 0.0, \"high\": 1.0},"
            + " \"y\": {\"type\": \"float\", \"low\": 0.0, \"high\": 1.0},"
            + " \"n\": {\"type\": \"int\", \"low\": 1, \"high\": 40}}}")
        .formatted(trials, seed, sampler);
  }

  @Test
  void cmaesIsReproducibleAndStartsWithTheRandomSamplersDraw() {
    TuningReport a = run(space("cmaes", 30, 5), BOWL);
    TuningReport b = run(space("cmaes", 30, 5), BOWL);
    assertThat(a.trials())
        .extracting(Trial::params)
        .isEqualTo(b.trials().stream().map(Trial::params).toList());
    TuningReport random = run(space("random", 1, 5), BOWL);
    assertThat(a.trials().get(0).params()).isEqualTo(random.trials().get(0).params());
    assertThat(a.sampler()).isEqualTo("cmaes");
    TuningReport other = run(space("cmaes", 30, 6), BOWL);
    assertThat(other.trials().get(5).params()).isNotEqualTo(a.trials().get(5).params());
  }

  @Test
  void cmaesFindsTheMinimumOfAConvexBowlBetterThanRandomSearch() {
    TuningReport cma = run(space("cmaes", 200, 0), BOWL);
    TuningReport random = run(space("random", 200, 0), BOWL);
    assertThat(cma.trials()).hasSize(200).allMatch(Trial::ok);
    assertThat(cma.bestValue()).isLessThan(1e-4).isLessThan(random.bestValue());
    assertThat(num(cma.bestParams(), "x"))
        .isCloseTo(0.3, org.assertj.core.api.Assertions.within(0.01));
    assertThat(num(cma.bestParams(), "y"))
        .isCloseTo(0.7, org.assertj.core.api.Assertions.within(0.01));
    assertThat(cma.bestParams().get("n")).isEqualTo(13L);
    // every proposal stays in its range; ints are integers
    assertThat(cma.trials())
        .allMatch(
            t ->
                num(t.params(), "x") >= 0
                    && num(t.params(), "x") <= 1
                    && t.params().get("n") instanceof Long l
                    && l >= 1
                    && l <= 40);
  }

  @Test
  void cmaesMaximisesAndDrawsCategoricalsIndependently() {
    String json =
        """
        {"n_trials": 60, "seed": 2, "sampler": "cmaes", "direction": "maximize", "model_params": {
          "alpha": {"type": "float", "low": 0.001, "high": 10.0, "log": true}, "kind": ["a", "b"]}}""";
    TuningReport r = run(json, p -> -Math.pow(Math.log10(num(p, "alpha")), 2));
    assertThat(Math.abs(Math.log10(num(r.bestParams(), "alpha")))).isLessThan(0.05);
    assertThat(r.trials()).extracting(t -> t.params().get("kind")).contains("a", "b");
  }

  @Test
  void binaryBisectsAnIntRangeToItsOptimumAndStopsEarly() {
    String json =
        """
        {"n_trials": 50, "sampler": "binary", "model_params": {
          "n_components": {"type": "int", "low": 1, "high": 40}, "scale": false}}""";
    TuningReport r = run(json, p -> Math.pow(num(p, "n_components") - 13, 2));
    assertThat(r.sampler()).isEqualTo("binary");
    assertThat(r.bestParams()).containsEntry("n_components", 13L).containsEntry("scale", false);
    assertThat(r.bestValue()).isZero();
    // two evaluations per halving of 40 values, no value evaluated twice
    assertThat(r.trials().size()).isLessThanOrEqualTo(2 * 6 + 1);
    assertThat(r.trials()).extracting(t -> t.params().get("n_components")).doesNotHaveDuplicates();
    // reproducible without any seed
    assertThat(run(json, p -> Math.pow(num(p, "n_components") - 13, 2)).trials())
        .extracting(Trial::params)
        .isEqualTo(r.trials().stream().map(Trial::params).toList());
  }

  @Test
  void binaryFindsAFloatLogOptimumAndHonoursTheDirection() {
    String json =
        """
        {"n_trials": 80, "sampler": "binary", "direction": "maximize", "model_params": {
          "alpha": {"type": "float", "low": 0.001, "high": 100.0, "log": true}}}""";
    TuningReport r = run(json, p -> -Math.pow(Math.log(num(p, "alpha") / 0.37), 2));
    assertThat(num(r.bestParams(), "alpha"))
        .isCloseTo(0.37, org.assertj.core.api.Assertions.within(0.001));
    assertThat(r.trials().size()).isLessThan(80);
  }

  @Test
  void binaryIsRefusedForAnythingButOneRange() {
    assertThatThrownBy(
            () ->
                settings(
                    """
            {"sampler": "binary", "model_params": {"n_components": ["int", 1, 20], "alpha": [0.1, 1.0]}}"""))
        .hasMessage(
            "pipeline[1].finetune_params.sampler: 'binary' bisects one int or float range, but"
                + " the search space has n_components (int range), alpha (categorical); use tpe,"
                + " cmaes or random for this space");
    assertThatThrownBy(
            () ->
                settings(
                    """
            {"sample": "binary", "model_params": {"kind": ["a", "b"]}}"""))
        .hasMessageStartingWith("pipeline[1].finetune_params.sample: 'binary' bisects one");
    assertThatThrownBy(
            () -> settings("{\"sampler\": \"bayes\", \"model_params\": {\"k\": [1, 2]}}"))
        .hasMessageStartingWith("pipeline[1].finetune_params.sampler: must be one of");
  }

  @Test
  void aFailedTrialIsTheWorstValueForBothSamplers() {
    List<Trial> seen = new ArrayList<>();
    Study.Objective failingHigh =
        p -> {
          if (num(p, "n_components") > 20) {
            throw new IllegalStateException("too many components");
          }
          return Math.pow(num(p, "n_components") - 18, 2);
        };
    TuningReport r =
        Study.run(
            settings(
                """
                {"n_trials": 30, "sampler": "binary", "model_params": {"n_components": ["int", 1, 40]}}"""),
            "mse",
            failingHigh,
            seen::add,
            () -> {});
    assertThat(r.bestParams()).containsEntry("n_components", 18L);
    assertThat(seen).anyMatch(t -> !t.ok());
    TuningReport c =
        run(
            """
            {"n_trials": 40, "seed": 1, "sampler": "cmaes", "model_params": {"n_components": ["int", 1, 40]}}""",
            failingHigh);
    assertThat(c.bestParams()).containsEntry("n_components", 18L);
  }
}
