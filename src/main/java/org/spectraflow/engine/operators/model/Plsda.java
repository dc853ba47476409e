package org.spectraflow.engine.operators.model;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.function.BooleanSupplier;
import org.spectraflow.engine.catalogue.OperatorProvider;
import org.spectraflow.engine.catalogue.OperatorSpec;
import org.spectraflow.engine.catalogue.ParamSpec;
import org.spectraflow.engine.catalogue.ShapeRules;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.operators.FittedModel;
import org.spectraflow.engine.operators.FittedState;
import org.spectraflow.engine.operators.ModelOperator;
import org.spectraflow.engine.operators.OperatorConfig;
import org.spectraflow.engine.operators.Params;

/**
 * nirs4all's PLSDA (docs/operator-behaviour.md §2.3): PLS regression on 0/1 (binary) or one-hot
 * (multiclass) targets with {@code min(n_components, features, samples − 1)} components; the class
 * is {@code prediction > 0.5} (binary) or the argmax. Predictions are the original class labels.
 */
public final class Plsda implements ModelOperator {

  private final OperatorConfig config;
  private final int components;

  private Plsda(OperatorConfig config, int components) {
    this.config = config;
    this.components = components;
  }

  /** Reads {@code n_components=5}. */
  public static Plsda of(Params p) {
    int k = p.integer("n_components", 5);
    if (k < 1) {
      throw p.invalid("n_components", k, "must be >= 1");
    }
    return new Plsda(p.config(), k);
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
    double[] classes = Arrays.stream(y).mapToDouble(r -> r[0]).distinct().sorted().toArray();
    if (classes.length < 2) {
      throw new IllegalArgumentException(
          label() + ": needs at least 2 classes, was " + Arrays.toString(classes));
    }
    boolean binary = classes.length == 2;
    double[][] targets = new double[y.length][binary ? 1 : classes.length];
    for (int i = 0; i < y.length; i++) {
      int c = Arrays.binarySearch(classes, y[i][0]);
      targets[i][binary ? 0 : c] = binary ? c : 1.0;
    }
    int k = Math.min(components, Math.min(x.cols(), x.rows() - 1));
    PlsModel pls =
        PlsRegression.of(Params.of("PLSRegression", Map.of("n_components", k)))
            .fit(x, targets, cancelled);
    return new Fitted(pls, classes, binary);
  }

  /**
   * A fitted PLS-DA: the PLS regression on the one-hot (or 0/1 for two classes) targets and the
   * sorted class labels; a row's label is the class of the largest score (score above 0.5 for two
   * classes). Immutable.
   *
   * @param pls the fitted regression on the class indicators
   * @param classes the sorted class labels
   * @param binary true for two classes (one indicator column)
   */
  record Fitted(PlsModel pls, double[] classes, boolean binary) implements FittedModel {
    @Override
    public double[][] predict(Block block) {
      return classify(pls.predict(block), classes, binary);
    }

    /** Kind {@code PLSDA}: the regression's state plus {@code classes} and {@code binary}. */
    @Override
    public FittedState state() {
      return FittedState.of("PLSDA")
          .with("classes", classes)
          .with("binary", binary ? 1.0 : 0.0)
          .with("pls", pls.state().kind())
          .with("components", pls.state().number("components"))
          .with("w", pls.state().matrix("w"))
          .with("x_loadings", pls.state().matrix("x_loadings"))
          .with("y_loadings", pls.state().matrix("y_loadings"))
          .with("x_mean", pls.state().vector("x_mean"))
          .with("x_std", pls.state().vector("x_std"))
          .with("y_mean", pls.state().vector("y_mean"))
          .with("y_std", pls.state().vector("y_std"));
    }
  }

  private static double[][] classify(double[][] scores, double[] classes, boolean binary) {
    double[][] out = new double[scores.length][1];
    for (int i = 0; i < scores.length; i++) {
      out[i][0] = classes[binary ? (scores[i][0] > 0.5 ? 1 : 0) : ClassLabels.argmax(scores[i])];
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
              "PLSDA",
              "nirs4all.operators.models.sklearn.plsda",
              "PLS discriminant analysis (classification)",
              Plsda::of)
          .params(ParamSpec.integer("n_components", 5, 1, 1000, "", "number of latent variables"))
          .rules(ShapeRules.atMostSamplesAndFeatures("n_components", "use fewer components"));

  /** Contributes {@link #DECLARATION} to the catalogue (listed in META-INF/services). */
  public static final class Provider implements OperatorProvider {
    @Override
    public List<OperatorSpec> declarations() {
      return List.of(DECLARATION);
    }
  }
}
