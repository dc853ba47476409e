package org.spectraflow.engine.operators.model;

import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.function.BooleanSupplier;
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
 * scikit-learn's ExtraTreesClassifier (BSD licence): {@link ExtraTreesRegressor}'s trees on class
 * labels; the predicted class is the argmax of the trees' mean class probabilities (ties to the
 * first class in sorted order). Predictions are the original labels. With {@code random_state=None}
 * the forest is seeded with 0. Declared by {@link ExtraTreesRegressor.Provider}.
 */
public final class ExtraTreesClassifier implements ModelOperator {

  private final OperatorConfig config;
  private final ForestSettings settings;
  private final Long seed;

  private ExtraTreesClassifier(OperatorConfig config, ForestSettings settings, Long seed) {
    this.config = config;
    this.settings = settings;
    this.seed = seed;
  }

  /** Reads scikit-learn 1.9's parameters ({@code n_estimators=100, criterion='gini', ...}). */
  public static ExtraTreesClassifier of(Params p) {
    int trees = TreeOptions.estimators(p, 100);
    ForestSettings s =
        new ForestSettings(
            trees,
            TreeOptions.criterion(p, "gini", Set.of("gini", "entropy", "log_loss")),
            TreeOptions.tree(p, null, "sqrt", "sqrt"),
            p.flag("bootstrap", false),
            ForestOptions.maxSamples(p),
            ForestOptions.threads(p));
    Long rs = p.randomState();
    ForestOptions.unsupported(p);
    ForestOptions.noClassWeight(p);
    return new ExtraTreesClassifier(p.config(), s, rs);
  }

  @Override
  public OperatorConfig config() {
    return config;
  }

  @Override
  public boolean classifier() {
    return true;
  }

  @Override
  public FittedModel fit(Block x, double[][] y, BooleanSupplier cancelled) {
    ModelInputs.check(this, x, y);
    ClassLabels classes = ClassLabels.of(this, y);
    Forest forest =
        RandomForest.extraClassifier(
            TrainingMatrix.of(x),
            classes.labels(),
            classes.classes().length,
            settings,
            new RandomState(seed == null ? 0 : seed),
            cancelled);
    return new EnsembleClassifierFit(label(), classes, forest, canonicalConfig());
  }

  @Override
  public String toString() {
    return label();
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
