package org.spectraflow.engine.operators.model.pls;

import java.util.List;
import java.util.function.BooleanSupplier;
import org.spectraflow.engine.catalogue.OperatorProvider;
import org.spectraflow.engine.catalogue.OperatorSpec;
import org.spectraflow.engine.catalogue.ShapeRules;
import org.spectraflow.engine.operators.OperatorConfig;
import org.spectraflow.engine.operators.Params;

/**
 * nirs4all's IKPLS: PLS regression by the improved kernel algorithm #1 of Dayal &amp; MacGregor
 * (1997, J. Chemometrics 11:73–85), which deflates only the cross-product {@code XᵀY}: per
 * component the weight {@code w} is the dominant left singular vector of {@code XᵀY}, the rotation
 * {@code r = w − Σ_j (p_jᵀw) r_j}, the score {@code t = X·r}, the loadings {@code p = Xᵀt/tᵀt} and
 * {@code q = (XᵀY)ᵀr/tᵀt}, and {@code XᵀY ← XᵀY − p·qᵀ·tᵀt}; the coefficients are {@code B = R·Qᵀ}.
 * The model is the NIPALS one, so with one target it predicts what scikit-learn's PLSRegression
 * predicts with the same scaling (docs/compatibility.md, "The PLS family").
 */
public final class Ikpls extends LinearPls {

  private Ikpls(OperatorConfig config, int components, Scaling scaling) {
    super(config, components, scaling);
  }

  /** Reads {@code n_components=2, center_x, scale_x, center_y=True, scale_y=False, ...}. */
  public static Ikpls of(Params p) {
    int k = readComponents(p);
    Scaling scaling = Scaling.read(p, false);
    return new Ikpls(p.config(), k, scaling);
  }

  @Override
  Solution solve(Scaling.Scaled s, BooleanSupplier cancelled) {
    double[][] x = s.x();
    int p = x[0].length;
    int q = s.y()[0].length;
    int k = components();
    double[][] xty = PlsAlgebra.crossProduct(x, s.y());
    double[][] r = new double[k][];
    double[][] weights = new double[k][];
    double[][] loadX = new double[k][];
    double[][] loadY = new double[k][];
    int done = 0;
    for (int a = 0; a < k; a++) {
      poll(cancelled);
      double[] w = PlsAlgebra.dominantDirection(xty);
      if (w == null) {
        break;
      }
      double[] ra = w.clone();
      for (int j = 0; j < a; j++) {
        PlsAlgebra.axpy(-PlsAlgebra.dot(loadX[j], w), r[j], ra);
      }
      double[] t = PlsAlgebra.times(x, ra);
      double tt = PlsAlgebra.dot(t, t);
      if (!(tt > 0)) {
        break;
      }
      double[] pa = PlsAlgebra.timesTransposed(x, t);
      PlsAlgebra.divide(pa, tt);
      double[] qa = new double[q];
      for (int f = 0; f < p; f++) {
        PlsAlgebra.axpy(ra[f] / tt, xty[f], qa);
      }
      for (int f = 0; f < p; f++) {
        for (int c = 0; c < q; c++) {
          xty[f][c] -= pa[f] * qa[c] * tt;
        }
      }
      r[a] = ra;
      weights[a] = w;
      loadX[a] = pa;
      loadY[a] = qa;
      done++;
    }
    return new Solution(
        PlsAlgebra.outerSum(r, loadY, done, p, q),
        new double[q],
        done,
        new double[][][] {weights, loadX, loadY});
  }

  /** The catalogue's declaration of this operator (see docs/extending.md). */
  public static final OperatorSpec DECLARATION =
      OperatorSpec.model(
              "IKPLS",
              "nirs4all.operators.models.sklearn.ikpls",
              "PLS regression, improved kernel algorithm #1 (Dayal & MacGregor)",
              Ikpls::of)
          .params(Simpls.componentParams())
          .rules(ShapeRules.atMostSamplesAndFeatures("n_components", "use fewer components"));

  /** Contributes {@link #DECLARATION} to the catalogue (listed in META-INF/services). */
  public static final class Provider implements OperatorProvider {
    @Override
    public List<OperatorSpec> declarations() {
      return List.of(DECLARATION);
    }
  }
}
