package org.spectraflow.engine.operators.transform.nirs;

import java.util.List;
import org.spectraflow.engine.catalogue.OperatorProvider;
import org.spectraflow.engine.catalogue.OperatorSpec;
import org.spectraflow.engine.catalogue.OperatorSpec.Category;
import org.spectraflow.engine.catalogue.ParamSpec;
import org.spectraflow.engine.operators.OperatorConfig;
import org.spectraflow.engine.operators.Params;

/**
 * Reflectance to absorbance (docs/nirs-transforms.md §1): {@code A = log10(1 / R)} cell by cell.
 * Reflectance must be positive; a zero or negative value is refused with its cell, since the
 * logarithm is undefined there (a common cause: data already in absorbance, or offset-corrected).
 */
public final class ReflectanceToAbsorbance extends SpectrumTransform {

  /** Reads {@code copy=True}. */
  public ReflectanceToAbsorbance(Params p) {
    super(configOf(p));
  }

  private static OperatorConfig configOf(Params p) {
    p.flag("copy", true);
    return p.config();
  }

  @Override
  protected double[] map(double[] r, int row) {
    double[] out = new double[r.length];
    for (int j = 0; j < r.length; j++) {
      if (!(r[j] > 0.0)) {
        throw outOfDomain(
            row,
            j,
            r[j],
            "reflectance must be > 0 for log10(1/R) (is the data already absorbance? then remove"
                + " this step)");
      }
      out[j] = -Math.log10(r[j]);
    }
    return out;
  }

  /** The catalogue's declaration of this operator (see docs/extending.md). */
  public static final OperatorSpec DECLARATION =
      OperatorSpec.transform(
              "ReflectanceToAbsorbance",
              "nirs4all.operators.transforms",
              Category.SCALING,
              "convert reflectance R to absorbance log10(1/R)",
              ReflectanceToAbsorbance::new)
          .params(ParamSpec.COPY);

  /** Contributes {@link #DECLARATION} to the catalogue (listed in META-INF/services). */
  public static final class Provider implements OperatorProvider {
    @Override
    public List<OperatorSpec> declarations() {
      return List.of(DECLARATION);
    }
  }
}
