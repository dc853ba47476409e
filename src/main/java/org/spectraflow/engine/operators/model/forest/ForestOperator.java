package org.spectraflow.engine.operators.model.forest;

import java.util.Set;
import java.util.function.BooleanSupplier;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.operators.FittedModel;
import org.spectraflow.engine.operators.ModelOperator;
import org.spectraflow.engine.operators.OperatorConfig;
import org.spectraflow.engine.operators.Params;
import org.spectraflow.engine.operators.model.ClassLabels;
import org.spectraflow.engine.operators.model.ModelInputs;
import org.spectraflow.engine.operators.model.tree.Forest;
import org.spectraflow.engine.operators.model.tree.ForestSettings;
import org.spectraflow.engine.operators.model.tree.RandomForest;
import org.spectraflow.engine.operators.model.tree.TrainingMatrix;
import org.spectraflow.engine.operators.split.RandomState;

/**
 * The configured operator behind scikit-learn's four forests (RandomForestRegressor/Classifier,
 * ExtraTreesRegressor/Classifier, whose public classes hold the declarations): the parameters of
 * scikit-learn 1.9, and a fit that grows bootstrapped best-split trees or random-threshold trees
 * (docs/compatibility.md, "Tree models"). With {@code random_state=None} the forest is seeded with
 * 0, so runs are reproducible.
 */
final class ForestOperator implements ModelOperator {

  private final OperatorConfig config;
  private final ForestSettings settings;
  private final Long seed;
  private final boolean extra;
  private final boolean classifier;

  private ForestOperator(
      OperatorConfig config,
      ForestSettings settings,
      Long seed,
      boolean extra,
      boolean classifier) {
    this.config = config;
    this.settings = settings;
    this.seed = seed;
    this.extra = extra;
    this.classifier = classifier;
  }

  /**
   * Reads scikit-learn 1.9's parameters: {@code n_estimators=100}; a regressor's {@code
   * criterion='squared_error', max_features=1.0}, a classifier's {@code criterion='gini',
   * max_features='sqrt'}; {@code bootstrap} true for random forests, false for extra trees.
   */
  static ForestOperator of(Params p, boolean extra, boolean classifier) {
    int trees = TreeOptions.estimators(p, 100);
    ForestSettings s =
        new ForestSettings(
            trees,
            classifier
                ? TreeOptions.criterion(p, "gini", Set.of("gini", "entropy", "log_loss"))
                : TreeOptions.criterion(
                    p, "squared_error", Set.of("squared_error", "friedman_mse")),
            classifier
                ? TreeOptions.tree(p, null, "sqrt", "sqrt")
                : TreeOptions.tree(p, null, 1.0, 1.0),
            p.flag("bootstrap", !extra),
            ForestOptions.maxSamples(p),
            ForestOptions.threads(p));
    Long rs = p.randomState();
    ForestOptions.unsupported(p);
    if (classifier) {
      ForestOptions.noClassWeight(p);
    }
    return new ForestOperator(p.config(), s, rs, extra, classifier);
  }

  @Override
  public OperatorConfig config() {
    return config;
  }

  @Override
  public boolean classifier() {
    return classifier;
  }

  @Override
  public FittedModel fit(Block x, double[][] y, BooleanSupplier cancelled) {
    ModelInputs.check(this, x, y);
    RandomState rs = new RandomState(seed == null ? 0 : seed);
    if (classifier) {
      ClassLabels classes = ClassLabels.of(this, y);
      int k = classes.classes().length;
      Forest forest =
          extra
              ? RandomForest.extraClassifier(
                  TrainingMatrix.of(x), classes.labels(), k, settings, rs, cancelled)
              : RandomForest.classifier(
                  TrainingMatrix.of(x), classes.labels(), k, settings, rs, cancelled);
      return new EnsembleClassifierFit(label(), classes, forest, canonicalConfig());
    }
    double[] target = ClassLabels.column(this, y);
    Forest forest =
        extra
            ? RandomForest.extraRegressor(TrainingMatrix.of(x), target, settings, rs, cancelled)
            : RandomForest.regressor(TrainingMatrix.of(x), target, settings, rs, cancelled);
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
}
