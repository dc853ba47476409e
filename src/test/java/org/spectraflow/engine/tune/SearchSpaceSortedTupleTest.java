package org.spectraflow.engine.tune;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.operators.split.RandomState;
import org.spectraflow.engine.pipeline.DocumentPath;
import org.spectraflow.engine.pipeline.PipelineReader;

/** {@code sorted_tuple} search spaces: reading, the documented draw order, refusals. */
class SearchSpaceSortedTupleTest {

  private static final DocumentPath AT = DocumentPath.PIPELINE.index(2).key("finetune_params");

  private static FinetuneSettings settings(String json) {
    return FinetuneSettings.parse(PipelineReader.parseJson(json), AT, false, null);
  }

  private static List<Trial> run(String json) {
    List<Trial> seen = new ArrayList<>();
    Study.run(settings(json), "mse", p -> 1.0, seen::add, () -> {});
    return seen;
  }

  @Test
  void readsLengthRangeElementTypeAndStep() {
    SearchSpace s =
        settings(
                """
        {"model_params": {"hidden_layer_sizes": {"type": "sorted_tuple", "length": [1, 3],
          "min": 8, "max": 64, "step": 8}}}""")
            .space();
    assertThat(s.dimensions())
        .containsExactly(
            new Dimension.SortedTuple(
                "hidden_layer_sizes",
                1,
                3,
                new Dimension.IntRange("hidden_layer_sizes", 8, 64, 8, false)));
    assertThat(s.allCategorical()).isFalse();
    SearchSpace f =
        settings(
                """
        {"model_params": {"w": {"type": "sorted_tuple", "length": 2, "element_type": "float",
          "low": 0.5, "high": 2.0}}}""")
            .space();
    assertThat(f.dimensions())
        .containsExactly(
            new Dimension.SortedTuple(
                "w", 2, 2, new Dimension.FloatRange("w", 0.5, 2.0, null, false)));
  }

  @Test
  void randomDrawsTheLengthThenEachElementThenSorts() {
    List<Trial> trials =
        run(
            """
        {"n_trials": 20, "seed": 7, "sampler": "random", "model_params": {
          "hidden_layer_sizes": {"type": "sorted_tuple", "length": [1, 3], "min": 8, "max": 64, "step": 8},
          "alpha": {"type": "float", "low": 0.0, "high": 1.0}}}""");
    // the documented stream, replayed: length as an int over [1, 3], each element as an int over
    // [8, 64] step 8, then the next parameter
    RandomState rng = new RandomState(7);
    for (Trial t : trials) {
      long n = grid(rng.uniform(0.5, 3.5), 1, 1, 3);
      List<Long> expected = new ArrayList<>();
      for (int i = 0; i < n; i++) {
        expected.add(grid(rng.uniform(4, 68), 8, 8, 64));
      }
      expected.sort(null);
      double alpha = rng.uniform(0.0, 1.0);
      assertThat(t.params().get("hidden_layer_sizes")).isEqualTo(expected);
      assertThat((Double) t.params().get("alpha")).isEqualTo(alpha);
    }
    assertThat(trials)
        .extracting(t -> ((List<?>) t.params().get("hidden_layer_sizes")).size())
        .contains(1, 2, 3);
  }

  private static long grid(double v, long step, long low, long high) {
    long k = (long) Math.floor((v - low) / step + 0.5);
    return Math.min(Math.max(k * step + low, low), high);
  }

  @Test
  void aFixedLengthDrawsNoLengthAndFloatsStaySortedInRange() {
    List<Trial> trials =
        run(
            """
        {"n_trials": 15, "seed": 1, "sampler": "tpe", "model_params": {"w": {"type": "sorted_tuple",
          "length": 3, "element_type": "float", "min": 0.5, "max": 2.0}}}""");
    RandomState rng = new RandomState(1);
    List<Double> first =
        new ArrayList<>(List.of(rng.uniform(0.5, 2), rng.uniform(0.5, 2), rng.uniform(0.5, 2)));
    first.sort(null);
    assertThat(trials.get(0).params().get("w")).isEqualTo(first);
    for (Trial t : trials) {
      @SuppressWarnings("unchecked")
      List<Double> w = (List<Double>) t.params().get("w");
      assertThat(w).hasSize(3).isSorted().allMatch(v -> v >= 0.5 && v < 2.0);
    }
  }

  @Test
  void badTuplesAreRefusedNamingThePath() {
    String base = "pipeline[2].finetune_params.model_params.h";
    assertThatThrownBy(
            () ->
                settings(
                    "{\"model_params\": {\"h\": {\"type\": \"sorted_tuple\", \"min\": 1, \"max\": 9}}}"))
        .hasMessage(base + ": a sorted_tuple needs 'length' (a count n or [lo, hi])");
    assertThatThrownBy(
            () ->
                settings(
                    "{\"model_params\": {\"h\": {\"type\": \"sorted_tuple\", \"length\": [3, 1],"
                        + " \"min\": 1, \"max\": 9}}}"))
        .hasMessageStartingWith(base + ": ")
        .hasMessageContaining("1 <= lo <= hi");
    assertThatThrownBy(
            () ->
                settings(
                    "{\"model_params\": {\"h\": {\"type\": \"sorted_tuple\", \"length\": 2,"
                        + " \"min\": 1, \"max\": 9, \"element_type\": \"str\"}}}"))
        .hasMessage(base + ".element_type: must be \"int\" or \"float\", was str");
    assertThatThrownBy(
            () ->
                settings(
                    "{\"model_params\": {\"h\": {\"type\": \"sorted_tuple\", \"length\": 2,"
                        + " \"min\": 1, \"max\": 9, \"size\": 3}}}"))
        .hasMessageStartingWith(base + ".size: unknown sorted_tuple key; known: [element_type,");
    assertThatThrownBy(
            () ->
                settings(
                    "{\"model_params\": {\"h\": {\"type\": \"sorted_tuple\", \"length\": 2.5,"
                        + " \"min\": 1, \"max\": 9}}}"))
        .hasMessage(base + ".length: must be a whole count n or a list [lo, hi], was 2.5");
  }
}
