package org.spectraflow.engine.operators.transform;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import org.spectraflow.engine.catalogue.OperatorProvider;
import org.spectraflow.engine.catalogue.OperatorSpec;
import org.spectraflow.engine.catalogue.OperatorSpec.Category;
import org.spectraflow.engine.catalogue.ParamSpec;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.operators.FittedState;
import org.spectraflow.engine.operators.FittedTransform;
import org.spectraflow.engine.operators.InvertibleTransform;
import org.spectraflow.engine.operators.OperatorConfig;
import org.spectraflow.engine.operators.Params;
import org.spectraflow.engine.operators.linalg.Sums;

/**
 * scikit-learn's VarianceThreshold (BSD-3-Clause; follows scikit-learn 1.9's {@code
 * sklearn.feature_selection.VarianceThreshold}, docs/operators.md): keeps the columns whose
 * training population variance exceeds {@code threshold}; with the default threshold 0 the variance
 * is replaced by the peak-to-peak range when smaller, so that exactly constant columns are dropped
 * despite rounding. The output is narrower than the input; {@code inverse} puts zeros back in the
 * dropped columns, as scikit-learn's {@code inverse_transform}.
 */
public final class VarianceThreshold extends StatefulTransform {

  private final double threshold;

  private VarianceThreshold(OperatorConfig config, double threshold) {
    super(config);
    this.threshold = threshold;
  }

  /** Reads {@code threshold=0.0}. */
  public static VarianceThreshold of(Params p) {
    double threshold = p.number("threshold", 0.0);
    if (!(threshold >= 0) || Double.isInfinite(threshold)) {
      throw p.invalid("threshold", threshold, "must be a finite number >= 0");
    }
    return new VarianceThreshold(p.config(), threshold);
  }

  @Override
  protected FittedTransform fit(double[] x, int n, int p, boolean f32) {
    double[] mean = Sums.columnMeans(x, n, p, false);
    double[] ss = new double[p];
    double[] min = new double[p];
    double[] max = new double[p];
    FeatureRange.columnMinMax(x, p, min, max);
    for (int k = 0; k < x.length; k++) {
      double d = x[k] - mean[k % p];
      ss[k % p] += d * d;
    }
    int[] keep = new int[p];
    int kept = 0;
    for (int j = 0; j < p; j++) {
      double variance = ss[j] / n;
      if (threshold == 0) {
        variance = Math.min(variance, max[j] - min[j]);
      }
      if (variance > threshold) {
        keep[kept++] = j;
      }
    }
    if (kept == 0) {
      throw new IllegalArgumentException(
          label()
              + ": no feature has a training variance above the threshold "
              + String.format(Locale.ROOT, "%.5g", threshold)
              + (n == 1 ? " (one training sample)" : "")
              + "; lower threshold");
    }
    return new Selected(p, Arrays.copyOf(keep, kept));
  }

  /**
   * The fitted form keeping the columns {@code keep} (ascending, within {@code width}) learned
   * earlier (a model file's {@code VarianceThreshold} state).
   */
  InvertibleTransform restored(int width, double[] keep) {
    int[] cols = new int[keep.length];
    for (int c = 0; c < keep.length; c++) {
      cols[c] = (int) keep[c];
      if (cols[c] != keep[c]
          || cols[c] < 0
          || cols[c] >= width
          || c > 0 && cols[c] <= cols[c - 1]) {
        throw new IllegalArgumentException(
            "VarianceThreshold: kept column "
                + keep[c]
                + " is not an ascending index below "
                + width);
      }
    }
    if (cols.length == 0) {
      throw new IllegalArgumentException("VarianceThreshold: the state keeps no column");
    }
    return new Selected(width, cols);
  }

  /** The kept columns, in order; the inverse writes zeros in the others. */
  private final class Selected implements InvertibleTransform {
    private final int width;
    private final int[] keep;

    Selected(int width, int[] keep) {
      this.width = width;
      this.keep = keep;
    }

    @Override
    public Block apply(Block input) {
      Inputs.requireWidth(VarianceThreshold.this, input, width);
      Inputs.requireFinite(VarianceThreshold.this, input);
      Block.Writer w = Block.writer(input.precision(), input.rows(), keep.length);
      for (int i = 0; i < input.rows(); i++) {
        for (int c = 0; c < keep.length; c++) {
          w.set(i, c, input.get(i, keep[c]));
        }
      }
      return w.build();
    }

    @Override
    public FittedState state() {
      double[] kept = new double[keep.length];
      for (int c = 0; c < keep.length; c++) {
        kept[c] = keep[c];
      }
      return FittedState.of("VarianceThreshold")
          .with("operator", canonicalConfig())
          .with("width", (double) width)
          .with("keep", kept);
    }

    @Override
    public Block inverse(Block transformed) {
      Inputs.requireWidth(VarianceThreshold.this, transformed, keep.length);
      Block.Writer w = Block.writer(transformed.precision(), transformed.rows(), width);
      for (int i = 0; i < transformed.rows(); i++) {
        for (int c = 0; c < keep.length; c++) {
          w.set(i, keep[c], transformed.get(i, c));
        }
      }
      return w.build();
    }
  }

  /** The catalogue's declaration of this operator (see docs/extending.md). */
  public static final OperatorSpec DECLARATION =
      OperatorSpec.transform(
              "VarianceThreshold",
              "sklearn.feature_selection._variance_threshold",
              Category.FEATURE_SELECTION,
              "drop the columns whose training variance is not above a threshold",
              VarianceThreshold::of)
          .params(
              ParamSpec.floating(
                  "threshold",
                  0.0,
                  0.0,
                  1e12,
                  "",
                  "columns with a training variance at or below this are dropped"));

  /** Contributes {@link #DECLARATION} to the catalogue (listed in META-INF/services). */
  public static final class Provider implements OperatorProvider {
    @Override
    public List<OperatorSpec> declarations() {
      return List.of(DECLARATION);
    }
  }
}
