package org.spectraflow.engine.operators.model.ensemble;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.BooleanSupplier;
import org.spectraflow.engine.catalogue.OperatorProvider;
import org.spectraflow.engine.catalogue.OperatorSpec;
import org.spectraflow.engine.catalogue.ParamSpec;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.operators.FittedModel;
import org.spectraflow.engine.operators.ModelOperator;
import org.spectraflow.engine.operators.OperatorConfig;
import org.spectraflow.engine.operators.Params;
import org.spectraflow.engine.operators.model.ProbabilisticModel;

/**
 * scikit-learn's VotingClassifier (BSD-3-Clause, {@code sklearn/ensemble/_voting.py}): each
 * classifier is fitted on the whole training set; {@code voting='hard'} takes the class with the
 * largest (weighted) count of predicted labels, ties to the first in sorted order ({@code
 * argmax(bincount)}); {@code voting='soft'} takes the argmax of the (weighted) mean class
 * probabilities ({@code np.average}), which it also returns as probabilities. Predictions are the
 * original labels. Immutable.
 */
public final class VotingClassifier implements ModelOperator {

  private final OperatorConfig config;
  private final List<NestedModels.Named> estimators;
  private final double[] weights;
  private final boolean soft;

  private VotingClassifier(
      OperatorConfig config, List<NestedModels.Named> estimators, double[] weights, boolean soft) {
    this.config = config;
    this.estimators = List.copyOf(estimators);
    this.weights = weights;
    this.soft = soft;
  }

  /** Reads {@code estimators} (classifiers, required), {@code voting='hard'}, {@code weights}. */
  public static VotingClassifier of(Params p) {
    List<NestedModels.Named> estimators = NestedModels.classifiers(p);
    String voting = p.string("voting", "hard");
    if (!"hard".equals(voting) && !"soft".equals(voting)) {
      throw p.invalid("voting", voting, "must be 'hard' or 'soft'");
    }
    Object w = p.raw("weights", null);
    double[] weights = null;
    if (w != null) {
      if (!(w instanceof List<?> l)
          || l.size() != estimators.size()
          || !l.stream().allMatch(Number.class::isInstance)) {
        throw p.invalid("weights", w, "must be None or one number per estimator");
      }
      weights = l.stream().mapToDouble(o -> ((Number) o).doubleValue()).toArray();
    }
    p.flag("flatten_transform", true);
    p.optionalInteger("n_jobs", null);
    p.flag("verbose", false);
    return new VotingClassifier(p.config(), estimators, weights, "soft".equals(voting));
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
    NestedModels.requireSome(label(), estimators);
    if (y[0].length != 1) {
      throw new IllegalArgumentException(label() + ": supports one target column");
    }
    double[] classes = Arrays.stream(y).mapToDouble(r -> r[0]).distinct().sorted().toArray();
    List<FittedModel> fitted = new ArrayList<>();
    for (NestedModels.Named e : estimators) {
      FittedModel f = e.model().fit(x, y, cancelled);
      if (soft && !(f instanceof ProbabilisticModel)) {
        throw new IllegalArgumentException(
            label()
                + ": voting='soft' needs class probabilities, and estimator '"
                + e.name()
                + "' has none; use voting='hard' or another classifier");
      }
      fitted.add(f);
    }
    return soft ? new Soft(fitted, weights, classes) : new Hard(fitted, weights, classes);
  }

  /** Hard voting: the weighted label counts. */
  private record Hard(List<FittedModel> fitted, double[] weights, double[] classes)
      implements FittedModel {
    @Override
    public double[][] predict(Block x) {
      int n = x.rows();
      double[][] votes = new double[n][classes.length];
      for (int e = 0; e < fitted.size(); e++) {
        double[] labels = Columns.first(fitted.get(e).predict(x));
        double w = weights == null ? 1.0 : weights[e];
        for (int i = 0; i < n; i++) {
          votes[i][Arrays.binarySearch(classes, labels[i])] += w;
        }
      }
      return decide(votes, classes);
    }
  }

  /** Soft voting: the weighted mean class probabilities. */
  private record Soft(List<FittedModel> fitted, double[] weights, double[] classes)
      implements ProbabilisticModel {
    @Override
    public double[][] probabilities(Block x) {
      int n = x.rows();
      double[][] out = new double[n][classes.length];
      double scale = 0.0;
      for (int e = 0; e < fitted.size(); e++) {
        double[][] p = ((ProbabilisticModel) fitted.get(e)).probabilities(x);
        double w = weights == null ? 1.0 : weights[e];
        scale += w;
        for (int i = 0; i < n; i++) {
          for (int c = 0; c < classes.length; c++) {
            out[i][c] += weights == null ? p[i][c] : p[i][c] * w;
          }
        }
      }
      for (double[] row : out) {
        for (int c = 0; c < classes.length; c++) {
          row[c] /= scale;
        }
      }
      return out;
    }

    @Override
    public double[][] predict(Block x) {
      return decide(probabilities(x), classes);
    }
  }

  private static double[][] decide(double[][] scores, double[] classes) {
    double[][] out = new double[scores.length][1];
    for (int i = 0; i < scores.length; i++) {
      int best = 0;
      for (int c = 1; c < classes.length; c++) {
        if (scores[i][c] > scores[i][best]) {
          best = c;
        }
      }
      out[i][0] = classes[best];
    }
    return out;
  }

  @Override
  public String toString() {
    return label();
  }

  /** The catalogue's declaration of this operator (see docs/extending.md). */
  public static final OperatorSpec DECLARATION =
      OperatorSpec.model(
              "VotingClassifier",
              "sklearn.ensemble._voting",
              "the majority label (hard) or mean probabilities (soft) of several classifiers",
              VotingClassifier::of)
          .params(
              ParamSpec.choice(
                  "voting",
                  "hard",
                  List.of("hard", "soft"),
                  "count labels or average probabilities"));

  /** Contributes {@link #DECLARATION} to the catalogue (listed in META-INF/services). */
  public static final class Provider implements OperatorProvider {
    @Override
    public List<OperatorSpec> declarations() {
      return List.of(DECLARATION);
    }
  }
}
