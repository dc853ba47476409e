package org.spectraflow.engine.operators.transform.scale;

import static org.spectraflow.engine.operators.linalg.Sums.round;

import java.util.Arrays;
import java.util.List;
import org.spectraflow.engine.catalogue.OperatorProvider;
import org.spectraflow.engine.catalogue.OperatorSpec;
import org.spectraflow.engine.catalogue.OperatorSpec.Category;
import org.spectraflow.engine.catalogue.ParamSpec;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.json.JsonValue;
import org.spectraflow.engine.operators.FittedState;
import org.spectraflow.engine.operators.FittedTransform;
import org.spectraflow.engine.operators.InvertibleTransform;
import org.spectraflow.engine.operators.OperatorConfig;
import org.spectraflow.engine.operators.Params;
import org.spectraflow.engine.operators.transform.Inputs;
import org.spectraflow.engine.operators.transform.NumpyMath;
import org.spectraflow.engine.operators.transform.StatefulTransform;

/**
 * scikit-learn's QuantileTransformer (BSD-3-Clause; follows scikit-learn 1.9's {@code
 * sklearn.preprocessing._data.QuantileTransformer}, docs/operators.md): each column mapped through
 * its training quantiles ({@code min(n_quantiles, n)} of numpy's "linear" percentiles at evenly
 * spaced references) onto [0, 1], averaging the interpolations from below and from above so that
 * tied quantiles map to their middle; with {@code output_distribution='normal'} the result goes
 * through the normal quantile function, clipped at the 1e-7 bounds. {@code inverse} is
 * scikit-learn's {@code inverse_transform}, so the transformer also serves {@code y_processing}.
 * Computed in float64 (rounded once to float32 for float32 input). Training sets larger than {@code
 * subsample} are used whole rather than subsampled (docs/compatibility.md).
 */
public final class QuantileTransformer extends StatefulTransform {

  private static final double BOUNDS_THRESHOLD = 1e-7;
  private static final double SPACING_ONE = 2.220446049250313e-16;

  private final int nQuantiles;
  private final boolean normal;

  private QuantileTransformer(OperatorConfig config, int nQuantiles, boolean normal) {
    super(config);
    this.nQuantiles = nQuantiles;
    this.normal = normal;
  }

  /**
   * Reads {@code n_quantiles=1000, output_distribution='uniform', ignore_implicit_zeros=False,
   * subsample=10000, random_state=None, copy=True}.
   */
  public static QuantileTransformer of(Params p) {
    int n = p.integer("n_quantiles", 1000);
    String dist = p.string("output_distribution", "uniform");
    p.flag("ignore_implicit_zeros", false);
    Integer subsample = p.optionalInteger("subsample", 10_000);
    p.randomState();
    p.flag("copy", true);
    if (n < 1) {
      throw p.invalid("n_quantiles", n, "must be >= 1");
    }
    if (!dist.equals("uniform") && !dist.equals("normal")) {
      throw p.invalid("output_distribution", dist, "must be 'uniform' or 'normal'");
    }
    if (subsample != null && subsample < 1) {
      throw p.invalid("subsample", subsample, "must be >= 1 or None");
    }
    if (subsample != null && n > subsample) {
      throw p.invalid("n_quantiles", n, "cannot exceed subsample (" + subsample + ")");
    }
    return new QuantileTransformer(p.config(), n, dist.equals("normal"));
  }

  @Override
  protected FittedTransform fit(double[] x, int n, int p, boolean f32) {
    int nq = Math.max(1, Math.min(nQuantiles, n));
    double[] references = new double[nq];
    double step = nq > 1 ? 1.0 / (nq - 1) : 0.0;
    for (int k = 0; k < nq; k++) {
      references[k] = k * step;
    }
    if (nq > 1) {
      references[nq - 1] = 1.0;
    }
    double[][] quantiles = new double[p][nq];
    double[] column = new double[n];
    for (int j = 0; j < p; j++) {
      for (int i = 0; i < n; i++) {
        column[i] = x[i * p + j];
      }
      Arrays.sort(column);
      for (int k = 0; k < nq; k++) {
        quantiles[j][k] = NumpyMath.percentile(column, references[k] * 100, f32);
      }
    }
    return new Fitted(references, quantiles);
  }

  /**
   * The fitted form with the {@code references} and per-column {@code quantiles} learned earlier (a
   * model file's {@code QuantileTransformer} state), equal to the one {@link #fit} returned.
   */
  public InvertibleTransform restored(double[] references, double[][] quantiles) {
    for (double[] q : quantiles) {
      if (q.length != references.length) {
        throw new IllegalArgumentException(
            "QuantileTransformer: "
                + q.length
                + " quantiles for "
                + references.length
                + " references");
      }
    }
    return new Fitted(references, quantiles);
  }

  /** The training quantiles of every column at the shared references. */
  private final class Fitted implements InvertibleTransform {
    private final double[] references;
    private final double[] negReferencesReversed;
    private final double[][] quantiles;
    private final double[][] negQuantilesReversed;
    private final double clipMin;
    private final double clipMax;

    Fitted(double[] references, double[][] quantiles) {
      this.references = references;
      this.quantiles = quantiles;
      this.negReferencesReversed = negReversed(references);
      this.negQuantilesReversed = new double[quantiles.length][];
      for (int j = 0; j < quantiles.length; j++) {
        negQuantilesReversed[j] = negReversed(quantiles[j]);
      }
      this.clipMin = NumpyMath.normalPpf(BOUNDS_THRESHOLD - SPACING_ONE);
      this.clipMax = NumpyMath.normalPpf(1 - (BOUNDS_THRESHOLD - SPACING_ONE));
    }

    @Override
    public Block apply(Block input) {
      return map(input, false);
    }

    @Override
    public FittedState state() {
      return FittedState.of("QuantileTransformer")
          .with("operator", canonicalConfig())
          .with("references", references)
          .with("quantiles", quantiles);
    }

    @Override
    public Block inverse(Block transformed) {
      return map(transformed, true);
    }

    private Block map(Block input, boolean inverse) {
      QuantileTransformer op = QuantileTransformer.this;
      Inputs.requireWidth(op, input, quantiles.length);
      Inputs.requireFinite(op, input);
      int p = quantiles.length;
      boolean f32 = Inputs.f32(input);
      double[] x = Inputs.values(input);
      for (int k = 0; k < x.length; k++) {
        x[k] = inverse ? backward(x[k], k % p) : forward(x[k], k % p, f32);
      }
      return Inputs.build(input, input.rows(), p, x);
    }

    /**
     * The forward map of one cell; for float32 data the bound tests and the interpolated
     * probability are rounded to float32 as numpy does on a float32 column.
     */
    private double forward(double v, int j, boolean f32) {
      double[] q = quantiles[j];
      double lowX = q[0];
      double highX = q[q.length - 1];
      boolean lower = normal ? round(f32, v - BOUNDS_THRESHOLD) < lowX : v == lowX;
      boolean upper = normal ? round(f32, v + BOUNDS_THRESHOLD) > highX : v == highX;
      double out =
          round(
              f32,
              0.5
                  * (NumpyMath.interp(v, q, references)
                      - NumpyMath.interp(-v, negQuantilesReversed[j], negReferencesReversed)));
      if (upper) {
        out = 1;
      }
      if (lower) {
        out = 0;
      }
      if (normal) {
        out = Math.min(clipMax, Math.max(clipMin, round(f32, NumpyMath.normalPpf(out))));
      }
      return out;
    }

    private double backward(double v, int j) {
      double[] q = quantiles[j];
      double u = normal ? NumpyMath.normalCdf(v) : v;
      boolean lower = normal ? u - BOUNDS_THRESHOLD < 0 : u == 0;
      boolean upper = normal ? u + BOUNDS_THRESHOLD > 1 : u == 1;
      double out = NumpyMath.interp(u, references, q);
      if (upper) {
        out = q[q.length - 1];
      }
      if (lower) {
        out = q[0];
      }
      return out;
    }
  }

  private static double[] negReversed(double[] v) {
    double[] out = new double[v.length];
    for (int k = 0; k < v.length; k++) {
      out[k] = -v[v.length - 1 - k];
    }
    return out;
  }

  /** The catalogue's declaration of this operator (see docs/extending.md). */
  public static final OperatorSpec DECLARATION =
      OperatorSpec.yTransform(
              "QuantileTransformer",
              "sklearn.preprocessing._data",
              Category.SCALING,
              "map columns through their training quantiles to a uniform or normal distribution",
              QuantileTransformer::of)
          .params(
              ParamSpec.integer(
                  "n_quantiles", 1000, 1, 1_000_000, "", "quantiles (capped at the sample count)"),
              ParamSpec.choice(
                  "output_distribution",
                  "uniform",
                  List.of("uniform", "normal"),
                  "distribution of the transformed values"),
              ParamSpec.bool(
                  "ignore_implicit_zeros", false, "sparse input only (no effect on spectra)"),
              new ParamSpec(
                  "subsample",
                  ParamSpec.Type.INT_OR_NULL,
                  JsonValue.integer(10_000),
                  1.0,
                  1e9,
                  List.of(),
                  "samples",
                  "training rows used for the quantiles (larger sets are used whole here)"),
              ParamSpec.intOrNull(
                  "random_state", 0, 4_294_967_295L, "", "seed of the subsampling (unused here)"),
              ParamSpec.COPY);

  /** Contributes {@link #DECLARATION} to the catalogue (listed in META-INF/services). */
  public static final class Provider implements OperatorProvider {
    @Override
    public List<OperatorSpec> declarations() {
      return List.of(DECLARATION);
    }
  }
}
