package org.spectraflow.engine.operators.model.pls;

import java.util.ArrayList;
import java.util.List;
import java.util.function.BooleanSupplier;
import org.spectraflow.engine.catalogue.OperatorProvider;
import org.spectraflow.engine.catalogue.OperatorSpec;
import org.spectraflow.engine.catalogue.ParamSpec;
import org.spectraflow.engine.catalogue.ShapeRules;
import org.spectraflow.engine.operators.OperatorConfig;
import org.spectraflow.engine.operators.Params;

/**
 * nirs4all's SIMPLS: PLS regression by de Jong's SIMPLS (1993, Chemometrics and Intelligent
 * Laboratory Systems 18:251–263). Per component the weight {@code r} is the dominant left singular
 * vector of the deflated cross-product {@code S} (initially {@code XᵀY}), the score {@code t = X·r}
 * is normalised (r with it), {@code p = Xᵀt}, {@code q = Yᵀt}, {@code v} is {@code p}
 * orthonormalised against the previous {@code v}s and {@code S ← S − v·(vᵀS)}; the coefficients are
 * {@code B = R·Qᵀ}. With one target this is the NIPALS model (scikit-learn's PLSRegression); with
 * several the components differ from NIPALS, as de Jong shows (docs/compatibility.md, "The PLS
 * family").
 */
public final class Simpls extends LinearPls {

  private Simpls(OperatorConfig config, int components, Scaling scaling) {
    super(config, components, scaling);
  }

  /** Reads {@code n_components=2, center_x, scale_x, center_y=True, scale_y=False, ...}. */
  public static Simpls of(Params p) {
    int k = readComponents(p);
    Scaling scaling = Scaling.read(p, false);
    return new Simpls(p.config(), k, scaling);
  }

  @Override
  Solution solve(Scaling.Scaled s, BooleanSupplier cancelled) {
    return simpls(s, components(), 0.0, () -> poll(cancelled));
  }

  /**
   * de Jong's SIMPLS on the scaled data with up to {@code k} components; with {@code lambda > 0}
   * each unit weight is soft-thresholded first, {@code r_j ← sign(r_j)·max(|r_j| − λ/2, 0)} and
   * renormalised (the sparse SIMPLS of nirs4all's SparsePLS). Stops early when the weight or the
   * score vanishes; {@code poll} runs before each component.
   */
  static Solution simpls(Scaling.Scaled s, int k, double lambda, Runnable poll) {
    double[][] x = s.x();
    double[][] y = s.y();
    int p = x[0].length;
    int q = y[0].length;
    double[][] cross = PlsAlgebra.crossProduct(x, y);
    double[][] r = new double[k][];
    double[][] loadX = new double[k][];
    double[][] loadY = new double[k][];
    double[][] v = new double[k][];
    int done = 0;
    for (int a = 0; a < k; a++) {
      poll.run();
      double[] ra = PlsAlgebra.dominantDirection(cross);
      if (ra == null || (lambda > 0 && !softThreshold(ra, lambda / 2))) {
        break;
      }
      double[] t = PlsAlgebra.times(x, ra);
      double normT = PlsAlgebra.norm(t);
      if (!(normT > 0)) {
        break;
      }
      PlsAlgebra.divide(t, normT);
      PlsAlgebra.divide(ra, normT);
      double[] pa = PlsAlgebra.timesTransposed(x, t);
      double[] qa = PlsAlgebra.timesTransposed(y, t);
      double[] va = pa.clone();
      for (int j = 0; j < a; j++) {
        PlsAlgebra.axpy(-PlsAlgebra.dot(v[j], va), v[j], va);
      }
      PlsAlgebra.divide(va, PlsAlgebra.norm(va));
      for (int c = 0; c < q; c++) {
        double proj = 0.0;
        for (int f = 0; f < p; f++) {
          proj += va[f] * cross[f][c];
        }
        for (int f = 0; f < p; f++) {
          cross[f][c] -= va[f] * proj;
        }
      }
      r[a] = ra;
      loadX[a] = pa;
      loadY[a] = qa;
      v[a] = va;
      done++;
    }
    return new Solution(
        PlsAlgebra.outerSum(r, loadY, done, p, q),
        new double[q],
        done,
        done == 0 ? null : latent(x, r, loadX, loadY, done, lambda > 0));
  }

  /**
   * The latent structure of a SIMPLS fit in PLSRegression's terms (docs/diagnostics.md §1): the
   * weights W are the SIMPLS weights r normalised (mdatools' convention for its SIMPLS fits), so
   * the rotations W(PᵀW)⁻¹ give back r and the scores t = X·r; q = Yᵀt. SIMPLS's scores are
   * orthonormal and its loadings p = Xᵀt satisfy PᵀR = I. A sparse fit's thresholded weights give
   * correlated scores, so its loadings are the least-squares ones, P = XᵀT(TᵀT)⁻¹ (again PᵀR = I,
   * and X − TPᵀ the residual of X off the scores' span).
   */
  private static double[][][] latent(
      double[][] x, double[][] r, double[][] loadX, double[][] loadY, int k, boolean oblique) {
    double[][] w = new double[k][];
    for (int a = 0; a < k; a++) {
      w[a] = r[a].clone();
      PlsAlgebra.divide(w[a], PlsAlgebra.norm(w[a]));
    }
    double[][] p = java.util.Arrays.copyOf(loadX, k);
    if (oblique) {
      p = leastSquaresLoadings(x, java.util.Arrays.copyOf(r, k));
      for (double[] row : p) {
        for (double v : row) {
          if (!Double.isFinite(v)) {
            return null; // linearly dependent scores: no latent structure rather than NaNs
          }
        }
      }
    }
    return new double[][][] {w, p, java.util.Arrays.copyOf(loadY, k)};
  }

  /** P = XᵀT(TᵀT)⁻¹ (components × features) for the scores T = X·R of rotations {@code r}. */
  private static double[][] leastSquaresLoadings(double[][] x, double[][] r) {
    int k = r.length;
    double[][] t = new double[k][];
    for (int a = 0; a < k; a++) {
      t[a] = PlsAlgebra.times(x, r[a]);
    }
    double[][] gram = new double[k][k];
    double[][] xt = new double[k][];
    for (int a = 0; a < k; a++) {
      for (int b = 0; b < k; b++) {
        gram[a][b] = PlsAlgebra.dot(t[a], t[b]);
      }
      xt[a] = PlsAlgebra.timesTransposed(x, t[a]);
    }
    double[][] inv = org.spectraflow.engine.operators.linalg.Householder.of(gram).inverse();
    double[][] p = new double[k][x[0].length];
    for (int a = 0; a < k; a++) {
      for (int b = 0; b < k; b++) {
        PlsAlgebra.axpy(inv[a][b], xt[b], p[a]);
      }
    }
    return p;
  }

  /** Soft-thresholds {@code w} by {@code h} and renormalises it; false when nothing survives. */
  private static boolean softThreshold(double[] w, double h) {
    for (int f = 0; f < w.length; f++) {
      double m = Math.abs(w[f]) - h;
      w[f] = m > 0 ? Math.copySign(m, w[f]) : 0.0;
    }
    double n = PlsAlgebra.norm(w);
    if (!(n > 0)) {
      return false;
    }
    PlsAlgebra.divide(w, n);
    return true;
  }

  /** {@code n_components=2} and the family's scaling flags (shared with IKPLS). */
  static ParamSpec[] componentParams() {
    List<ParamSpec> out = new ArrayList<>();
    out.add(ParamSpec.integer("n_components", 2, 1, 1000, "", "number of latent variables"));
    out.addAll(Scaling.specs(false));
    return out.toArray(ParamSpec[]::new);
  }

  /** The catalogue's declaration of this operator (see docs/extending.md). */
  public static final OperatorSpec DECLARATION =
      OperatorSpec.model(
              "SIMPLS",
              "nirs4all.operators.models.sklearn.simpls",
              "PLS regression by de Jong's SIMPLS",
              Simpls::of)
          .params(componentParams())
          .rules(ShapeRules.atMostSamplesAndFeatures("n_components", "use fewer components"));

  /** Contributes {@link #DECLARATION} to the catalogue (listed in META-INF/services). */
  public static final class Provider implements OperatorProvider {
    @Override
    public List<OperatorSpec> declarations() {
      return List.of(DECLARATION);
    }
  }
}
