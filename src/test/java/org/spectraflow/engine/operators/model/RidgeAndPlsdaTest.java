package org.spectraflow.engine.operators.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;
import org.assertj.core.data.Offset;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.catalogue.OperatorFactory;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.data.Precision;
import org.spectraflow.engine.operators.FittedModel;
import org.spectraflow.engine.operators.Reference;

/** Ridge (primal and dual forms) against scikit-learn; PLS-DA label handling. */
class RidgeAndPlsdaTest {

  private static double[] predictRidge(String key) {
    JsonNode c = Reference.operators().get(key);
    Block x = Reference.input(Precision.FLOAT64);
    int train = c.get("train").asInt();
    double[] y = Reference.y();
    double[][] targets =
        IntStream.range(0, train).mapToObj(i -> new double[] {y[i]}).toArray(double[][]::new);
    FittedModel m =
        OperatorFactory.model("Ridge", Map.of("alpha", c.get("alpha").asDouble()))
            .fit(x.selectRows(Reference.range(train)), targets);
    double[][] out = m.predict(x.selectRows(IntStream.range(train, x.rows()).toArray()));
    return Arrays.stream(out).mapToDouble(r -> r[0]).toArray();
  }

  @Test
  void aNonFiniteInputIsRejectedByItsCell() {
    Block x = Block.ofRows(Precision.FLOAT64, new double[][] {{0, 1}, {1, Double.NaN}, {2, 2}});
    double[][] y = {{1}, {2}, {3}};
    assertThatThrownBy(() -> OperatorFactory.model("Ridge", Map.of()).fit(x, y))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("Ridge")
        .hasMessageContaining("X contains NaN at row 1, column 1");
  }

  @Test
  void ridgeMatchesScikitLearnWhenFeaturesExceedSamples() {
    double[] expected = Reference.values(Reference.operators().get("ridge").get("pred"));
    assertThat(Reference.relativeError(predictRidge("ridge"), expected)).isLessThan(1e-8);
    double[] wide = Reference.values(Reference.operators().get("ridgeWide").get("pred"));
    assertThat(Reference.relativeError(predictRidge("ridgeWide"), wide)).isLessThan(1e-8);
  }

  @Test
  void ridgeWithoutPenaltyRecoversAnExactLinearLawOnTallData() {
    double[][] rows = {{0, 1}, {1, 0}, {2, 2}, {3, 1}, {4, 5}};
    double[][] y = new double[rows.length][1];
    for (int i = 0; i < rows.length; i++) {
      y[i][0] = 2 * rows[i][0] + rows[i][1] + 1;
    }
    FittedModel m =
        OperatorFactory.model("Ridge", Map.of("alpha", 0.0))
            .fit(Block.ofRows(Precision.FLOAT64, rows), y);
    double[][] pred = m.predict(Block.ofRows(Precision.FLOAT64, new double[][] {{10, -3}}));
    assertThat(pred[0][0]).isCloseTo(18.0, Offset.offset(1e-12));
  }

  @Test
  void plsdaReturnsOriginalLabelsForBinaryAndMulticlass() {
    Block x = Reference.input(Precision.FLOAT32);
    double[] y = Reference.y();
    double median = Arrays.stream(y).sorted().toArray()[y.length / 2];
    double[][] binary =
        Arrays.stream(y).mapToObj(v -> new double[] {v > median ? 7 : 3}).toArray(double[][]::new);
    double[][] pred = OperatorFactory.model("PLSDA", Map.of()).fit(x, binary).predict(x);
    assertThat(labels(pred)).isSubsetOf(3.0, 7.0);
    long correct = IntStream.range(0, y.length).filter(i -> pred[i][0] == binary[i][0]).count();
    assertThat(correct).isGreaterThan(y.length * 6L / 10);
    double[][] three =
        Arrays.stream(y).mapToObj(v -> new double[] {Math.floor(v) % 3}).toArray(double[][]::new);
    double[][] p3 =
        OperatorFactory.model("PLSDA", Map.of("n_components", 3)).fit(x, three).predict(x);
    assertThat(labels(p3)).isSubsetOf(0.0, 1.0, 2.0);
  }

  private static List<Double> labels(double[][] pred) {
    return Arrays.stream(pred).mapToDouble(r -> r[0]).distinct().boxed().toList();
  }
}
