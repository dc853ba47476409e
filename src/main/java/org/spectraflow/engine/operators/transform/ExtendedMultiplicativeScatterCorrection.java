package org.spectraflow.engine.operators.transform;

import static org.spectraflow.engine.operators.linalg.Sums.round;

import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import org.spectraflow.engine.catalogue.DataShape;
import org.spectraflow.engine.catalogue.OperatorProvider;
import org.spectraflow.engine.catalogue.OperatorSpec;
import org.spectraflow.engine.catalogue.OperatorSpec.Category;
import org.spectraflow.engine.catalogue.ParamProblem;
import org.spectraflow.engine.catalogue.ParamSpec;
import org.spectraflow.engine.catalogue.ResolvedParams;
import org.spectraflow.engine.operators.FittedTransform;
import org.spectraflow.engine.operators.OperatorConfig;
import org.spectraflow.engine.operators.Params;
import org.spectraflow.engine.operators.linalg.Householder;
import org.spectraflow.engine.operators.linalg.Sums;

/**
 * Extended MSC (docs/operator-behaviour.md §1.3): each spectrum is regressed on {@code [reference,
 * w, w², …, w^degree]} (w = feature index, no constant column) and replaced by {@code (x − Σ_{d≥1}
 * c_d·w^d)/c_0}.
 *
 * <p>With nirs4all's default {@code scale=True} the data are column-centred first, so the reference
 * is the mean of centred data, i.e. rounding noise: the problem is ill-posed and the output
 * explodes. We implement it faithfully and expose {@link #warning()}; use {@code scale=False} for
 * meaningful results.
 */
public final class ExtendedMultiplicativeScatterCorrection extends StatefulTransform {

  /** The warning surfaced for {@code scale=True}. */
  public static final String SCALE_WARNING =
      "ExtendedMultiplicativeScatterCorrection with scale=True"
          + " (nirs4all's default) regresses on the mean of column-centred data, which is rounding"
          + " noise: the correction is ill-posed and its output is meaningless. Use scale=False.";

  private final int degree;
  private final boolean scale;

  private ExtendedMultiplicativeScatterCorrection(
      OperatorConfig config, int degree, boolean scale) {
    super(config);
    this.degree = degree;
    this.scale = scale;
  }

  /** Reads {@code degree=2, scale=True, copy=True}. */
  public static ExtendedMultiplicativeScatterCorrection of(Params p) {
    int degree = p.integer("degree", 2);
    boolean scale = p.flag("scale", true);
    p.flag("copy", true);
    if (degree < 0) {
      throw p.invalid("degree", degree, "must be >= 0");
    }
    return new ExtendedMultiplicativeScatterCorrection(p.config(), degree, scale);
  }

  /** Declared rule: the polynomial needs degree + 1 features at the step. */
  static Optional<ParamProblem> fitsSpectrum(ResolvedParams values, DataShape shape) {
    OptionalLong degree = values.integer("degree");
    if (!shape.knowsFeatures() || degree.isEmpty() || degree.getAsLong() + 1 <= shape.features()) {
      return Optional.empty();
    }
    return values.problem(
        "degree",
        "must be at most the "
            + shape.features()
            + " features at this step minus one"
            + " (valid 0 <= degree <= "
            + Math.max(0, shape.features() - 1)
            + ")",
        "use a lower degree");
  }

  @Override
  public Optional<String> warning() {
    return scale ? Optional.of(SCALE_WARNING) : Optional.empty();
  }

  @Override
  protected FittedTransform fit(double[] x, int n, int p, boolean f32) {
    if (p < degree + 1) {
      throw new IllegalArgumentException(
          label() + ": needs at least degree + 1 = " + (degree + 1) + " features, was " + p);
    }
    double[] centre = scale ? Sums.columnMeans(x, n, p, false) : new double[p];
    for (int j = 0; j < p; j++) {
      centre[j] = round(f32, centre[j]);
    }
    // x is the fit's private copy of the training rows (StatefulTransform): centred in place.
    double[] centred = x;
    centreRows(centred, centre, f32);
    double[] reference = Sums.columnMeans(centred, n, p, f32);
    double[][] design = new double[p][degree + 1];
    for (int j = 0; j < p; j++) {
      design[j][0] = reference[j];
      for (int d = 1; d <= degree; d++) {
        design[j][d] = Math.pow(j, d);
      }
    }
    Householder qr = Householder.of(design);
    if (!qr.fullRank()) {
      throw new IllegalArgumentException(
          label()
              + ": the reference spectrum is constant or zero;"
              + " the regression on [reference, w, ..., w^"
              + degree
              + "] is singular");
    }
    return new EmscFitted(this, centre, design, qr.pseudoInverse());
  }

  static void centreRows(double[] x, double[] centre, boolean f32) {
    int p = centre.length;
    for (int off = 0; off < x.length; off += p) {
      for (int j = 0; j < p; j++) {
        x[off + j] = round(f32, x[off + j] - centre[j]);
      }
    }
  }

  /** The catalogue's declaration of this operator (see docs/extending.md). */
  public static final OperatorSpec DECLARATION =
      OperatorSpec.transform(
              "ExtendedMultiplicativeScatterCorrection",
              "nirs4all.operators.transforms.nirs",
              Category.SCATTER_CORRECTION,
              "MSC with polynomial wavelength terms",
              ExtendedMultiplicativeScatterCorrection::of)
          .aliases("EMSC")
          .params(
              ParamSpec.integer("degree", 2, 0, 20, "", "degree of the polynomial baseline"),
              ParamSpec.bool(
                  "scale", true, "centre the data first (ill-posed, see docs/compatibility.md)"),
              ParamSpec.COPY)
          .rules(ExtendedMultiplicativeScatterCorrection::fitsSpectrum);

  /** Contributes {@link #DECLARATION} to the catalogue (listed in META-INF/services). */
  public static final class Provider implements OperatorProvider {
    @Override
    public List<OperatorSpec> declarations() {
      return List.of(DECLARATION);
    }
  }
}
