package org.spectraflow.engine.operators.transform.nirs;

import java.util.List;
import org.spectraflow.engine.catalogue.OperatorProvider;
import org.spectraflow.engine.catalogue.OperatorSpec;
import org.spectraflow.engine.catalogue.OperatorSpec.Category;
import org.spectraflow.engine.catalogue.ParamSpec;
import org.spectraflow.engine.operators.OperatorConfig;
import org.spectraflow.engine.operators.Params;

/**
 * The Kubelka-Munk function of diffuse reflectance (docs/nirs-transforms.md §1): {@code F(R) = (1 -
 * R)² / (2R)} cell by cell, R the reflectance as a fraction. A zero or negative reflectance is
 * refused with its cell (the function has a pole at 0).
 */
public final class KubelkaMunk extends SpectrumTransform {

  /** Reads {@code copy=True}. */
  public KubelkaMunk(Params p) {
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
            "reflectance must be > 0 for (1-R)^2/(2R) (give reflectance as a fraction, not"
                + " absorbance)");
      }
      double d = 1.0 - r[j];
      out[j] = d * d / (2.0 * r[j]);
    }
    return out;
  }

  /** The catalogue's declaration of this operator (see docs/extending.md). */
  public static final OperatorSpec DECLARATION =
      OperatorSpec.transform(
              "KubelkaMunk",
              "nirs4all.operators.transforms",
              Category.SCALING,
              "convert diffuse reflectance R to the Kubelka-Munk function (1-R)^2/(2R)",
              KubelkaMunk::new)
          .params(ParamSpec.COPY);

  /** Contributes {@link #DECLARATION} to the catalogue (listed in META-INF/services). */
  public static final class Provider implements OperatorProvider {
    @Override
    public List<OperatorSpec> declarations() {
      return List.of(DECLARATION);
    }
  }
}
