package org.spectraflow.engine.data;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The demo dataset: shapes, determinism, and spectra that carry the target. */
class SyntheticNirsTest {

  @Test
  void defaultsGiveFiveHundredSpectraSplitEightyTwenty() {
    SpectroDataset ds = SyntheticNirs.defaults().generate();
    assertThat(ds.source(0).numSamples()).isEqualTo(500);
    assertThat(ds.source(0).numFeatures()).isEqualTo(1000);
    assertThat(ds.trainIds()).hasSize(400);
    assertThat(ds.testIds()).hasSize(100);
    assertThat(ds.taskType()).isEqualTo(TaskType.REGRESSION);
    Headers.Axis axis = (Headers.Axis) ds.source(0).headers();
    assertThat(axis.value(0)).isEqualTo(1000);
    assertThat(axis.value(999)).isEqualTo(2500);
  }

  @Test
  void sameSeedGivesBitIdenticalDataAndAnotherSeedDoesNot() {
    SyntheticNirs spec = SyntheticNirs.defaults().withSamples(50).withWavelengths(200);
    Block a = spec.generate().source(0).block(0);
    Block b = spec.generate().source(0).block(0);
    Block c = spec.withSeed(7).generate().source(0).block(0);
    assertThat(a.fingerprint()).isEqualTo(b.fingerprint());
    assertThat(a.contentEquals(c)).isFalse();
  }

  @Test
  void largeSizesWorkInBothPrecisions() {
    SpectroDataset big =
        SyntheticNirs.defaults().withSamples(5000).withWavelengths(2000).generate();
    assertThat(big.featureBytes()).isEqualTo(5000L * 2000 * 4);
    SpectroDataset exact =
        SyntheticNirs.defaults().withSamples(10).withPrecision(Precision.FLOAT64).generate();
    assertThat(exact.source(0).block(0).precision()).isEqualTo(Precision.FLOAT64);
  }

  @Test
  void waterBandAbsorbanceTracksTheSpectraAndTargetVaries() {
    SpectroDataset ds = SyntheticNirs.defaults().withSamples(200).generate();
    Block x = ds.source(0).block(0);
    double[][] y = ds.y(ds.trainIds());
    double min = Double.MAX_VALUE;
    double max = -Double.MAX_VALUE;
    for (double[] row : y) {
      min = Math.min(min, row[0]);
      max = Math.max(max, row[0]);
    }
    assertThat(max - min).isGreaterThan(5);
    assertThat(x.hasNonFinite()).isFalse();
    int band = (int) Math.round((1940 - 1000) / 1500.0 * 999);
    int flat = 0;
    double bandMean = 0;
    double flatMean = 0;
    for (int i = 0; i < x.rows(); i++) {
      bandMean += x.get(i, band) / x.rows();
      flatMean += x.get(i, flat) / x.rows();
    }
    assertThat(bandMean).as("absorption band above the baseline").isGreaterThan(flatMean + 0.3);
  }
}
