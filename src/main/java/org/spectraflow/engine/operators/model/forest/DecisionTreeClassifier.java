package org.spectraflow.engine.operators.model.forest;

import java.util.List;
import java.util.Set;
import java.util.function.BooleanSupplier;
import org.spectraflow.engine.catalogue.OperatorSpec;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.operators.FittedModel;
import org.spectraflow.engine.operators.ModelOperator;
import org.spectraflow.engine.operators.OperatorConfig;
import org.spectraflow.engine.operators.Params;
import org.spectraflow.engine.operators.model.ClassLabels;
import org.spectraflow.engine.operators.model.ModelInputs;
import org.spectraflow.engine.operators.model.ProbabilisticModel;
import org.spectraflow.engine.operators.model.tree.Forest;
import org.spectraflow.engine.operators.model.tree.RandomForest;
import org.spectraflow.engine.operators.model.tree.TrainingMatrix;
import org.spectraflow.engine.operators.model.tree.TreeCriterion;
import org.spectraflow.engine.operators.model.tree.TreeParameters;
import org.spectraflow.engine.operators.split.RandomState;

/**
 * scikit-learn's DecisionTreeClassifier (BSD licence, {@code sklearn/tree/_classes.py}): one
 * classification tree as {@link DecisionTreeRegressor} grows it; probabilities are the leaf's
 * normalised class weights, the label the first class of highest probability. Predictions are the
 * original labels. Declared by {@link DecisionTreeRegressor.Provider}.
 */
public final class DecisionTreeClassifier implements ModelOperator {

  private final OperatorConfig config;
  private final TreeCriterion criterion;
  private final TreeParameters tree;
  private final Long seed;

  private DecisionTreeClassifier(
      OperatorConfig config, TreeCriterion criterion, TreeParameters tree, Long seed) {
    this.config = config;
    this.criterion = criterion;
    this.tree = tree;
    this.seed = seed;
  }

  /** Reads scikit-learn 1.9's parameters ({@code criterion='gini', splitter='best'}). */
  public static DecisionTreeClassifier of(Params p) {
    TreeCriterion c = TreeOptions.criterion(p, "gini", Set.of("gini", "entropy", "log_loss"));
    DecisionTreeRegressor.bestSplitter(p);
    TreeParameters t = TreeOptions.tree(p, null, null, null);
    Long rs = p.randomState();
    TreeOptions.ignored(p);
    ForestOptions.noClassWeight(p);
    return new DecisionTreeClassifier(p.config(), c, t, rs);
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
    return fitWeighted(x, y, null);
  }

  /**
   * The tree fitted with sample weights {@code weight} (one per row, >= 0; null: all 1), as
   * scikit-learn's {@code fit(X, y, sample_weight)} (AdaBoostClassifier's weighted fits); gives
   * class probabilities.
   */
  public ProbabilisticModel fitWeighted(Block x, double[][] y, double[] weight) {
    ModelInputs.check(this, x, y);
    ClassLabels classes = ClassLabels.of(this, y);
    Forest forest =
        RandomForest.singleClassifier(
            TrainingMatrix.of(x),
            classes.labels(),
            classes.classes().length,
            weight,
            criterion,
            tree,
            new RandomState(seed == null ? 0 : seed));
    return new EnsembleClassifierFit(label(), classes, forest, canonicalConfig());
  }

  @Override
  public String toString() {
    return label();
  }

  /** The catalogue declaration (main parameters; the others are accepted by {@link #of}). */
  public static final OperatorSpec DECLARATION =
      OperatorSpec.model(
              "DecisionTreeClassifier",
              "sklearn.tree._classes",
              "one classification tree (best splits, grown depth first)",
              DecisionTreeClassifier::of)
          .params(DecisionTreeRegressor.params("gini", List.of("gini", "entropy", "log_loss")));
}
