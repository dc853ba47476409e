package org.spectraflow.engine.operators.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.catalogue.OperatorFactory;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.data.Precision;
import org.spectraflow.engine.operators.Reference;

/**
 * RidgeCV's leave-one-out choice of alpha and its predictions against scikit-learn
 * (tools/reference/make_ensembles_reference.py), long (normal equations) and wide (kernel) data.
 */
class RidgeCVTest {

  private static final JsonNode REF = Reference.load("/reference/ensembles.json");

  @Test
  void chosenAlphaIsScikitLearnsOnLongData() {
    Block x = rows(REF.get("xtrain"), REF.get("xtrain").size(), false);
    double[][] y = targets(REF.get("xtrain").size());
    int checked = 0;
    for (JsonNode c : REF.get("cases")) {
      if (c.get("name").asText().equals("RidgeCV")) {
        RidgeCV model =
            (RidgeCV) OperatorFactory.model("RidgeCV", Reference.params(c.get("params")));
        assertThat(model.bestAlpha(x, y))
            .as("%s", c.get("params"))
            .isEqualTo(c.get("alpha").asDouble());
        checked++;
      }
    }
    assertThat(checked).isEqualTo(3);
  }

  @Test
  void wideDataUseTheKernelFormAndMatchScikitLearn() {
    JsonNode wide = REF.get("wide");
    int n = wide.get("rows").asInt();
    Block x = rows(REF.get("xtrain"), n, true);
    RidgeCV model =
        (RidgeCV)
            OperatorFactory.model(
                "RidgeCV", Map.of("alphas", Reference.params(wide).get("alphas")));
    double[][] y = targets(n);
    assertThat(model.bestAlpha(x, y)).isEqualTo(wide.get("alpha").asDouble());
    double[][] pred =
        model.fit(x, y).predict(rows(REF.get("xtest"), REF.get("xtest").size(), true));
    double[] expected = new double[pred.length];
    double[] actual = new double[pred.length];
    for (int i = 0; i < pred.length; i++) {
      expected[i] = wide.get("pred").get(i).asDouble();
      actual[i] = pred[i][0];
    }
    assertThat(Reference.relativeError(actual, expected)).isLessThan(1e-10);
  }

  @Test
  void nonPositiveAlphasAndOtherSearchesAreRefused() {
    assertThatThrownBy(() -> OperatorFactory.create("RidgeCV", Map.of("alphas", List.of(0.0, 1.0))))
        .hasMessageContaining("alphas");
    assertThatThrownBy(() -> OperatorFactory.create("RidgeCV", Map.of("cv", 5)))
        .hasMessageContaining("leave-one-out");
  }

  /** The first {@code n} rows, with their squares appended when {@code squares}. */
  private static Block rows(JsonNode data, int n, boolean squares) {
    int p = data.get(0).size();
    Block.Writer w = Block.writer(Precision.FLOAT64, n, squares ? 2 * p : p);
    for (int i = 0; i < n; i++) {
      double[] r = new double[squares ? 2 * p : p];
      for (int j = 0; j < p; j++) {
        double v = data.get(i).get(j).asDouble();
        r[j] = v;
        if (squares) {
          r[p + j] = v * v;
        }
      }
      w.setRow(i, r);
    }
    return w.build();
  }

  private static double[][] targets(int n) {
    double[][] y = new double[n][1];
    for (int i = 0; i < n; i++) {
      y[i][0] = REF.get("ytrain").get(i).asDouble();
    }
    return y;
  }
}
