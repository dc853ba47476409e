package org.spectraflow.engine.operators.model.pls;

import java.util.Arrays;
import java.util.List;
import java.util.function.BooleanSupplier;
import org.spectraflow.engine.catalogue.OperatorProvider;
import org.spectraflow.engine.catalogue.OperatorSpec;
import org.spectraflow.engine.catalogue.ShapeRules;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.operators.FittedModel;
import org.spectraflow.engine.operators.FittedState;
import org.spectraflow.engine.operators.OperatorConfig;
import org.spectraflow.engine.operators.Params;
import org.spectraflow.engine.operators.RestorableModel;
import org.spectraflow.engine.operators.model.LinearModel;
import org.spectraflow.engine.operators.model.ModelInputs;
import org.spectraflow.engine.operators.model.StateChecks;

/**
 * nirs4all's OPLSDA, OPLS discriminant analysis for two classes as PLSDA does it with PLS: {@link
 * Opls} fitted on the 0/1 indicator of the larger class label, a row's class the larger label when
 * its prediction exceeds 0.5. More than two classes are refused (Trygg &amp; Wold's single-response
 * OPLS; use PLSDA), see docs/compatibility.md, "The PLS family".
 */
public final class Oplsda implements RestorableModel {

  private final OperatorConfig config;
  private final Opls opls;

  private Oplsda(OperatorConfig config, Opls opls) {
    this.config = config;
    this.opls = opls;
  }

  /** Reads OPLS's parameters ({@code n_components=2, solver, center_x, ...}). */
  public static Oplsda of(Params p) {
    Opls opls = Opls.of(p);
    return new Oplsda(p.config(), opls);
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
    if (classes.length != 2) {
      throw new IllegalArgumentException(
          label()
              + ": needs exactly 2 classes, was "
              + classes.length
              + " (is y a class label?); use PLSDA for more classes");
    }
    double[][] target = new double[y.length][1];
    for (int i = 0; i < y.length; i++) {
      target[i][0] = y[i][0] == classes[1] ? 1.0 : 0.0;
    }
    return new Fitted(opls.fitLinear(x, target, cancelled), classes, canonicalConfig());
  }

  @Override
  public FittedModel restore(FittedState state) {
    StateChecks.kind(state, "oplsda");
    double[] classes = state.vector("classes");
    StateChecks.same(state, "classes length", classes.length, 2);
    double[][] coef = state.matrix("coef");
    double[] intercept = state.vector("intercept");
    StateChecks.same(state, "coef rows", coef.length, 1);
    StateChecks.same(state, "intercept length", intercept.length, 1);
    return new Fitted(new LinearModel(label(), coef, intercept), classes, state.text("operator"));
  }

  @Override
  public String toString() {
    return label();
  }

  /**
   * A fitted OPLS-DA: the linear OPLS model on the class indicator and the two sorted labels.
   * Immutable.
   *
   * @param model the OPLS fit on the indicator of {@code classes[1]}
   * @param classes the two sorted class labels
   * @param operator the operator's canonical configuration
   */
  record Fitted(LinearModel model, double[] classes, String operator) implements FittedModel {
    @Override
    public double[][] predict(Block x) {
      double[][] scores = model.predict(x);
      double[][] out = new double[scores.length][1];
      for (int i = 0; i < scores.length; i++) {
        out[i][0] = classes[scores[i][0] > 0.5 ? 1 : 0];
      }
      return out;
    }

    /** Kind {@code oplsda}: the linear OPLS model's coef and intercept, and the two classes. */
    @Override
    public FittedState state() {
      FittedState linear = model.state();
      return FittedState.of("oplsda")
          .with("operator", operator)
          .with("coef", linear.matrix("coef"))
          .with("intercept", linear.vector("intercept"))
          .with("classes", classes);
    }

    @Override
    public long retainedBytes() {
      return model.retainedBytes() + 16 + 8L * classes.length;
    }
  }

  /** The catalogue's declaration of this operator (see docs/extending.md). */
  public static final OperatorSpec DECLARATION =
      OperatorSpec.model(
              "OPLSDA",
              "nirs4all.operators.models.sklearn.oplsda",
              "orthogonal PLS discriminant analysis (two classes)",
              Oplsda::of)
          .aliases("OPLS-DA")
          .params(Opls.oplsParams())
          .rules(ShapeRules.atMostSamplesAndFeatures("n_components", "use fewer components"));

  /** Contributes {@link #DECLARATION} to the catalogue (listed in META-INF/services). */
  public static final class Provider implements OperatorProvider {
    @Override
    public List<OperatorSpec> declarations() {
      return List.of(DECLARATION);
    }
  }
}
