package org.spectraflow.engine.operators.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Arrays;
import java.util.Map;
import java.util.concurrent.CancellationException;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.catalogue.OperatorFactory;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.data.Precision;
import org.spectraflow.engine.operators.Reference;

/** PLSRegression against scikit-learn for k = 1..20, sub-model predictions, errors, cancel. */
class PlsRegressionTest {

  private static final JsonNode PLS = Reference.operators().get("pls");

  private static PlsModel fit(int k, Block x, double[][] y) {
    return (PlsModel) OperatorFactory.model("PLSRegression", Map.of("n_components", k)).fit(x, y);
  }

  private static double[][] column(double[] v, int from, int to) {
    double[][] out = new double[to - from][1];
    for (int i = from; i < to; i++) {
      out[i - from][0] = v[i];
    }
    return out;
  }

  @Test
  void coefficientsAndPredictionsMatchScikitLearnForOneToTwentyComponents() {
    Block x = Reference.input(Precision.FLOAT64);
    int train = PLS.get("train").asInt();
    Block xTrain = x.selectRows(Reference.range(train));
    Block xTest = x.selectRows(IntStream.range(train, x.rows()).toArray());
    PlsModel model = fit(20, xTrain, column(Reference.y(), 0, train));
    double[] coef = Reference.values(PLS.get("coef"));
    double[] pred = Reference.values(PLS.get("pred"));
    int p = x.cols();
    int m = xTest.rows();
    for (int k = 1; k <= 20; k++) {
      double[] c = model.coefficients(k)[0];
      double[] e = Arrays.copyOfRange(coef, (k - 1) * p, k * p);
      assertThat(Reference.relativeError(c, e)).as("coef k=%d", k).isLessThan(1e-10);
      double[][] yHat = model.predict(xTest, k);
      double[] flat = Arrays.stream(yHat).mapToDouble(r -> r[0]).toArray();
      assertThat(Reference.relativeError(flat, Arrays.copyOfRange(pred, (k - 1) * m, k * m)))
          .as("prediction k=%d", k)
          .isLessThan(1e-10);
    }
  }

  @Test
  void oneFitServesEverySmallerComponentCountBitForBit() {
    Block x = Reference.input(Precision.FLOAT32);
    double[][] y = column(Reference.y(), 0, x.rows());
    PlsModel big = fit(12, x, y);
    for (int j : new int[] {1, 5, 11}) {
      assertThat(big.predict(x, j)).isDeepEqualTo(fit(j, x, y).predict(x));
    }
  }

  @Test
  void multiTargetMatchesScikitLearn() {
    JsonNode multi = Reference.operators().get("plsMulti");
    Block x = Reference.input(Precision.FLOAT64);
    double[] y = Reference.y();
    int train = multi.get("train").asInt();
    double[][] targets = new double[train][2];
    for (int i = 0; i < train; i++) {
      targets[i][0] = y[i];
      targets[i][1] = Math.sqrt(y[i]) * x.get(i, 5);
    }
    PlsModel model = fit(4, x.selectRows(Reference.range(train)), targets);
    double[] coef = Reference.values(multi.get("coef"));
    int p = x.cols();
    double[][] c = model.coefficients(4);
    double[] flat = new double[2 * p];
    System.arraycopy(c[0], 0, flat, 0, p);
    System.arraycopy(c[1], 0, flat, p, p);
    assertThat(Reference.relativeError(flat, Arrays.copyOfRange(coef, 3 * 2 * p, 4 * 2 * p)))
        .isLessThan(1e-9);
  }

  @Test
  void tooManyComponentsNamesTheLimit() {
    Block x = Reference.input(Precision.FLOAT64).selectRows(Reference.range(5));
    assertThatThrownBy(() -> fit(6, x, column(Reference.y(), 0, 5)))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("n_components")
        .hasMessageContaining("was 6");
  }

  @Test
  void cancellationStopsTheFit() {
    Block x = Reference.input(Precision.FLOAT64);
    assertThatThrownBy(
            () ->
                OperatorFactory.model("PLSRegression", Map.of("n_components", 3))
                    .fit(x, column(Reference.y(), 0, x.rows()), () -> true))
        .isInstanceOf(CancellationException.class);
  }
}
