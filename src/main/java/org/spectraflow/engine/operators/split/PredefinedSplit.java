package org.spectraflow.engine.operators.split;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import org.spectraflow.engine.catalogue.OperatorProvider;
import org.spectraflow.engine.catalogue.OperatorSpec;
import org.spectraflow.engine.catalogue.ParamSpec;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.operators.OperatorConfig;
import org.spectraflow.engine.operators.Params;
import org.spectraflow.engine.operators.PositionalFold;
import org.spectraflow.engine.operators.SplitterOperator;

/**
 * scikit-learn's PredefinedSplit (BSD-3-Clause): {@code test_fold[i]} names the fold whose
 * validation set holds training row i ({@code -1}: in every training set); one fold per distinct
 * number other than −1, in sorted order, validation and training rows ascending. The list must have
 * one entry per training row the split step sees.
 */
public final class PredefinedSplit implements SplitterOperator {

  private final OperatorConfig config;
  private final int[] testFold;

  private PredefinedSplit(OperatorConfig config, int[] testFold) {
    this.config = config;
    this.testFold = testFold;
  }

  /**
   * Reads {@code test_fold} (a list of integers; required by scikit-learn, empty here when absent,
   * which the split then refuses as having no entry per training sample).
   */
  public static PredefinedSplit of(Params p) {
    Object v = p.raw("test_fold", List.of());
    if (!(v instanceof List<?> list)) {
      throw p.invalid("test_fold", v, "must be a list of integers (-1 = never tested)");
    }
    int[] folds = new int[list.size()];
    for (int i = 0; i < folds.length; i++) {
      if (!(list.get(i) instanceof Integer || list.get(i) instanceof Long)
          || ((Number) list.get(i)).longValue() < -1
          || ((Number) list.get(i)).longValue() > Integer.MAX_VALUE) {
        throw p.invalid("test_fold", v, "must hold integers >= -1");
      }
      folds[i] = ((Number) list.get(i)).intValue();
    }
    return new PredefinedSplit(p.config(), folds);
  }

  @Override
  public OperatorConfig config() {
    return config;
  }

  @Override
  public List<PositionalFold> split(Block x, double[] y, RandomState globalRng) {
    if (x.rows() != testFold.length) {
      throw new IllegalArgumentException(
          label()
              + ": test_fold has "
              + testFold.length
              + " entries but the split step sees "
              + x.rows()
              + " training samples; give one entry per training sample");
    }
    TreeSet<Integer> numbers = new TreeSet<>();
    for (int f : testFold) {
      if (f != -1) {
        numbers.add(f);
      }
    }
    List<PositionalFold> out = new ArrayList<>();
    for (int f : numbers) {
      boolean[] isVal = new boolean[testFold.length];
      for (int i = 0; i < isVal.length; i++) {
        isVal[i] = testFold[i] == f;
      }
      out.add(new PositionalFold(Seeds.where(isVal, false), Seeds.where(isVal, true)));
    }
    return out;
  }

  @Override
  public String toString() {
    return label();
  }

  /** The catalogue's declaration of this operator (see docs/extending.md). */
  public static final OperatorSpec DECLARATION =
      OperatorSpec.splitter(
              "PredefinedSplit",
              "sklearn.model_selection._split",
              "folds given row by row (test_fold; -1 = always trained on)",
              PredefinedSplit::of)
          .params(
              ParamSpec.intList(
                  "test_fold", "validation fold of each training sample, -1 = never validated"));

  /** Contributes {@link #DECLARATION} to the catalogue (listed in META-INF/services). */
  public static final class Provider implements OperatorProvider {
    @Override
    public List<OperatorSpec> declarations() {
      return List.of(DECLARATION);
    }
  }
}
