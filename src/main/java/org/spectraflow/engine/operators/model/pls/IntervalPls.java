package org.spectraflow.engine.operators.model.pls;

import java.util.List;
import java.util.Map;
import java.util.function.BooleanSupplier;
import org.spectraflow.engine.catalogue.OperatorProvider;
import org.spectraflow.engine.catalogue.OperatorSpec;
import org.spectraflow.engine.catalogue.ParamSpec;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.data.Precision;
import org.spectraflow.engine.operators.FittedModel;
import org.spectraflow.engine.operators.FittedState;
import org.spectraflow.engine.operators.LatentVariables;
import org.spectraflow.engine.operators.ModelOperator;
import org.spectraflow.engine.operators.OperatorConfig;
import org.spectraflow.engine.operators.Params;
import org.spectraflow.engine.operators.model.LinearModel;
import org.spectraflow.engine.operators.model.ModelInputs;
import org.spectraflow.engine.operators.model.PlsModel;
import org.spectraflow.engine.operators.model.PlsRegression;

/**
 * nirs4all's IntervalPLS, moving-window interval PLS (iPLS, Nørgaard et al. 2000, Applied
 * Spectroscopy 54:413–419) as its method page defines it: windows of {@code interval_width}
 * consecutive wavelengths starting every {@code step} (the whole spectrum when it is narrower),
 * each scored by the cross-validated RMSE of a PLS regression ({@link PlsRegression}, scaled, with
 * {@code min(n_components, width, training rows)} components) over {@code n_folds} venetian-blind
 * folds (row {@code i} in fold {@code i mod n_folds}); the first window of least RMSE wins and a
 * PLS on it, fitted on every row, is the model: linear, zero outside the window
 * (docs/compatibility.md, "The PLS family").
 */
public final class IntervalPls implements ModelOperator {

  private final OperatorConfig config;
  private final int components;
  private final int width;
  private final int step;
  private final int folds;

  private IntervalPls(OperatorConfig config, int components, int width, int step, int folds) {
    this.config = config;
    this.components = components;
    this.width = width;
    this.step = step;
    this.folds = folds;
  }

  /**
   * Reads {@code n_components=2, interval_width=10, step=5, n_folds=3} and {@code interval_step}
   * (accepted, no effect).
   */
  public static IntervalPls of(Params p) {
    int k = p.integer("n_components", 2);
    int width = p.integer("interval_width", 10);
    int step = p.integer("step", 5);
    int folds = p.integer("n_folds", 3);
    p.integer("interval_step", 2);
    if (k < 1) {
      throw p.invalid("n_components", k, "must be >= 1");
    }
    if (width < 1) {
      throw p.invalid("interval_width", width, "must be >= 1");
    }
    if (step < 1) {
      throw p.invalid("step", step, "must be >= 1");
    }
    if (folds < 2) {
      throw p.invalid("n_folds", folds, "must be >= 2");
    }
    return new IntervalPls(p.config(), k, width, step, folds);
  }

  @Override
  public OperatorConfig config() {
    return config;
  }

  @Override
  public FittedModel fit(Block x, double[][] y, BooleanSupplier cancelled) {
    ModelInputs.check(this, x, y);
    int n = x.rows();
    int p = x.cols();
    if (n < 2 * folds) {
      throw new IllegalArgumentException(
          label()
              + ": needs at least 2 training rows per fold ("
              + 2 * folds
              + " rows for n_folds="
              + folds
              + "), was "
              + n
              + "; lower n_folds");
    }
    double[][] rows = new double[n][p];
    for (int i = 0; i < n; i++) {
      x.copyRow(i, rows[i], 0);
    }
    int w = Math.min(width, p);
    int best = 0;
    double bestRmse = Double.POSITIVE_INFINITY;
    for (int start = 0; start + w <= p; start += step) {
      if (cancelled.getAsBoolean()) {
        throw new java.util.concurrent.CancellationException(label() + " fit cancelled");
      }
      double rmse = crossValidatedRmse(rows, y, start, w, cancelled);
      if (rmse < bestRmse) {
        bestRmse = rmse;
        best = start;
      }
    }
    return finalModel(rows, y, best, w, cancelled);
  }

  /** The venetian-blind cross-validated RMSE (all targets pooled) of PLS on one window. */
  private double crossValidatedRmse(
      double[][] rows, double[][] y, int start, int w, BooleanSupplier cancelled) {
    int n = rows.length;
    double sse = 0.0;
    for (int f = 0; f < folds; f++) {
      int test = (n - f + folds - 1) / folds;
      double[][] trainX = new double[n - test][];
      double[][] trainY = new double[n - test][];
      double[][] testX = new double[test][];
      double[][] testY = new double[test][];
      int a = 0;
      int b = 0;
      for (int i = 0; i < n; i++) {
        double[] win = java.util.Arrays.copyOfRange(rows[i], start, start + w);
        if (i % folds == f) {
          testX[b] = win;
          testY[b++] = y[i];
        } else {
          trainX[a] = win;
          trainY[a++] = y[i];
        }
      }
      PlsModel pls =
          pls(Math.min(components, Math.min(w, trainX.length)), trainX, trainY, cancelled);
      double[][] pred = pls.predict(Block.ofRows(Precision.FLOAT64, testX));
      for (int r = 0; r < test; r++) {
        for (int t = 0; t < testY[r].length; t++) {
          double e = pred[r][t] - testY[r][t];
          sse += e * e;
        }
      }
    }
    return Math.sqrt(sse / (n * y[0].length));
  }

  private FittedModel finalModel(
      double[][] rows, double[][] y, int start, int w, BooleanSupplier cancelled) {
    int n = rows.length;
    int p = rows[0].length;
    double[][] win = new double[n][];
    for (int i = 0; i < n; i++) {
      win[i] = java.util.Arrays.copyOfRange(rows[i], start, start + w);
    }
    int k = Math.min(components, Math.min(w, n));
    PlsModel pls = pls(k, win, y, cancelled);
    double[][] local = pls.coefficients(pls.components());
    FittedState state = pls.state();
    double[] xMean = state.vector("x_mean");
    double[] yMean = pls.intercept();
    int q = yMean.length;
    double[][] coef = new double[q][p];
    double[] intercept = new double[q];
    for (int t = 0; t < q; t++) {
      double c0 = yMean[t];
      for (int f = 0; f < w; f++) {
        coef[t][start + f] = local[t][f];
        c0 -= xMean[f] * local[t][f];
      }
      intercept[t] = c0;
    }
    return new LatentLinearModel(
        new LinearModel(label(), coef, intercept), windowLatent(state, start, p));
  }

  /**
   * The window PLS's latent structure on the whole input (docs/diagnostics.md §1): its W and P
   * placed at the window's features and zero elsewhere, its centring and scaling there (0 and 1
   * elsewhere), its y loadings, and the window as the support, so the diagnostics are those of a
   * PLSRegression fitted on the window's wavelengths.
   */
  private static LatentVariables windowLatent(FittedState state, int start, int p) {
    int k = (int) Math.min(state.matrix("w").length, Math.round(state.number("components")));
    double[][] w = widen(state.matrix("w"), k, start, p);
    double[][] pl = widen(state.matrix("x_loadings"), k, start, p);
    double[] xMean = new double[p];
    double[] xStd = new double[p];
    java.util.Arrays.fill(xStd, 1.0);
    double[] wMean = state.vector("x_mean");
    double[] wStd = state.vector("x_std");
    System.arraycopy(wMean, 0, xMean, start, wMean.length);
    System.arraycopy(wStd, 0, xStd, start, wStd.length);
    int[] support = java.util.stream.IntStream.range(start, start + wMean.length).toArray();
    return new LatentVariables(
        w,
        pl,
        java.util.Arrays.copyOf(state.matrix("y_loadings"), k),
        xMean,
        xStd,
        state.vector("y_mean"),
        state.vector("y_std"),
        support);
  }

  /**
   * The first {@code k} rows of {@code m} placed at column {@code start} of width-{@code p} rows.
   */
  private static double[][] widen(double[][] m, int k, int start, int p) {
    double[][] out = new double[k][p];
    for (int a = 0; a < k; a++) {
      System.arraycopy(m[a], 0, out[a], start, m[a].length);
    }
    return out;
  }

  private static PlsModel pls(int k, double[][] x, double[][] y, BooleanSupplier cancelled) {
    return PlsRegression.of(Params.of("PLSRegression", Map.of("n_components", (long) k)))
        .fit(Block.ofRows(Precision.FLOAT64, x), y, cancelled);
  }

  @Override
  public String toString() {
    return label();
  }

  /** The catalogue's declaration of this operator (see docs/extending.md). */
  public static final OperatorSpec DECLARATION =
      OperatorSpec.model(
              "IntervalPLS",
              "nirs4all.operators.models.sklearn.interval_pls",
              "interval PLS: PLS on the spectral window of least cross-validated RMSE",
              IntervalPls::of)
          .params(
              ParamSpec.integer("n_components", 2, 1, 1000, "", "number of latent variables"),
              ParamSpec.integer(
                  "interval_width", 10, 1, 1_000_000, "", "wavelengths in each window"),
              ParamSpec.integer("step", 5, 1, 1_000_000, "", "stride between window starts"),
              ParamSpec.integer("n_folds", 3, 2, 1000, "", "venetian-blind folds scoring a window"),
              ParamSpec.integer(
                  "interval_step",
                  2,
                  1,
                  1_000_000,
                  "",
                  "accepted; no effect (a benchmark setting)"));

  /** Contributes {@link #DECLARATION} to the catalogue (listed in META-INF/services). */
  public static final class Provider implements OperatorProvider {
    @Override
    public List<OperatorSpec> declarations() {
      return List.of(DECLARATION);
    }
  }
}
