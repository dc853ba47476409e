package org.spectraflow.engine.operators.metric;

import java.util.Arrays;

/**
 * nirs4all's fold aggregates (docs/operator-behaviour.md §2.4): {@code avg} is the element-wise
 * mean of the fold models' predictions (sequential in fold order); {@code w_avg} weights them by
 * their validation scores. Pure functions.
 */
public final class FoldAggregates {

  private FoldAggregates() {}

  /** Element-wise mean over folds of {@code predictions[fold][sample]}. */
  public static double[] average(double[][] predictions) {
    return weighted(predictions, uniform(predictions.length));
  }

  /** Σ_f w_f · predictions[f], in fold order. */
  public static double[] weighted(double[][] predictions, double[] weights) {
    double[] out = new double[predictions[0].length];
    if (weights.length == predictions.length && isUniform(weights)) {
      for (double[] fold : predictions) {
        for (int i = 0; i < out.length; i++) {
          out[i] += fold[i];
        }
      }
      for (int i = 0; i < out.length; i++) {
        out[i] /= predictions.length;
      }
      return out;
    }
    for (int f = 0; f < predictions.length; f++) {
      for (int i = 0; i < out.length; i++) {
        out[i] += weights[f] * predictions[f][i];
      }
    }
    return out;
  }

  /** The {@code w_avg} weights from fold validation scores (nirs4all {@code ensemble_utils}). */
  public static double[] weights(double[] scores, Metric metric) {
    int k = scores.length;
    if (Arrays.stream(scores).allMatch(Double::isNaN) || allClose(scores)) {
      return uniform(k);
    }
    double min = Arrays.stream(scores).min().orElse(0);
    double[] w = new double[k];
    for (int f = 0; f < k; f++) {
      if (metric.higherIsBetter()) {
        w[f] = min < 0 ? scores[f] - min : scores[f];
      } else {
        w[f] = 1.0 / (min <= 0 ? scores[f] - min + 1e-8 : scores[f]);
      }
    }
    double sum = Arrays.stream(w).sum();
    if (sum == 0) {
      return uniform(k);
    }
    for (int f = 0; f < k; f++) {
      w[f] /= sum;
    }
    return w;
  }

  private static boolean allClose(double[] s) {
    for (double v : s) {
      if (!(Math.abs(v - s[0]) <= 1e-8 + 1e-5 * Math.abs(s[0]))) {
        return false;
      }
    }
    return true;
  }

  private static boolean isUniform(double[] w) {
    return Arrays.stream(w).allMatch(v -> v == w[0]);
  }

  private static double[] uniform(int k) {
    double[] w = new double[k];
    Arrays.fill(w, 1.0 / k);
    return w;
  }
}
