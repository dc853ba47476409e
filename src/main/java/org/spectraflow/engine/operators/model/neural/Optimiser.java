package org.spectraflow.engine.operators.model.neural;

/**
 * scikit-learn 1.9's stochastic optimisers ({@code neural_network/_stochastic_optimizers.py},
 * BSD-3-Clause, the scikit-learn developers), updating the network's arrays in place: Adam (Kingma
 * and Ba 2014) with its bias-corrected step, or SGD with momentum (Nesterov optional) and the
 * constant, inverse-scaling or adaptive step schedule. Mutable, single use.
 */
final class Optimiser {

  private final MlpSettings s;
  private final double[][][] coefs;
  private final double[][] intercepts;
  private final double[][][] first;
  private final double[][] firstB;
  private final double[][][] second;
  private final double[][] secondB;
  private double learningRate;
  private long t;

  Optimiser(MlpSettings s, double[][][] coefs, double[][] intercepts) {
    this.s = s;
    this.coefs = coefs;
    this.intercepts = intercepts;
    this.first = zeros(coefs);
    this.firstB = zeros(intercepts);
    this.second = zeros(coefs);
    this.secondB = zeros(intercepts);
    this.learningRate = s.learningRateInit();
  }

  private static double[][][] zeros(double[][][] a) {
    double[][][] z = new double[a.length][][];
    for (int l = 0; l < a.length; l++) {
      z[l] = zeros(a[l]);
    }
    return z;
  }

  private static double[][] zeros(double[][] a) {
    double[][] z = new double[a.length][];
    for (int l = 0; l < a.length; l++) {
      z[l] = new double[a[l].length];
    }
    return z;
  }

  /** One step with the batch gradients. */
  void update(double[][][] coefGrads, double[][] interceptGrads) {
    if (s.adam()) {
      t++;
      learningRate =
          s.learningRateInit()
              * Math.sqrt(1 - Math.pow(s.beta2(), t))
              / (1 - Math.pow(s.beta1(), t));
    }
    for (int l = 0; l < coefs.length; l++) {
      for (int r = 0; r < coefs[l].length; r++) {
        step(coefs[l][r], coefGrads[l][r], first[l][r], second[l][r]);
      }
      step(intercepts[l], interceptGrads[l], firstB[l], secondB[l]);
    }
  }

  private void step(double[] p, double[] g, double[] m, double[] v) {
    if (s.adam()) {
      double b1 = s.beta1();
      double b2 = s.beta2();
      for (int j = 0; j < p.length; j++) {
        m[j] = b1 * m[j] + (1 - b1) * g[j];
        v[j] = b2 * v[j] + (1 - b2) * (g[j] * g[j]);
        p[j] += -learningRate * m[j] / (Math.sqrt(v[j]) + s.epsilon());
      }
    } else {
      double mu = s.momentum();
      for (int j = 0; j < p.length; j++) {
        double update = mu * m[j] - learningRate * g[j];
        m[j] = update;
        if (s.nesterov()) {
          update = mu * m[j] - learningRate * g[j];
        }
        p[j] += update;
      }
    }
  }

  /** The end of an epoch after {@code timeStep} rows in all: 'invscaling' rescales the step. */
  void iterationEnds(long timeStep) {
    if (!s.adam() && "invscaling".equals(s.schedule())) {
      learningRate = s.learningRateInit() / Math.pow(timeStep + 1, s.powerT());
    }
  }

  /** True to stop; 'adaptive' SGD divides its step by 5 instead until it is at most 1e-6. */
  boolean triggerStopping() {
    if (s.adam() || !"adaptive".equals(s.schedule())) {
      return true;
    }
    if (learningRate <= 1e-6) {
      return true;
    }
    learningRate /= 5.0;
    return false;
  }
}
