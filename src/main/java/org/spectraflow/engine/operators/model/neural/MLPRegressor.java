package org.spectraflow.engine.operators.model.neural;

import java.util.List;
import java.util.function.BooleanSupplier;
import org.spectraflow.engine.catalogue.OperatorProvider;
import org.spectraflow.engine.catalogue.OperatorSpec;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.operators.FittedModel;
import org.spectraflow.engine.operators.FittedState;
import org.spectraflow.engine.operators.OperatorConfig;
import org.spectraflow.engine.operators.Params;
import org.spectraflow.engine.operators.RestorableModel;
import org.spectraflow.engine.operators.model.ModelInputs;

/**
 * scikit-learn 1.9's MLPRegressor (squared error, identity output) trained by {@link Network} with
 * the 'adam' or 'sgd' solver; 'lbfgs' and early stopping are refused. Every target column is one
 * output. With {@code random_state=None} the seed is 0. docs/compatibility.md.
 */
public final class MLPRegressor implements RestorableModel {

  private final OperatorConfig config;
  private final MlpSettings settings;

  private MLPRegressor(OperatorConfig config, MlpSettings settings) {
    this.config = config;
    this.settings = settings;
  }

  /** Reads scikit-learn 1.9's parameters; {@code loss} must be 'squared_error'. */
  public static MLPRegressor of(Params p) {
    String loss = p.string("loss", "squared_error");
    if (!"squared_error".equals(loss)) {
      throw p.invalid("loss", loss, "must be 'squared_error' (other losses are not supported)");
    }
    MlpSettings s = MlpSettings.read(p);
    return new MLPRegressor(p.config(), s);
  }

  @Override
  public OperatorConfig config() {
    return config;
  }

  @Override
  public FittedModel fit(Block x, double[][] y, BooleanSupplier cancelled) {
    ModelInputs.check(this, x, y);
    Network net = Network.train(settings, Network.Output.IDENTITY, x.toRows(), y, cancelled);
    return new Fitted(label(), canonicalConfig(), x.cols(), net, warnings(label(), net, settings));
  }

  @Override
  public FittedModel restore(FittedState state) {
    if (state.vectors().containsKey("classes")) {
      throw new IllegalArgumentException("mlp: a classifier's state, not a regressor's");
    }
    Network net = Network.fromState(state, settings, Network.Output.IDENTITY);
    return new Fitted(
        label(), state.text("operator"), (int) state.number("features"), net, List.of());
  }

  /** scikit-learn's ConvergenceWarning when {@code net} stopped at its epoch budget, else none. */
  static List<String> warnings(String label, Network net, MlpSettings s) {
    if (net.converged()) {
      return List.of();
    }
    return List.of(
        label
            + ": the stochastic optimiser reached max_iter ("
            + s.maxIter()
            + " epochs) without converging (scikit-learn's ConvergenceWarning); raise max_iter");
  }

  private record Fitted(
      String label, String operator, int features, Network net, List<String> warnings)
      implements FittedModel {
    @Override
    public double[][] predict(Block x) {
      ModelInputs.checkWidth(label, x, features);
      return net.predict(x.toRows());
    }

    /** Kind {@code mlp}: the weights (docs/model-file.md). */
    @Override
    public FittedState state() {
      return net.state(operator, features);
    }

    @Override
    public long retainedBytes() {
      return net.bytes();
    }
  }

  @Override
  public String toString() {
    return label();
  }

  /** The catalogue declaration (main parameters; the others are accepted by {@link #of}). */
  public static final OperatorSpec DECLARATION =
      OperatorSpec.model(
              "MLPRegressor",
              "sklearn.neural_network._multilayer_perceptron",
              "multilayer perceptron regressor (adam or sgd)",
              MLPRegressor::of)
          .params(MlpSettings.declarations());

  /** Contributes {@link #DECLARATION} to the catalogue (listed in META-INF/services). */
  public static final class Provider implements OperatorProvider {
    @Override
    public List<OperatorSpec> declarations() {
      return List.of(DECLARATION);
    }
  }
}
