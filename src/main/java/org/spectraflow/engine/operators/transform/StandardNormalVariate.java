package org.spectraflow.engine.operators.transform;

import static org.spectraflow.engine.operators.linalg.Sums.round;

import java.util.List;
import org.spectraflow.engine.catalogue.OperatorProvider;
import org.spectraflow.engine.catalogue.OperatorSpec;
import org.spectraflow.engine.catalogue.OperatorSpec.Category;
import org.spectraflow.engine.catalogue.ParamSpec;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.operators.Params;
import org.spectraflow.engine.operators.linalg.Sums;

/**
 * Standard normal variate (docs/operator-behaviour.md §1.1, class A): each spectrum centred on its
 * mean and divided by its standard deviation. Stateless: statistics come from the rows being
 * transformed, with {@code axis=0} from all transformed rows together (nirs4all's quirk).
 */
public final class StandardNormalVariate extends RowTransform {

  private final int axis;
  private final boolean withMean;
  private final boolean withStd;
  private final int ddof;

  /** Reads {@code axis=1, with_mean=True, with_std=True, ddof=0, copy=True}. */
  public StandardNormalVariate(Params p) {
    this(
        p,
        p.integer("axis", 1),
        p.flag("with_mean", true),
        p.flag("with_std", true),
        p.integer("ddof", 0),
        p.flag("copy", true));
  }

  private StandardNormalVariate(
      Params p, int axis, boolean withMean, boolean withStd, int ddof, boolean copyIgnored) {
    super(p.config());
    if (axis != 0 && axis != 1) {
      throw p.invalid("axis", axis, "must be 0 or 1");
    }
    if (ddof < 0) {
      throw p.invalid("ddof", ddof, "must be >= 0");
    }
    this.axis = axis;
    this.withMean = withMean;
    this.withStd = withStd;
    this.ddof = ddof;
  }

  @Override
  protected int minFeatures() {
    return axis == 1 && withStd ? ddof + 1 : 1;
  }

  @Override
  protected int scratchSize(int cols) {
    return cols;
  }

  @Override
  protected void check(Block x) {
    super.check(x);
    if (axis == 0 && withStd) {
      Inputs.requireRows(this, x, ddof + 1, "for a column standard deviation with ddof=" + ddof);
    }
  }

  @Override
  public Block apply(Block input) {
    if (axis == 1) {
      return super.apply(input);
    }
    check(input);
    boolean f32 = Inputs.f32(input);
    int n = input.rows();
    int p = input.cols();
    double[] x = Inputs.values(input);
    if (withMean) {
      subtract(x, Sums.columnMeans(x, n, p, f32), f32);
    }
    if (withStd) {
      double[] mu = Sums.columnMeans(x, n, p, f32);
      double[] sq = new double[x.length];
      for (int k = 0; k < x.length; k++) {
        double d = round(f32, x[k] - mu[k % p]);
        sq[k] = round(f32, d * d);
      }
      double[] s = Sums.seq(sq, n, p, f32);
      for (int j = 0; j < p; j++) {
        s[j] = nonZero(round(f32, Math.sqrt(round(f32, s[j] / (n - ddof)))));
      }
      for (int k = 0; k < x.length; k++) {
        x[k] = round(f32, x[k] / s[k % p]);
      }
    }
    return Inputs.build(input, n, p, x);
  }

  private static void subtract(double[] x, double[] mean, boolean f32) {
    int p = mean.length;
    for (int k = 0; k < x.length; k++) {
      x[k] = round(f32, x[k] - mean[k % p]);
    }
  }

  @Override
  protected void transformRow(double[] in, double[] out, double[] sq, boolean f32) {
    int n = in.length;
    System.arraycopy(in, 0, out, 0, n);
    if (withMean) {
      double m = round(f32, Sums.pw(out, 0, n, f32) / n);
      for (int j = 0; j < n; j++) {
        out[j] = round(f32, out[j] - m);
      }
    }
    if (withStd) {
      double mu = round(f32, Sums.pw(out, 0, n, f32) / n);
      for (int j = 0; j < n; j++) {
        double d = round(f32, out[j] - mu);
        sq[j] = round(f32, d * d);
      }
      double s = nonZero(round(f32, Math.sqrt(round(f32, Sums.pw(sq, 0, n, f32) / (n - ddof)))));
      for (int j = 0; j < n; j++) {
        out[j] = round(f32, out[j] / s);
      }
    }
  }

  private static double nonZero(double s) {
    return s == 0.0 ? 1.0 : s;
  }

  /** The catalogue's declaration of this operator (see docs/extending.md). */
  public static final OperatorSpec DECLARATION =
      OperatorSpec.transform(
              "StandardNormalVariate",
              "nirs4all.operators.transforms.scalers",
              Category.SCATTER_CORRECTION,
              "centre and scale each spectrum by its own mean and standard deviation",
              StandardNormalVariate::new)
          .aliases("SNV")
          .params(
              ParamSpec.choice(
                  "axis", 1, List.of(0, 1), "1 = per spectrum (row), 0 = per wavelength (column)"),
              ParamSpec.bool("with_mean", true, "subtract the mean"),
              ParamSpec.bool("with_std", true, "divide by the standard deviation"),
              ParamSpec.integer(
                  "ddof", 0, 0, 1000, "", "delta degrees of freedom of the standard deviation"),
              ParamSpec.COPY);

  /** Contributes {@link #DECLARATION} to the catalogue (listed in META-INF/services). */
  public static final class Provider implements OperatorProvider {
    @Override
    public List<OperatorSpec> declarations() {
      return List.of(DECLARATION);
    }
  }
}
