package org.spectraflow.engine.operators.augment;

import java.util.List;
import org.spectraflow.engine.catalogue.OperatorProvider;
import org.spectraflow.engine.catalogue.OperatorSpec;
import org.spectraflow.engine.catalogue.OperatorSpec.Category;
import org.spectraflow.engine.catalogue.ParamSpec;
import org.spectraflow.engine.operators.OperatorConfig;
import org.spectraflow.engine.operators.Params;
import org.spectraflow.engine.operators.linalg.Sums;
import org.spectraflow.engine.random.NumpyGenerator;

/**
 * nirs4all's {@code GaussianAdditiveNoise}: adds Gaussian noise scaled by {@code sigma} and the
 * spectrum's standard deviation (scope {@code sample}: one draw per cell, row-major), or one noise
 * row scaled by the standard deviation of all cells and shared by every row (scope {@code batch});
 * optionally smoothed along the row by a normalised Gaussian kernel of {@code
 * smoothing_kernel_width} taps (σ = width/6, scipy {@code convolve1d} in mode {@code reflect}).
 */
public final class GaussianAdditiveNoise extends Augmenter {

  private final double sigma;
  private final int width;
  private final boolean batchDefault;

  private GaussianAdditiveNoise(
      OperatorConfig config, Long seed, double sigma, int width, boolean batch) {
    super(config, seed);
    this.sigma = sigma;
    this.width = width;
    this.batchDefault = batch;
  }

  /**
   * Reads {@code sigma=0.01, smoothing_kernel_width=1, random_state=None,
   * variation_scope='sample'}.
   */
  public static GaussianAdditiveNoise of(Params p) {
    double sigma = p.number("sigma", 0.01);
    if (!(sigma >= 0)) {
      throw p.invalid("sigma", sigma, "must be >= 0");
    }
    int width = p.integer("smoothing_kernel_width", 1);
    if (width < 1) {
      throw p.invalid("smoothing_kernel_width", width, "must be >= 1");
    }
    Long seed = randomState(p);
    boolean batch = batchScope(p);
    return new GaussianAdditiveNoise(p.config(), seed, sigma, width, batch);
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
    double[][] noise = new double[n][p];
    if (batch || batchDefault) {
      double scale = (float) (RowStats.std(rows) * (double) (float) sigma);
      double[] shared = rng.normal(0, scale, p);
      for (int i = 0; i < n; i++) {
        noise[i] = shared.clone();
      }
    } else {
      for (int i = 0; i < n; i++) {
        double s = RowStats.std(rows[i]);
        for (int j = 0; j < p; j++) {
          noise[i][j] = rng.normal(0, 1) * s * sigma;
        }
      }
    }
    if (width > 1) {
      double[] taps = taps(width);
      for (int i = 0; i < n; i++) {
        noise[i] = ReflectConvolution.symmetric(noise[i], taps);
      }
    }
    double[][] out = new double[n][p];
    for (int i = 0; i < n; i++) {
      for (int j = 0; j < p; j++) {
        out[i][j] = rows[i][j] + noise[i][j];
      }
    }
    return out;
  }

  /** Normalised Gaussian taps for width {@code w}: σ = w/6, odd tap count (w rounded up). */
  static double[] taps(int w) {
    double s = w / 6.0;
    int count = w % 2 == 1 ? w : w + 1;
    int half = count / 2;
    double[] t = new double[count];
    for (int k = -half; k <= half; k++) {
      t[k + half] = Math.exp(-(double) (k * k) / (2 * s * s));
    }
    double sum = Sums.pw(t, false);
    for (int k = 0; k < count; k++) {
      t[k] /= sum;
    }
    return t;
  }

  /** The catalogue declaration (docs/extending.md). */
  public static final OperatorSpec DECLARATION =
      OperatorSpec.transform(
              "GaussianAdditiveNoise",
              "nirs4all.operators.augmentation.spectral",
              Category.SAMPLE_AUGMENTATION,
              "add Gaussian noise scaled by the spectrum's standard deviation",
              GaussianAdditiveNoise::of)
          .params(
              ParamSpec.floating(
                  "sigma", 0.01, 0, 100, "", "noise level relative to the standard deviation"),
              ParamSpec.integer(
                  "smoothing_kernel_width",
                  1,
                  1,
                  1001,
                  "points",
                  "Gaussian smoothing of the noise (1 = none)"),
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
