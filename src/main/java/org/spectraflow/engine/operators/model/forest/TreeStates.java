package org.spectraflow.engine.operators.model.forest;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.spectraflow.engine.operators.FittedModel;
import org.spectraflow.engine.operators.FittedState;
import org.spectraflow.engine.operators.ModelOperator;
import org.spectraflow.engine.operators.model.ClassLabels;
import org.spectraflow.engine.operators.model.tree.Boosted;
import org.spectraflow.engine.operators.model.tree.ClassEnsemble;
import org.spectraflow.engine.operators.model.tree.DecisionTree;
import org.spectraflow.engine.operators.model.tree.Forest;

/**
 * Tree ensembles as plain data (docs/model-file.md, kinds {@code forest} and {@code boosted}): each
 * tree's node arrays ({@code tree_feature}, {@code tree_threshold}, {@code tree_left}, {@code
 * tree_right}, {@code tree_value}) as one row per tree of ragged matrices, and back to the very
 * fitted classes, so a rebuilt ensemble predicts the original's bits. Stateless.
 */
public final class TreeStates {

  private TreeStates() {}

  /**
   * The state of a fitted ensemble; {@code classes} the class labels of a classifier, else null.
   */
  static FittedState of(ClassEnsemble ensemble, String operator, double[] classes) {
    List<DecisionTree> trees = new ArrayList<>();
    FittedState s;
    switch (ensemble) {
      case Forest f -> {
        for (int t = 0; t < f.size(); t++) {
          trees.add(f.tree(t));
        }
        s = FittedState.of("forest").with("class_count", (double) f.classes());
      }
      case Boosted b -> {
        for (int m = 0; m < b.stages(); m++) {
          for (int k = 0; k < b.width(); k++) {
            trees.add(b.tree(m, k));
          }
        }
        s =
            FittedState.of("boosted")
                .with("learning_rate", b.learningRate())
                .with("stages", (double) b.stages())
                .with("init", b.init());
      }
      default ->
          throw new org.spectraflow.engine.operators.NotRepresentableException(
              "the ensemble " + ensemble.getClass().getSimpleName());
    }
    int n = trees.size();
    double[][] feature = new double[n][];
    double[][] threshold = new double[n][];
    double[][] left = new double[n][];
    double[][] right = new double[n][];
    double[][] value = new double[n][];
    double[] width = new double[n];
    for (int t = 0; t < n; t++) {
      DecisionTree tree = trees.get(t);
      int nodes = tree.nodeCount();
      int w = tree.valueWidth();
      feature[t] = new double[nodes];
      threshold[t] = new double[nodes];
      left[t] = new double[nodes];
      right[t] = new double[nodes];
      value[t] = new double[nodes * w];
      width[t] = w;
      for (int i = 0; i < nodes; i++) {
        feature[t][i] = tree.feature(i);
        threshold[t][i] = tree.threshold(i);
        left[t][i] = tree.left(i);
        right[t][i] = tree.right(i);
        for (int k = 0; k < w; k++) {
          value[t][i * w + k] = tree.value(i, k);
        }
      }
    }
    s =
        s.with("operator", operator)
            .with("features", (double) ensemble.features())
            .with("tree_feature", feature)
            .with("tree_threshold", threshold)
            .with("tree_left", left)
            .with("tree_right", right)
            .with("tree_value", value)
            .with("value_width", width);
    return classes == null ? s : s.with("classes", classes);
  }

  /** The fitted model a {@code forest} or {@code boosted} state describes. */
  public static FittedModel restore(FittedState s, ModelOperator operator) {
    if (operator == null) {
      throw new IllegalArgumentException("state '" + s.kind() + "' names no model operator");
    }
    int features = (int) s.number("features");
    DecisionTree[] trees = trees(s);
    ClassEnsemble ensemble;
    if (s.kind().equals("forest")) {
      ensemble = Forest.of(trees, features, (int) s.number("class_count"));
    } else {
      double[] init = s.vector("init");
      int stages = (int) s.number("stages");
      if ((long) stages * init.length != trees.length) {
        throw new IllegalArgumentException("state 'boosted': stages × scores ≠ trees");
      }
      DecisionTree[][] byStage = new DecisionTree[stages][];
      for (int m = 0; m < stages; m++) {
        byStage[m] = Arrays.copyOfRange(trees, m * init.length, (m + 1) * init.length);
      }
      ensemble = Boosted.of(byStage, init, s.number("learning_rate"), features);
    }
    if (s.vectors().containsKey("classes") || ensemble instanceof Forest f && f.classes() > 0) {
      return new EnsembleClassifierFit(
          operator.label(),
          new ClassLabels(s.vector("classes"), new int[0]),
          ensemble,
          s.text("operator"));
    }
    EnsembleRegressorFit.RowPredictions predict =
        switch (ensemble) {
          case Forest f -> f::predict;
          case Boosted b -> b::raw;
          default -> throw new IllegalStateException();
        };
    return new EnsembleRegressorFit(
        operator.label(),
        features,
        predict,
        ensemble.retainedBytes(),
        ensemble,
        s.text("operator"));
  }

  private static DecisionTree[] trees(FittedState s) {
    double[][] feature = s.matrix("tree_feature");
    double[][] threshold = s.matrix("tree_threshold");
    double[][] left = s.matrix("tree_left");
    double[][] right = s.matrix("tree_right");
    double[][] value = s.matrix("tree_value");
    double[] width = s.vector("value_width");
    int n = feature.length;
    if (threshold.length != n
        || left.length != n
        || right.length != n
        || value.length != n
        || width.length != n) {
      throw new IllegalArgumentException("state '" + s.kind() + "': tree arrays differ in count");
    }
    DecisionTree[] out = new DecisionTree[n];
    for (int t = 0; t < n; t++) {
      out[t] =
          DecisionTree.of(
              ints(feature[t]),
              threshold[t],
              ints(left[t]),
              ints(right[t]),
              value[t],
              (int) width[t]);
    }
    return out;
  }

  private static int[] ints(double[] v) {
    return Arrays.stream(v).mapToInt(x -> (int) x).toArray();
  }
}
