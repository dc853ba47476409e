package org.spectraflow.engine.operators.transform.scale;

import static org.spectraflow.engine.operators.linalg.Sums.round;

import java.util.Arrays;
import java.util.List;
import org.spectraflow.engine.catalogue.OperatorProvider;
import org.spectraflow.engine.catalogue.OperatorSpec;
import org.spectraflow.engine.catalogue.OperatorSpec.Category;
import org.spectraflow.engine.catalogue.ParamSpec;
import org.spectraflow.engine.operators.FittedTransform;
import org.spectraflow.engine.operators.OperatorConfig;
import org.spectraflow.engine.operators.Params;
import org.spectraflow.engine.operators.linalg.Sums;
import org.spectraflow.engine.operators.transform.CellRule;
import org.spectraflow.engine.operators.transform.ColumnwiseFitted;
import org.spectraflow.engine.operators.transform.StatefulTransform;

/**
 * scikit-learn's StandardScaler as scikit-learn 1.9 runs it (docs/operator-behaviour.md §1.14,
 * class A): float64 statistics by the corrected two-pass formula, population variance, constant
 * columns scaled by 1; in float32 mode the statistics are cast to float32 before {@code (x − mean)
 * / scale}.
 */
public final class StandardScaler extends StatefulTransform {

  private static final double EPS = 2.220446049250313e-16;

  private final boolean withMean;
  private final boolean withStd;

  private StandardScaler(OperatorConfig config, boolean withMean, boolean withStd) {
    super(config);
    this.withMean = withMean;
    this.withStd = withStd;
  }

  /** Reads {@code copy=True, with_mean=True, with_std=True}. */
  public static StandardScaler of(Params p) {
    p.flag("copy", true);
    boolean withMean = p.flag("with_mean", true);
    boolean withStd = p.flag("with_std", true);
    return new StandardScaler(p.config(), withMean, withStd);
  }

  @Override
  protected FittedTransform fit(double[] x, int n, int p, boolean f32) {
    double[] mean = Sums.columnMeans(x, n, p, false);
    double[] scale = withStd ? scale(x, n, p, mean) : ones(p);
    double[] m = new double[p];
    double[] s = new double[p];
    for (int j = 0; j < p; j++) {
      m[j] = withMean ? round(f32, mean[j]) : 0.0;
      s[j] = round(f32, scale[j]);
    }
    return new ColumnwiseFitted(this, p, new CellRule.CentreScale(m, s));
  }

  /** Population standard deviations (corrected two-pass), 1 where a column is constant. */
  static double[] scale(double[] x, int n, int p, double[] mean) {
    double[] d = new double[x.length];
    double[] d2 = new double[x.length];
    for (int k = 0; k < x.length; k++) {
      d[k] = x[k] - mean[k % p];
      d2[k] = d[k] * d[k];
    }
    double[] corr = Sums.seq(d, n, p, false);
    double[] ss = Sums.seq(d2, n, p, false);
    double[] scale = new double[p];
    for (int j = 0; j < p; j++) {
      double var = (ss[j] - corr[j] * corr[j] / n) / n;
      double bound = n * EPS * var + Math.pow(n * mean[j] * EPS, 2);
      scale[j] = var <= bound ? 1.0 : Math.sqrt(var);
    }
    return scale;
  }

  private static double[] ones(int p) {
    double[] s = new double[p];
    Arrays.fill(s, 1.0);
    return s;
  }

  /** The catalogue's declaration of this operator (see docs/extending.md). */
  public static final OperatorSpec DECLARATION =
      OperatorSpec.yTransform(
              "StandardScaler",
              "sklearn.preprocessing._data",
              Category.SCALING,
              "centre columns and scale them to unit variance",
              StandardScaler::of)
          .params(
              ParamSpec.bool("with_mean", true, "subtract the column mean"),
              ParamSpec.bool("with_std", true, "divide by the column standard deviation"),
              ParamSpec.COPY);

  /** Contributes {@link #DECLARATION} to the catalogue (listed in META-INF/services). */
  public static final class Provider implements OperatorProvider {
    @Override
    public List<OperatorSpec> declarations() {
      return List.of(DECLARATION);
    }
  }
}
