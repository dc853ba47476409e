package org.spectraflow.engine.tune;

import java.util.Arrays;
import org.spectraflow.engine.operators.split.RandomState;

/**
 * A Parzen density on {@code [low, high]}: equal-weight Gaussians at the observed points plus a
 * prior Gaussian at the centre with the range as width; widths are the larger distance to a
 * neighbour, clipped to {@code [range / min(100, n + 1), range]}. Truncated to the range.
 */
final class Parzen {

  private final double low;
  private final double high;
  private final double[] mu;
  private final double[] sigma;

  private Parzen(double low, double high, double[] mu, double[] sigma) {
    this.low = low;
    this.high = high;
    this.mu = mu;
    this.sigma = sigma;
  }

  static Parzen of(Scale s, double[] points) {
    double range = Math.max(s.high() - s.low(), 1e-12);
    double[] sorted = points.clone();
    Arrays.sort(sorted);
    int n = sorted.length;
    double[] mu = new double[n + 1];
    double[] sigma = new double[n + 1];
    double minWidth = range / Math.min(100.0, n + 1.0);
    for (int i = 0; i < n; i++) {
      double left = i > 0 ? sorted[i] - sorted[i - 1] : sorted[i] - s.low();
      double right = i < n - 1 ? sorted[i + 1] - sorted[i] : s.high() - sorted[i];
      mu[i] = sorted[i];
      sigma[i] = Math.min(Math.max(Math.max(left, right), minWidth), range);
    }
    mu[n] = (s.low() + s.high()) / 2.0;
    sigma[n] = range;
    return new Parzen(s.low(), s.high(), mu, sigma);
  }

  /** A draw: a component chosen uniformly, then its Gaussian truncated to the range. */
  double sample(RandomState rng) {
    int k = (int) Math.min(mu.length - 1, Math.floor(rng.randomSample() * mu.length));
    for (int tries = 0; tries < 100; tries++) {
      double x = mu[k] + sigma[k] * rng.normal();
      if (x >= low && x <= high) {
        return x;
      }
    }
    return Math.min(Math.max(mu[k], low), high);
  }

  /** The log of the (unnormalised across truncation) mixture density at {@code x}. */
  double logDensity(double x) {
    double p = 0.0;
    for (int i = 0; i < mu.length; i++) {
      double z = (x - mu[i]) / sigma[i];
      p += Math.exp(-0.5 * z * z) / sigma[i];
    }
    return Math.log(p / mu.length + 1e-300);
  }
}
