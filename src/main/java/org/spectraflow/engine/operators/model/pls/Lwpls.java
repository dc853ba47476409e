package org.spectraflow.engine.operators.model.pls;

import java.util.Arrays;
import java.util.List;
import java.util.function.BooleanSupplier;
import org.spectraflow.engine.catalogue.OperatorProvider;
import org.spectraflow.engine.catalogue.OperatorSpec;
import org.spectraflow.engine.catalogue.ParamSpec;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.json.JsonValue;
import org.spectraflow.engine.operators.FittedModel;
import org.spectraflow.engine.operators.FittedState;
import org.spectraflow.engine.operators.ModelOperator;
import org.spectraflow.engine.operators.OperatorConfig;
import org.spectraflow.engine.operators.Params;
import org.spectraflow.engine.operators.model.ModelInputs;

/**
 * Locally weighted PLS (LWPLS), the published algorithm of Kim, Kano, Nakagawa &amp; Hasebe (2011,
 * Int. J. Pharmaceutics 421:269–274): a lazy learner that keeps its training spectra and, for each
 * spectrum to predict, fits a PLS model weighted towards its neighbours.
 *
 * <p>With {@code scale=True} X and y are autoscaled by the training means and standard deviations
 * (ddof 1; a constant column divided by 1). For a query q: the Euclidean distances {@code d_i} from
 * q to the training rows; with {@code n_neighbors=k} only the k nearest are kept (ties by row
 * order: the kNN pre-selection of kNN-LWPLSR, Lesnoff et al. 2020); similarity weights {@code ω_i =
 * exp(−d_i / (σ_d · λ))}, σ_d the sample standard deviation (ddof 1) of the kept distances (all
 * weights 1 when σ_d is 0) and λ = {@code lambda_in_similarity}. Weighted means {@code x̄ = Σω_i
 * x_i / Σω_i}, {@code ȳ} likewise centre X, y and q; the prediction starts at ȳ and each of {@code
 * n_components} components adds {@code t_q·c}: {@code w = XᵀΩy / ‖XᵀΩy‖}, {@code t = Xw}, {@code p
 * = XᵀΩt / tᵀΩt}, {@code c = yᵀΩt / tᵀΩt}, {@code t_q = q·w}, then {@code X ← X − tpᵀ}, {@code y ←
 * y − tc}, {@code q ← q − t_q p}. Components stop early when {@code XᵀΩy} or {@code tᵀΩt} vanishes.
 * One target only.
 *
 * <p>nirs4all's public LWPLS page names {@code n_components} (2) and {@code n_neighbors} (30) but
 * not its neighbourhood weights, so its numbers are not reproduced (docs/compatibility.md, "The PLS
 * family"). The fit is its training data (kind {@code LWPLS} in model files). Immutable.
 */
public final class Lwpls implements ModelOperator {

  private final OperatorConfig config;
  private final int components;
  private final Integer neighbours;
  private final double lambda;
  private final boolean scale;

  private Lwpls(
      OperatorConfig config, int components, Integer neighbours, double lambda, boolean scale) {
    this.config = config;
    this.components = components;
    this.neighbours = neighbours;
    this.lambda = lambda;
    this.scale = scale;
  }

  /**
   * Reads {@code n_components=2, n_neighbors=30} (None: every training sample), {@code
   * lambda_in_similarity=1.0, scale=True}.
   */
  public static Lwpls of(Params p) {
    int k = p.integer("n_components", 2);
    Integer nn = p.optionalInteger("n_neighbors", 30);
    double lambda = p.number("lambda_in_similarity", 1.0);
    boolean scale = p.flag("scale", true);
    if (k < 1) {
      throw p.invalid("n_components", k, "must be >= 1");
    }
    if (nn != null && nn < 2) {
      throw p.invalid("n_neighbors", nn, "must be >= 2 or None (every training sample)");
    }
    if (!(lambda > 0) || !Double.isFinite(lambda)) {
      throw p.invalid("lambda_in_similarity", lambda, "must be a finite number > 0");
    }
    return new Lwpls(p.config(), k, nn, lambda, scale);
  }

  @Override
  public OperatorConfig config() {
    return config;
  }

  @Override
  public FittedModel fit(Block x, double[][] y, BooleanSupplier cancelled) {
    ModelInputs.check(this, x, y);
    if (y[0].length != 1) {
      throw new IllegalArgumentException(
          label()
              + ": predicts one target, got "
              + y[0].length
              + "; fit one LWPLS per target or use PLSRegression");
    }
    if (x.rows() < 2) {
      throw new IllegalArgumentException(
          label() + ": needs at least 2 training samples, had " + x.rows());
    }
    double[] targets = new double[y.length];
    for (int i = 0; i < y.length; i++) {
      targets[i] = y[i][0];
    }
    return restored(x.toRows(), targets);
  }

  /** The fitted form of training rows {@code train} and their {@code targets}. */
  Fitted restored(double[][] train, double[] targets) {
    int n = train.length;
    int p = train[0].length;
    double[] xMean = new double[p];
    double[] xStd = new double[p];
    Arrays.fill(xStd, 1.0);
    double yMean = 0.0;
    double yStd = 1.0;
    if (scale) {
      for (double[] row : train) {
        for (int j = 0; j < p; j++) {
          xMean[j] += row[j];
        }
      }
      for (int j = 0; j < p; j++) {
        xMean[j] /= n;
      }
      for (int j = 0; j < p; j++) {
        double s = 0.0;
        for (double[] row : train) {
          double d = row[j] - xMean[j];
          s += d * d;
        }
        double sd = Math.sqrt(s / (n - 1));
        xStd[j] = sd == 0.0 ? 1.0 : sd;
      }
      for (double v : targets) {
        yMean += v;
      }
      yMean /= n;
      double s = 0.0;
      for (double v : targets) {
        s += (v - yMean) * (v - yMean);
      }
      double sd = Math.sqrt(s / (n - 1));
      yStd = sd == 0.0 ? 1.0 : sd;
    }
    double[][] xs = new double[n][p];
    double[] ys = new double[n];
    for (int i = 0; i < n; i++) {
      for (int j = 0; j < p; j++) {
        xs[i][j] = (train[i][j] - xMean[j]) / xStd[j];
      }
      ys[i] = (targets[i] - yMean) / yStd;
    }
    return new Fitted(this, copy(train), targets.clone(), xs, ys, xMean, xStd, yMean, yStd);
  }

  private static double[][] copy(double[][] a) {
    double[][] out = new double[a.length][];
    for (int i = 0; i < a.length; i++) {
      out[i] = a[i].clone();
    }
    return out;
  }

  /** The prediction (scaled units) for the scaled query {@code q}. */
  private double predictOne(double[][] xs, double[] ys, double[] q) {
    int n = xs.length;
    int p = q.length;
    double[] d = new double[n];
    for (int i = 0; i < n; i++) {
      double s = 0.0;
      for (int j = 0; j < p; j++) {
        double e = xs[i][j] - q[j];
        s += e * e;
      }
      d[i] = Math.sqrt(s);
    }
    int[] rows;
    if (neighbours == null || neighbours >= n) {
      rows = new int[n];
      Arrays.setAll(rows, i -> i);
    } else {
      Integer[] order = new Integer[n];
      Arrays.setAll(order, i -> i);
      Arrays.sort(order, (a, b) -> Double.compare(d[a], d[b])); // stable: ties by row order
      rows = new int[neighbours];
      for (int i = 0; i < neighbours; i++) {
        rows[i] = order[i];
      }
      Arrays.sort(rows);
    }
    int m = rows.length;
    double mean = 0.0;
    for (int r : rows) {
      mean += d[r];
    }
    mean /= m;
    double var = 0.0;
    for (int r : rows) {
      var += (d[r] - mean) * (d[r] - mean);
    }
    double sigma = Math.sqrt(var / (m - 1));
    double[] w = new double[m];
    double wSum = 0.0;
    for (int i = 0; i < m; i++) {
      w[i] = sigma > 0 ? Math.exp(-d[rows[i]] / (sigma * lambda)) : 1.0;
      wSum += w[i];
    }
    double[] xBar = new double[p];
    double yBar = 0.0;
    for (int i = 0; i < m; i++) {
      double[] row = xs[rows[i]];
      for (int j = 0; j < p; j++) {
        xBar[j] += w[i] * row[j];
      }
      yBar += w[i] * ys[rows[i]];
    }
    for (int j = 0; j < p; j++) {
      xBar[j] /= wSum;
    }
    yBar /= wSum;
    double[][] xc = new double[m][p];
    double[] yc = new double[m];
    for (int i = 0; i < m; i++) {
      double[] row = xs[rows[i]];
      for (int j = 0; j < p; j++) {
        xc[i][j] = row[j] - xBar[j];
      }
      yc[i] = ys[rows[i]] - yBar;
    }
    double[] qc = new double[p];
    for (int j = 0; j < p; j++) {
      qc[j] = q[j] - xBar[j];
    }
    double pred = yBar;
    double[] wa = new double[p];
    double[] t = new double[m];
    double[] pa = new double[p];
    for (int a = 0; a < components; a++) {
      Arrays.fill(wa, 0.0);
      for (int i = 0; i < m; i++) {
        double f = w[i] * yc[i];
        double[] row = xc[i];
        for (int j = 0; j < p; j++) {
          wa[j] += row[j] * f;
        }
      }
      double norm = PlsAlgebra.norm(wa);
      if (!(norm > 0)) {
        break;
      }
      PlsAlgebra.divide(wa, norm);
      double tot = 0.0;
      double tyo = 0.0;
      for (int i = 0; i < m; i++) {
        t[i] = PlsAlgebra.dot(xc[i], wa);
        tot += w[i] * t[i] * t[i];
        tyo += w[i] * t[i] * yc[i];
      }
      if (!(tot > 0)) {
        break;
      }
      Arrays.fill(pa, 0.0);
      for (int i = 0; i < m; i++) {
        double f = w[i] * t[i] / tot;
        double[] row = xc[i];
        for (int j = 0; j < p; j++) {
          pa[j] += row[j] * f;
        }
      }
      double c = tyo / tot;
      double tq = PlsAlgebra.dot(qc, wa);
      pred += tq * c;
      for (int i = 0; i < m; i++) {
        double[] row = xc[i];
        for (int j = 0; j < p; j++) {
          row[j] -= t[i] * pa[j];
        }
        yc[i] -= t[i] * c;
      }
      for (int j = 0; j < p; j++) {
        qc[j] -= tq * pa[j];
      }
    }
    return pred;
  }

  @Override
  public String toString() {
    return label();
  }

  /**
   * A fitted LWPLS: the training rows and targets as given (what a model file keeps) and their
   * autoscaled copies and statistics. Immutable.
   */
  static final class Fitted implements FittedModel {
    private final Lwpls op;
    private final double[][] train;
    private final double[] targets;
    private final double[][] xs;
    private final double[] ys;
    private final double[] xMean;
    private final double[] xStd;
    private final double yMean;
    private final double yStd;

    Fitted(
        Lwpls op,
        double[][] train,
        double[] targets,
        double[][] xs,
        double[] ys,
        double[] xMean,
        double[] xStd,
        double yMean,
        double yStd) {
      this.op = op;
      this.train = train;
      this.targets = targets;
      this.xs = xs;
      this.ys = ys;
      this.xMean = xMean;
      this.xStd = xStd;
      this.yMean = yMean;
      this.yStd = yStd;
    }

    @Override
    public double[][] predict(Block x) {
      ModelInputs.checkWidth(op.label(), x, xMean.length);
      int p = xMean.length;
      double[] row = new double[p];
      double[][] out = new double[x.rows()][1];
      for (int r = 0; r < x.rows(); r++) {
        x.copyRow(r, row, 0);
        for (int j = 0; j < p; j++) {
          row[j] = (row[j] - xMean[j]) / xStd[j];
        }
        out[r][0] = op.predictOne(xs, ys, row) * yStd + yMean;
      }
      return out;
    }

    /** Kind {@code LWPLS}: the configuration, the training rows and their targets. */
    @Override
    public FittedState state() {
      return FittedState.of("LWPLS")
          .with("operator", op.canonicalConfig())
          .with("train", train)
          .with("targets", targets);
    }

    @Override
    public long retainedBytes() {
      long row = 16 + 8L * xMean.length;
      return 2 * (16 + train.length * (8 + row)) + 2 * (16 + 8L * targets.length) + 2 * row;
    }
  }

  /**
   * The fitted LWPLS of a model file's {@code LWPLS} state, for {@code operator} rebuilt from its
   * configuration; it predicts as the fit that wrote the state.
   */
  public static FittedModel restored(FittedState state, ModelOperator operator) {
    if (!(operator instanceof Lwpls lw)) {
      throw new IllegalArgumentException("state 'LWPLS' names another model");
    }
    double[][] train = state.matrix("train");
    double[] targets = state.vector("targets");
    if (train.length != targets.length || train.length < 2) {
      throw new IllegalArgumentException(
          "LWPLS: " + train.length + " training rows for " + targets.length + " targets");
    }
    return lw.restored(train, targets);
  }

  /** The catalogue's declaration of this operator (see docs/extending.md). */
  public static final OperatorSpec DECLARATION =
      OperatorSpec.model(
              "LWPLS",
              "nirs4all.operators.models.sklearn.lwpls",
              "locally weighted PLS (Kim, Kano et al. 2011): a PLS per query, weighted to its"
                  + " neighbours",
              Lwpls::of)
          .params(
              ParamSpec.integer("n_components", 2, 1, 1000, "", "latent variables per local PLS"),
              new ParamSpec(
                  "n_neighbors",
                  ParamSpec.Type.INT_OR_NULL,
                  JsonValue.integer(30),
                  2.0,
                  1e6,
                  List.of(),
                  "samples",
                  "nearest training samples per prediction; None = all"),
              ParamSpec.floating(
                  "lambda_in_similarity",
                  1.0,
                  1e-6,
                  1e6,
                  "",
                  "bandwidth λ of the weights exp(−d/(σ_d·λ)); larger = less local"),
              ParamSpec.bool("scale", true, "autoscale X and y by the training statistics"));

  /** Contributes {@link #DECLARATION} to the catalogue (listed in META-INF/services). */
  public static final class Provider implements OperatorProvider {
    @Override
    public List<OperatorSpec> declarations() {
      return List.of(DECLARATION);
    }
  }
}
