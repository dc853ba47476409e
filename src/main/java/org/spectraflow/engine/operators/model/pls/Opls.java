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
 * nirs4all's OPLS, orthogonal projections to latent structures for one target, by the algorithm of
 * Trygg &amp; Wold (2002, J. Chemometrics 16:119–128): the predictive weight is {@code w = Xᵀy /
 * ‖Xᵀy‖}; each of the {@code n_components − 1} Y-orthogonal components takes {@code t = X·w},
 * {@code p = Xᵀt/tᵀt}, the orthogonal weight {@code w_o = p − (wᵀp)·w} (normalised), {@code t_o =
 * X·w_o}, {@code p_o = Xᵀt_o/t_oᵀt_o} and removes {@code t_o·p_oᵀ} from X; the prediction is the
 * one predictive component on the filtered X, {@code ŷ = (x_f·w)·c} with {@code c = yᵀt/tᵀt}. A new
 * sample is filtered the same way, so the whole model is linear: its coefficients are {@code w·c}
 * carried back through the filters (docs/compatibility.md, "The PLS family").
 */
public final class Opls extends LinearPls {

  /** The solvers nirs4all documents; for one target they all give this model. */
  static final List<String> SOLVERS =
      List.of(
          "nipals",
          "simpls",
          "svd",
          "kernel",
          "orthogonal-scores",
          "power",
          "randomized-svd",
          "wide-kernel");

  private Opls(OperatorConfig config, int components, Scaling scaling) {
    super(config, components, scaling);
  }

  /**
   * Reads {@code n_components=2} (one predictive component and {@code n_components − 1} orthogonal
   * ones), {@code solver='nipals'}, the scaling flags and the accepted no-ops.
   */
  public static Opls of(Params p) {
    int k = readComponents(p);
    String solver = p.string("solver", "nipals");
    if (!SOLVERS.contains(solver)) {
      throw p.invalid("solver", solver, "must be one of " + SOLVERS);
    }
    Scaling scaling = Scaling.read(p, false);
    return new Opls(p.config(), k, scaling);
  }

  @Override
  Solution solve(Scaling.Scaled s, BooleanSupplier cancelled) {
    if (s.y()[0].length != 1) {
      throw new IllegalArgumentException(
          label()
              + ": fits one target, was "
              + s.y()[0].length
              + "; use IKPLS or PLSRegression for several targets");
    }
    double[][] x = new double[s.x().length][];
    for (int i = 0; i < x.length; i++) {
      x[i] = s.x()[i].clone();
    }
    double[] y = PlsAlgebra.column(s.y(), 0);
    int p = x[0].length;
    double[] w = PlsAlgebra.timesTransposed(x, y);
    double wn = PlsAlgebra.norm(w);
    if (!(wn > 0)) {
      throw new IllegalArgumentException(
          label() + ": X is uncorrelated with y (Xᵀy = 0), so there is no predictive component");
    }
    PlsAlgebra.divide(w, wn);
    int orthogonal = components() - 1;
    double[][] wo = new double[orthogonal][];
    double[][] po = new double[orthogonal][];
    int done = 0;
    for (int i = 0; i < orthogonal; i++) {
      poll(cancelled);
      double[] t = PlsAlgebra.times(x, w);
      double[] pl = PlsAlgebra.timesTransposed(x, t);
      PlsAlgebra.divide(pl, PlsAlgebra.dot(t, t));
      double[] wOrth = pl.clone();
      PlsAlgebra.axpy(-PlsAlgebra.dot(w, pl), w, wOrth);
      double won = PlsAlgebra.norm(wOrth);
      if (!(won > 1e-12 * PlsAlgebra.norm(pl))) {
        break;
      }
      PlsAlgebra.divide(wOrth, won);
      double[] to = PlsAlgebra.times(x, wOrth);
      double[] pOrth = PlsAlgebra.timesTransposed(x, to);
      PlsAlgebra.divide(pOrth, PlsAlgebra.dot(to, to));
      for (int r = 0; r < x.length; r++) {
        PlsAlgebra.axpy(-to[r], pOrth, x[r]);
      }
      wo[i] = wOrth;
      po[i] = pOrth;
      done++;
    }
    double[] t = PlsAlgebra.times(x, w);
    double tt = PlsAlgebra.dot(t, t);
    double c = PlsAlgebra.dot(y, t) / tt;
    double[] b = new double[p];
    PlsAlgebra.axpy(c, w, b);
    for (int i = done - 1; i >= 0; i--) {
      PlsAlgebra.axpy(-PlsAlgebra.dot(po[i], b), wo[i], b);
    }
    double[][] out = new double[p][1];
    for (int f = 0; f < p; f++) {
      out[f][0] = b[f];
    }
    double[] pPred = PlsAlgebra.timesTransposed(x, t);
    PlsAlgebra.divide(pPred, tt);
    return new Solution(out, new double[1], done + 1, latent(w, pPred, c, wo, po, done));
  }

  /**
   * The latent structure for the diagnostics (docs/diagnostics.md §1): component 1 the predictive
   * one (weight w, loading p = X_fᵀt/tᵀt of the filtered X, y loading c), then the Y-orthogonal
   * ones (w_o, p_o, y loading 0). The filter and the predictive step are one sequential deflation,
   * so the rotations W(PᵀW)⁻¹ give a new spectrum's orthogonal scores t_o and its predictive score
   * t = x_f·w, and x − Σ t·pᵀ is its residual after the filter and the predictive component.
   */
  private static double[][][] latent(
      double[] w, double[] pPred, double c, double[][] wo, double[][] po, int orthogonal) {
    int k = orthogonal + 1;
    double[][] weights = new double[k][];
    double[][] loadings = new double[k][];
    double[][] yLoadings = new double[k][1];
    weights[0] = w;
    loadings[0] = pPred;
    yLoadings[0][0] = c;
    for (int i = 0; i < orthogonal; i++) {
      weights[i + 1] = wo[i];
      loadings[i + 1] = po[i];
    }
    return new double[][][] {weights, loadings, yLoadings};
  }

  /** {@code n_components=2}, {@code solver}, the scaling flags (shared with OPLSDA). */
  static ParamSpec[] oplsParams() {
    List<ParamSpec> out = new ArrayList<>();
    out.add(
        ParamSpec.integer(
            "n_components",
            2,
            1,
            1000,
            "",
            "latent components in all: one predictive and n_components - 1 Y-orthogonal"));
    out.add(
        ParamSpec.choice(
            "solver", "nipals", SOLVERS, "accepted; for one target every solver gives this model"));
    out.addAll(Scaling.specs(false));
    return out.toArray(ParamSpec[]::new);
  }

  /** The catalogue's declaration of this operator (see docs/extending.md). */
  public static final OperatorSpec DECLARATION =
      OperatorSpec.model(
              "OPLS",
              "nirs4all.operators.models.sklearn.opls",
              "orthogonal PLS (Trygg & Wold): Y-orthogonal variation removed, one predictive"
                  + " component",
              Opls::of)
          .params(oplsParams())
          .rules(ShapeRules.atMostSamplesAndFeatures("n_components", "use fewer components"));

  /** Contributes {@link #DECLARATION} to the catalogue (listed in META-INF/services). */
  public static final class Provider implements OperatorProvider {
    @Override
    public List<OperatorSpec> declarations() {
      return List.of(DECLARATION);
    }
  }
}
