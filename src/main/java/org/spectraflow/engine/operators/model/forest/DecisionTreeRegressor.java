package org.spectraflow.engine.operators.model.forest;

import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.function.BooleanSupplier;
import org.spectraflow.engine.catalogue.OperatorProvider;
import org.spectraflow.engine.catalogue.OperatorSpec;
import org.spectraflow.engine.catalogue.ParamSpec;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.operators.FittedModel;
import org.spectraflow.engine.operators.ModelOperator;
import org.spectraflow.engine.operators.OperatorConfig;
import org.spectraflow.engine.operators.Params;
import org.spectraflow.engine.operators.model.ClassLabels;
import org.spectraflow.engine.operators.model.ModelInputs;
import org.spectraflow.engine.operators.model.tree.Forest;
import org.spectraflow.engine.operators.model.tree.RandomForest;
import org.spectraflow.engine.operators.model.tree.TrainingMatrix;
import org.spectraflow.engine.operators.model.tree.TreeCriterion;
import org.spectraflow.engine.operators.model.tree.TreeParameters;
import org.spectraflow.engine.operators.split.RandomState;

/**
 * scikit-learn's DecisionTreeRegressor (BSD licence, {@code sklearn/tree/_classes.py}): one tree
 * grown by the forests' builder with the "best" splitter on all rows, its feature order drawn from
 * {@code RandomState(random_state)} as scikit-learn 1.9 does, so the same tree for the same seed
 * (docs/compatibility.md, tree models). With {@code random_state=None} the tree is seeded with 0.
 */
public final class DecisionTreeRegressor implements ModelOperator {

  private final OperatorConfig config;
  private final TreeCriterion criterion;
  private final TreeParameters tree;
  private final Long seed;

  private DecisionTreeRegressor(
      OperatorConfig config, TreeCriterion criterion, TreeParameters tree, Long seed) {
    this.config = config;
    this.criterion = criterion;
    this.tree = tree;
    this.seed = seed;
  }

  /** Reads scikit-learn 1.9's parameters ({@code criterion='squared_error', splitter='best'}). */
  public static DecisionTreeRegressor of(Params p) {
    TreeCriterion c =
        TreeOptions.criterion(p, "squared_error", Set.of("squared_error", "friedman_mse"));
    bestSplitter(p);
    TreeParameters t = TreeOptions.tree(p, null, null, null);
    Long rs = p.randomState();
    TreeOptions.ignored(p);
    return new DecisionTreeRegressor(p.config(), c, t, rs);
  }

  /** Refuses {@code splitter='random'} (ExtraTrees' splitter is not implemented). */
  static void bestSplitter(Params p) {
    String splitter = p.string("splitter", "best");
    if (!"best".equals(splitter)) {
      throw p.invalid("splitter", splitter, "must be 'best' ('random' is not supported)");
    }
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
        RandomForest.singleRegressor(
            TrainingMatrix.of(x),
            target,
            criterion,
            tree,
            new RandomState(seed == null ? 0 : seed));
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

  /** The catalogue's parameters of both decision trees. */
  static ParamSpec[] params(String criterion, List<String> criteria) {
    ParamSpec[] forest =
        TreeDeclarations.forest(criterion, criteria, null, Arrays.asList(null, "sqrt", "log2"));
    return new ParamSpec[] {
      forest[1],
      ParamSpec.choice("splitter", "best", List.of("best"), "split strategy"),
      forest[2],
      forest[3],
      forest[4],
      forest[5],
      forest[7]
    };
  }

  /** The catalogue declaration (main parameters; the others are accepted by {@link #of}). */
  public static final OperatorSpec DECLARATION =
      OperatorSpec.model(
              "DecisionTreeRegressor",
              "sklearn.tree._classes",
              "one regression tree (best splits, grown depth first)",
              DecisionTreeRegressor::of)
          .params(params("squared_error", List.of("squared_error", "friedman_mse")));

  /** Contributes {@link #DECLARATION} to the catalogue (listed in META-INF/services). */
  public static final class Provider implements OperatorProvider {
    @Override
    public List<OperatorSpec> declarations() {
      return List.of(DECLARATION, DecisionTreeClassifier.DECLARATION);
    }
  }
}
