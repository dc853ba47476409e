package org.spectraflow.engine.operators.model.pls;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.spectraflow.engine.catalogue.ParamSpec;
import org.spectraflow.engine.data.RowMatrix;
import org.spectraflow.engine.operators.Params;
import org.spectraflow.engine.operators.model.LinearModel;

/**
 * The centring and scaling settings nirs4all's PLS family documents ({@code center_x=True,
 * scale_x=True, center_y=True, scale_y=False}) and the parameters every member accepts without
 * effect on the numbers ({@code tol}, {@code max_iter}, {@code store_scores}: the algorithms here
 * are not iterative). Scaling divides by the sample standard deviation (ddof 1) about the column
 * mean, a zero deviation counting as 1, as scikit-learn's PLSRegression does.
 *
 * @param centerX subtract the column means of X
 * @param scaleX divide X's columns by their standard deviations
 * @param centerY subtract the target means
 * @param scaleY divide the targets by their standard deviations
 */
record Scaling(boolean centerX, boolean scaleX, boolean centerY, boolean scaleY) {

  /** Reads the four flags (defaults True, True, True, {@code scaleYDefault}) and the no-ops. */
  static Scaling read(Params p, boolean scaleYDefault) {
    Scaling s =
        new Scaling(
            p.flag("center_x", true),
            p.flag("scale_x", true),
            p.flag("center_y", true),
            p.flag("scale_y", scaleYDefault));
    int maxIter = p.integer("max_iter", 500);
    double tol = p.number("tol", 1e-6);
    p.flag("store_scores", false);
    if (maxIter < 1) {
      throw p.invalid("max_iter", maxIter, "must be >= 1");
    }
    if (!(tol >= 0)) {
      throw p.invalid("tol", tol, "must be >= 0");
    }
    return s;
  }

  /** The catalogue's declarations of the flags and the accepted no-op parameters. */
  static List<ParamSpec> specs(boolean scaleYDefault) {
    List<ParamSpec> out = new ArrayList<>();
    out.add(ParamSpec.bool("center_x", true, "subtract the column means of X"));
    out.add(ParamSpec.bool("scale_x", true, "divide X's columns by their standard deviations"));
    out.add(ParamSpec.bool("center_y", true, "subtract the target means"));
    out.add(
        ParamSpec.bool(
            "scale_y", scaleYDefault, "divide the targets by their standard deviations"));
    out.add(
        ParamSpec.floating(
            "tol", 1e-06, 0.0, 1.0, "", "accepted; no effect (the algorithm is not iterative)"));
    out.add(
        ParamSpec.integer(
            "max_iter",
            500,
            1,
            100_000,
            "",
            "accepted; no effect (the algorithm is not iterative)"));
    out.add(ParamSpec.bool("store_scores", false, "accepted; no effect"));
    return out;
  }

  /** Centres and scales {@code x} and {@code y} into fresh dense arrays. */
  Scaled apply(RowMatrix x, double[][] y) {
    int n = x.rows();
    int p = x.cols();
    double[][] xs = new double[n][p];
    for (int i = 0; i < n; i++) {
      x.copyRow(i, xs[i], 0);
    }
    double[][] ys = new double[n][];
    for (int i = 0; i < n; i++) {
      ys[i] = y[i].clone();
    }
    double[][] xStats = standardise(xs, centerX, scaleX);
    double[][] yStats = standardise(ys, centerY, scaleY);
    return new Scaled(xs, ys, xStats[0], xStats[1], yStats[0], yStats[1]);
  }

  /** Centres/scales the columns of {@code m} in place; returns {means used, divisors used}. */
  private static double[][] standardise(double[][] m, boolean centre, boolean scale) {
    int n = m.length;
    int p = m[0].length;
    double[] mean = new double[p];
    for (double[] row : m) {
      for (int f = 0; f < p; f++) {
        mean[f] += row[f];
      }
    }
    for (int f = 0; f < p; f++) {
      mean[f] /= n;
    }
    double[] std = new double[p];
    Arrays.fill(std, 1.0);
    if (scale) {
      double[] ss = new double[p];
      for (double[] row : m) {
        for (int f = 0; f < p; f++) {
          double d = row[f] - mean[f];
          ss[f] += d * d;
        }
      }
      for (int f = 0; f < p; f++) {
        double s = Math.sqrt(ss[f] / (n - 1));
        std[f] = s == 0.0 ? 1.0 : s;
      }
    }
    double[] used = centre ? mean : new double[p];
    for (double[] row : m) {
      for (int f = 0; f < p; f++) {
        row[f] = (row[f] - used[f]) / std[f];
      }
    }
    return new double[][] {used, std};
  }

  /**
   * Centred and scaled training data with the statistics used: {@code x = (X − xMean) / xStd},
   * likewise for {@code y}; a mean is 0 when not centring, a divisor 1 when not scaling.
   *
   * @param x the scaled samples × features
   * @param y the scaled samples × targets
   * @param xMean the subtracted feature means
   * @param xStd the feature divisors
   * @param yMean the subtracted target means
   * @param yStd the target divisors
   */
  record Scaled(
      double[][] x, double[][] y, double[] xMean, double[] xStd, double[] yMean, double[] yStd) {

    /**
     * The linear model in original units from {@code ŷₛ = xₛ·b + b0} in the scaled space ({@code b}
     * features × targets, {@code b0} one scaled intercept per target): {@code coef[t][f] =
     * b[f][t]·yStd[t]/xStd[f]}, {@code intercept[t] = yMean[t] + yStd[t]·b0[t] − Σ_f
     * xMean[f]·coef[t][f]}.
     */
    LinearModel toModel(String label, double[][] b, double[] b0) {
      int p = xMean.length;
      int q = yMean.length;
      double[][] coef = new double[q][p];
      double[] intercept = new double[q];
      for (int t = 0; t < q; t++) {
        double c0 = yMean[t] + yStd[t] * b0[t];
        for (int f = 0; f < p; f++) {
          coef[t][f] = b[f][t] * yStd[t] / xStd[f];
          c0 -= xMean[f] * coef[t][f];
        }
        intercept[t] = c0;
      }
      return new LinearModel(label, coef, intercept);
    }
  }
}
