package org.spectraflow.engine.operators.model.tree;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.data.Precision;
import org.spectraflow.engine.operators.Reference;
import org.spectraflow.engine.operators.split.RandomState;

/**
 * The trees themselves against scikit-learn 1.9.1's {@code tree_} arrays (feature, threshold,
 * value, node counts), on the 6 × 2 worked example of docs/compatibility.md and on a 60 × 15
 * synthetic set, plus the in-tree generator's published test vector.
 */
class TreeStructureTest {

  private static final JsonNode REF = Reference.load("/reference/trees-synthetic.json");

  private static final double[][] WORKED_X = {
    {0.1, 1.0}, {0.4, 0.5}, {0.35, 0.8}, {0.8, 0.2}, {0.6, 0.9}, {0.9, 0.1}
  };
  private static final double[] WORKED_Y = {1, 2, 1.5, 4, 2.5, 5};

  private static final TreeParameters FOREST_TREE = new TreeParameters(null, 2, 1, 0.0, 1.0, 0.0);

  @Test
  void randRFollowsTheXorshiftTestVector() {
    TreeRandR r = new TreeRandR(2087557356L);
    assertThat(new int[] {r.next(), r.next(), r.next(), r.next()})
        .containsExactly(562009556, 728431350, 1924947308, 1529191780);
  }

  @Test
  void workedExampleForestTreesAreScikitLearnsTrees() {
    TrainingMatrix x = TrainingMatrix.of(Block.ofRows(Precision.FLOAT32, WORKED_X));
    Forest forest =
        RandomForest.regressor(
            x,
            WORKED_Y,
            new ForestSettings(2, TreeCriterion.SQUARED_ERROR, FOREST_TREE, true, null),
            new RandomState(0),
            () -> false);
    assertSameTree(forest.tree(0), REF.get("structures").get("worked-rf-0"));
    assertSameTree(forest.tree(1), REF.get("structures").get("worked-rf-1"));
    float[] rows = {0.5f, 0.5f, 0.2f, 0.9f};
    assertThat(forest.predict(rows, 2)).containsExactly(3.25, 1.25);
  }

  @Test
  void workedExampleBoostingStagesAreScikitLearnsTrees() {
    TrainingMatrix x = TrainingMatrix.of(Block.ofRows(Precision.FLOAT32, WORKED_X));
    TreeParameters stump = new TreeParameters(1, 2, 1, 0.0, null, 0.0);
    Boosted gb =
        GradientBoosting.regressor(
            x,
            WORKED_Y,
            new BoostingSettings(2, 0.1, 1.0, TreeCriterion.FRIEDMAN_MSE, stump, false),
            new RandomState(0),
            () -> false);
    assertSameTree(gb.tree(0, 0), REF.get("structures").get("worked-gb-0"));
    assertSameTree(gb.tree(1, 0), REF.get("structures").get("worked-gb-1"));
    assertThat(gb.raw(new float[] {0.5f, 0.5f, 0.2f, 0.9f}, 2))
        .containsExactly(2.4924999999999997, 2.4924999999999997);
  }

  @Test
  void syntheticForestTreeWithTiesAndAConstantFeature() {
    double[] xs = Reference.values(REF.get("x_train"));
    int[] shape = Reference.shape(REF.get("x_train"));
    double[][] rows = new double[shape[0]][shape[1]];
    for (int i = 0; i < shape[0]; i++) {
      System.arraycopy(xs, i * shape[1], rows[i], 0, shape[1]);
    }
    TrainingMatrix x = TrainingMatrix.of(Block.ofRows(Precision.FLOAT32, rows));
    Forest forest =
        RandomForest.regressor(
            x,
            Reference.values(REF.get("y")),
            new ForestSettings(3, TreeCriterion.SQUARED_ERROR, FOREST_TREE, true, null),
            new RandomState(42),
            () -> false);
    assertSameTree(forest.tree(0), REF.get("structures").get("synthetic-rf-0"));
  }

  private static void assertSameTree(DecisionTree tree, JsonNode ref) {
    double[] threshold = Reference.values(ref.get("threshold"));
    double[] value = Reference.values(ref.get("value"));
    double[] weighted = Reference.values(ref.get("weighted_n_node_samples"));
    assertThat(tree.nodeCount()).isEqualTo(ref.get("feature").size());
    for (int node = 0; node < tree.nodeCount(); node++) {
      assertThat(tree.feature(node))
          .as("feature of node %d", node)
          .isEqualTo(ref.get("feature").get(node).asInt());
      assertThat(tree.threshold(node)).as("threshold of node %d", node).isEqualTo(threshold[node]);
      assertThat(tree.value(node, 0)).as("value of node %d", node).isEqualTo(value[node]);
      assertThat(tree.nodeSamples(node))
          .as("n_node_samples of node %d", node)
          .isEqualTo(ref.get("n_node_samples").get(node).asInt());
      assertThat(tree.weightedNodeSamples(node)).isEqualTo(weighted[node]);
    }
  }
}
