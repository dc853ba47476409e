package org.spectraflow.engine.model.predict;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.nio.file.Path;
import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.data.FeatureSource;
import org.spectraflow.engine.data.SpectroDataset;
import org.spectraflow.engine.diagnostics.Distributions;
import org.spectraflow.engine.model.FittedPipeline;
import org.spectraflow.engine.model.file.ModelFile;
import org.spectraflow.engine.model.file.ModelFileRoundTripTestAccess;
import org.spectraflow.engine.model.file.SavedModel;
import org.spectraflow.engine.operators.FittedState;
import org.spectraflow.engine.run.RunFixtures;

/**
 * The PLS applicability domain: F quantiles against tabulated values, the training spectra's mean
 * T² equal to A(n−1)/n (scores against their own variances), and spectra far from the training set
 * flagged out of domain after a round trip through a model file.
 */
class PlsDomainTest {

  @TempDir Path dir;

  @Test
  void fQuantilesMatchTables() {
    assertThat(Distributions.fQuantile(0.95, 5, 10)).isCloseTo(3.3258, within(1e-4));
    assertThat(Distributions.fQuantile(0.95, 2, 120)).isCloseTo(3.0718, within(1e-4));
    assertThat(Distributions.fQuantile(0.95, 1, 30)).isCloseTo(4.1709, within(1e-4));
  }

  @Test
  void trainingScoresAverageTheirComponentCountAndFarSpectraAreOutOfDomain() {
    SpectroDataset ds = RunFixtures.demo();
    FittedPipeline p = ModelFileRoundTripTestAccess.finalPls(ds);
    Block train = ds.source(0).block(FeatureSource.RAW).selectRows(ds.trainIds());
    FittedState domain = PlsDomain.fit(p, train);
    int a = (int) domain.number("components");
    int n = train.rows();
    Path file = dir.resolve("m.sfmodel");
    ModelFile.write(file, p, PlsDomain.details(ds, "{}", p));
    SavedModel saved = ModelFile.read(file);
    DomainScores own = PlsDomain.scores(saved.domain().orElseThrow(), saved.pipeline(), train);
    assertThat(Arrays.stream(own.t2()).average().orElseThrow())
        .isCloseTo(a * (n - 1.0) / n, within(1e-6));
    assertThat(domain.number("t2_limit")).isGreaterThan(a);
    // the file keeps the calibration's own T² and Q: those of its training spectra projected again
    FittedState kept = saved.domain().orElseThrow();
    double[] calT2 = kept.vector("calibration_t2");
    double[] calQ = kept.vector("calibration_q");
    assertThat(calT2).hasSize(n);
    for (int i = 0; i < n; i++) {
      assertThat(calT2[i]).isCloseTo(own.t2()[i], within(1e-9 * (1 + own.t2()[i])));
      assertThat(calQ[i]).isCloseTo(own.q()[i], within(1e-9 * (1 + own.q()[i])));
    }

    double[][] far = train.toRows();
    for (double[] row : far) {
      for (int j = 0; j < row.length; j++) {
        row[j] = row[j] * (1 + 0.5 * Math.sin(j));
      }
    }
    DomainScores out =
        PlsDomain.scores(
            saved.domain().orElseThrow(), saved.pipeline(), Block.ofRows(train.precision(), far));
    long outside = 0;
    for (boolean in : out.inDomain()) {
      outside += in ? 0 : 1;
    }
    assertThat(outside).isGreaterThan(far.length / 2);
    long inside = 0;
    for (boolean in : own.inDomain()) {
      inside += in ? 1 : 0;
    }
    assertThat(inside).isGreaterThan((long) (0.8 * n));
  }
}
