package org.spectraflow.engine.operators.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Arrays;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.catalogue.OperatorFactory;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.data.Precision;
import org.spectraflow.engine.operators.FittedModel;
import org.spectraflow.engine.operators.FittedState;
import org.spectraflow.engine.operators.RestorableModel;

/**
 * RidgeClassifier, KernelRidge, LinearDiscriminantAnalysis and QuadraticDiscriminantAnalysis
 * rebuild their fits from their states (docs/model-file.md §5): the rebuilt fit predicts (and gives
 * probabilities) bit for bit as the original, its state is the same, and a state whose arrays
 * disagree in shape, or of another kind, is refused naming the kind and the parameter.
 */
class RestorableModelStatesTest {

  private static final Block X = spectra(36, 4);
  private static final Block NEW = spectra(9, 4);

  private static Block spectra(int n, int p) {
    double[][] rows = new double[n][p];
    for (int i = 0; i < n; i++) {
      for (int j = 0; j < p; j++) {
        rows[i][j] = Math.sin(0.9 * j + 0.37 * i * (j + 1)) + 0.1 * ((i * 31 + j * 17) % 7);
      }
    }
    return Block.ofRows(Precision.FLOAT64, rows);
  }

  private static double[][] y(int classes) {
    double[][] y = new double[36][1];
    for (int i = 0; i < y.length; i++) {
      y[i][0] = classes == 0 ? X.get(i, 0) * 2 - X.get(i, 3) : 10 + (i % classes);
    }
    return y;
  }

  private static RestorableModel operator(String name, Map<String, Object> params) {
    return (RestorableModel) OperatorFactory.model(name, params);
  }

  private static void roundTrip(String name, Map<String, Object> params, int classes) {
    RestorableModel op = operator(name, params);
    FittedModel fit = op.fit(X, y(classes));
    FittedState state = fit.state();
    FittedModel back = operator(name, params).restore(state);
    assertThat(bits(back.predict(NEW))).as(name).isEqualTo(bits(fit.predict(NEW)));
    if (fit instanceof ProbabilisticModel pm) {
      assertThat(bits(((ProbabilisticModel) back).probabilities(NEW)))
          .isEqualTo(bits(pm.probabilities(NEW)));
    }
    assertThat(back.state().kind()).isEqualTo(state.kind());
    assertThat(back.state().texts()).isEqualTo(state.texts());
  }

  @Test
  void rebuiltFitsPredictTheSameBits() {
    for (int classes : new int[] {2, 3}) {
      roundTrip("RidgeClassifier", Map.of(), classes);
      roundTrip("LinearDiscriminantAnalysis", Map.of(), classes);
      roundTrip("QuadraticDiscriminantAnalysis", Map.of("reg_param", 0.1), classes);
    }
    roundTrip("KernelRidge", Map.of("kernel", "rbf"), 0);
    roundTrip("KernelRidge", Map.of("kernel", "poly", "degree", 2), 0);
  }

  @Test
  void damagedShapesAreRefusedByName() {
    refused("RidgeClassifier", Map.of(), 3, s -> s.with("intercept", new double[2]), "intercept");
    refused(
        "LinearDiscriminantAnalysis",
        Map.of(),
        2,
        s -> s.with("classes", new double[] {1}),
        "classes");
    refused(
        "QuadraticDiscriminantAnalysis",
        Map.of(),
        3,
        s -> s.with("transforms", Arrays.copyOf(s.matrix("transforms"), 5)),
        "transforms");
    refused(
        "KernelRidge", Map.of(), 0, s -> s.with("dual", new double[][] {new double[3]}), "dual");
    refused("KernelRidge", Map.of(), 0, s -> s.with("gamma", -1.0), "gamma");
    // another model's state
    FittedState lda = operator("LinearDiscriminantAnalysis", Map.of()).fit(X, y(2)).state();
    assertThatThrownBy(() -> operator("QuadraticDiscriminantAnalysis", Map.of()).restore(lda))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("'lda'")
        .hasMessageContaining("'qda'");
  }

  private static void refused(
      String name,
      Map<String, Object> params,
      int classes,
      java.util.function.UnaryOperator<FittedState> damage,
      String parameter) {
    FittedState state = operator(name, params).fit(X, y(classes)).state();
    assertThatThrownBy(() -> operator(name, params).restore(damage.apply(state)))
        .as(name + " " + parameter)
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining(state.kind())
        .hasMessageContaining(parameter);
  }

  private static long[][] bits(double[][] m) {
    long[][] out = new long[m.length][];
    for (int i = 0; i < m.length; i++) {
      out[i] = Arrays.stream(m[i]).mapToLong(Double::doubleToRawLongBits).toArray();
    }
    return out;
  }
}
