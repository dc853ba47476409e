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
    return block -> classify(pls.predict(block), classes, binary);
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
