package org.spectraflow.engine.operators.model;

import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.data.RowMatrix;
import org.spectraflow.engine.operators.FittedModel;
import org.spectraflow.engine.operators.FittedState;
import org.spectraflow.engine.operators.ModelOperator;
import org.spectraflow.engine.operators.NotRepresentableException;
import org.spectraflow.engine.operators.RestorableModel;
import org.spectraflow.engine.operators.model.forest.TreeStates;

/**
 * Rebuilds the fitted models of this package from their {@link FittedState} (a model file's model,
 * docs/model-file.md): the same fitted classes {@code fit} returns, holding the same arrays, so
 * that a rebuilt model predicts bit for bit as the original did. Stateless.
 */
public final class FittedModels {

  private FittedModels() {}

  /**
   * The fitted model {@code state} describes. {@code operator} is the model rebuilt from the
   * state's {@code operator} configuration, needed by kinds whose prediction reads the operator's
   * settings ({@code KNeighbors}, {@code LogisticRegression}); null for the others.
   *
   * @throws NotRepresentableException when the kind is not one of this package's fitted forms
   * @throws IllegalArgumentException when a parameter is missing or inconsistent
   */
  public static FittedModel restore(FittedState state, ModelOperator operator) {
    return switch (state.kind()) {
      case "linear" ->
          new LinearModel(state.text("label"), state.matrix("coef"), state.vector("intercept"));
      case "PLSRegression" -> pls(state);
      case "PLSDA" ->
          new Plsda.Fitted(plsModel(state), state.vector("classes"), state.number("binary") != 0.0);
      case "LogisticRegression" -> {
        if (!(operator instanceof LogisticRegression lr)) {
          throw new IllegalArgumentException("state 'LogisticRegression' names another model");
        }
        yield lr.restored(
            state.vector("w"),
            state.vector("classes"),
            count(state, "k"),
            count(state, "features"));
      }
      case "KNeighbors" -> {
        if (!(operator instanceof KNeighbors knn)) {
          throw new IllegalArgumentException("state 'KNeighbors' names another model");
        }
        yield knn.restored(state.matrix("train"), state.vector("targets"));
      }
      case "forest", "boosted" -> TreeStates.restore(state, operator);
      case "LWPLS" -> org.spectraflow.engine.operators.model.pls.Lwpls.restored(state, operator);
      case "libsvm" -> {
        if (!(operator instanceof SupportVectorMachine svm)) {
          throw new IllegalArgumentException("state 'libsvm' names another model");
        }
        yield svm.restored(state);
      }
      default -> {
        if (operator instanceof RestorableModel r) {
          yield r.restore(state);
        }
        throw new NotRepresentableException(
            "no fitted model of kind '" + state.kind() + "' can be rebuilt");
      }
    };
  }

  /**
   * A PLS fit from its state, predicting with its first {@code components} (all of them unless a
   * fit reuse kept a larger fit, docs/caching.md).
   */
  private static FittedModel pls(FittedState s) {
    PlsModel pls = plsModel(s);
    int use = count(s, "components");
    if (use < 1 || use > pls.components()) {
      throw new IllegalArgumentException(
          s.kind() + ": components " + use + " outside [1, " + pls.components() + "]");
    }
    return use == pls.components() ? pls : new FirstComponents(pls, use);
  }

  private static PlsModel plsModel(FittedState s) {
    return new PlsModel(
        s.matrix("w"),
        s.matrix("x_loadings"),
        s.matrix("y_loadings"),
        s.vector("x_mean"),
        s.vector("x_std"),
        s.vector("y_mean"),
        s.vector("y_std"));
  }

  private static int count(FittedState s, String name) {
    double v = s.number(name);
    if (!(v >= 0 && v == Math.rint(v) && v <= Integer.MAX_VALUE)) {
      throw new IllegalArgumentException(s.kind() + ": " + name + " " + v + " is not a count");
    }
    return (int) v;
  }

  /** A PLS fit predicting with its first {@code use} components, from blocks or views. */
  private record FirstComponents(PlsModel pls, int use) implements FittedModel {
    @Override
    public double[][] predict(Block x) {
      return pls.predict(x, use);
    }

    @Override
    public double[][] predict(RowMatrix x) {
      return pls.predict(x, use);
    }

    @Override
    public FittedState state() {
      return pls.state().with("components", (double) use);
    }
  }
}
