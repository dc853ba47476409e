package org.spectraflow.engine.operators.model.forest;

import java.util.Arrays;
import java.util.List;
import org.spectraflow.engine.catalogue.OperatorProvider;
import org.spectraflow.engine.catalogue.OperatorSpec;
import org.spectraflow.engine.operators.ModelOperator;
import org.spectraflow.engine.operators.Params;

/**
 * scikit-learn's ExtraTreesRegressor (BSD licence, {@code sklearn/ensemble/_forest.py}): the random
 * forest's seeds and bootstrap rules ({@code bootstrap=False} by default) with trees that split at
 * one random threshold per drawn feature (scikit-learn 1.9's {@code RandomSplitter}), so the same
 * trees as scikit-learn for the same {@code random_state}; the prediction is the mean of the
 * trees'. With {@code random_state=None} the forest is seeded with 0. The operator itself is {@link
 * ForestOperator}; this class holds its declaration.
 */
public final class ExtraTreesRegressor {

  private ExtraTreesRegressor() {}

  /** Reads scikit-learn 1.9's parameters (see {@link ForestOperator#of}). */
  public static ModelOperator of(Params p) {
    return ForestOperator.of(p, true, false);
  }

  /** The catalogue declaration (main parameters; the others are accepted by {@link #of}). */
  public static final OperatorSpec DECLARATION =
      OperatorSpec.model(
              "ExtraTreesRegressor",
              "sklearn.ensemble._forest",
              "extremely randomised trees (random thresholds, mean of the trees)",
              ExtraTreesRegressor::of)
          .params(
              TreeDeclarations.extraTrees(
                  "squared_error",
                  List.of("squared_error", "friedman_mse"),
                  1.0,
                  Arrays.asList(1.0, "sqrt", "log2", null)));

  /** Contributes {@link #DECLARATION} to the catalogue (listed in META-INF/services). */
  public static final class Provider implements OperatorProvider {
    @Override
    public List<OperatorSpec> declarations() {
      return List.of(DECLARATION, ExtraTreesClassifier.DECLARATION);
    }
  }
}
