package org.spectraflow.engine.operators.model.hist;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.data.Precision;
import org.spectraflow.engine.operators.FittedModel;
import org.spectraflow.engine.operators.ModelOperator;
import org.spectraflow.engine.operators.Params;
import org.spectraflow.engine.operators.Reference;
import org.spectraflow.engine.operators.model.ProbabilisticModel;

/**
 * The scikit-learn 1.9.1 references of the histogram boosting and MLP models ({@code
 * tools/reference/make_hist_mlp_reference.py}): fits each case of a model family and reports the
 * largest difference of its test predictions (and probabilities) to scikit-learn's.
 */
public final class HistMlpReference {

  private static final JsonNode REF = Reference.load("/reference/hist-mlp.json");

  /** One case's outcome. */
  public record Outcome(String name, double maxAbs, double maxRel) {}

  private HistMlpReference() {}

  /** Fits every case whose model name starts with {@code prefix}, built by {@code build}. */
  public static List<Outcome> run(String prefix, Function<Params, ModelOperator> build) {
    List<Outcome> out = new ArrayList<>();
    for (JsonNode c : REF.get("cases")) {
      if (!c.get("model").asText().startsWith(prefix)) {
        continue;
      }
      JsonNode d = REF.get("data").get(c.get("data").asText());
      Block train = Reference.block(d.get("x_train"), Precision.FLOAT64);
      Block test = Reference.block(d.get("x_test"), Precision.FLOAT64);
      double[] yv = Reference.values(c.get("y_train"));
      double[][] y = new double[yv.length][];
      for (int i = 0; i < yv.length; i++) {
        y[i] = new double[] {yv[i]};
      }
      ModelOperator op =
          build.apply(Params.of(c.get("model").asText(), Reference.params(c.get("params"))));
      FittedModel fit = op.fit(train, y);
      double[] expected = Reference.values(c.get("predict"));
      double[][] pred = fit.predict(test);
      double abs = 0;
      double scale = 0;
      for (int i = 0; i < expected.length; i++) {
        abs = Math.max(abs, Math.abs(pred[i][0] - expected[i]));
        scale = Math.max(scale, Math.abs(expected[i]));
      }
      if (c.has("proba") && fit instanceof ProbabilisticModel pm) {
        double[] p = Reference.values(c.get("proba"));
        double[][] got = pm.probabilities(test);
        int k = got[0].length;
        for (int i = 0; i < p.length; i++) {
          abs = Math.max(abs, Math.abs(got[i / k][i % k] - p[i]));
        }
        scale = Math.max(scale, 1.0);
      }
      out.add(new Outcome(c.get("name").asText(), abs, abs / scale));
    }
    return out;
  }
}
