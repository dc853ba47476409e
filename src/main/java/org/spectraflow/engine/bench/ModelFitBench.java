package org.spectraflow.engine.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.spectraflow.engine.catalogue.OperatorFactory;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.data.Precision;
import org.spectraflow.engine.data.SpectroDataset;
import org.spectraflow.engine.operators.ModelOperator;

/**
 * The fit table of {@code bench --fits}: each {@link FitKind} fitted on one thread on the same rows
 * as {@code tools/bench/fit_reference.py} fits scikit-learn (docs/performance.md, "Fit table"): the
 * first {@code n − ⌈n/4⌉} training rows (a ShuffleSplit(test_size=0.25) fold, as in sample 06), X
 * min-max scaled per column in float32, y standardised; the classifier fits y above its median.
 * Untimed fits per kind first (the JIT's warm-up: a fixed number, or until the JIT has settled,
 * {@link Warmup}), then {@code repeat} timed fits.
 */
public final class ModelFitBench {

  private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

  private final Block x;
  private final double[][] y;
  private final double[][] labels;

  private ModelFitBench(Block x, double[][] y, double[][] labels) {
    this.x = x;
    this.y = y;
    this.labels = labels;
  }

  /** The fold-sized, scaled training rows of {@code dataset} (its first source). */
  public static ModelFitBench on(SpectroDataset dataset) {
    int[] train = dataset.trainIds();
    int n = train.length - (train.length + 3) / 4;
    if (n < 2) {
      throw new IllegalArgumentException(
          "bench --fits: the dataset needs at least 3 training rows, has " + train.length);
    }
    int[] ids = Arrays.copyOf(train, n);
    double[][] rows = dataset.x(ids).toRows();
    int p = rows[0].length;
    for (int j = 0; j < p; j++) {
      float low = Float.POSITIVE_INFINITY;
      float high = Float.NEGATIVE_INFINITY;
      for (double[] row : rows) {
        low = Math.min(low, (float) row[j]);
        high = Math.max(high, (float) row[j]);
      }
      float span = high > low ? high - low : 1f;
      for (double[] row : rows) {
        row[j] = ((float) row[j] - low) / span;
      }
    }
    double[][] target = dataset.y(ids);
    double mean = 0;
    for (double[] t : target) {
      mean += t[0];
    }
    mean /= n;
    double ss = 0;
    for (double[] t : target) {
      ss += (t[0] - mean) * (t[0] - mean);
    }
    double sd = Math.sqrt(ss / n);
    double[][] scaled = new double[n][1];
    double[] sorted = new double[n];
    for (int i = 0; i < n; i++) {
      scaled[i][0] = (target[i][0] - mean) / (sd > 0 ? sd : 1);
      sorted[i] = scaled[i][0];
    }
    Arrays.sort(sorted);
    double median = n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
    double[][] labels = new double[n][1];
    for (int i = 0; i < n; i++) {
      labels[i][0] = scaled[i][0] > median ? 1 : 0;
    }
    return new ModelFitBench(Block.ofRows(Precision.FLOAT32, rows), scaled, labels);
  }

  /** Rows × features fitted on. */
  public String shape() {
    return x.rows() + " × " + x.cols();
  }

  /** Fits every kind of {@code kinds}: one warm-up, then the medians of {@code repeat} fits. */
  public List<FitTiming> measure(List<FitKind> kinds, int repeat) {
    return measure(kinds, repeat, new Warmup.Fixed(1));
  }

  /**
   * Fits every kind of {@code kinds}: the warm-up fits {@code warmup} asks for (each fit a round),
   * then the medians of {@code repeat} fits.
   */
  public List<FitTiming> measure(List<FitKind> kinds, int repeat, Warmup warmup) {
    if (repeat < 1) {
      throw new IllegalArgumentException("bench --fits: repeat must be >= 1, was " + repeat);
    }
    List<FitTiming> out = new ArrayList<>();
    for (FitKind kind : kinds) {
      ModelOperator model = OperatorFactory.model(kind.className(), kind.params());
      double[][] target = kind.classifier() ? labels : y;
      List<WarmupRound> rounds = new ArrayList<>();
      while (warmup.wantsAnother(rounds)) {
        rounds.add(WarmupRound.timed(() -> model.fit(x, target, () -> false)));
      }
      double[] wall = new double[repeat];
      double[] cpu = new double[repeat];
      for (int r = 0; r < repeat; r++) {
        long c0 = THREADS.getCurrentThreadCpuTime();
        long t0 = System.nanoTime();
        model.fit(x, target, () -> false);
        wall[r] = (System.nanoTime() - t0) / 1e9;
        cpu[r] = (THREADS.getCurrentThreadCpuTime() - c0) / 1e9;
      }
      out.add(new FitTiming(kind, median(wall), median(cpu), rounds.size()));
    }
    return out;
  }

  private static double median(double[] v) {
    double[] s = v.clone();
    Arrays.sort(s);
    int n = s.length;
    return n % 2 == 1 ? s[n / 2] : (s[n / 2 - 1] + s[n / 2]) / 2;
  }
}
