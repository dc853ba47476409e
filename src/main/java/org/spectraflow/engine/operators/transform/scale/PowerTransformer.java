package org.spectraflow.engine.operators.transform.scale;

import java.util.List;
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
import org.spectraflow.engine.operators.transform.Inputs;
import org.spectraflow.engine.operators.transform.StatefulTransform;

/**
 * scikit-learn's PowerTransformer (BSD-3-Clause; follows scikit-learn 1.9's {@code
 * sklearn.preprocessing._data.PowerTransformer}, docs/operators.md): per column, the Yeo-Johnson
 * (any values) or Box-Cox (strictly positive values) transform with the maximum-likelihood λ of the
 * training column ({@link PowerLambda}), then, with {@code standardize}, a StandardScaler fitted on
 * the transformed training rows. Yeo-Johnson leaves constant columns unchanged (λ = 1). {@code
 * inverse} is scikit-learn's {@code inverse_transform}, so the transformer also serves {@code
 * y_processing}. Computed in float64 (rounded once to float32 for float32 input).
 */
public final class PowerTransformer extends StatefulTransform {

  private static final double EPS = 2.220446049250313e-16;

  private final boolean boxCox;
  private final boolean standardize;

  private PowerTransformer(OperatorConfig config, boolean boxCox, boolean standardize) {
    super(config);
    this.boxCox = boxCox;
    this.standardize = standardize;
  }

  /** Reads {@code method='yeo-johnson', standardize=True, copy=True}. */
  public static PowerTransformer of(Params p) {
    String method = p.string("method", "yeo-johnson");
    boolean standardize = p.flag("standardize", true);
    p.flag("copy", true);
    if (!method.equals("yeo-johnson") && !method.equals("box-cox")) {
      throw p.invalid("method", method, "must be 'yeo-johnson' or 'box-cox'");
    }
    return new PowerTransformer(p.config(), method.equals("box-cox"), standardize);
  }

  @Override
  protected FittedTransform fit(double[] x, int n, int p, boolean f32) {
    requirePositive(x, p);
    double[] lambdas = new double[p];
    double[] column = new double[n];
    double[] mean = Sums.columnMeans(x, n, p, false);
    for (int j = 0; j < p; j++) {
      for (int i = 0; i < n; i++) {
        column[i] = x[i * p + j];
      }
      if (boxCox) {
        if (isConstant(column)) {
          throw new IllegalArgumentException(
              label()
                  + ": Box-Cox cannot fit the constant feature "
                  + j
                  + "; use method='yeo-johnson' or drop the feature");
        }
        lambdas[j] = PowerLambda.boxCoxLambda(column);
      } else {
        lambdas[j] =
            constantBySklearn(column, mean[j]) ? 1.0 : PowerLambda.yeoJohnsonLambda(column);
      }
    }
    if (!standardize) {
      return new Fitted(lambdas, null, null);
    }
    double[] t = x.clone();
    for (int k = 0; k < t.length; k++) {
      t[k] = power(t[k], lambdas[k % p]);
    }
    double[] centre = Sums.columnMeans(t, n, p, false);
    return new Fitted(lambdas, centre, StandardScaler.scale(t, n, p, centre));
  }

  /** scikit-learn's constant-feature test on the column's population variance and mean. */
  private static boolean constantBySklearn(double[] column, double mean) {
    int n = column.length;
    double var = PowerLambda.variance(column);
    return var <= n * EPS * var + Math.pow(n * mean * EPS, 2);
  }

  private static boolean isConstant(double[] column) {
    for (double v : column) {
      if (v != column[0]) {
        return false;
      }
    }
    return true;
  }

  private void requirePositive(double[] x, int p) {
    if (!boxCox) {
      return;
    }
    for (int k = 0; k < x.length; k++) {
      if (!(x[k] > 0)) {
        throw new IllegalArgumentException(
            label()
                + ": Box-Cox needs strictly positive values, found "
                + x[k]
                + " at sample "
                + k / p
                + ", feature "
                + k % p
                + "; use method='yeo-johnson'");
      }
    }
  }

  private double power(double v, double lambda) {
    return boxCox ? PowerLambda.boxCox(v, lambda) : PowerLambda.yeoJohnson(v, lambda);
  }

  /**
   * The fitted form with the λ per column and, when standardizing, the scaler's {@code centre} and
   * {@code scale} learned earlier (a model file's {@code PowerTransformer} state).
   */
  public InvertibleTransform restored(double[] lambdas, double[] centre, double[] scale) {
    if (standardize != (centre != null)
        || centre != null && (centre.length != lambdas.length || scale.length != lambdas.length)) {
      throw new IllegalArgumentException(
          "PowerTransformer: the state's scaler does not match standardize=" + standardize);
    }
    return new Fitted(lambdas, centre, scale);
  }

  /** The fitted λ per column and, when standardizing, the scaler's centre and scale. */
  private final class Fitted implements InvertibleTransform {
    private final double[] lambdas;
    private final double[] centre;
    private final double[] scale;

    Fitted(double[] lambdas, double[] centre, double[] scale) {
      this.lambdas = lambdas;
      this.centre = centre;
      this.scale = scale;
    }

    @Override
    public Block apply(Block input) {
      PowerTransformer op = PowerTransformer.this;
      int p = lambdas.length;
      Inputs.requireWidth(op, input, p);
      Inputs.requireFinite(op, input);
      double[] x = Inputs.values(input);
      requirePositive(x, p);
      for (int k = 0; k < x.length; k++) {
        double v = power(x[k], lambdas[k % p]);
        x[k] = centre == null ? v : (v - centre[k % p]) / scale[k % p];
      }
      return Inputs.build(input, input.rows(), p, x);
    }

    @Override
    public FittedState state() {
      FittedState s =
          FittedState.of("PowerTransformer")
              .with("operator", canonicalConfig())
              .with("lambdas", lambdas);
      return centre == null ? s : s.with("centre", centre).with("scale", scale);
    }

    @Override
    public Block inverse(Block transformed) {
      PowerTransformer op = PowerTransformer.this;
      int p = lambdas.length;
      Inputs.requireWidth(op, transformed, p);
      Inputs.requireFinite(op, transformed);
      double[] x = Inputs.values(transformed);
      for (int k = 0; k < x.length; k++) {
        int j = k % p;
        double v = centre == null ? x[k] : x[k] * scale[j] + centre[j];
        x[k] =
            boxCox
                ? PowerLambda.boxCoxInverse(v, lambdas[j])
                : PowerLambda.yeoJohnsonInverse(v, lambdas[j]);
      }
      return Inputs.build(transformed, transformed.rows(), p, x);
    }
  }

  /** The catalogue's declaration of this operator (see docs/extending.md). */
  public static final OperatorSpec DECLARATION =
      OperatorSpec.yTransform(
              "PowerTransformer",
              "sklearn.preprocessing._data",
              Category.SCALING,
              "Yeo-Johnson or Box-Cox power transform per column, then standardize",
              PowerTransformer::of)
          .params(
              ParamSpec.choice(
                  "method",
                  "yeo-johnson",
                  List.of("yeo-johnson", "box-cox"),
                  "Box-Cox needs strictly positive values"),
              ParamSpec.bool("standardize", true, "zero mean, unit variance afterwards"),
              ParamSpec.COPY);

  /** Contributes {@link #DECLARATION} to the catalogue (listed in META-INF/services). */
  public static final class Provider implements OperatorProvider {
    @Override
    public List<OperatorSpec> declarations() {
      return List.of(DECLARATION);
    }
  }
}
