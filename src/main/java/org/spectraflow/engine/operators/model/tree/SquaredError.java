package org.spectraflow.engine.operators.model.tree;

/**
 * scikit-learn's {@code MSE} criterion ({@code squared_error}) for one target: node value the
 * weighted mean, impurity the weighted variance; the proxy {@code S_L²/W_L + S_R²/W_R}. {@link
 * Friedman} overrides the proxy and improvement with Friedman's formula.
 */
sealed class SquaredError extends Criterion permits SquaredError.Friedman {

  private final double[] y;
  private double sumTotal;
  private double sqSumTotal;
  private double sumLeft;
  private double sumRight;

  SquaredError(double[] y, double[] weight, double weightedSamples) {
    super(weight, weightedSamples);
    this.y = y;
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
      super(y, weight, weightedSamples);
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
