package org.spectraflow.engine.model.predict;

import java.util.Set;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.data.FeatureSource;
import org.spectraflow.engine.data.SpectroDataset;
import org.spectraflow.engine.diagnostics.Distributions;
import org.spectraflow.engine.diagnostics.QLimit;
import org.spectraflow.engine.model.FittedPipeline;
import org.spectraflow.engine.model.FittedStep;
import org.spectraflow.engine.model.file.SaveDetails;
import org.spectraflow.engine.operators.FittedState;

/**
 * The applicability domain of a PLS model (docs/model-file.md, "domain"), kind {@code pls_t2_q}:
 * for spectra after the pipeline's transforms, autoscaled as the PLS saw them ({@code X_s}), the
 * scores {@code T = X_s·W(PᵀW)⁻¹} over the model's components, Hotelling {@code T²_i = Σ_a
 * t_ia²/var(t_a)} (training score variances, ddof 1) and {@code Q_i = Σ_j e_ij²} with {@code E =
 * X_s − T·Pᵀ}. The limits, from the training spectra at 95 %: {@code T²_lim = A(n−1)/(n−A)·
 * F_0.95(A, n−A)} and Q by Jackson–Mudholkar from the traces of the residual covariance's first
 * three powers. A sample is in the domain when it is within both. Stateless.
 */
public final class PlsDomain {

  /** The confidence of the limits. */
  public static final double CONFIDENCE = 0.95;

  private static final Set<String> PLS = Set.of("PLSRegression", "PLSDA");

  private PlsDomain() {}

  /**
   * The save details of {@code pipeline} fitted on {@code dataset} ({@link SaveDetails#of}) with
   * the domain section when its model is a PLS.
   */
  public static SaveDetails details(SpectroDataset dataset, String text, FittedPipeline pipeline) {
    SaveDetails d = SaveDetails.of(dataset, text);
    int[] train = dataset.trainIds();
    if (dataset.sources().size() != 1 || train.length < 3) {
      return d;
    }
    FittedState domain =
        fit(pipeline, dataset.source(0).block(FeatureSource.RAW).selectRows(train));
    return domain == null ? d : d.withDomain(domain);
  }

  /** The domain section for a pipeline trained on raw spectra {@code train}, or null (not PLS). */
  public static FittedState fit(FittedPipeline pipeline, Block train) {
    FittedState model = pipeline.model().state();
    if (!PLS.contains(model.kind())) {
      return null;
    }
    Figures f = figures(model, transformed(pipeline, train), null);
    int n = train.rows();
    int a = f.components;
    if (n <= a + 1) {
      return null;
    }
    double[] variance = new double[a];
    for (int c = 0; c < a; c++) {
      double mean = 0;
      for (int i = 0; i < n; i++) {
        mean += f.scores[i][c];
      }
      mean /= n;
      double ss = 0;
      for (int i = 0; i < n; i++) {
        double d = f.scores[i][c] - mean;
        ss += d * d;
      }
      variance[c] = ss / (n - 1);
    }
    double t2Limit = a * (n - 1.0) / (n - a) * Distributions.fQuantile(CONFIDENCE, a, n - a);
    return FittedState.of("pls_t2_q")
        .with("components", (double) a)
        .with("samples", (double) n)
        .with("confidence", CONFIDENCE)
        .with("t2_limit", t2Limit)
        .with("q_limit", qLimit(f.residuals, n))
        .with("score_variance", variance);
  }

  /** T², Q and the in-domain flags of raw spectra {@code x}, or null for another kind. */
  static DomainScores scores(FittedState domain, FittedPipeline pipeline, Block x) {
    FittedState model = pipeline.model().state();
    if (!domain.kind().equals("pls_t2_q") || !PLS.contains(model.kind())) {
      return null;
    }
    double[] variance = domain.vector("score_variance");
    Figures f = figures(model, transformed(pipeline, x), variance);
    double t2Limit = domain.number("t2_limit");
    double qLimit = domain.number("q_limit");
    boolean[] in = new boolean[x.rows()];
    for (int i = 0; i < in.length; i++) {
      in[i] = f.t2[i] <= t2Limit && f.q[i] <= qLimit;
    }
    return new DomainScores(f.t2, f.q, in);
  }

  private static Block transformed(FittedPipeline pipeline, Block raw) {
    Block current =
        raw.precision() == pipeline.shape().precision()
            ? raw
            : raw.withPrecision(pipeline.shape().precision());
    for (FittedStep step : pipeline.steps()) {
      current = step.fitted().apply(current);
    }
    return current;
  }

  private record Figures(
      int components, double[][] scores, double[][] residuals, double[] t2, double[] q) {}

  private static Figures figures(FittedState model, Block x, double[] variance) {
    double[][] w = model.matrix("w");
    double[][] p = model.matrix("x_loadings");
    double[] mean = model.vector("x_mean");
    double[] std = model.vector("x_std");
    int a = (int) model.number("components");
    int cols = mean.length;
    double[][] m = new double[a][a];
    for (int r = 0; r < a; r++) {
      for (int c = 0; c < a; c++) {
        double s = 0;
        for (int j = 0; j < cols; j++) {
          s += p[r][j] * w[c][j];
        }
        m[r][c] = s;
      }
    }
    double[][] inv = inverse(m);
    double[][] rot = new double[cols][a];
    for (int j = 0; j < cols; j++) {
      for (int c = 0; c < a; c++) {
        double s = 0;
        for (int b = 0; b < a; b++) {
          s += w[b][j] * inv[b][c];
        }
        rot[j][c] = s;
      }
    }
    int n = x.rows();
    double[][] scores = new double[n][a];
    double[][] residuals = new double[n][cols];
    double[] t2 = new double[n];
    double[] q = new double[n];
    double[] row = new double[cols];
    for (int i = 0; i < n; i++) {
      x.copyRow(i, row);
      for (int j = 0; j < cols; j++) {
        row[j] = (row[j] - mean[j]) / std[j];
      }
      double[] t = scores[i];
      for (int j = 0; j < cols; j++) {
        for (int c = 0; c < a; c++) {
          t[c] += row[j] * rot[j][c];
        }
      }
      double qi = 0;
      for (int j = 0; j < cols; j++) {
        double e = row[j];
        for (int c = 0; c < a; c++) {
          e -= t[c] * p[c][j];
        }
        residuals[i][j] = e;
        qi += e * e;
      }
      q[i] = qi;
      if (variance != null) {
        double s = 0;
        for (int c = 0; c < a; c++) {
          s += t[c] * t[c] / variance[c];
        }
        t2[i] = s;
      }
    }
    return new Figures(a, scores, residuals, t2, q);
  }

  /**
   * Jackson–Mudholkar's Q limit from θ_k = trace((EᵀE/(n−1))^k), k = 1..3, as the run's diagnostics
   * compute it (docs/diagnostics.md §4); 0 when the residuals have no variance.
   */
  private static double qLimit(double[][] e, int n) {
    double q = QLimit.jacksonMudholkar(QLimit.Thetas.ofResiduals(e), CONFIDENCE);
    return Double.isNaN(q) ? 0 : q;
  }

  /** Gauss–Jordan inverse with partial pivoting of a small square matrix. */
  private static double[][] inverse(double[][] m) {
    int k = m.length;
    double[][] a = new double[k][2 * k];
    for (int i = 0; i < k; i++) {
      System.arraycopy(m[i], 0, a[i], 0, k);
      a[i][k + i] = 1;
    }
    for (int c = 0; c < k; c++) {
      int pivot = c;
      for (int r = c + 1; r < k; r++) {
        if (Math.abs(a[r][c]) > Math.abs(a[pivot][c])) {
          pivot = r;
        }
      }
      double[] tmp = a[c];
      a[c] = a[pivot];
      a[pivot] = tmp;
      double d = a[c][c];
      for (int j = 0; j < 2 * k; j++) {
        a[c][j] /= d;
      }
      for (int r = 0; r < k; r++) {
        if (r != c && a[r][c] != 0) {
          double f = a[r][c];
          for (int j = 0; j < 2 * k; j++) {
            a[r][j] -= f * a[c][j];
          }
        }
      }
    }
    double[][] out = new double[k][k];
    for (int i = 0; i < k; i++) {
      System.arraycopy(a[i], k, out[i], 0, k);
    }
    return out;
  }
}
