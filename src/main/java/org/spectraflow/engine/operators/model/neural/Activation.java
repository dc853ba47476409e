package org.spectraflow.engine.operators.model.neural;

/**
 * scikit-learn's hidden-layer activations ({@code neural_network/_base.py}, BSD-3-Clause, the
 * scikit-learn developers), applied in place, and their derivatives expressed in the activated
 * value {@code z}.
 */
enum Activation {
  IDENTITY,
  LOGISTIC,
  TANH,
  RELU;

  /** The activation of scikit-learn's name, or null. */
  static Activation of(String name) {
    return switch (name) {
      case "identity" -> IDENTITY;
      case "logistic" -> LOGISTIC;
      case "tanh" -> TANH;
      case "relu" -> RELU;
      default -> null;
    };
  }

  /** Applies the activation to every value of {@code a}. */
  void apply(double[][] a) {
    for (double[] row : a) {
      for (int j = 0; j < row.length; j++) {
        row[j] =
            switch (this) {
              case IDENTITY -> row[j];
              case LOGISTIC -> logistic(row[j]);
              case TANH -> Math.tanh(row[j]);
              case RELU -> Math.max(row[j], 0.0);
            };
      }
    }
  }

  /** Multiplies {@code delta} by the derivative at the activated values {@code z}, in place. */
  void derivative(double[][] z, double[][] delta) {
    for (int i = 0; i < z.length; i++) {
      for (int j = 0; j < z[i].length; j++) {
        double v = z[i][j];
        switch (this) {
          case IDENTITY -> {}
          case LOGISTIC -> {
            delta[i][j] *= v;
            delta[i][j] *= 1 - v;
          }
          case TANH -> delta[i][j] *= 1 - v * v;
          case RELU -> {
            if (v == 0) {
              delta[i][j] = 0;
            }
          }
        }
      }
    }
  }

  /** scipy's {@code expit}. */
  static double logistic(double x) {
    return 1.0 / (1.0 + Math.exp(-x));
  }

  /** The factor of the Glorot-uniform bound: 2 for logistic, else 6. */
  double initFactor() {
    return this == LOGISTIC ? 2.0 : 6.0;
  }
}
