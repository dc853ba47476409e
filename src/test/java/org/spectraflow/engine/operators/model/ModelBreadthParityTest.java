package org.spectraflow.engine.operators.model;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.operators.FittedModel;
import org.spectraflow.engine.operators.ModelOperator;
import org.spectraflow.engine.operators.Reference;

/**
 * The model-breadth operators (decision trees, extra trees, RidgeClassifier, KernelRidge,
 * BayesianRidge) on the synthetic tree data set with ties and a constant feature, against
 * scikit-learn 1.9.1 ({@code tools/reference/make_breadth_reference.py}): test predictions and
 * class probabilities.
 */
class ModelBreadthParityTest {

  private static final JsonNode REF = Reference.load("/reference/breadth.json");

  @Test
  void everyCaseMatchesScikitLearn() {
    Block train = TreeReference.block(REF.get("x_train"));
    Block test = TreeReference.block(REF.get("x_test"));
    StringBuilder report = new StringBuilder();
    double worst = 0;
    double linearWorst = 0;
    for (JsonNode c : REF.get("cases")) {
      ModelOperator op = TreeReference.operator(c);
      double[][] y =
          TreeReference.column(Reference.values(REF.get("targets").get(c.get("target").asText())));
      Block caseTrain = c.has("x_train") ? TreeReference.block(c.get("x_train")) : train;
      Block caseTest = c.has("x_test") ? TreeReference.block(c.get("x_test")) : test;
      FittedModel fitted = op.fit(caseTrain, y);
      double diff =
          TreeReference.maxRelative(
              TreeReference.flat(fitted.predict(caseTest)), Reference.values(c.get("predict")));
      if (fitted instanceof ProbabilisticModel pm) {
        diff =
            Math.max(
                diff,
                TreeReference.maxRelative(
                    TreeReference.flat(pm.probabilities(caseTest)),
                    Reference.values(c.get("proba"))));
      }
      report.append(
          String.format(
              "%-22s %-24s %.3g%n", c.get("name").asText(), c.get("model").asText(), diff));
      if (c.get("model").asText().contains("Tree")) {
        worst = Math.max(worst, diff);
      } else {
        linearWorst = Math.max(linearWorst, diff);
      }
    }
    System.out.print(report);
    // trees are bit-identical; the linear algebra differs from LAPACK's in the last bits
    assertThat(worst).as(report.toString()).isLessThanOrEqualTo(1e-12);
    assertThat(linearWorst).as(report.toString()).isLessThanOrEqualTo(1e-9);
  }
}
