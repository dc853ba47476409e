package org.spectraflow.engine.operators.transform.nirs;

import java.util.List;
import org.spectraflow.engine.catalogue.OperatorProvider;
import org.spectraflow.engine.catalogue.OperatorSpec;
import org.spectraflow.engine.catalogue.OperatorSpec.Category;
import org.spectraflow.engine.catalogue.ParamSpec;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.operators.FiniteValues;
import org.spectraflow.engine.operators.FittedState;
import org.spectraflow.engine.operators.FittedTransform;
import org.spectraflow.engine.operators.OperatorConfig;
import org.spectraflow.engine.operators.Params;
import org.spectraflow.engine.operators.TransformOperator;
import org.spectraflow.engine.operators.linalg.JacobiSvd;

/**
 * Orthogonal signal correction, Fearn's direct form (Fearn 2000, of Wold et al. 1998's method;
 * docs/nirs-transforms.md §6): a supervised transform. On the training rows, X and y (the first
 * target column) are centred; for each of {@code n_components} components, with v = Xᵀy, the weight
 * w is the first right singular vector of Z = X (I − v vᵀ / vᵀv) (the direction of largest variance
 * among those whose scores t = X w are orthogonal to y), the loading is p = Xᵀt / tᵀt and X becomes
 * X − t pᵀ. Applying centres new rows by the training mean, removes t pᵀ component by component
 * with the stored w and p, and adds the mean back (the output keeps the input's units).
 * Deterministic (no random start; the sign of w does not change t pᵀ).
 */
public final class Osc implements TransformOperator {

  private final OperatorConfig config;
  private final int components;

  /** Reads {@code n_components=1, copy=True}. */
  public Osc(Params p) {
    this(p, p.integer("n_components", 1));
  }

  private Osc(Params p, int components) {
    if (components < 1) {
      throw p.invalid("n_components", components, "must be >= 1");
    }
    p.flag("copy", true);
    this.config = p.config();
    this.components = components;
  }

  @Override
  public OperatorConfig config() {
    return config;
  }

  @Override
  public boolean supervised() {
    return true;
  }

  @Override
  public FittedTransform fit(Block train, double[] yTrain) {
    if (yTrain == null) {
      throw new IllegalArgumentException(
          label()
              + ": needs the target y of the training rows (a supervised transform); use it in a"
              + " pipeline whose dataset has targets");
    }
    FiniteValues.require(this, train, "input");
    int n = train.rows();
    int p = train.cols();
    if (n < 2) {
      throw new IllegalArgumentException(
          label() + ": needs at least 2 sample(s) to centre X and y, was " + n);
    }
    if (components > Math.min(n - 1, p)) {
      throw new IllegalArgumentException(
          label()
              + ": n_components="
              + components
              + " exceeds min(samples - 1, features) = "
              + Math.min(n - 1, p)
              + "; lower n_components");
    }
    double[][] x = new double[n][];
    double[] mean = new double[p];
    for (int i = 0; i < n; i++) {
      x[i] = train.row(i);
      for (int j = 0; j < p; j++) {
        mean[j] += x[i][j];
      }
    }
    for (int j = 0; j < p; j++) {
      mean[j] /= n;
    }
    double yMean = 0.0;
    for (int i = 0; i < n; i++) {
      yMean += yTrain[i];
    }
    yMean /= n;
    double[] y = new double[n];
    for (int i = 0; i < n; i++) {
      y[i] = yTrain[i] - yMean;
      for (int j = 0; j < p; j++) {
        x[i][j] -= mean[j];
      }
    }
    double[][] weights = new double[components][];
    double[][] loadings = new double[components][];
    for (int c = 0; c < components; c++) {
      double[] v = new double[p];
      for (int i = 0; i < n; i++) {
        for (int j = 0; j < p; j++) {
          v[j] += x[i][j] * y[i];
        }
      }
      double vv = dot(v, v);
      double[][] z = new double[n][p];
      for (int i = 0; i < n; i++) {
        double xv = vv == 0.0 ? 0.0 : dot(x[i], v) / vv;
        for (int j = 0; j < p; j++) {
          z[i][j] = x[i][j] - xv * v[j];
        }
      }
      double[] w = topRightSingularVector(z);
      double[] t = new double[n];
      for (int i = 0; i < n; i++) {
        t[i] = dot(x[i], w);
      }
      double tt = dot(t, t);
      if (tt == 0.0) {
        throw new IllegalArgumentException(
            label() + ": component " + (c + 1) + " has no variance left; lower n_components");
      }
      double[] load = new double[p];
      for (int i = 0; i < n; i++) {
        for (int j = 0; j < p; j++) {
          load[j] += x[i][j] * t[i] / tt;
        }
      }
      for (int i = 0; i < n; i++) {
        for (int j = 0; j < p; j++) {
          x[i][j] -= t[i] * load[j];
        }
      }
      weights[c] = w;
      loadings[c] = load;
    }
    return new Fitted(this, mean, weights, loadings);
  }

  /**
   * The first right singular vector of {@code z} (n × p), from the eigenvectors of the smaller Gram
   * matrix (Z Zᵀ when n ≤ p, then w = Zᵀu / ‖Zᵀu‖; else ZᵀZ): a spectra matrix is wide, and the n ×
   * n problem is far cheaper than the SVD of Z itself. The sign is arbitrary (t pᵀ does not depend
   * on it).
   */
  private static double[] topRightSingularVector(double[][] z) {
    int n = z.length;
    int p = z[0].length;
    if (n > p) {
      double[][] g = new double[p][p];
      for (double[] row : z) {
        for (int a = 0; a < p; a++) {
          for (int b = a; b < p; b++) {
            g[a][b] += row[a] * row[b];
          }
        }
      }
      for (int a = 0; a < p; a++) {
        for (int b = 0; b < a; b++) {
          g[a][b] = g[b][a];
        }
      }
      return JacobiSvd.of(g).vt()[0];
    }
    double[][] g = new double[n][n];
    for (int a = 0; a < n; a++) {
      for (int b = a; b < n; b++) {
        g[a][b] = dot(z[a], z[b]);
        g[b][a] = g[a][b];
      }
    }
    double[][] u = JacobiSvd.of(g).u();
    double[] w = new double[p];
    for (int i = 0; i < n; i++) {
      for (int j = 0; j < p; j++) {
        w[j] += z[i][j] * u[i][0];
      }
    }
    double norm = Math.sqrt(dot(w, w));
    for (int j = 0; j < p; j++) {
      w[j] /= norm;
    }
    return w;
  }

  private static double dot(double[] a, double[] b) {
    double s = 0.0;
    for (int i = 0; i < a.length; i++) {
      s += a[i] * b[i];
    }
    return s;
  }

  /** The fitted form rebuilt from its saved state (kind {@code OSC}). */
  public static FittedTransform restored(TransformOperator operator, FittedState state) {
    return new Fitted(
        operator, state.vector("mean"), state.matrix("weights"), state.matrix("loadings"));
  }

  /** The learned mean, weights and loadings, applied to any rows of the fitted width. */
  private record Fitted(
      TransformOperator operator, double[] mean, double[][] weights, double[][] loadings)
      implements FittedTransform {

    @Override
    public Block apply(Block input) {
      if (input.cols() != mean.length) {
        throw new IllegalArgumentException(
            operator.label()
                + ": fitted on "
                + mean.length
                + " features, cannot apply to "
                + input.cols());
      }
      FiniteValues.require(operator, input, "input");
      int p = mean.length;
      Block.Writer w = Block.writer(input.precision(), input.rows(), p);
      double[] row = new double[p];
      for (int i = 0; i < input.rows(); i++) {
        input.copyRow(i, row);
        for (int j = 0; j < p; j++) {
          row[j] -= mean[j];
        }
        for (int c = 0; c < weights.length; c++) {
          double t = dot(row, weights[c]);
          for (int j = 0; j < p; j++) {
            row[j] -= t * loadings[c][j];
          }
        }
        for (int j = 0; j < p; j++) {
          row[j] += mean[j];
        }
        w.setRow(i, row);
      }
      return w.build();
    }

    @Override
    public FittedState state() {
      return FittedState.of("OSC")
          .with("operator", operator.canonicalConfig())
          .with("mean", mean)
          .with("weights", weights)
          .with("loadings", loadings);
    }
  }

  /** The catalogue's declaration of this operator (see docs/extending.md). */
  public static final OperatorSpec DECLARATION =
      OperatorSpec.transform(
              "OSC",
              "nirs4all.operators.transforms",
              Category.SCATTER_CORRECTION,
              "remove the largest variation of X orthogonal to y (supervised, Fearn 2000)",
              Osc::new)
          .aliases("OrthogonalSignalCorrection")
          .params(
              ParamSpec.integer("n_components", 1, 1, 1000, "", "orthogonal components to remove"),
              ParamSpec.COPY);

  /** Contributes {@link #DECLARATION} to the catalogue (listed in META-INF/services). */
  public static final class Provider implements OperatorProvider {
    @Override
    public List<OperatorSpec> declarations() {
      return List.of(DECLARATION);
    }
  }
}
