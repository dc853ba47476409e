package org.spectraflow.engine.data;

import java.util.List;
import java.util.Objects;
import java.util.SplittableRandom;

/**
 * The built-in demo dataset: seeded, realistic NIR absorbance spectra over 1000–2500 nm. Each
 * sample mixes four latent constituents (protein, water, fat, starch) whose Gaussian absorption
 * bands sit at their usual overtone/combination wavelengths, then gets multiplicative scatter, a
 * baseline offset and slope, and white noise. The regression target (a protein-like content) is a
 * linear function of the concentrations plus reference noise. The first {@code trainFraction} of
 * the samples form the train partition, the rest the test partition. Equal parameters give
 * bit-identical datasets.
 *
 * @param samples number of spectra (≥ 2)
 * @param wavelengths points on the wavelength axis (≥ 2)
 * @param seed the random seed
 * @param trainFraction share of samples in train, in (0, 1]
 * @param precision storage precision
 */
public record SyntheticNirs(
    int samples, int wavelengths, long seed, double trainFraction, Precision precision) {

  /** Band centres (nm), widths (nm, σ) and heights per constituent. */
  private static final double[][][] BANDS = {
    {{1510, 40, 0.6}, {2055, 60, 0.8}, {2180, 50, 0.7}},
    {{1450, 60, 1.0}, {1940, 70, 1.4}},
    {{1210, 40, 0.5}, {1730, 35, 0.8}, {2310, 40, 0.9}},
    {{1580, 80, 0.4}, {2100, 70, 0.6}},
  };

  private static final double[] TARGET_WEIGHTS = {20, 2, -3, 0};
  private static final double FIRST_NM = 1000;
  private static final double LAST_NM = 2500;

  /** Validates the sizes and the fraction. */
  public SyntheticNirs {
    if (samples < 2 || wavelengths < 2) {
      throw new IllegalArgumentException(
          "synthetic data needs >= 2 samples and >= 2 wavelengths,"
              + " was "
              + samples
              + " x "
              + wavelengths);
    }
    if (!(trainFraction > 0 && trainFraction <= 1)) {
      throw new IllegalArgumentException("trainFraction must be in (0, 1], was " + trainFraction);
    }
    Objects.requireNonNull(precision, "precision");
  }

  /** 500 samples × 1000 wavelengths, seed 42, 80 % train, float32. */
  public static SyntheticNirs defaults() {
    return new SyntheticNirs(500, 1000, 42, 0.8, Precision.FLOAT32);
  }

  /** The same with {@code n} samples. */
  public SyntheticNirs withSamples(int n) {
    return new SyntheticNirs(n, wavelengths, seed, trainFraction, precision);
  }

  /** The same with {@code n} wavelengths. */
  public SyntheticNirs withWavelengths(int n) {
    return new SyntheticNirs(samples, n, seed, trainFraction, precision);
  }

  /** The same with another seed. */
  public SyntheticNirs withSeed(long s) {
    return new SyntheticNirs(samples, wavelengths, s, trainFraction, precision);
  }

  /** The same with another precision. */
  public SyntheticNirs withPrecision(Precision p) {
    return new SyntheticNirs(samples, wavelengths, seed, trainFraction, p);
  }

  /** The wavelength axis in nm, evenly spaced from 1000 to 2500. */
  public double[] axis() {
    double[] nm = new double[wavelengths];
    for (int j = 0; j < wavelengths; j++) {
      nm[j] = FIRST_NM + (LAST_NM - FIRST_NM) * j / (wavelengths - 1);
    }
    return nm;
  }

  /** Generates the dataset (one source, regression target {@code protein}). */
  public SpectroDataset generate() {
    double[] nm = axis();
    double[][] pure = pureSpectra(nm);
    SplittableRandom rng = new SplittableRandom(seed);
    Block.Writer x = Block.writer(precision, samples, wavelengths);
    double[][] y = new double[samples][1];
    double[] spectrum = new double[wavelengths];
    double[] c = new double[BANDS.length];
    for (int i = 0; i < samples; i++) {
      for (int k = 0; k < c.length; k++) {
        c[k] = rng.nextDouble(0.05, 1.0);
      }
      mix(pure, c, nm, rng, spectrum);
      x.setRow(i, spectrum);
      y[i][0] = target(c, rng);
    }
    int train = (int) Math.round(samples * trainFraction);
    FeatureSource source = FeatureSource.of(x.build(), new Headers.Axis(nm, HeaderUnit.NM));
    Targets targets = Targets.ofNumeric(List.of("protein"), y, precision);
    return SpectroDataset.of(
        "demo",
        precision,
        List.of(source),
        SampleIndex.of(train, samples - train),
        targets,
        MetadataTable.empty());
  }

  private static double[][] pureSpectra(double[] nm) {
    double[][] pure = new double[BANDS.length][nm.length];
    for (int k = 0; k < BANDS.length; k++) {
      for (double[] band : BANDS[k]) {
        for (int j = 0; j < nm.length; j++) {
          double z = (nm[j] - band[0]) / band[1];
          pure[k][j] += band[2] * Math.exp(-0.5 * z * z);
        }
      }
    }
    return pure;
  }

  private static void mix(
      double[][] pure, double[] c, double[] nm, SplittableRandom rng, double[] out) {
    double scatter = rng.nextDouble(0.8, 1.2);
    double offset = 0.3 + 0.1 * rng.nextGaussian();
    double slope = 0.1 * rng.nextGaussian();
    for (int j = 0; j < out.length; j++) {
      double a = 0;
      for (int k = 0; k < pure.length; k++) {
        a += c[k] * pure[k][j];
      }
      double t = (nm[j] - FIRST_NM) / (LAST_NM - FIRST_NM);
      out[j] = scatter * a + offset + slope * t + 0.003 * rng.nextGaussian();
    }
  }

  private static double target(double[] c, SplittableRandom rng) {
    double v = 5;
    for (int k = 0; k < c.length; k++) {
      v += TARGET_WEIGHTS[k] * c[k];
    }
    return v + 0.1 * rng.nextGaussian();
  }
}
