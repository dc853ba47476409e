package org.spectraflow.engine.operators.model.forest;

import java.util.Arrays;
import java.util.List;
import org.spectraflow.engine.catalogue.ParamSpec;
import org.spectraflow.engine.json.JsonValue;

/**
 * The catalogue parameters the tree ensembles share, with defaults and bounds (the upper bounds
 * stop resource-exhausting documents before anything is built).
 */
final class TreeDeclarations {

  private static final long MAX_TREES = 10_000;
  private static final long MAX_DEPTH = 10_000;
  private static final long MAX_ROWS = 10_000_000;

  private TreeDeclarations() {}

  /** The random forests' parameters. */
  static ParamSpec[] forest(
      String criterion, List<String> criteria, Object features, List<Object> featureChoices) {
    return new ParamSpec[] {
      ParamSpec.integer("n_estimators", 100, 1, MAX_TREES, "trees", "number of trees"),
      ParamSpec.choice("criterion", criterion, criteria, "split quality measure"),
      ParamSpec.intOrNull(
          "max_depth", 1, MAX_DEPTH, "", "maximum tree depth; None = grow until leaves are pure"),
      ParamSpec.integer(
          "min_samples_split", 2, 2, MAX_ROWS, "samples", "minimum rows to split a node"),
      ParamSpec.integer("min_samples_leaf", 1, 1, MAX_ROWS, "samples", "minimum rows in a leaf"),
      ParamSpec.choice(
          "max_features",
          features,
          featureChoices,
          "features drawn per split (fraction, 'sqrt', 'log2', None = all)"),
      ParamSpec.bool("bootstrap", true, "fit each tree on a bootstrap sample"),
      ParamSpec.intOrNull(
          "random_state", 0, 4_294_967_295L, "", "seed of the bootstrap and feature draws")
    };
  }

  /** The extra-trees forests' parameters: the random forests' with {@code bootstrap=False}. */
  static ParamSpec[] extraTrees(
      String criterion, List<String> criteria, Object features, List<Object> featureChoices) {
    ParamSpec[] p = forest(criterion, criteria, features, featureChoices);
    p[6] = ParamSpec.bool("bootstrap", false, "fit each tree on a bootstrap sample");
    return p;
  }

  /** The gradient-boosting estimators' parameters. */
  static ParamSpec[] boosting() {
    return new ParamSpec[] {
      ParamSpec.integer("n_estimators", 100, 1, MAX_TREES, "stages", "number of boosting stages"),
      ParamSpec.floating("learning_rate", 0.1, 0.0, 1000.0, "", "shrinkage of each stage"),
      new ParamSpec(
          "max_depth",
          ParamSpec.Type.INT_OR_NULL,
          JsonValue.integer(3),
          1.0,
          (double) MAX_DEPTH,
          List.of(),
          "",
          "maximum depth of each tree"),
      ParamSpec.floating(
          "subsample", 1.0, 0.0, 1.0, "", "fraction of rows per stage (< 1: stochastic)"),
      ParamSpec.integer(
          "min_samples_split", 2, 2, MAX_ROWS, "samples", "minimum rows to split a node"),
      ParamSpec.integer("min_samples_leaf", 1, 1, MAX_ROWS, "samples", "minimum rows in a leaf"),
      ParamSpec.choice(
          "max_features",
          null,
          Arrays.asList(null, "sqrt", "log2"),
          "features drawn per split ('sqrt', 'log2', None = all)"),
      ParamSpec.choice(
          "criterion",
          "deprecated",
          List.of("deprecated", "friedman_mse", "squared_error"),
          "deprecated in scikit-learn 1.9: any value grows squared-error trees"),
      ParamSpec.intOrNull(
          "random_state", 0, 4_294_967_295L, "", "seed of the subsamples and feature draws")
    };
  }
}
