package org.spectraflow.engine.operators.split;

import java.util.ArrayList;
import java.util.List;
import org.spectraflow.engine.catalogue.OperatorProvider;
import org.spectraflow.engine.catalogue.OperatorSpec;
import org.spectraflow.engine.catalogue.ParamSpec;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.operators.OperatorConfig;
import org.spectraflow.engine.operators.Params;
import org.spectraflow.engine.operators.PositionalFold;
import org.spectraflow.engine.operators.SplitterOperator;

/**
 * scikit-learn's TimeSeriesSplit (BSD-3-Clause): rows in storage order are time; the test blocks of
 * {@code test_size} rows (default {@code n / (n_splits + 1)}) end at the last row, and each split
 * trains on the rows before its test block minus {@code gap}, the last {@code max_train_size} of
 * them when set.
 */
public final class TimeSeriesSplit implements SplitterOperator {

  private final OperatorConfig config;
  private final int splits;
  private final Integer maxTrain;
  private final Integer testSize;
  private final int gap;

  private TimeSeriesSplit(
      OperatorConfig config, int splits, Integer maxTrain, Integer testSize, int gap) {
    this.config = config;
    this.splits = splits;
    this.maxTrain = maxTrain;
    this.testSize = testSize;
    this.gap = gap;
  }

  /** Reads {@code n_splits=5, max_train_size=None, test_size=None, gap=0}. */
  public static TimeSeriesSplit of(Params p) {
    int k = p.integer("n_splits", 5);
    Integer maxTrain = p.optionalInteger("max_train_size", null);
    Integer test = p.optionalInteger("test_size", null);
    int gap = p.integer("gap", 0);
    if (k < 2) {
      throw p.invalid("n_splits", k, "must be >= 2");
    }
    if (maxTrain != null && maxTrain < 1) {
      throw p.invalid("max_train_size", maxTrain, "must be None or >= 1");
    }
    if (test != null && test < 1) {
      throw p.invalid("test_size", test, "must be None or >= 1");
    }
    if (gap < 0) {
      throw p.invalid("gap", gap, "must be >= 0");
    }
    return new TimeSeriesSplit(p.config(), k, maxTrain, test, gap);
  }

  @Override
  public OperatorConfig config() {
    return config;
  }

  @Override
  public List<PositionalFold> split(Block x, double[] y, RandomState globalRng) {
    int n = x.rows();
    int folds = splits + 1;
    int test = testSize != null ? testSize : n / folds;
    if (folds > n) {
      throw new IllegalArgumentException(
          label() + ": n_splits + 1 = " + folds + " cannot be greater than the samples " + n);
    }
    if ((long) n - gap - (long) test * splits <= 0) {
      throw new IllegalArgumentException(
          label()
              + ": too many splits ("
              + splits
              + ") for "
              + n
              + " samples with test_size="
              + test
              + " and gap="
              + gap);
    }
    List<PositionalFold> out = new ArrayList<>();
    for (int start = n - splits * test; start < n; start += test) {
      int trainEnd = start - gap;
      int trainStart = maxTrain != null && maxTrain < trainEnd ? trainEnd - maxTrain : 0;
      out.add(new PositionalFold(range(trainStart, trainEnd), range(start, start + test)));
    }
    return out;
  }

  private static int[] range(int from, int to) {
    int[] a = new int[to - from];
    for (int i = 0; i < a.length; i++) {
      a[i] = from + i;
    }
    return a;
  }

  @Override
  public String toString() {
    return label();
  }

  /** The catalogue's declaration of this operator (see docs/extending.md). */
  public static final OperatorSpec DECLARATION =
      OperatorSpec.splitter(
              "TimeSeriesSplit",
              "sklearn.model_selection._split",
              "growing training windows, each followed by its test block (rows in time order)",
              TimeSeriesSplit::of)
          .params(
              ParamSpec.integer("n_splits", 5, 2, 10_000, "splits", "number of splits"),
              ParamSpec.intOrNull(
                  "max_train_size", 1, 1_000_000_000, "samples", "largest training window"),
              ParamSpec.intOrNull(
                  "test_size", 1, 1_000_000_000, "samples", "test block; None = n/(n_splits+1)"),
              ParamSpec.integer("gap", 0, 0, 1_000_000_000, "samples", "rows dropped before test"));

  /** Contributes {@link #DECLARATION} to the catalogue (listed in META-INF/services). */
  public static final class Provider implements OperatorProvider {
    @Override
    public List<OperatorSpec> declarations() {
      return List.of(DECLARATION);
    }
  }
}
