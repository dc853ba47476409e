package org.spectraflow.engine.operators.model.forest;

import java.util.Arrays;
import java.util.List;
import org.spectraflow.engine.catalogue.OperatorSpec;
import org.spectraflow.engine.operators.ModelOperator;
import org.spectraflow.engine.operators.Params;

/**
 * scikit-learn's ExtraTreesClassifier (BSD licence): {@link ExtraTreesRegressor}'s trees on class
 * labels; the predicted class is the argmax of the trees' mean class probabilities (ties to the
 * first class in sorted order). Predictions are the original labels. With {@code random_state=None}
 * the forest is seeded with 0. Declared by {@link ExtraTreesRegressor.Provider}. The operator
 * itself is {@link ForestOperator}; this class holds its declaration.
 */
public final class ExtraTreesClassifier {

  private ExtraTreesClassifier() {}

  /** Reads scikit-learn 1.9's parameters (see {@link ForestOperator#of}). */
  public static ModelOperator of(Params p) {
    return ForestOperator.of(p, true, true);
  }

  /** The catalogue declaration (main parameters; the others are accepted by {@link #of}). */
  public static final OperatorSpec DECLARATION =
      OperatorSpec.model(
              "ExtraTreesClassifier",
              "sklearn.ensemble._forest",
              "extremely randomised classification trees (mean class probabilities)",
              ExtraTreesClassifier::of)
          .params(
              TreeDeclarations.extraTrees(
                  "gini",
                  List.of("gini", "entropy", "log_loss"),
                  "sqrt",
                  Arrays.asList("sqrt", "log2", null)));
}
