package org.spectraflow.engine.operators.model.tree;

/**
 * scikit-learn's {@code MSE} criterion ({@code squared_error}) for one target: node value the
 * weighted mean, impurity the weighted variance; the proxy {@code S_L²/W_L + S_R²/W_R}. {@link
 * Friedman} overrides the proxy and improvement with Friedman's formula.
 */
sealed class SquaredError extends Criterion permits SquaredError.Friedman {

  private final double[] y;
  private final boolean friedman;
  private double sumTotal;
  private double sqSumTotal;
  private double sumLeft;
  private double sumRight;

  SquaredError(double[] y, double[] weight, double weightedSamples) {
    this(y, weight, weightedSamples, false);
  }

  private SquaredError(double[] y, double[] weight, double weightedSamples, boolean friedman) {
    super(weight, weightedSamples);
    this.y = y;
    this.friedman = friedman;
  }

  /**
   * The scan of {@link Criterion#scan} with the sums held in locals: the same additions in the same
   * order as {@link #update} (forward from the last position, or backward from the end when that is
   * nearer) and the same proxy expressions, so the same positions win.
   */
  @Override
  final int scan(
      int[] rows,
      float[] vals,
      int minSamplesLeaf,
      double minWeightLeaf,
      double bestProxy,
      float tie,
      double[] scratch) {
    samples = rows;
    final double[] yy = y;
    final double[] wt = weight;
    final int from = start;
    final int to = end;
    final double total = sumTotal;
    final double node = weightedNode;
    double sumL = 0.0;
    double wL = 0.0;
    int at = from;
    int best = -1;
    int p = from;
    while (p < to) {
      while (p + 1 < to && vals[p + 1] <= vals[p] + tie) {
        p++;
      }
      p++;
      if (p >= to) {
        break;
      }
      if (p - from < minSamplesLeaf || to - p < minSamplesLeaf) {
        continue;
      }
      if (p - at <= to - p) {
        if (wt == null) {
          for (int q = at; q < p; q++) {
            sumL += yy[rows[q]];
            wL += 1.0;
          }
        } else {
          for (int q = at; q < p; q++) {
            int i = rows[q];
            double w = wt[i];
            sumL += w * yy[i];
            wL += w;
          }
        }
      } else {
        sumL = total;
        wL = node;
        for (int q = to - 1; q >= p; q--) {
          int i = rows[q];
          double w = wt == null ? 1.0 : wt[i];
          sumL -= w * yy[i];
          wL -= w;
        }
      }
      at = p;
      double wR = node - wL;
      double sumR = total - sumL;
      if (wL < minWeightLeaf || wR < minWeightLeaf) {
        continue;
      }
      double proxy;
      if (friedman) {
        double diff = wR * sumL - wL * sumR;
        proxy = diff * diff / (wL * wR);
      } else {
        proxy = sumL * sumL / wL + sumR * sumR / wR;
      }
      if (proxy > bestProxy) {
        bestProxy = proxy;
        best = p;
      }
    }
    scanProxy = bestProxy;
    return best;
  }

  @Override
  void init(int[] samples, int start, int end) {
    this.samples = samples;
    this.start = start;
    this.end = end;
    double sum = 0.0;
    double sq = 0.0;
    double wn = 0.0;
    for (int p = start; p < end; p++) {
      int i = samples[p];
      double w = w(i);
      double wy = w * y[i];
      sum += wy;
      sq += wy * y[i];
      wn += w;
    }
    sumTotal = sum;
    sqSumTotal = sq;
    weightedNode = wn;
    reset();
  }

  @Override
  void reset() {
    sumLeft = 0.0;
    sumRight = sumTotal;
    weightedLeft = 0.0;
    weightedRight = weightedNode;
    pos = start;
  }

  @Override
  void reverseReset() {
    sumRight = 0.0;
    sumLeft = sumTotal;
    weightedRight = 0.0;
    weightedLeft = weightedNode;
    pos = end;
  }

  @Override
  void update(int newPos) {
    if (newPos - pos <= end - newPos) {
      for (int p = pos; p < newPos; p++) {
        int i = samples[p];
        double w = w(i);
        sumLeft += w * y[i];
        weightedLeft += w;
      }
    } else {
      reverseReset();
      for (int p = end - 1; p >= newPos; p--) {
        int i = samples[p];
        double w = w(i);
        sumLeft -= w * y[i];
        weightedLeft -= w;
      }
    }
    weightedRight = weightedNode - weightedLeft;
    sumRight = sumTotal - sumLeft;
    pos = newPos;
  }

  @Override
  double nodeImpurity() {
    double mean = sumTotal / weightedNode;
    return sqSumTotal / weightedNode - mean * mean;
  }

  @Override
  void childrenImpurity(double[] out) {
    double sqLeft = 0.0;
    for (int p = start; p < pos; p++) {
      int i = samples[p];
      sqLeft += w(i) * y[i] * y[i];
    }
    double sqRight = sqSumTotal - sqLeft;
    double meanLeft = sumLeft / weightedLeft;
    double meanRight = sumRight / weightedRight;
    out[0] = sqLeft / weightedLeft - meanLeft * meanLeft;
    out[1] = sqRight / weightedRight - meanRight * meanRight;
  }

  @Override
  void nodeValue(double[] dest, int offset) {
    dest[offset] = sumTotal / weightedNode;
  }

  @Override
  double proxyImprovement(double[] scratch) {
    return sumLeft * sumLeft / weightedLeft + sumRight * sumRight / weightedRight;
  }

  /** Friedman's improvement score {@code (W_R·S_L − W_L·S_R)² / (W_L·W_R)} (friedman_mse). */
  static final class Friedman extends SquaredError {

    Friedman(double[] y, double[] weight, double weightedSamples) {
      super(y, weight, weightedSamples, true);
    }

    @Override
    double proxyImprovement(double[] scratch) {
      double diff = weightedRight * sumLeft() - weightedLeft * sumRight();
      return diff * diff / (weightedLeft * weightedRight);
    }

    @Override
    double improvement(double parent, double left, double right) {
      double diff = weightedRight * sumLeft() - weightedLeft * sumRight();
      return diff * diff / (weightedLeft * weightedRight * weightedNode);
    }
  }

  final double sumLeft() {
    return sumLeft;
  }

  final double sumRight() {
    return sumRight;
  }
}
