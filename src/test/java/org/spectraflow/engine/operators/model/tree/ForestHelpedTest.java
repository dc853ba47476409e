package org.spectraflow.engine.operators.model.tree;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.data.Precision;
import org.spectraflow.engine.operators.split.RandomState;
import org.spectraflow.engine.parallel.WorkShare;

/**
 * A forest grown with other threads helping through a {@link WorkShare} is the forest grown alone,
 * bit for bit: per-tree seeds are drawn before any tree grows and trees are kept in index order.
 */
class ForestHelpedTest {

  @Test
  void helpedForestPredictsExactlyAsTheSerialOne() throws Exception {
    int n = 80;
    int p = 12;
    double[][] rows = new double[n][p];
    double[] y = new double[n];
    RandomState draws = new RandomState(7);
    for (int i = 0; i < n; i++) {
      for (int j = 0; j < p; j++) {
        rows[i][j] = NumpyDraws.randint(draws, 1000) / 1000.0;
      }
      y[i] = 3 * rows[i][0] - rows[i][5] + NumpyDraws.randint(draws, 100) / 1000.0;
    }
    TrainingMatrix x = TrainingMatrix.of(Block.ofRows(Precision.FLOAT32, rows));
    ForestSettings settings =
        new ForestSettings(
            40,
            TreeCriterion.SQUARED_ERROR,
            new TreeParameters(null, 2, 1, 0.0, 1.0, 0.0),
            true,
            null);
    Forest alone = RandomForest.regressor(x, y, settings, new RandomState(42), () -> false);

    WorkShare share = new WorkShare();
    AtomicBoolean done = new AtomicBoolean();
    Thread[] helpers = new Thread[3];
    for (int h = 0; h < helpers.length; h++) {
      helpers[h] = new Thread(() -> share.helpUntil(done::get));
      helpers[h].start();
    }
    Forest helped;
    try {
      helped =
          share.bound(
              () -> RandomForest.regressor(x, y, settings, new RandomState(42), () -> false));
    } finally {
      done.set(true);
      for (Thread h : helpers) {
        h.join();
      }
    }
    float[] probe = TrainingMatrix.rowMajor(Block.ofRows(Precision.FLOAT32, rows));
    assertThat(helped.size()).isEqualTo(alone.size());
    assertThat(helped.predict(probe, n)).containsExactly(alone.predict(probe, n));
  }
}
