package org.spectraflow.engine.operators.split.nirs4all;

import java.util.Arrays;
import java.util.TreeSet;
import java.util.stream.IntStream;
import org.spectraflow.engine.operators.ConfiguredOperator;

/**
 * Target checks and the binning of a continuous y into strata (docs/compatibility.md, nirs4all
 * splitters). Bins follow scikit-learn's KBinsDiscretizer with {@code encode='ordinal'}: {@code
 * uniform} edges {@code linspace(min, max, n_bins + 1)}, {@code quantile} edges numpy's linear
 * {@code percentile(y, linspace(0, 100, n_bins + 1))} with edges closer than 1e-8 dropped; a value
 * goes to bin {@code searchsorted(inner edges, y, side='right')}.
 */
final class TargetStrata {

  private TargetStrata() {}

  /** Refuses a missing, mis-sized or non-finite y. */
  static void require(ConfiguredOperator op, double[] y, int n) {
    if (y == null || y.length != n) {
      throw new IllegalArgumentException(
          op.label()
              + " needs the targets (y), one per sample ("
              + n
              + "), was "
              + (y == null ? "none" : y.length + " values"));
    }
    for (double v : y) {
      if (!Double.isFinite(v)) {
        throw new IllegalArgumentException(
            op.label() + ": y holds a non-finite value (" + v + "); remove or fill it first");
      }
    }
  }

  /** Each value's bin code, 0 = lowest bin (codes of empty bins do not occur). */
  static int[] bins(double[] y, int nBins, boolean quantile) {
    double[] edges = quantile ? quantileEdges(y, nBins) : uniformEdges(y, nBins);
    double[] inner = Arrays.copyOfRange(edges, 1, edges.length - 1);
    int[] out = new int[y.length];
    for (int i = 0; i < y.length; i++) {
      int k = 0;
      while (k < inner.length && inner[k] <= y[i]) {
        k++;
      }
      out[i] = k;
    }
    return out;
  }

  private static double[] uniformEdges(double[] y, int nBins) {
    double lo = Arrays.stream(y).min().orElse(0);
    double hi = Arrays.stream(y).max().orElse(0);
    double[] e = new double[nBins + 1];
    double step = (hi - lo) / nBins;
    for (int k = 0; k <= nBins; k++) {
      e[k] = k == nBins ? hi : lo + k * step;
    }
    return e;
  }

  private static double[] quantileEdges(double[] y, int nBins) {
    double[] s = y.clone();
    Arrays.sort(s);
    double[] e = new double[nBins + 1];
    int n = s.length;
    double step = 100.0 / nBins;
    for (int k = 0; k <= nBins; k++) {
      // numpy: q = linspace(0, 100)[k] / 100, virtual index n*q + (1 - q) - 1, then _lerp
      double q = (k == nBins ? 100.0 : k * step) / 100.0;
      double virtual = n * q + (1 - q) - 1;
      double below = Math.floor(virtual);
      double t = virtual - below;
      int lo = (int) Math.max(0, Math.min(n - 1, below));
      int hi = (int) Math.max(0, Math.min(n - 1, below + 1));
      double diff = s[hi] - s[lo];
      e[k] = t >= 0.5 ? s[hi] - diff * (1 - t) : s[lo] + diff * t;
    }
    TreeSet<Double> kept = new TreeSet<>();
    double last = Double.NEGATIVE_INFINITY;
    for (double v : e) {
      if (v - last > 1e-8) {
        kept.add(v);
        last = v;
      }
    }
    return kept.stream().mapToDouble(Double::doubleValue).toArray();
  }

  /**
   * The codes renumbered 0.. with every stratum holding at least {@code min} rows: a smaller
   * stratum is merged into its upper neighbour (the last one into its lower neighbour), repeatedly,
   * lowest stratum first.
   */
  static int[] merged(int[] codes, int min) {
    int k = Arrays.stream(codes).max().orElse(-1) + 1;
    int[] count = new int[k];
    for (int c : codes) {
      count[c]++;
    }
    int[] target = new int[k];
    Arrays.setAll(target, i -> i);
    boolean changed = true;
    while (changed) {
      changed = false;
      int[] live = IntStream.range(0, k).filter(i -> count[i] > 0).toArray();
      if (live.length < 2) {
        break;
      }
      for (int a = 0; a < live.length; a++) {
        if (count[live[a]] < min) {
          int into = a + 1 < live.length ? live[a + 1] : live[a - 1];
          count[into] += count[live[a]];
          count[live[a]] = 0;
          for (int i = 0; i < k; i++) {
            if (target[i] == live[a]) {
              target[i] = into;
            }
          }
          changed = true;
          break;
        }
      }
    }
    int[] rank = new int[k];
    int next = 0;
    for (int i = 0; i < k; i++) {
      rank[i] = count[i] > 0 ? next++ : -1;
    }
    int[] out = new int[codes.length];
    for (int i = 0; i < codes.length; i++) {
      out[i] = rank[target[codes[i]]];
    }
    return out;
  }

  /** The codes as the floats a class-stratified splitter receives. */
  static double[] asLabels(int[] codes) {
    return Arrays.stream(codes).asDoubleStream().toArray();
  }
}
