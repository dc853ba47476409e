package org.spectraflow.engine.run.step;

import java.util.Map;
import java.util.TreeMap;

/**
 * Hard (majority) voting over fold models' class labels, used for a classifier's averaged test
 * predictions (the supported classifiers give labels, not probabilities). Ties go to the smallest
 * label, so the result is deterministic.
 */
final class Votes {

  private Votes() {}

  /** Per sample, the label most fold models predicted. */
  static double[] majority(double[][] predictions) {
    double[] out = new double[predictions[0].length];
    for (int i = 0; i < out.length; i++) {
      Map<Double, Integer> counts = new TreeMap<>();
      for (double[] fold : predictions) {
        counts.merge(fold[i], 1, Integer::sum);
      }
      double best = Double.NaN;
      int most = 0;
      for (Map.Entry<Double, Integer> e : counts.entrySet()) {
        if (e.getValue() > most) {
          most = e.getValue();
          best = e.getKey();
        }
      }
      out[i] = best;
    }
    return out;
  }
}
