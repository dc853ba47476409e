package org.spectraflow.engine.operators.metric;

import java.util.Arrays;
import org.spectraflow.engine.operators.linalg.Sums;

/**
 * The metric formulas of docs/operator-behaviour.md §2.6, with float64 pairwise sums (bit-exact vs
 * scikit-learn).
 */
final class Scores {

  private Scores() {}

  static double of(Metric m, double[] t, double[] p) {
    if (t.length != p.length) {
      throw new IllegalArgumentException(
          m.key() + ": y_true has " + t.length + " values but y_pred has " + p.length);
    }
    if (t.length == 0) {
      return Double.NaN;
    }
    return switch (m) {
      case MSE -> mse(t, p);
      case RMSE -> Math.sqrt(mse(t, p));
      case MAE -> mean(map(t, p, (a, b) -> Math.abs(a - b)));
      case R2 -> r2(t, p);
      case BIAS -> mean(map(t, p, (a, b) -> b - a));
      case SEP -> std(map(t, p, (a, b) -> b - a));
      case RPD -> rpd(t, p);
      case ACCURACY -> accuracy(t, p);
      case BALANCED_ACCURACY -> balancedAccuracy(t, p);
    };
  }

  private interface Cell {
    double of(double truth, double pred);
  }

  private static double[] map(double[] t, double[] p, Cell f) {
    double[] out = new double[t.length];
    for (int i = 0; i < t.length; i++) {
      out[i] = f.of(t[i], p[i]);
    }
    return out;
  }

  private static double mean(double[] v) {
    return Sums.pw(v, false) / v.length;
  }

  private static double std(double[] v) {
    double mu = mean(v);
    double[] sq = new double[v.length];
    for (int i = 0; i < v.length; i++) {
      double d = v[i] - mu;
      sq[i] = d * d;
    }
    return Math.sqrt(mean(sq));
  }

  private static double mse(double[] t, double[] p) {
    return mean(map(t, p, (a, b) -> (a - b) * (a - b)));
  }

  private static double r2(double[] t, double[] p) {
    double num = Sums.pw(map(t, p, (a, b) -> (a - b) * (a - b)), false);
    double mu = mean(t);
    double den = Sums.pw(map(t, t, (a, b) -> (a - mu) * (a - mu)), false);
    if (den == 0) {
      return num == 0 ? 1.0 : 0.0;
    }
    return 1 - num / den;
  }

  private static double rpd(double[] t, double[] p) {
    double sep = std(map(t, p, (a, b) -> b - a));
    return sep == 0 ? Double.POSITIVE_INFINITY : std(t) / sep;
  }

  private static double accuracy(double[] t, double[] p) {
    double[] labels = binarise(t, p);
    int ok = 0;
    for (int i = 0; i < t.length; i++) {
      ok += t[i] == labels[i] ? 1 : 0;
    }
    return (double) ok / t.length;
  }

  private static double balancedAccuracy(double[] t, double[] p) {
    double[] labels = binarise(t, p);
    double[] classes = Arrays.stream(t).distinct().sorted().toArray();
    double[] recalls = new double[classes.length];
    for (int c = 0; c < classes.length; c++) {
      int total = 0;
      int hit = 0;
      for (int i = 0; i < t.length; i++) {
        if (t[i] == classes[c]) {
          total++;
          hit += labels[i] == classes[c] ? 1 : 0;
        }
      }
      recalls[c] = (double) hit / total;
    }
    return mean(recalls);
  }

  /** nirs4all's binary helper: two true labels and scores in [0, 1] not only {0, 1} → p > 0.5. */
  private static double[] binarise(double[] t, double[] p) {
    boolean twoLabels = Arrays.stream(t).distinct().count() == 2;
    boolean unit = Arrays.stream(p).allMatch(v -> v >= 0 && v <= 1);
    boolean onlyZeroOne = Arrays.stream(p).allMatch(v -> v == 0 || v == 1);
    if (twoLabels && unit && !onlyZeroOne) {
      return Arrays.stream(p).map(v -> v > 0.5 ? 1 : 0).toArray();
    }
    return p;
  }
}
