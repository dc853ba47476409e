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
 * nirs4all's SparsePLS as its method page defines it: sparse SIMPLS in the manner of Chun &amp;
 * Keleş (2010, J. R. Statist. Soc. B 72:3–25), de Jong's SIMPLS ({@link Simpls}) whose every unit
 * weight is soft-thresholded, {@code r_j ← sign(r_j)·max(|r_j| − λ/2, 0)}, and renormalised before
 * its score is formed, so each latent direction rests on few wavelengths. {@code sparsity_lambda =
 * 0} is SIMPLS. Extraction stops when no weight survives; a first component with none is refused
 * naming a smaller λ (docs/compatibility.md, "The PLS family").
 */
public final class SparsePls extends LinearPls {

  private final double lambda;

  private SparsePls(OperatorConfig config, int components, Scaling scaling, double lambda) {
    super(config, components, scaling);
    this.lambda = lambda;
  }

  /** Reads {@code n_components=2, sparsity_lambda=0.05} and the family's scaling flags. */
  public static SparsePls of(Params p) {
    int k = readComponents(p);
    double lambda = p.number("sparsity_lambda", 0.05);
    if (!(lambda >= 0) || !Double.isFinite(lambda)) {
      throw p.invalid("sparsity_lambda", lambda, "must be >= 0");
    }
    Scaling scaling = Scaling.read(p, false);
    return new SparsePls(p.config(), k, scaling, lambda);
  }

  @Override
  Solution solve(Scaling.Scaled s, BooleanSupplier cancelled) {
    Solution sol = Simpls.simpls(s, components(), lambda, () -> poll(cancelled));
    if (sol.extracted() == 0) {
      throw new IllegalArgumentException(
          label()
              + ": sparsity_lambda "
              + lambda
              + " removes every wavelength from the first component's unit weight vector; use a"
              + " smaller sparsity_lambda (below twice the largest weight)");
    }
    return sol;
  }

  /** The catalogue's declaration of this operator (see docs/extending.md). */
  public static final OperatorSpec DECLARATION =
      OperatorSpec.model(
              "SparsePLS",
              "nirs4all.operators.models.sklearn.sparse_pls",
              "sparse PLS regression (SIMPLS with soft-thresholded weights)",
              SparsePls::of)
          .params(params())
          .rules(ShapeRules.atMostSamplesAndFeatures("n_components", "use fewer components"));

  private static ParamSpec[] params() {
    List<ParamSpec> out = new ArrayList<>();
    out.add(ParamSpec.integer("n_components", 2, 1, 1000, "", "number of latent variables"));
    out.add(
        ParamSpec.floating(
            "sparsity_lambda",
            0.05,
            0.0,
            2.0,
            "",
            "soft threshold on each unit weight vector (0: SIMPLS)"));
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
