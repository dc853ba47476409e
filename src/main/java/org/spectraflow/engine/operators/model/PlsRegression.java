package org.spectraflow.engine.operators.model;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.BooleanSupplier;
import org.spectraflow.engine.catalogue.OperatorProvider;
import org.spectraflow.engine.catalogue.OperatorSpec;
import org.spectraflow.engine.catalogue.ParamSpec;
import org.spectraflow.engine.catalogue.ShapeRules;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.data.RowMatrix;
import org.spectraflow.engine.operators.NestedComponentsModel;
import org.spectraflow.engine.operators.OperatorConfig;
import org.spectraflow.engine.operators.Params;

/**
 * scikit-learn's PLSRegression (NIPALS, regression deflation, docs/operator-behaviour.md §2.2): X
 * and Y centred and, with {@code scale=true}, divided by their sample standard deviations;
 * coefficients reported in original units as scikit-learn ≥ 1.3 does.
 *
 * <p>Components are sequential, so one fit of k components serves every j ≤ k through {@link
 * PlsModel#predict(Block, int)}, bit for bit equal to a separate j-component fit.
 */
public final class PlsRegression implements NestedComponentsModel {

  private final OperatorConfig config;
  private final int components;
  private final boolean scale;
  private final int maxIter;
  private final double tol;

  private PlsRegression(
      OperatorConfig config, int components, boolean scale, int maxIter, double tol) {
    this.config = config;
    this.components = components;
    this.scale = scale;
    this.maxIter = maxIter;
    this.tol = tol;
  }

  /** Reads {@code n_components=2, scale=True, max_iter=500, tol=1e-06, copy=True}. */
  public static PlsRegression of(Params p) {
    int k = p.integer("n_components", 2);
    boolean scale = p.flag("scale", true);
    int maxIter = p.integer("max_iter", 500);
    double tol = p.number("tol", 1e-6);
    p.flag("copy", true);
    if (k < 1) {
      throw p.invalid("n_components", k, "must be >= 1");
    }
    if (maxIter < 1) {
      throw p.invalid("max_iter", maxIter, "must be >= 1");
    }
    if (!(tol >= 0)) {
      throw p.invalid("tol", tol, "must be >= 0");
    }
    return new PlsRegression(p.config(), k, scale, maxIter, tol);
  }

  @Override
  public OperatorConfig config() {
    return config;
  }

  /** The number of components fitted. */
  @Override
  public int components() {
    return components;
  }

  @Override
  public PlsRegression withComponents(int k) {
    Map<String, Object> params = new TreeMap<>(config.params());
    params.put("n_components", (long) k);
    return of(Params.of(config.className(), params));
  }

  @Override
  public PlsModel fit(Block x, double[][] y, BooleanSupplier cancelled) {
    return fit((RowMatrix) x, y, cancelled);
  }

  /** Fits reading {@code x} row by row in place: no copy of X is made. */
  @Override
  public PlsModel fit(RowMatrix x, double[][] y, BooleanSupplier cancelled) {
    ModelInputs.check(this, x, y);
    int limit = Math.min(x.rows(), x.cols());
    if (components > limit) {
      throw new IllegalArgumentException(
          label()
              + ": n_components must be <= min(n_samples, "
              + "n_features) = "
              + limit
              + ", was "
              + components);
    }
    return new Nipals(x, y, scale, maxIter, tol, cancelled).fit(components);
  }

  @Override
  public boolean streamsInput() {
    return true;
  }

  @Override
  public String toString() {
    return label();
  }

  /** The catalogue's declaration of this operator (see docs/extending.md). */
  public static final OperatorSpec DECLARATION =
      OperatorSpec.model(
              "PLSRegression",
              "sklearn.cross_decomposition._pls",
              "partial least squares regression (NIPALS)",
              PlsRegression::of)
          .aliases("PLS")
          .params(
              ParamSpec.integer("n_components", 2, 1, 1000, "", "number of latent variables"),
              ParamSpec.bool("scale", true, "scale X and y to unit variance"),
              ParamSpec.integer("max_iter", 500, 1, 100_000, "", "maximum NIPALS iterations"),
              ParamSpec.floating("tol", 1e-06, 0.0, 1.0, "", "convergence tolerance"),
              ParamSpec.COPY)
          .rules(ShapeRules.atMostSamplesAndFeatures("n_components", "use fewer components"));

  /** Contributes {@link #DECLARATION} to the catalogue (listed in META-INF/services). */
  public static final class Provider implements OperatorProvider {
    @Override
    public List<OperatorSpec> declarations() {
      return List.of(DECLARATION);
    }
  }
}
