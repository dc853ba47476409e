package org.spectraflow.engine.operators.augment;

import java.util.List;
import org.spectraflow.engine.catalogue.OperatorProvider;
import org.spectraflow.engine.catalogue.OperatorSpec;
import org.spectraflow.engine.catalogue.OperatorSpec.Category;
import org.spectraflow.engine.catalogue.ParamSpec;
import org.spectraflow.engine.operators.OperatorConfig;
import org.spectraflow.engine.operators.Params;
import org.spectraflow.engine.random.NumpyGenerator;

/**
 * nirs4all's {@code Rotate_Translate}: adds to each spectrum a random broken line through a random
 * point, scaled by the spectrum's standard deviation. Draws per call, in this order, one value per
 * row each: the two slopes {@code uniform(−p_range/5, p_range/5)}, the break position {@code
 * uniform(0, 1)} on the unit axis, the height factor {@code uniform(0, 1)} (of the row maximum
 * divided by {@code y_factor}, floored at 0).
 */
public final class RotateTranslate extends Augmenter {

  private final double pRange;
  private final double yFactor;

  private RotateTranslate(OperatorConfig config, Long seed, double pRange, double yFactor) {
    super(config, seed);
    this.pRange = pRange;
    this.yFactor = yFactor;
  }

  /** Reads {@code p_range=2, y_factor=3, random_state=None}. */
  public static RotateTranslate of(Params p) {
    double pRange = p.number("p_range", 2);
    double yFactor = p.number("y_factor", 3);
    if (yFactor == 0) {
      throw p.invalid("y_factor", yFactor, "must not be 0");
    }
    Long seed = randomState(p);
    return new RotateTranslate(p.config(), seed, pRange, yFactor);
  }

  @Override
  public double[][] augment(
      double[][] rows, double[] wavelengths, NumpyGenerator rng, boolean batch) {
    int n = rows.length;
    int p = n == 0 ? 0 : rows[0].length;
    double[] x = RowStats.unitLinspace(p);
    double half = pRange / 5;
    double[] s1 = rng.uniform(-half, half, n);
    double[] s2 = rng.uniform(-half, half, n);
    double[] xi = rng.uniform(0, 1, n);
    double[] u = rng.uniform(0, 1, n);
    double[][] out = new double[n][p];
    for (int i = 0; i < n; i++) {
      double max = Double.NEGATIVE_INFINITY;
      for (double v : rows[i]) {
        max = Math.max(max, v);
      }
      double top = Math.max(0, (float) (max / (float) yFactor));
      double yi = u[i] * top;
      double sigma = RowStats.std(rows[i]);
      for (int j = 0; j < p; j++) {
        double slope = x[j] <= xi[i] ? s1[i] : s2[i];
        double d = slope * (x[j] - xi[i]) + yi;
        out[i][j] = rows[i][j] + d * sigma;
      }
    }
    return out;
  }

  /** The catalogue declaration (docs/extending.md). */
  public static final OperatorSpec DECLARATION =
      OperatorSpec.transform(
              "Rotate_Translate",
              "nirs4all.operators.augmentation.random",
              Category.SAMPLE_AUGMENTATION,
              "add a random broken line scaled by the spectrum's standard deviation",
              RotateTranslate::of)
          .params(
              ParamSpec.floating(
                  "p_range", 2, 0, 1000, "", "slopes are drawn in [-p_range/5, p_range/5]"),
              ParamSpec.floating(
                  "y_factor",
                  3,
                  1e-6,
                  1e6,
                  "",
                  "the break height is at most the row maximum / y_factor"),
              RANDOM_STATE);

  /** Contributes {@link #DECLARATION} to the catalogue (listed in META-INF/services). */
  public static final class Provider implements OperatorProvider {
    @Override
    public List<OperatorSpec> declarations() {
      return List.of(DECLARATION);
    }
  }
}
