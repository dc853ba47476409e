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
import org.spectraflow.engine.operators.linalg.JacobiSvd;

/**
 * nirs4all's PCR, principal component regression (Massy 1965): the scaled X is decomposed by a full
 * SVD {@code X = U·S·Vᵀ}, the targets are regressed by ordinary least squares (with an intercept)
 * on the first {@code k} scores {@code T = U_k·S_k}, and the coefficients are mapped back through
 * {@code V_k}. The same numbers as scikit-learn's {@code Pipeline(StandardScaler, PCA(svd_solver=
 * 'full', n_components=k), LinearRegression)} (docs/compatibility.md, "The PLS family"); a score of
 * zero variance gets no coefficient, as the least-squares minimum-norm solution gives it.
 */
public final class Pcr extends LinearPls {

  private Pcr(OperatorConfig config, int components, Scaling scaling) {
    super(config, components, scaling);
  }

  /** Reads {@code n_components=2, center_x, scale_x, center_y=True, scale_y=False, ...}. */
  public static Pcr of(Params p) {
    int k = readComponents(p);
    Scaling scaling = Scaling.read(p, false);
    return new Pcr(p.config(), k, scaling);
  }

  @Override
  Solution solve(Scaling.Scaled s, BooleanSupplier cancelled) {
    double[][] x = s.x();
    double[][] y = s.y();
    int n = x.length;
    int p = x[0].length;
    int q = y[0].length;
    int k = components();
    JacobiSvd svd = JacobiSvd.of(x);
    poll(cancelled);
    double[][] vt = svd.vt();
    double[] sv = svd.s();
    // scores T = X·V_k, regressed on y with an intercept: centre T (zero-mean when X is centred)
    double[][] scores = new double[n][k];
    double[] scoreMean = new double[k];
    for (int i = 0; i < n; i++) {
      for (int a = 0; a < k; a++) {
        scores[i][a] = PlsAlgebra.dot(x[i], vt[a]);
        scoreMean[a] += scores[i][a] / n;
      }
    }
    double[] yMean = new double[q];
    for (double[] row : y) {
      PlsAlgebra.axpy(1.0 / n, row, yMean);
    }
    double[][] tc = new double[n][k];
    for (int i = 0; i < n; i++) {
      for (int a = 0; a < k; a++) {
        tc[i][a] = scores[i][a] - scoreMean[a];
      }
    }
    double cutoff = 2.220446049250313e-16 * Math.max(n, p) * sv[0] * sv[0];
    double[][] coefScores = leastSquares(tc, y, yMean, cutoff);
    double[][] b = new double[p][q];
    double[] b0 = yMean.clone();
    for (int a = 0; a < k; a++) {
      for (int t = 0; t < q; t++) {
        double c = coefScores[a][t];
        for (int f = 0; f < p; f++) {
          b[f][t] += vt[a][f] * c;
        }
        b0[t] -= scoreMean[a] * c;
      }
    }
    double[][] v = java.util.Arrays.copyOf(vt, k);
    // the principal axes are both weights and loadings (orthonormal: the rotations are V)
    return new Solution(b, b0, k, new double[][][] {v, v, coefScores});
  }

  /**
   * Least squares of the centred targets on centred score columns {@code tc}: the columns are
   * orthogonal when X is centred, and in general the k × k normal equations are solved by
   * eigen-decomposition (a symmetric SVD), dropping directions whose squared norm is below {@code
   * cutoff} (minimum-norm).
   */
  private static double[][] leastSquares(
      double[][] tc, double[][] y, double[] yMean, double cutoff) {
    int n = tc.length;
    int k = tc[0].length;
    int q = y[0].length;
    double[][] gram = new double[k][k];
    double[][] ty = new double[k][q];
    for (int i = 0; i < n; i++) {
      for (int a = 0; a < k; a++) {
        for (int c = 0; c < k; c++) {
          gram[a][c] += tc[i][a] * tc[i][c];
        }
        for (int t = 0; t < q; t++) {
          ty[a][t] += tc[i][a] * (y[i][t] - yMean[t]);
        }
      }
    }
    JacobiSvd eig = JacobiSvd.of(gram);
    double[][] u = eig.u();
    double[] ev = eig.s();
    double[][] out = new double[k][q];
    for (int j = 0; j < k; j++) {
      if (!(ev[j] > cutoff)) {
        continue;
      }
      for (int t = 0; t < q; t++) {
        double proj = 0.0;
        for (int a = 0; a < k; a++) {
          proj += u[a][j] * ty[a][t];
        }
        proj /= ev[j];
        for (int a = 0; a < k; a++) {
          out[a][t] += u[a][j] * proj;
        }
      }
    }
    return out;
  }

  /** The catalogue's declaration of this operator (see docs/extending.md). */
  public static final OperatorSpec DECLARATION =
      OperatorSpec.model(
              "PCR",
              "nirs4all.operators.models.sklearn.pcr",
              "principal component regression (PCA scores, then least squares)",
              Pcr::of)
          .params(params())
          .rules(ShapeRules.atMostSamplesAndFeatures("n_components", "use fewer components"));

  private static ParamSpec[] params() {
    List<ParamSpec> out = new ArrayList<>();
    out.add(ParamSpec.integer("n_components", 2, 1, 1000, "", "number of principal components"));
    out.addAll(Scaling.specs(false));
    return out.toArray(ParamSpec[]::new);
  }

  /** Contributes {@link #DECLARATION} to the catalogue (listed in META-INF/services). */
  public static final class Provider implements OperatorProvider {
    @Override
    public List<OperatorSpec> declarations() {
      return List.of(DECLARATION);
    }
  }
}
