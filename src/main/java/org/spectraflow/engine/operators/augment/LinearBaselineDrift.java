package org.spectraflow.engine.operators.augment;

import java.util.List;
import org.spectraflow.engine.catalogue.OperatorProvider;
import org.spectraflow.engine.catalogue.OperatorSpec;
import org.spectraflow.engine.catalogue.OperatorSpec.Category;
import org.spectraflow.engine.catalogue.ParamSpec;
import org.spectraflow.engine.json.JsonArray;
import org.spectraflow.engine.json.JsonValue;
import org.spectraflow.engine.operators.OperatorConfig;
import org.spectraflow.engine.operators.Params;
import org.spectraflow.engine.operators.linalg.Sums;
import org.spectraflow.engine.random.NumpyGenerator;

/**
 * nirs4all's {@code LinearBaselineDrift}: adds a random offset and a random slope along the centred
 * wavelength axis to each spectrum ({@code X + offset + slope·(λ − mean λ)}); the offsets of all
 * rows are drawn first, then the slopes.
 */
public final class LinearBaselineDrift extends Augmenter {

  private final double[] offset;
  private final double[] slope;

  private LinearBaselineDrift(OperatorConfig config, Long seed, double[] offset, double[] slope) {
    super(config, seed);
    this.offset = offset;
    this.slope = slope;
  }

  /** Reads {@code offset_range=(-0.1, 0.1), slope_range=(-0.001, 0.001), random_state=None}. */
  public static LinearBaselineDrift of(Params p) {
    double[] offset = range(p, "offset_range", -0.1, 0.1);
    double[] slope = range(p, "slope_range", -0.001, 0.001);
    Long seed = randomState(p);
    return new LinearBaselineDrift(p.config(), seed, offset, slope);
  }

  @Override
  public boolean usesWavelengths() {
    return true;
  }

  @Override
  public double[][] augment(
      double[][] rows, double[] wavelengths, NumpyGenerator rng, boolean batch) {
    int n = rows.length;
    int p = n == 0 ? 0 : rows[0].length;
    double[] lambda = RowStats.axis(wavelengths, p);
    double mean = Sums.pw(lambda, false) / p;
    double[] off = rng.uniform(offset[0], offset[1], n);
    double[] sl = rng.uniform(slope[0], slope[1], n);
    double[][] out = new double[n][p];
    for (int i = 0; i < n; i++) {
      for (int j = 0; j < p; j++) {
        out[i][j] = rows[i][j] + off[i] + sl[i] * (lambda[j] - mean);
      }
    }
    return out;
  }

  /** The catalogue declaration (docs/extending.md). */
  public static final OperatorSpec DECLARATION =
      OperatorSpec.transform(
              "LinearBaselineDrift",
              "nirs4all.operators.augmentation.spectral",
              Category.SAMPLE_AUGMENTATION,
              "add a random offset and slope along the wavelength axis",
              LinearBaselineDrift::of)
          .params(
              new ParamSpec(
                  "offset_range",
                  ParamSpec.Type.PAIR,
                  JsonArray.of(JsonValue.of(-0.1), JsonValue.of(0.1)),
                  null,
                  null,
                  List.of(),
                  "",
                  "range of the offset"),
              new ParamSpec(
                  "slope_range",
                  ParamSpec.Type.PAIR,
                  JsonArray.of(JsonValue.of(-0.001), JsonValue.of(0.001)),
                  null,
                  null,
                  List.of(),
                  "",
                  "range of the slope per wavelength unit"),
              RANDOM_STATE);

  /** Contributes {@link #DECLARATION} to the catalogue (listed in META-INF/services). */
  public static final class Provider implements OperatorProvider {
    @Override
    public List<OperatorSpec> declarations() {
      return List.of(DECLARATION);
    }
  }
}
