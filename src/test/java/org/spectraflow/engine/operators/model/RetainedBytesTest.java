package org.spectraflow.engine.operators.model;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.operators.FittedModel;
import org.spectraflow.engine.operators.ModelOperator;
import org.spectraflow.engine.operators.Params;
import org.spectraflow.engine.operators.Reference;
import org.spectraflow.engine.operators.model.forest.RandomForestRegressor;

/**
 * The retained-bytes estimates the fit reuse charges: a nearest-neighbours fit holds its training
 * rows, an SVR its support vectors, a PLS fit what its size says whatever it predicted, a forest
 * its trees' node arrays.
 */
class RetainedBytesTest {

  @Test
  void aNearestNeighboursFitHoldsItsTrainingRows() {
    Block x = ModelsReference.regressionX();
    int train = ModelsReference.regressionTrain();
    double[][] y = ModelsReference.column(Reference.y(), 0, train);
    FittedModel knn =
        KNeighbors.regressor(Params.of("KNeighborsRegressor", Map.of()))
            .fit(ModelsReference.rows(x, 0, train), y);
    long data = 8L * train * x.cols();
    assertThat(knn.retainedBytes()).isBetween(data, data + 16L * train * 4 + 8L * train * 3);
  }

  @Test
  void anSvrHoldsSomeOfItsTrainingRows() {
    Block x = ModelsReference.regressionX();
    int train = ModelsReference.regressionTrain();
    double[][] y = ModelsReference.column(Reference.y(), 0, train);
    FittedModel svr =
        SupportVectorMachine.svr(Params.of("SVR", Map.of()))
            .fit(ModelsReference.rows(x, 0, train), y);
    // at least one dense support vector of x.cols() doubles, at most every training row
    assertThat(svr.retainedBytes())
        .isGreaterThan(8L * x.cols())
        .isLessThan(train * (8L * (x.cols() + 1) + 64) + 1024);
  }

  @Test
  void aPlsFitIsChargedForItsSizeBeforeAndAfterPredicting() {
    Block x = ModelsReference.regressionX();
    int train = ModelsReference.regressionTrain();
    double[][] y = ModelsReference.column(Reference.y(), 0, train);
    PlsModel pls =
        PlsRegression.of(Params.of("PLSRegression", Map.of("n_components", 3)))
            .fit(ModelsReference.rows(x, 0, train), y, () -> false);
    long before = pls.retainedBytes();
    assertThat(before).isEqualTo(PlsModel.retainedBytes(pls.components(), x.cols(), 1));
    pls.predict(ModelsReference.rows(x, train, x.rows()), 2);
    assertThat(pls.retainedBytes()).isEqualTo(before);
    // weights and loadings: two arrays of the features per component at least
    assertThat(before).isGreaterThan(2L * 8 * x.cols() * pls.components());
    assertThat(PlsModel.retainedBytes(6, x.cols(), 1)).isGreaterThan(before);
  }

  @Test
  void aForestIsChargedForItsTreesNodes() {
    Block x = ModelsReference.regressionX();
    int train = ModelsReference.regressionTrain();
    double[][] y = ModelsReference.column(Reference.y(), 0, train);
    FittedModel one = forest(1).fit(ModelsReference.rows(x, 0, train), y);
    FittedModel ten = forest(10).fit(ModelsReference.rows(x, 0, train), y);
    // seven array headers and more than one node (36 bytes of arrays per node)
    assertThat(one.retainedBytes()).isGreaterThan(7 * 16L + 36L);
    assertThat(ten.retainedBytes()).isBetween(5 * one.retainedBytes(), 20 * one.retainedBytes());
  }

  private static ModelOperator forest(int trees) {
    return RandomForestRegressor.of(
        Params.of(
            "RandomForestRegressor",
            Map.of("n_estimators", trees, "random_state", 0, "max_features", 0.3)));
  }
}
