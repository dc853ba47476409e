package org.spectraflow.engine.operators.split;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.catalogue.OperatorFactory;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.data.Precision;
import org.spectraflow.engine.operators.PositionalFold;
import org.spectraflow.engine.operators.Reference;
import org.spectraflow.engine.operators.SplitterOperator;

/**
 * The classification, repeated, leave-out, time-series and predefined splitters against folds
 * written by scikit-learn itself (tools/reference/make_splitters_reference.py), index for index and
 * in scikit-learn's order, plus hand-derived cases and the refusals.
 */
class NewSplittersParityTest {

  private static final JsonNode REF = Reference.load("/reference/splitters.json");

  @Test
  void everyReferenceCaseGivesScikitLearnsFolds() {
    TreeSet<String> covered = new TreeSet<>();
    for (JsonNode c : REF.get("cases")) {
      String name = c.get("name").asText();
      SplitterOperator splitter = OperatorFactory.splitter(name, Reference.params(c.get("params")));
      Block x = Block.writer(Precision.FLOAT32, c.get("n").asInt(), 1).build();
      double[] y = c.has("y") ? doubles(c.get("y")) : null;
      Object[] groups = c.has("groups") ? labels(c.get("groups")) : null;
      List<PositionalFold> folds = GroupedSplits.split(splitter, x, y, groups, new RandomState(0));
      assertThat(folds).as("%s %s", name, c.get("params")).isEqualTo(expected(c.get("folds")));
      covered.add(name);
    }
    assertThat(covered)
        .containsExactly(
            "GroupShuffleSplit",
            "LeaveOneGroupOut",
            "LeaveOneOut",
            "LeavePGroupsOut",
            "PredefinedSplit",
            "RepeatedKFold",
            "RepeatedStratifiedKFold",
            "StratifiedGroupKFold",
            "StratifiedKFold",
            "StratifiedShuffleSplit",
            "TimeSeriesSplit");
  }

  @Test
  void unshuffledStratifiedKFoldFollowsTheRoundRobinAllocation() {
    // y = a a b a b a, k = 2: sorted codes 0 0 0 0 1 1 -> fold 0 gets 2 a + 1 b, fold 1 the same;
    // class a's rows 0,1,3,5 take folds 0,0,1,1 in order, class b's rows 2,4 take 0,1.
    double[] y = {7, 7, 3, 7, 3, 7};
    List<PositionalFold> folds =
        OperatorFactory.splitter("StratifiedKFold", Map.of("n_splits", 2)).split(block(6), y);
    assertThat(folds)
        .containsExactly(
            new PositionalFold(new int[] {3, 4, 5}, new int[] {0, 1, 2}),
            new PositionalFold(new int[] {0, 1, 2}, new int[] {3, 4, 5}));
  }

  @Test
  void shuffledStratifiedKFoldShufflesEachClassBlockWithNumpysStream() {
    // The documented algorithm on y = a a b a b a, k = 2, RandomState(0): class a's block
    // [0 0 1 1] and then class b's [0 1] are shuffled in turn by RandomState.shuffle.
    RandomState rng = new RandomState(0);
    int[] a = {0, 0, 1, 1};
    rng.shuffle(a);
    int[] b = {0, 1};
    rng.shuffle(b);
    int[] testFold = {a[0], a[1], b[0], a[2], b[1], a[3]};
    List<PositionalFold> expected = Seeds.byTestFold(testFold, 2);
    List<PositionalFold> folds =
        OperatorFactory.splitter(
                "StratifiedKFold", Map.of("n_splits", 2, "shuffle", true, "random_state", 0))
            .split(block(6), new double[] {7, 7, 3, 7, 3, 7});
    assertThat(folds).isEqualTo(expected);
  }

  @Test
  void repeatedKFoldContinuesOneGeneratorAcrossRepetitions() {
    RandomState rng = new RandomState(3);
    int[] first = rng.permutation(4);
    int[] second = rng.permutation(4);
    List<PositionalFold> folds =
        OperatorFactory.splitter(
                "RepeatedKFold", Map.of("n_splits", 2, "n_repeats", 2, "random_state", 3))
            .split(block(4), null);
    assertThat(folds).hasSize(4);
    assertThat(folds.get(0).val()).containsExactly(sorted(first[0], first[1]));
    assertThat(folds.get(2).val()).containsExactly(sorted(second[0], second[1]));
  }

  @Test
  void approximateModeMatchesScikitLearnsDocumentedExamples() {
    assertThat(StratifiedShuffleSplit.approximateMode(new int[] {4, 2}, 3, new RandomState(0)))
        .containsExactly(2, 1);
    assertThat(StratifiedShuffleSplit.approximateMode(new int[] {5, 2}, 4, new RandomState(0)))
        .containsExactly(3, 1);
    assertThat(
            StratifiedShuffleSplit.approximateMode(new int[] {2, 2, 2, 1}, 2, new RandomState(0)))
        .containsExactly(0, 1, 1, 0);
    assertThat(
            StratifiedShuffleSplit.approximateMode(new int[] {2, 2, 2, 1}, 2, new RandomState(42)))
        .containsExactly(1, 1, 0, 0);
  }

  @Test
  void stratifiedSplittersRefuseRegressionTargetsNamingTheAlternative() {
    double[] y = {1.5, 2.25, 3.0, 4.0, 5.0, 6.0};
    for (String name :
        new String[] {"StratifiedKFold", "RepeatedStratifiedKFold", "StratifiedShuffleSplit"}) {
      SplitterOperator s = OperatorFactory.splitter(name, Map.of("n_splits", 2));
      assertThatThrownBy(() -> s.split(block(6), y))
          .as(name)
          .hasMessageContaining(name)
          .hasMessageContaining("continuous")
          .hasMessageContaining("KFold");
    }
  }

  @Test
  void badSettingsAreRefusedClearly() {
    assertThatThrownBy(
            () ->
                OperatorFactory.splitter("StratifiedKFold", Map.of("n_splits", 4))
                    .split(block(6), new double[] {0, 0, 0, 1, 1, 1}))
        .hasMessageContaining("members");
    assertThatThrownBy(
            () ->
                OperatorFactory.splitter("PredefinedSplit", Map.of("test_fold", List.of(0, 1)))
                    .split(block(3), null))
        .hasMessageContaining("test_fold has 2 entries");
    assertThatThrownBy(
            () -> OperatorFactory.splitter("PredefinedSplit", Map.of()).split(block(3), null))
        .hasMessageContaining("test_fold has 0 entries");
    assertThatThrownBy(() -> OperatorFactory.create("PredefinedSplit", Map.of("test_fold", 3)))
        .hasMessageContaining("test_fold must be a list");
    assertThatThrownBy(
            () ->
                GroupedSplits.split(
                    OperatorFactory.splitter("LeaveOneGroupOut", Map.of()),
                    block(3),
                    null,
                    null,
                    new RandomState(0)))
        .hasMessageContaining("group_by");
    assertThatThrownBy(
            () ->
                OperatorFactory.splitter("TimeSeriesSplit", Map.of("n_splits", 5))
                    .split(block(5), null))
        .hasMessageContaining("TimeSeriesSplit");
  }

  private static Block block(int n) {
    return Block.writer(Precision.FLOAT32, n, 1).build();
  }

  private static int[] sorted(int a, int b) {
    return new int[] {Math.min(a, b), Math.max(a, b)};
  }

  private static double[] doubles(JsonNode a) {
    double[] out = new double[a.size()];
    for (int i = 0; i < out.length; i++) {
      out[i] = a.get(i).asDouble();
    }
    return out;
  }

  private static Object[] labels(JsonNode a) {
    Object[] out = new Object[a.size()];
    for (int i = 0; i < out.length; i++) {
      out[i] = a.get(i).asDouble();
    }
    return out;
  }

  private static List<PositionalFold> expected(JsonNode folds) {
    List<PositionalFold> out = new ArrayList<>();
    for (JsonNode f : folds) {
      int[] train = new int[f.get(0).size()];
      int[] val = new int[f.get(1).size()];
      for (int i = 0; i < train.length; i++) {
        train[i] = f.get(0).get(i).asInt();
      }
      for (int i = 0; i < val.length; i++) {
        val[i] = f.get(1).get(i).asInt();
      }
      out.add(new PositionalFold(train, val));
    }
    return out;
  }
}
