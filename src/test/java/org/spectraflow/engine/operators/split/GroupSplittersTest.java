package org.spectraflow.engine.operators.split;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.data.Precision;
import org.spectraflow.engine.operators.Params;
import org.spectraflow.engine.operators.PositionalFold;
import org.spectraflow.engine.operators.Reference;

/** SPXYFold, SPXYGFold and GroupKFold on the reference's worked examples and scikit-learn 1.2.1. */
class GroupSplittersTest {

  private static final Block X =
      Block.ofRows(
          Precision.FLOAT64,
          new double[][] {
            {0, 0}, {1, 0}, {0, 1}, {1, 1}, {0.5, 0.5}, {0.2, 0.8}, {0.9, 0.3}, {0.4, 0.1}
          });
  private static final double[] Y = {1, 2, 3, 4, 2.5, 3.1, 2.2, 1.4};
  private static final Object[] LETTERS = {"a", "a", "b", "c", "c", "c", "d", "b"};

  private static List<int[]> tests(List<PositionalFold> folds) {
    return folds.stream().map(PositionalFold::val).toList();
  }

  private static SpxyFold spxyg(Map<String, Object> params) {
    return SpxyFold.grouped(Params.of("SPXYGFold", params));
  }

  @Test
  void singleSplitIsKennardStoneOnSpxyDistances() {
    PositionalFold f =
        spxyg(Map.of("n_splits", 1, "test_size", 0.25)).split(X, Y, new RandomState(0)).get(0);
    assertThat(f.train()).containsExactly(0, 3, 6, 2, 7, 4);
    assertThat(f.val()).containsExactly(1, 5);
    Map<String, Object> xOnly = new HashMap<>(Map.of("n_splits", 1, "test_size", 0.25));
    xOnly.put("y_metric", null);
    PositionalFold g = spxyg(xOnly).split(X, Y, new RandomState(0)).get(0);
    assertThat(g.train()).containsExactly(0, 3, 1, 2, 4, 7);
    assertThat(g.val()).containsExactly(5, 6);
  }

  @Test
  void kFoldsSeededByCentroidScores() {
    List<int[]> expected = List.of(new int[] {1, 2, 4}, new int[] {0, 5, 6}, new int[] {3, 7});
    assertThat(
            tests(
                SpxyFold.of(Params.of("SPXYFold", Map.of("n_splits", 3)))
                    .split(X, Y, new RandomState(0))))
        .containsExactlyElementsOf(expected);
    assertThat(tests(spxyg(Map.of("n_splits", 3)).split(X, Y, new RandomState(0))))
        .containsExactlyElementsOf(expected);
  }

  @Test
  void spxygFoldKeepsGroupsTogether() {
    List<PositionalFold> folds =
        GroupedSplits.split(spxyg(Map.of("n_splits", 2)), X, Y, LETTERS, new RandomState(0));
    assertThat(tests(folds)).containsExactly(new int[] {0, 1, 2, 7}, new int[] {3, 4, 5, 6});
    assertThat(folds.get(0).train()).containsExactly(3, 4, 5, 6);
  }

  @Test
  void groupKFoldWorkedExamples() {
    GroupKFold two = GroupKFold.of(Params.of("GroupKFold", Map.of("n_splits", 2)));
    assertThat(tests(two.split(X, Y, LETTERS, new RandomState(0))))
        .containsExactly(new int[] {3, 4, 5, 6}, new int[] {0, 1, 2, 7});
    Object[] numbers = {3.0, 1.0, 2.0, 2.0, 1.0, 3.0, 4.0, 4.0, 5.0};
    Block nine = Block.ofRows(Precision.FLOAT64, new double[9][1]);
    GroupKFold three = GroupKFold.of(Params.of("GroupKFold", Map.of("n_splits", 3)));
    assertThat(tests(three.split(nine, null, numbers, new RandomState(0))))
        .containsExactly(new int[] {1, 4, 6, 7}, new int[] {0, 5, 8}, new int[] {2, 3});
  }

  @Test
  void groupKFoldMatchesScikitLearn() {
    for (JsonNode c : Reference.load("/reference/models.json").get("groupKFold")) {
      Object[] groups = new Object[c.get("groups").size()];
      for (int i = 0; i < groups.length; i++) {
        groups[i] = c.get("groups").get(i).asDouble();
      }
      GroupKFold k =
          GroupKFold.of(Params.of("GroupKFold", Map.of("n_splits", c.get("n_splits").asInt())));
      List<int[]> actual =
          tests(
              k.split(
                  Block.ofRows(Precision.FLOAT64, new double[groups.length][1]),
                  null,
                  groups,
                  new RandomState(0)));
      for (int f = 0; f < actual.size(); f++) {
        int[] expected = new int[c.get("tests").get(f).size()];
        for (int i = 0; i < expected.length; i++) {
          expected[i] = c.get("tests").get(f).get(i).asInt();
        }
        assertThat(actual.get(f))
            .as("k=%d fold %d", c.get("n_splits").asInt(), f)
            .containsExactly(expected);
      }
    }
  }

  @Test
  void otherSplittersRunOnGroupRepresentatives() {
    KFold kfold = KFold.of(Params.of("KFold", Map.of("n_splits", 2)));
    List<PositionalFold> folds = GroupedSplits.split(kfold, X, Y, LETTERS, new RandomState(0));
    assertThat(tests(folds)).containsExactly(new int[] {0, 1, 2, 7}, new int[] {3, 4, 5, 6});
  }

  @Test
  void groupKFoldWithoutGroupsSaysHowToGiveThem() {
    GroupKFold k = GroupKFold.of(Params.of("GroupKFold", Map.of()));
    assertThatThrownBy(() -> GroupedSplits.split(k, X, Y, null, new RandomState(0)))
        .hasMessageContaining("needs groups")
        .hasMessageContaining("group_by");
    assertThatThrownBy(
            () ->
                GroupKFold.of(Params.of("GroupKFold", Map.of("n_splits", 5)))
                    .split(X, Y, LETTERS, new RandomState(0)))
        .hasMessageContaining("n_splits=5 cannot be greater than the number of groups 4");
  }
}
