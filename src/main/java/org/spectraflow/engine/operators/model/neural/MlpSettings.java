package org.spectraflow.engine.operators.model.neural;

import java.util.ArrayList;
import java.util.List;
import org.spectraflow.engine.catalogue.ParamSpec;
import org.spectraflow.engine.json.JsonArray;
import org.spectraflow.engine.json.JsonValue;
import org.spectraflow.engine.operators.Params;

/**
 * The parameters scikit-learn 1.9's MLPRegressor and MLPClassifier share, read and checked once.
 * Immutable.
 *
 * @param hidden the hidden layers' sizes
 * @param activation the hidden layers' activation
 * @param adam true for the 'adam' solver, false for 'sgd' ('lbfgs' is refused)
 * @param alpha the L2 penalty
 * @param batchSize the mini-batch size, or 0 for 'auto' ({@code min(200, n)})
 * @param schedule 'constant', 'invscaling' or 'adaptive' (sgd only)
 * @param learningRateInit the initial step size
 * @param powerT the exponent of 'invscaling'
 * @param maxIter the epoch budget
 * @param shuffle whether each epoch draws a new row order
 * @param seed {@code random_state} (0 for None)
 * @param tol the loss improvement counted as progress
 * @param momentum sgd's momentum
 * @param nesterov sgd's Nesterov momentum
 * @param beta1 adam's first-moment decay
 * @param beta2 adam's second-moment decay
 * @param epsilon adam's denominator guard
 * @param noChange epochs without progress before stopping ({@code n_iter_no_change})
 */
record MlpSettings(
    int[] hidden,
    Activation activation,
    boolean adam,
    double alpha,
    int batchSize,
    String schedule,
    double learningRateInit,
    double powerT,
    int maxIter,
    boolean shuffle,
    long seed,
    double tol,
    double momentum,
    boolean nesterov,
    double beta1,
    double beta2,
    double epsilon,
    int noChange) {

  /** Reads the shared parameters (the caller reads its own first and calls config after). */
  static MlpSettings read(Params p) {
    Object hiddenRaw = p.raw("hidden_layer_sizes", List.of(100));
    String act = p.string("activation", "relu");
    String solver = p.string("solver", "adam");
    double alpha = p.number("alpha", 1e-4);
    Object batch = p.raw("batch_size", "auto");
    String schedule = p.string("learning_rate", "constant");
    double lr = p.number("learning_rate_init", 1e-3);
    double powerT = p.number("power_t", 0.5);
    int maxIter = p.integer("max_iter", 200);
    boolean shuffle = p.flag("shuffle", true);
    Long rs = p.randomState();
    double tol = p.number("tol", 1e-4);
    p.raw("verbose", false);
    boolean warm = p.flag("warm_start", false);
    double momentum = p.number("momentum", 0.9);
    boolean nesterov = p.flag("nesterovs_momentum", true);
    boolean early = p.flag("early_stopping", false);
    p.number("validation_fraction", 0.1);
    double beta1 = p.number("beta_1", 0.9);
    double beta2 = p.number("beta_2", 0.999);
    double epsilon = p.number("epsilon", 1e-8);
    int noChange = p.integer("n_iter_no_change", 10);
    p.integer("max_fun", 15000);
    int[] hidden = hidden(p, hiddenRaw);
    Activation activation = Activation.of(act);
    if (activation == null) {
      throw p.invalid("activation", act, "must be one of 'identity', 'logistic', 'tanh', 'relu'");
    }
    if ("lbfgs".equals(solver)) {
      throw p.invalid(
          "solver",
          solver,
          "is not supported (scipy's L-BFGS-B path is not reproduced); use 'adam' or 'sgd'");
    }
    if (!"adam".equals(solver) && !"sgd".equals(solver)) {
      throw p.invalid("solver", solver, "must be 'adam' or 'sgd'");
    }
    if (!List.of("constant", "invscaling", "adaptive").contains(schedule)) {
      throw p.invalid("learning_rate", schedule, "must be 'constant', 'invscaling' or 'adaptive'");
    }
    int batchSize = 0;
    if (batch instanceof Number b && b.doubleValue() == Math.rint(b.doubleValue())) {
      batchSize = b.intValue();
      if (batchSize < 1) {
        throw p.invalid("batch_size", batch, "must be 'auto' or an integer >= 1");
      }
    } else if (!"auto".equals(batch)) {
      throw p.invalid("batch_size", batch, "must be 'auto' or an integer >= 1");
    }
    requirePositive(p, "alpha", alpha, true);
    requirePositive(p, "learning_rate_init", lr, false);
    requirePositive(p, "tol", tol, true);
    if (maxIter < 1 || noChange < 1) {
      throw p.invalid(
          maxIter < 1 ? "max_iter" : "n_iter_no_change",
          Math.min(maxIter, noChange),
          "must be >= 1");
    }
    if (!(momentum >= 0 && momentum <= 1)) {
      throw p.invalid("momentum", momentum, "must be in [0, 1]");
    }
    if (!(beta1 >= 0 && beta1 < 1) || !(beta2 >= 0 && beta2 < 1)) {
      throw p.invalid(
          beta1 >= 0 && beta1 < 1 ? "beta_2" : "beta_1",
          beta1 >= 0 && beta1 < 1 ? beta2 : beta1,
          "must be in [0, 1)");
    }
    requirePositive(p, "epsilon", epsilon, false);
    if (warm) {
      throw p.invalid("warm_start", true, "is not supported (must be False)");
    }
    if (early) {
      throw p.invalid("early_stopping", true, "is not supported (must be False)");
    }
    return new MlpSettings(
        hidden,
        activation,
        "adam".equals(solver),
        alpha,
        batchSize,
        schedule,
        lr,
        powerT,
        maxIter,
        shuffle,
        rs == null ? 0 : rs,
        tol,
        momentum,
        nesterov,
        beta1,
        beta2,
        epsilon,
        noChange);
  }

  private static void requirePositive(Params p, String name, double v, boolean zeroAllowed) {
    if (!Double.isFinite(v) || v < 0 || (!zeroAllowed && v == 0)) {
      throw p.invalid(
          name, v, zeroAllowed ? "must be a finite number >= 0" : "must be a finite number > 0");
    }
  }

  private static int[] hidden(Params p, Object raw) {
    List<Object> items = new ArrayList<>();
    if (raw instanceof List<?> l) {
      items.addAll(l);
    } else {
      items.add(raw);
    }
    int[] out = new int[items.size()];
    for (int i = 0; i < out.length; i++) {
      if (!(items.get(i) instanceof Number n)
          || n.doubleValue() != Math.rint(n.doubleValue())
          || n.doubleValue() < 1
          || n.doubleValue() > 100_000) {
        throw p.invalid(
            "hidden_layer_sizes", raw, "must be a list of integers in [1, 100000], e.g. [100]");
      }
      out[i] = n.intValue();
    }
    return out;
  }

  /** The catalogue parameters both MLPs declare. */
  static ParamSpec[] declarations() {
    return new ParamSpec[] {
      new ParamSpec(
          "hidden_layer_sizes",
          ParamSpec.Type.INT_LIST,
          JsonArray.of(JsonValue.integer(100)),
          null,
          null,
          List.of(),
          "",
          "neurons of each hidden layer"),
      ParamSpec.choice(
          "activation",
          "relu",
          List.of("identity", "logistic", "tanh", "relu"),
          "hidden-layer activation"),
      ParamSpec.choice("solver", "adam", List.of("adam", "sgd"), "stochastic optimiser"),
      ParamSpec.floating("alpha", 1e-4, 0.0, 1e12, "", "L2 penalty"),
      ParamSpec.floating("learning_rate_init", 1e-3, 0.0, 1e6, "", "initial step size"),
      ParamSpec.integer("max_iter", 200, 1, 1_000_000, "epochs", "epoch budget"),
      ParamSpec.bool("shuffle", true, "shuffle the rows each epoch"),
      ParamSpec.floating("tol", 1e-4, 0.0, 1e12, "", "loss improvement counted as progress"),
      ParamSpec.integer(
          "n_iter_no_change",
          10,
          1,
          1_000_000,
          "epochs",
          "epochs without progress before stopping"),
      ParamSpec.intOrNull(
          "random_state", 0, 4_294_967_295L, "", "seed of the initial weights and the shuffles")
    };
  }
}
