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
 * nirs4all's {@code MultiplicativeNoise}: multiplies spectra by {@code 1 + ε} with {@code ε ~
 * normal(0, sigma_gain)}: one gain per row (default), one per cell ({@code per_wavelength}), or one
 * for all rows (scope {@code batch}).
 */
public final class MultiplicativeNoise extends Augmenter {

  private final double sigmaGain;
  private final boolean perWavelength;
  private final boolean batchDefault;

  private MultiplicativeNoise(
      OperatorConfig config, Long seed, double sigmaGain, boolean perWavelength, boolean batch) {
    super(config, seed);
    this.sigmaGain = sigmaGain;
    this.perWavelength = perWavelength;
    this.batchDefault = batch;
  }

  /**
   * Reads {@code sigma_gain=0.05, per_wavelength=False, random_state=None,
   * variation_scope='sample'}.
   */
  public static MultiplicativeNoise of(Params p) {
    double gain = p.number("sigma_gain", 0.05);
    if (!(gain >= 0)) {
      throw p.invalid("sigma_gain", gain, "must be >= 0");
    }
    boolean perWavelength = p.flag("per_wavelength", false);
    Long seed = randomState(p);
    boolean batch = batchScope(p);
    return new MultiplicativeNoise(p.config(), seed, gain, perWavelength, batch);
  }

  @Override
  public boolean drawsForBatch() {
    return true;
  }

  @Override
  public double[][] augment(
      double[][] rows, double[] wavelengths, NumpyGenerator rng, boolean batch) {
    int n = rows.length;
    int p = n == 0 ? 0 : rows[0].length;
    double[][] out = new double[n][p];
    if (perWavelength) {
      for (int i = 0; i < n; i++) {
        for (int j = 0; j < p; j++) {
          out[i][j] = rows[i][j] * (1 + rng.normal(0, sigmaGain));
        }
      }
      return out;
    }
    double shared = batch || batchDefault ? rng.normal(0, sigmaGain) : 0;
    for (int i = 0; i < n; i++) {
      double gain = 1 + (batch || batchDefault ? shared : rng.normal(0, sigmaGain));
      for (int j = 0; j < p; j++) {
        out[i][j] = rows[i][j] * gain;
      }
    }
    return out;
  }

  /** The catalogue declaration (docs/extending.md). */
  public static final OperatorSpec DECLARATION =
      OperatorSpec.transform(
              "MultiplicativeNoise",
              "nirs4all.operators.augmentation.spectral",
              Category.SAMPLE_AUGMENTATION,
              "multiply spectra by a random gain 1 + e",
              MultiplicativeNoise::of)
          .params(
              ParamSpec.floating("sigma_gain", 0.05, 0, 100, "", "standard deviation of e"),
              ParamSpec.bool(
                  "per_wavelength", false, "one gain per wavelength instead of per spectrum"),
              RANDOM_STATE,
              VARIATION_SCOPE);

  /** Contributes {@link #DECLARATION} to the catalogue (listed in META-INF/services). */
  public static final class Provider implements OperatorProvider {
    @Override
    public List<OperatorSpec> declarations() {
      return List.of(DECLARATION);
    }
  }
}
