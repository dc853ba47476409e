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
 * scikit-learn's RandomForestClassifier: the same trees as scikit-learn 1.9 for the same {@code
 * random_state}; the predicted class is the argmax of the trees' mean class probabilities (ties to
 * the first class in sorted order). Predictions are the original labels. With {@code
 * random_state=None} the forest is seeded with 0.
 */
public final class RandomForestClassifier implements ModelOperator {

  private final OperatorConfig config;
  private final ForestSettings settings;
  private final Long seed;

  private RandomForestClassifier(OperatorConfig config, ForestSettings settings, Long seed) {
    this.config = config;
    this.settings = settings;
    this.seed = seed;
  }

  /** Reads scikit-learn 1.9's parameters ({@code n_estimators=100, criterion='gini', ...}). */
  public static RandomForestClassifier of(Params p) {
    int trees = TreeOptions.estimators(p, 100);
    ForestSettings s =
        new ForestSettings(
            trees,
            TreeOptions.criterion(p, "gini", Set.of("gini", "entropy", "log_loss")),
            TreeOptions.tree(p, null, "sqrt", "sqrt"),
            p.flag("bootstrap", true),
            ForestOptions.maxSamples(p),
            ForestOptions.threads(p));
    Long rs = p.randomState();
    ForestOptions.unsupported(p);
    ForestOptions.noClassWeight(p);
    return new RandomForestClassifier(p.config(), s, rs);
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
        RandomForest.classifier(
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
