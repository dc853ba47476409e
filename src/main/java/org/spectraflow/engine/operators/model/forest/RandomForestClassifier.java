package org.spectraflow.engine.operators.model.forest;

import java.util.Arrays;
import java.util.List;
import org.spectraflow.engine.catalogue.OperatorProvider;
import org.spectraflow.engine.catalogue.OperatorSpec;
import org.spectraflow.engine.operators.ModelOperator;
import org.spectraflow.engine.operators.Params;

/**
 * scikit-learn's RandomForestClassifier: the same trees as scikit-learn 1.9 for the same {@code
 * random_state}; the predicted class is the argmax of the trees' mean class probabilities (ties to
 * the first class in sorted order). Predictions are the original labels. With {@code
 * random_state=None} the forest is seeded with 0. The operator itself is {@link ForestOperator};
 * this class holds its declaration.
 */
public final class RandomForestClassifier {

  private RandomForestClassifier() {}

  /** Reads scikit-learn 1.9's parameters (see {@link ForestOperator#of}). */
  public static ModelOperator of(Params p) {
    return ForestOperator.of(p, false, true);
  }

  /** The catalogue declaration (main parameters; the others are accepted by {@link #of}). */
  public static final OperatorSpec DECLARATION =
      OperatorSpec.model(
              "RandomForestClassifier",
              "sklearn.ensemble._forest",
              "random forest of classification trees (mean class" + " probabilities)",
              RandomForestClassifier::of)
          .params(
              TreeDeclarations.forest(
                  "gini",
                  List.of("gini", "entropy", "log_loss"),
                  "sqrt",
                  Arrays.asList("sqrt", "log2", null)));

  /** Contributes {@link #DECLARATION} to the catalogue (listed in META-INF/services). */
  public static final class Provider implements OperatorProvider {
    @Override
    public List<OperatorSpec> declarations() {
      return List.of(DECLARATION);
    }
  }
}
