package org.spectraflow.engine.operators.split;

import org.spectraflow.engine.operators.ConfiguredOperator;
import org.spectraflow.engine.operators.Params;

/** scikit-learn's {@code test_size}/{@code train_size} rules: a fraction in (0, 1) or a count. */
final class SplitSizes {

  private SplitSizes() {}

  /** Reads a size: None, a float in (0, 1) or a positive integer. */
  static Number read(Params p, String name) {
    Object v = p.raw(name, null);
    if (v == null) {
      return null;
    }
    if (v instanceof Double d && d > 0 && d < 1) {
      return d;
    }
    if ((v instanceof Integer || v instanceof Long) && ((Number) v).longValue() > 0) {
      return ((Number) v).longValue();
    }
    throw p.invalid(name, v, "must be a fraction in (0, 1) or a positive integer");
  }

  /** The count for n samples: ceil(f·n) for test, floor(f·n) for train, or the integer. */
  static int count(ConfiguredOperator op, String name, Number size, int n, boolean ceil) {
    if (size instanceof Double f) {
      return (int) (ceil ? Math.ceil(f * n) : Math.floor(f * n));
    }
    long c = size.longValue();
    if (c >= n) {
      throw new IllegalArgumentException(
          op.label() + ": " + name + "=" + c + " must be smaller than the number of samples " + n);
    }
    return (int) c;
  }

  static void checkTotal(ConfiguredOperator op, int nTrain, int nTest, int n) {
    if (nTrain <= 0 || nTest <= 0 || nTrain + nTest > n) {
      throw new IllegalArgumentException(
          op.label()
              + ": with "
              + n
              + " samples the split gives "
              + nTrain
              + " train and "
              + nTest
              + " test samples; both must be >= 1 and sum to <= "
              + n);
    }
  }

  /**
   * scikit-learn's {@code _validate_shuffle_split}: {@code {n_train, n_test}} for {@code n} items;
   * when both sizes are None the test size is {@code defaultTest}.
   */
  static int[] resolve(
      ConfiguredOperator op, Number testSize, Number trainSize, int n, double defaultTest) {
    Number test = testSize == null && trainSize == null ? Double.valueOf(defaultTest) : testSize;
    int nTest = test == null ? -1 : count(op, "test_size", test, n, true);
    int nTrain = trainSize == null ? n - nTest : count(op, "train_size", trainSize, n, false);
    if (nTest < 0) {
      nTest = n - nTrain;
    }
    checkTotal(op, nTrain, nTest, n);
    return new int[] {nTrain, nTest};
  }
}
