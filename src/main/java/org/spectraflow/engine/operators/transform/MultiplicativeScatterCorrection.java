package org.spectraflow.engine.operators.transform;

import java.util.List;
import org.spectraflow.engine.catalogue.OperatorProvider;
import org.spectraflow.engine.catalogue.OperatorSpec;
import org.spectraflow.engine.catalogue.OperatorSpec.Category;
import org.spectraflow.engine.catalogue.ParamSpec;
import org.spectraflow.engine.operators.FittedTransform;
import org.spectraflow.engine.operators.OperatorConfig;
import org.spectraflow.engine.operators.Params;
import org.spectraflow.engine.operators.linalg.Sums;

/**
 * Multiplicative scatter correction (docs/operator-behaviour.md §1.2, class B): each spectrum x is
 * regressed on the training mean spectrum r ({@code x ≈ b·r + a}) and replaced by {@code (x −
 * a)/b}, in double. The {@code scale} parameter is accepted and, as in nirs4all, has no effect.
 */
public final class MultiplicativeScatterCorrection extends StatefulTransform {

  private MultiplicativeScatterCorrection(OperatorConfig config) {
    super(config);
  }

  /** Reads {@code scale=True} (no effect) and {@code copy=True}. */
  public static MultiplicativeScatterCorrection of(Params p) {
    p.flag("scale", true);
    p.flag("copy", true);
    return new MultiplicativeScatterCorrection(p.config());
  }

  @Override
  protected FittedTransform fit(double[] x, int n, int p, boolean f32) {
    if (p < 2) {
      throw new IllegalArgumentException(
          label() + ": needs at least 2 features to fit a line, was " + p);
    }
    double[] reference = Sums.columnMeans(x, n, p, false);
    double refMean = mean(reference, 0, p);
    double srr = 0.0;
    double[] centred = new double[p];
    for (int j = 0; j < p; j++) {
      centred[j] = reference[j] - refMean;
      srr += centred[j] * centred[j];
    }
    return new MscFitted(this, centred, refMean, srr);
  }

  static double mean(double[] v, int off, int n) {
    double s = 0.0;
    for (int j = 0; j < n; j++) {
      s += v[off + j];
    }
    return s / n;
  }

  /** The catalogue's declaration of this operator (see docs/extending.md). */
  public static final OperatorSpec DECLARATION =
      OperatorSpec.transform(
              "MultiplicativeScatterCorrection",
              "nirs4all.operators.transforms.nirs",
              Category.SCATTER_CORRECTION,
              "regress each spectrum on the mean training spectrum and undo offset and slope",
              MultiplicativeScatterCorrection::of)
          .aliases("MSC")
          .params(
              ParamSpec.bool("scale", true, "accepted but has no effect in nirs4all 0.11"),
              ParamSpec.COPY);

  /** Contributes {@link #DECLARATION} to the catalogue (listed in META-INF/services). */
  public static final class Provider implements OperatorProvider {
    @Override
    public List<OperatorSpec> declarations() {
      return List.of(DECLARATION);
    }
  }
}
