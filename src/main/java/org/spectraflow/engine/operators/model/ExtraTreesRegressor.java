package org.spectraflow.engine.operators.model;

import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.function.BooleanSupplier;
import org.spectraflow.engine.catalogue.OperatorProvider;
import org.spectraflow.engine.catalogue.OperatorSpec;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.operators.FittedModel;
import org.spectraflow.engine.operators.ModelOperator;
import org.spectraflow.engine.operators.OperatorConfig;
import org.spectraflow.engine.operators.Params;
import org.spectraflow.engine.operators.model.tree.Forest;
import org.spectraflow.engine.operators.model.tree.ForestSettings;
import org.spectraflow.engine.operators.model.tree.RandomForest;
import org.spectraflow.engine.operators.model.tree.TrainingMatrix;
import org.spectraflow.engine.operators.split.RandomState;

/**
 * scikit-learn's ExtraTreesRegressor (BSD licence, {@code sklearn/ensemble/_forest.py}): the random
 * forest's seeds and bootstrap rules ({@code bootstrap=False} by default) with trees that split at
 * one random threshold per drawn feature (scikit-learn 1.9's {@code RandomSplitter}), so the same
 * trees as scikit-learn for the same {@code random_state}; the prediction is the mean of the
 * trees'. With {@code random_state=None} the forest is seeded with 0.
 */
public final class ExtraTreesRegressor implements ModelOperator {

  private final OperatorConfig config;
  private final ForestSettings settings;
  private final Long seed;

  private ExtraTreesRegressor(OperatorConfig config, ForestSettings settings, Long seed) {
    this.config = config;
    this.settings = settings;
    this.seed = seed;
  }

  /** Reads scikit-learn 1.9's parameters ({@code n_estimators=100, max_features=1.0, ...}). */
  public static ExtraTreesRegressor of(Params p) {
    int trees = TreeOptions.estimators(p, 100);
    ForestSettings s =
        new ForestSettings(
            trees,
            TreeOptions.criterion(p, "squared_error", Set.of("squared_error", "friedman_mse")),
            TreeOptions.tree(p, null, 1.0, 1.0),
            p.flag("bootstrap", false),
            ForestOptions.maxSamples(p),
            ForestOptions.threads(p));
    Long rs = p.randomState();
    ForestOptions.unsupported(p);
    return new ExtraTreesRegressor(p.config(), s, rs);
  }

  @Override
  public OperatorConfig config() {
    return config;
  }

  @Override
  public FittedModel fit(Block x, double[][] y, BooleanSupplier cancelled) {
    ModelInputs.check(this, x, y);
    double[] target = ClassLabels.column(this, y);
    Forest forest =
        RandomForest.extraRegressor(
            TrainingMatrix.of(x),
            target,
            settings,
            new RandomState(seed == null ? 0 : seed),
            cancelled);
    return new EnsembleRegressorFit(
        label(),
        forest.features(),
        forest::predict,
        forest.retainedBytes(),
        forest,
        canonicalConfig());
  }

  @Override
  public String toString() {
    return label();
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
