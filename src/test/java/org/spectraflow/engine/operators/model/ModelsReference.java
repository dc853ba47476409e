package org.spectraflow.engine.operators.model;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.data.Precision;
import org.spectraflow.engine.operators.Reference;

/**
 * The scikit-learn 1.2.1 values written by {@code tools/reference/make_models_reference.py}:
 * regression cases on the first 75 rows of the reference slice (predicting the other 25),
 * classification cases on a 120 × 100 slice of the classification set (90 train, 30 test).
 */
final class ModelsReference {

  private static JsonNode doc;

  private ModelsReference() {}

  static synchronized JsonNode doc() {
    if (doc == null) {
      doc = Reference.load("/reference/models.json");
    }
    return doc;
  }

  /** The cases of a section whose operator is {@code operator}. */
  static List<JsonNode> cases(String section, String operator) {
    List<JsonNode> out = new ArrayList<>();
    doc()
        .get(section)
        .forEach(
            c -> {
              if (c.get("operator").asText().equals(operator)) {
                out.add(c);
              }
            });
    return out;
  }

  static Block regressionX() {
    return Reference.input(Precision.FLOAT64);
  }

  static int regressionTrain() {
    return doc().get("regressionTrain").asInt();
  }

  static Block rows(Block x, int from, int to) {
    return x.selectRows(IntStream.range(from, to).toArray());
  }

  static double[][] column(double[] v, int from, int to) {
    double[][] out = new double[to - from][];
    for (int i = from; i < to; i++) {
      out[i - from] = new double[] {v[i]};
    }
    return out;
  }

  static double[] first(double[][] pred) {
    double[] out = new double[pred.length];
    for (int i = 0; i < pred.length; i++) {
      out[i] = pred[i][0];
    }
    return out;
  }
}
