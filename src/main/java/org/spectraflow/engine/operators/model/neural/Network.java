package org.spectraflow.engine.operators.model.neural;

import java.util.concurrent.CancellationException;
import java.util.function.BooleanSupplier;
import org.spectraflow.engine.operators.FittedState;
import org.spectraflow.engine.operators.linalg.Sums;
import org.spectraflow.engine.operators.split.RandomState;

/**
 * A multilayer perceptron trained as scikit-learn 1.9's {@code BaseMultilayerPerceptron} trains it
 * with a stochastic solver (BSD-3-Clause, the scikit-learn developers; {@code
 * neural_network/_multilayer_perceptron.py}, {@code _stochastic_optimizers.py}, {@code _base.py}):
 * Glorot-uniform weights then intercepts per layer drawn from numpy's {@code
 * RandomState(random_state).uniform}; per epoch the row order shuffled by the same stream ({@code
 * sklearn.utils.shuffle}), mini-batches in that order, backpropagation of the (half squared or log)
 * loss plus {@code alpha/2·‖W‖²/batch}, Adam or SGD (momentum, Nesterov,
 * constant/invscaling/adaptive step) updates; stopping after {@code n_iter_no_change} epochs whose
 * mean training loss did not improve on the best by {@code tol}, or after {@code max_iter} epochs
 * (scikit-learn's ConvergenceWarning: {@link #converged()} is false, and the fitted model reports
 * it in {@code warnings()}). Float64; products accumulate in index order, where BLAS may order them
 * otherwise, so the weights agree with scikit-learn's to rounding (docs/compatibility.md). Single
 * use.
 */
final class Network {

  /** The output layer and its loss. */
  enum Output {
    /** Identity output, half squared error (MLPRegressor). */
    IDENTITY,
    /** One logistic output, binary log loss (two classes). */
    LOGISTIC,
    /** Softmax outputs, log loss (three or more classes). */
    SOFTMAX
  }

  private final MlpSettings s;
  private final Output output;
  private final double[][][] coefs;
  private final double[][] intercepts;
  private int iterations;
  private boolean converged = true;

  private Network(MlpSettings s, Output output, double[][][] coefs, double[][] intercepts) {
    this.s = s;
    this.output = output;
    this.coefs = coefs;
    this.intercepts = intercepts;
  }

  /** Trains on {@code x} ({@code n × p}) and {@code y} ({@code n × outputs}). */
  static Network train(
      MlpSettings s, Output output, double[][] x, double[][] y, BooleanSupplier cancelled) {
    int n = x.length;
    int[] units = new int[s.hidden().length + 2];
    units[0] = x[0].length;
    System.arraycopy(s.hidden(), 0, units, 1, s.hidden().length);
    units[units.length - 1] = y[0].length;
    RandomState rng = new RandomState(s.seed());
    int layers = units.length - 1;
    double[][][] coefs = new double[layers][][];
    double[][] intercepts = new double[layers][];
    for (int l = 0; l < layers; l++) {
      double bound = Math.sqrt(s.activation().initFactor() / (units[l] + units[l + 1]));
      coefs[l] = new double[units[l]][units[l + 1]];
      for (double[] row : coefs[l]) {
        for (int j = 0; j < row.length; j++) {
          row[j] = rng.uniform(-bound, bound);
        }
      }
      intercepts[l] = new double[units[l + 1]];
      for (int j = 0; j < units[l + 1]; j++) {
        intercepts[l][j] = rng.uniform(-bound, bound);
      }
    }
    Network net = new Network(s, output, coefs, intercepts);
    net.fit(x, y, rng, cancelled);
    return net;
  }

  private void fit(double[][] x, double[][] y, RandomState rng, BooleanSupplier cancelled) {
    int n = x.length;
    int batch = s.batchSize() == 0 ? Math.min(200, n) : Math.min(Math.max(s.batchSize(), 1), n);
    Optimiser opt = new Optimiser(s, coefs, intercepts);
    int[] order = new int[n];
    for (int i = 0; i < n; i++) {
      order[i] = i;
    }
    double best = Double.POSITIVE_INFINITY;
    int noImprovement = 0;
    long t = 0;
    for (int it = 0; it < s.maxIter(); it++) {
      if (cancelled.getAsBoolean()) {
        throw new CancellationException("MLP training cancelled");
      }
      if (s.shuffle()) {
        int[] perm = rng.permutation(n);
        int[] next = new int[n];
        for (int i = 0; i < n; i++) {
          next[i] = order[perm[i]];
        }
        order = next;
      }
      double accumulated = 0.0;
      for (int start = 0; start < n; start += batch) {
        int end = Math.min(start + batch, n);
        double[][] xb = new double[end - start][];
        double[][] yb = new double[end - start][];
        for (int i = start; i < end; i++) {
          xb[i - start] = x[order[i]];
          yb[i - start] = y[order[i]];
        }
        double[][][] coefGrads = new double[coefs.length][][];
        double[][] interceptGrads = new double[coefs.length][];
        double loss = backprop(xb, yb, coefGrads, interceptGrads);
        accumulated += loss * (end - start);
        opt.update(coefGrads, interceptGrads);
      }
      iterations++;
      double epochLoss = accumulated / n;
      t += n;
      if (epochLoss > best - s.tol()) {
        noImprovement++;
      } else {
        noImprovement = 0;
      }
      if (epochLoss < best) {
        best = epochLoss;
      }
      opt.iterationEnds(t);
      if (noImprovement > s.noChange()) {
        if (opt.triggerStopping()) {
          return;
        }
        noImprovement = 0;
      }
    }
    converged = false;
  }

  /** The epochs run ({@code n_iter_}). */
  /**
   * A trained network rebuilt from its weights ({@code coefs[l]} is {@code units[l] × units[l+1]},
   * {@code intercepts[l]} {@code units[l+1]} long), checked to chain; predicts as the original.
   */
  static Network restored(
      MlpSettings s, Output output, double[][][] coefs, double[][] intercepts, String kind) {
    if (coefs.length != intercepts.length || coefs.length != s.hidden().length + 1) {
      throw new IllegalArgumentException(
          kind
              + ": "
              + coefs.length
              + " weight layers for "
              + s.hidden().length
              + " hidden layers (the operator's hidden_layer_sizes)");
    }
    for (int l = 0; l < coefs.length; l++) {
      int out = intercepts[l].length;
      if (l < s.hidden().length && out != s.hidden()[l]) {
        throw new IllegalArgumentException(
            kind + ": layer " + l + " has " + out + " units, the operator " + s.hidden()[l]);
      }
      if (l > 0 && coefs[l].length != coefs[l - 1][0].length) {
        throw new IllegalArgumentException(kind + ": coef_" + l + " does not chain");
      }
      for (double[] row : coefs[l]) {
        if (row.length != out) {
          throw new IllegalArgumentException(
              kind + ": coef_" + l + " rows are not intercept_" + l + " long");
        }
      }
      if (coefs[l].length == 0) {
        throw new IllegalArgumentException(kind + ": coef_" + l + " is empty");
      }
    }
    return new Network(s, output, coefs, intercepts);
  }

  /** The weight matrices, copied. */
  double[][][] coefs() {
    double[][][] out = new double[coefs.length][][];
    for (int l = 0; l < coefs.length; l++) {
      out[l] = new double[coefs[l].length][];
      for (int i = 0; i < coefs[l].length; i++) {
        out[l][i] = coefs[l][i].clone();
      }
    }
    return out;
  }

  /** The intercept vectors, copied. */
  double[][] intercepts() {
    double[][] out = new double[intercepts.length][];
    for (int l = 0; l < intercepts.length; l++) {
      out[l] = intercepts[l].clone();
    }
    return out;
  }

  /** The network's weights as a state of kind {@code mlp}: {@code coef_l}, {@code intercept_l}. */
  FittedState state(String operator, int features) {
    FittedState st =
        FittedState.of("mlp")
            .with("operator", operator)
            .with("features", (double) features)
            .with("layers", (double) coefs.length);
    for (int l = 0; l < coefs.length; l++) {
      st = st.with("coef_" + l, coefs[l]).with("intercept_" + l, intercepts[l]);
    }
    return st;
  }

  /** The network a state of kind {@code mlp} holds, with the operator's settings. */
  static Network fromState(FittedState st, MlpSettings s, Output output) {
    org.spectraflow.engine.operators.model.StateChecks.kind(st, "mlp");
    int layers = org.spectraflow.engine.operators.model.StateChecks.count(st, "layers");
    double[][][] coefs = new double[layers][][];
    double[][] intercepts = new double[layers][];
    for (int l = 0; l < layers; l++) {
      coefs[l] = st.matrix("coef_" + l);
      intercepts[l] = st.vector("intercept_" + l);
    }
    int features = org.spectraflow.engine.operators.model.StateChecks.count(st, "features");
    if (layers == 0 || coefs[0].length != features) {
      throw new IllegalArgumentException("mlp: coef_0 has no row per feature (" + features + ")");
    }
    return restored(s, output, coefs, intercepts, "mlp");
  }

  int iterations() {
    return iterations;
  }

  /** False when training stopped at {@code max_iter} (scikit-learn's ConvergenceWarning). */
  boolean converged() {
    return converged;
  }

  /** The output layer's activations for rows {@code x}. */
  double[][] predict(double[][] x) {
    double[][] a = x;
    for (int l = 0; l < coefs.length; l++) {
      a = affine(a, coefs[l], intercepts[l]);
      if (l < coefs.length - 1) {
        s.activation().apply(a);
      } else {
        outputActivation(a);
      }
    }
    return a;
  }

  /** Heap bytes of the weights. */
  long bytes() {
    long b = 0;
    for (int l = 0; l < coefs.length; l++) {
      b +=
          16
              + (long) coefs[l].length * (16 + 8L * coefs[l][0].length)
              + 16
              + 8L * intercepts[l].length;
    }
    return b;
  }

  private double backprop(
      double[][] x, double[][] y, double[][][] coefGrads, double[][] interceptGrads) {
    int layers = coefs.length;
    double[][][] act = new double[layers + 1][][];
    act[0] = x;
    for (int l = 0; l < layers; l++) {
      act[l + 1] = affine(act[l], coefs[l], intercepts[l]);
      if (l < layers - 1) {
        s.activation().apply(act[l + 1]);
      } else {
        outputActivation(act[l + 1]);
      }
    }
    int m = x.length;
    double loss = loss(y, act[layers]);
    double values = 0;
    for (double[][] w : coefs) {
      double d = 0;
      for (double[] row : w) {
        for (double v : row) {
          d += v * v;
        }
      }
      values += d;
    }
    loss += (0.5 * s.alpha()) * values / m;
    double[][] delta = new double[m][];
    for (int i = 0; i < m; i++) {
      delta[i] = new double[y[i].length];
      for (int j = 0; j < y[i].length; j++) {
        delta[i][j] = act[layers][i][j] - y[i][j];
      }
    }
    for (int l = layers - 1; l >= 0; l--) {
      coefGrads[l] = gradient(act[l], delta, coefs[l], m);
      interceptGrads[l] = columnSums(delta);
      for (int j = 0; j < interceptGrads[l].length; j++) {
        interceptGrads[l][j] /= m;
      }
      if (l > 0) {
        double[][] prev = timesTransposed(delta, coefs[l]);
        s.activation().derivative(act[l], prev);
        delta = prev;
      }
    }
    return loss;
  }

  private double loss(double[][] y, double[][] p) {
    int m = y.length;
    int q = y[0].length;
    double[] terms = new double[m * q];
    double eps = Math.ulp(1.0);
    for (int i = 0; i < m; i++) {
      for (int j = 0; j < q; j++) {
        double v;
        switch (output) {
          case IDENTITY -> {
            double r = y[i][j] - p[i][j];
            v = r * r;
          }
          case LOGISTIC -> {
            double pr = Math.min(Math.max(p[i][j], eps), 1 - eps);
            v = xlogy(y[i][j], pr) + xlogy(1 - y[i][j], 1 - pr);
          }
          default -> v = xlogy(y[i][j], Math.min(Math.max(p[i][j], eps), 1 - eps));
        }
        terms[i * q + j] = v;
      }
    }
    double[] means = Sums.seq(terms, m, q, false);
    for (int j = 0; j < q; j++) {
      means[j] /= m;
    }
    return output == Output.IDENTITY ? 0.5 * (Sums.pw(means, false) / q) : -Sums.pw(means, false);
  }

  private static double xlogy(double x, double y) {
    return x == 0 ? 0.0 : x * Math.log(y);
  }

  private void outputActivation(double[][] a) {
    switch (output) {
      case IDENTITY -> {}
      case LOGISTIC -> Activation.LOGISTIC.apply(a);
      case SOFTMAX -> {
        for (double[] row : a) {
          double max = row[0];
          for (double v : row) {
            max = Math.max(max, v);
          }
          for (int j = 0; j < row.length; j++) {
            row[j] = Math.exp(row[j] - max);
          }
          double sum = Sums.pw(row, false);
          for (int j = 0; j < row.length; j++) {
            row[j] /= sum;
          }
        }
      }
    }
  }

  /** {@code a·W + b}, each product accumulated in index order. */
  private static double[][] affine(double[][] a, double[][] w, double[] b) {
    int k = w.length;
    int cols = b.length;
    double[][] out = new double[a.length][cols];
    for (int i = 0; i < a.length; i++) {
      double[] o = out[i];
      double[] ai = a[i];
      for (int r = 0; r < k; r++) {
        double v = ai[r];
        double[] wr = w[r];
        for (int j = 0; j < cols; j++) {
          o[j] = Math.fma(v, wr[j], o[j]);
        }
      }
      for (int j = 0; j < cols; j++) {
        o[j] += b[j];
      }
    }
    return out;
  }

  /** {@code (aᵀ·delta + alpha·W) / m}. */
  private double[][] gradient(double[][] a, double[][] delta, double[][] w, int m) {
    int rows = w.length;
    int cols = w[0].length;
    double[][] g = new double[rows][cols];
    for (int i = 0; i < m; i++) {
      double[] ai = a[i];
      double[] di = delta[i];
      for (int r = 0; r < rows; r++) {
        double v = ai[r];
        if (v == 0) {
          continue;
        }
        double[] gr = g[r];
        for (int j = 0; j < cols; j++) {
          gr[j] = Math.fma(v, di[j], gr[j]);
        }
      }
    }
    for (int r = 0; r < rows; r++) {
      for (int j = 0; j < cols; j++) {
        g[r][j] += s.alpha() * w[r][j];
        g[r][j] /= m;
      }
    }
    return g;
  }

  /** {@code delta·Wᵀ}. */
  private static double[][] timesTransposed(double[][] delta, double[][] w) {
    int rows = w.length;
    double[][] out = new double[delta.length][rows];
    for (int i = 0; i < delta.length; i++) {
      double[] di = delta[i];
      for (int r = 0; r < rows; r++) {
        double[] wr = w[r];
        double acc = 0;
        for (int j = 0; j < wr.length; j++) {
          acc = Math.fma(di[j], wr[j], acc);
        }
        out[i][r] = acc;
      }
    }
    return out;
  }

  private static double[] columnSums(double[][] d) {
    double[] s = new double[d[0].length];
    for (double[] row : d) {
      for (int j = 0; j < s.length; j++) {
        s[j] += row[j];
      }
    }
    return s;
  }
}
