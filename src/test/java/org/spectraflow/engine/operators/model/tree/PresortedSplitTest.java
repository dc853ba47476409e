package org.spectraflow.engine.operators.model.tree;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.data.Precision;
import org.spectraflow.engine.operators.split.RandomState;

/**
 * Trees grown from presorted columns are the trees of a sort at every node, bit for bit
 * (docs/performance.md, "Tree builder"): on data where some features hold equal values (those keep
 * the introsort, whose order of ties feeds later sums) and others do not, with bootstrap weights,
 * without weights, with larger leaves (backward updates of the split sums) and for classes.
 */
class PresortedSplitTest {

  private static final int ROWS = 70;
  private static final int FEATURES = 40;

  @Test
  void regressionTreesWithBootstrapWeightsAreTheSortedOnes() {
    TrainingMatrix x = matrix();
    double[] y = target();
    TreeParameters p = new TreeParameters(null, 2, 1, 0.0, 1.0, 0.0);
    for (int seed = 0; seed < 6; seed++) {
      double[] weight = bootstrap(seed);
      assertSame(
          grower(x, p, TreeCriterion.SQUARED_ERROR, true)
              .regression(y, weight, new RandomState(seed)),
          grower(x, p, TreeCriterion.SQUARED_ERROR, false)
              .regression(y, weight, new RandomState(seed)));
    }
  }

  @Test
  void friedmanTreesWithLargerLeavesAndNoWeightsAreTheSortedOnes() {
    TrainingMatrix x = matrix();
    double[] y = target();
    for (int leaf : new int[] {1, 3, 7}) {
      TreeParameters p = new TreeParameters(5, 2, leaf, 0.0, null, 0.0);
      assertSame(
          grower(x, p, TreeCriterion.FRIEDMAN_MSE, true).regression(y, null, new RandomState(1)),
          grower(x, p, TreeCriterion.FRIEDMAN_MSE, false).regression(y, null, new RandomState(1)));
    }
  }

  @Test
  void classificationTreesAreTheSortedOnes() {
    TrainingMatrix x = matrix();
    double[] y = target();
    int[] label = new int[ROWS];
    for (int i = 0; i < ROWS; i++) {
      label[i] = y[i] < -0.5 ? 0 : y[i] < 0.5 ? 1 : 2;
    }
    TreeParameters p = new TreeParameters(null, 2, 1, 0.0, 0.5, 0.0);
    for (TreeCriterion c : new TreeCriterion[] {TreeCriterion.GINI, TreeCriterion.ENTROPY}) {
      double[] weight = bootstrap(9);
      assertSame(
          grower(x, p, c, true).classification(label, 3, weight, new RandomState(3)),
          grower(x, p, c, false).classification(label, 3, weight, new RandomState(3)));
    }
  }

  @Test
  void featuresWithEqualValuesOrANaNHaveNoPresortedOrder() {
    float[] x = {0.5f, 0.25f, 0.75f, 1f, 0f, 1f, -0f, 0f, 2f, Float.NaN, 1f, 3f};
    PresortedColumns p = PresortedColumns.of(x, 3, 4);
    assertThat(p.tied(0)).isFalse();
    assertThat(p.order(0)).containsExactly(1, 0, 2);
    assertThat(p.tied(1)).isTrue();
    assertThat(p.tied(2)).as("-0 equals 0").isTrue();
    assertThat(p.tied(3)).isTrue();
    assertThat(p.order(3)).isNull();
  }

  private static TreeGrower grower(
      TrainingMatrix x, TreeParameters p, TreeCriterion c, boolean presort) {
    return new TreeGrower(x, p, c, false, presort);
  }

  /** Half the features rounded to one decimal (many ties), the others continuous. */
  private static TrainingMatrix matrix() {
    SplittableRandom r = new SplittableRandom(7);
    double[][] rows = new double[ROWS][FEATURES];
    for (double[] row : rows) {
      for (int f = 0; f < FEATURES; f++) {
        double v = r.nextDouble();
        row[f] = f % 2 == 0 ? Math.round(v * 10) / 10.0 : v;
      }
    }
    return TrainingMatrix.of(Block.ofRows(Precision.FLOAT32, rows));
  }

  private static double[] target() {
    SplittableRandom r = new SplittableRandom(11);
    double[] y = new double[ROWS];
    for (int i = 0; i < ROWS; i++) {
      y[i] = r.nextGaussian();
    }
    return y;
  }

  private static double[] bootstrap(int seed) {
    SplittableRandom r = new SplittableRandom(seed);
    double[] w = new double[ROWS];
    for (int k = 0; k < ROWS; k++) {
      w[r.nextInt(ROWS)] += 1.0;
    }
    return w;
  }

  private static void assertSame(DecisionTree got, DecisionTree sorted) {
    assertThat(got.nodeCount()).isEqualTo(sorted.nodeCount());
    for (int node = 0; node < got.nodeCount(); node++) {
      assertThat(got.feature(node)).as("feature of node %d", node).isEqualTo(sorted.feature(node));
      assertThat(Double.doubleToRawLongBits(got.threshold(node)))
          .as("threshold of node %d", node)
          .isEqualTo(Double.doubleToRawLongBits(sorted.threshold(node)));
      for (int k = 0; k < got.valueWidth(); k++) {
        assertThat(Double.doubleToRawLongBits(got.value(node, k)))
            .as("value %d of node %d", k, node)
            .isEqualTo(Double.doubleToRawLongBits(sorted.value(node, k)));
      }
      assertThat(got.nodeSamples(node)).isEqualTo(sorted.nodeSamples(node));
    }
  }
}
