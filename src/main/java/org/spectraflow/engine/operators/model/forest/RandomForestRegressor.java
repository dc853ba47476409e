package org.spectraflow.engine.operators.model.forest;

import java.util.Arrays;
import java.util.List;
import org.spectraflow.engine.catalogue.OperatorProvider;
import org.spectraflow.engine.catalogue.OperatorSpec;
import org.spectraflow.engine.operators.ModelOperator;
import org.spectraflow.engine.operators.Params;

/**
 * scikit-learn's RandomForestRegressor: the same trees as scikit-learn 1.9 for the same {@code
 * random_state} (X cast to float32, bootstrap counts as weights, see docs/compatibility.md); the
 * prediction is the mean of the trees'. With {@code random_state=None} the forest is seeded with 0,
 * so runs are reproducible. The operator itself is {@link ForestOperator}; this class holds its
 * declaration.
 */
public final class RandomForestRegressor {

  private RandomForestRegressor() {}

  /** Reads scikit-learn 1.9's parameters (see {@link ForestOperator#of}). */
  public static ModelOperator of(Params p) {
    return ForestOperator.of(p, false, false);
  }

  /** The catalogue declaration (main parameters; the others are accepted by {@link #of}). */
  public static final OperatorSpec DECLARATION =
      OperatorSpec.model(
              "RandomForestRegressor",
              "sklearn.ensemble._forest",
              "random forest of regression trees (bootstrap samples, mean of" + " the trees)",
              RandomForestRegressor::of)
          .params(
              TreeDeclarations.forest(
                  "squared_error",
                  List.of("squared_error", "friedman_mse"),
                  1.0,
                  Arrays.asList(1.0, "sqrt", "log2", null)));

  /** Contributes {@link #DECLARATION} to the catalogue (listed in META-INF/services). */
  public static final class Provider implements OperatorProvider {
    @Override
    public List<OperatorSpec> declarations() {
      return List.of(DECLARATION);
    }
  }
}
