package org.spectraflow.engine.operators.model;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.LinkedHashMap;
import java.util.Map;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.data.Precision;
import org.spectraflow.engine.operators.ModelOperator;
import org.spectraflow.engine.operators.Params;
import org.spectraflow.engine.operators.Reference;
import org.spectraflow.engine.operators.model.forest.DecisionTreeClassifier;
import org.spectraflow.engine.operators.model.forest.DecisionTreeRegressor;
import org.spectraflow.engine.operators.model.forest.ExtraTreesClassifier;
import org.spectraflow.engine.operators.model.forest.ExtraTreesRegressor;
import org.spectraflow.engine.operators.model.forest.GradientBoostingClassifier;
import org.spectraflow.engine.operators.model.forest.GradientBoostingRegressor;
import org.spectraflow.engine.operators.model.forest.RandomForestClassifier;
import org.spectraflow.engine.operators.model.forest.RandomForestRegressor;

/**
 * The tree-model reference cases written by {@code tools/reference/make_tree_reference.py}
 * (scikit-learn 1.9.1): building the operator a case names and comparing predictions.
 */
final class TreeReference {

  private static final ObjectMapper JSON = new ObjectMapper();

  private TreeReference() {}

  /** The operator of {@code c} with its parameters. */
  @SuppressWarnings("unchecked")
  static ModelOperator operator(JsonNode c) {
    Map<String, Object> params = JSON.convertValue(c.get("params"), LinkedHashMap.class);
    Params p = Params.of(c.get("model").asText(), params);
    return switch (c.get("model").asText()) {
      case "RandomForestRegressor" -> RandomForestRegressor.of(p);
      case "RandomForestClassifier" -> RandomForestClassifier.of(p);
      case "GradientBoostingRegressor" -> GradientBoostingRegressor.of(p);
      case "GradientBoostingClassifier" -> GradientBoostingClassifier.of(p);
      case "DecisionTreeRegressor" -> DecisionTreeRegressor.of(p);
      case "DecisionTreeClassifier" -> DecisionTreeClassifier.of(p);
      case "ExtraTreesRegressor" -> ExtraTreesRegressor.of(p);
      case "ExtraTreesClassifier" -> ExtraTreesClassifier.of(p);
      case "RidgeClassifier" -> RidgeClassifier.of(p);
      case "KernelRidge" -> KernelRidge.of(p);
      case "BayesianRidge" -> BayesianRidge.of(p);
      case "LinearDiscriminantAnalysis" -> LinearDiscriminantAnalysis.of(p);
      case "QuadraticDiscriminantAnalysis" -> QuadraticDiscriminantAnalysis.of(p);
      case "VotingClassifier" ->
          org.spectraflow.engine.operators.model.ensemble.VotingClassifier.of(p);
      default -> throw new IllegalArgumentException(c.get("model").asText());
    };
  }

  /** A float32 block of the encoded matrix {@code a}. */
  static Block block(JsonNode a) {
    int[] shape = Reference.shape(a);
    double[] v = Reference.values(a);
    double[][] rows = new double[shape[0]][shape[1]];
    for (int i = 0; i < shape[0]; i++) {
      System.arraycopy(v, i * shape[1], rows[i], 0, shape[1]);
    }
    return Block.ofRows(Precision.FLOAT32, rows);
  }

  /** The encoded vector {@code a} as a one-column target matrix. */
  static double[][] column(double[] v) {
    double[][] y = new double[v.length][1];
    for (int i = 0; i < v.length; i++) {
      y[i][0] = v[i];
    }
    return y;
  }

  /** max |a − b| / max(|b|, 1e-300) over the elements. */
  static double maxRelative(double[] a, double[] b) {
    double worst = 0;
    for (int i = 0; i < a.length; i++) {
      double d = Math.abs(a[i] - b[i]);
      worst = Math.max(worst, d == 0 ? 0 : d / Math.max(Math.abs(b[i]), 1e-300));
    }
    return worst;
  }

  /** The flat values of a rows × k matrix. */
  static double[] flat(double[][] m) {
    int k = m[0].length;
    double[] out = new double[m.length * k];
    for (int i = 0; i < m.length; i++) {
      System.arraycopy(m[i], 0, out, i * k, k);
    }
    return out;
  }
}
