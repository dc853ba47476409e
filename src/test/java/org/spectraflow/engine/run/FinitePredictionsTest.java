package org.spectraflow.engine.run;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spectraflow.engine.cache.CacheConfig;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.data.Precision;
import org.spectraflow.engine.data.SpectroDataset;
import org.spectraflow.engine.data.io.Datasets;
import org.spectraflow.engine.pipeline.DocumentPath;
import org.spectraflow.engine.run.report.RunReport;
import org.spectraflow.engine.run.step.FinitePredictions;

/** A variant whose model predicts NaN or infinity fails with its reason instead of scoring NaN. */
class FinitePredictionsTest {

  private static final Block VARYING =
      Block.ofRows(Precision.FLOAT64, new double[][] {{1, 2}, {3, 4}, {5, 7}});
  private static final DocumentPath WHERE = DocumentPath.PIPELINE.index(2);

  @Test
  void oneWavelengthAndSnvFailTheVariantWithTheReason(@TempDir Path dir) throws IOException {
    RunReport r =
        RunFixtures.run(
            RunFixtures.doc(
                "{\"pipeline\": ["
                    + ControllersTest.KFOLD
                    + ", \"nirs4all.operators.transforms.StandardNormalVariate\","
                    + " {\"model\": {\"class\": \"PLSRegression\", \"params\": {\"n_components\": 1}}}]}"),
            oneWavelength(dir),
            CacheConfig.defaults());
    assertThat(r.variant(0).ok()).isFalse();
    assertThat(r.variant(0).error())
        .startsWith("pipeline[2]: the model predicts NaN for ")
        .contains("its input is constant (1 feature")
        .contains("SNV of a single feature");
  }

  private static SpectroDataset oneWavelength(Path dir) throws IOException {
    StringBuilder x = new StringBuilder();
    StringBuilder y = new StringBuilder();
    for (int i = 0; i < 30; i++) {
      x.append(0.5 + 0.01 * i + 0.003 * (i % 7)).append('\n');
      y.append(10 + i).append('\n');
    }
    for (String part : new String[] {"cal", "val"}) {
      Files.writeString(dir.resolve("X" + part + ".csv"), x);
      Files.writeString(dir.resolve("Y" + part + ".csv"), y);
    }
    return Datasets.open(dir.toString(), Precision.FLOAT64);
  }

  @Test
  void theCauseIsNamed() {
    Block constant = Block.ofRows(Precision.FLOAT64, new double[][] {{0, 0}, {0, 0}});
    assertThatThrownBy(
            () -> FinitePredictions.require(new double[] {Double.NaN, 1}, constant, WHERE))
        .hasMessageStartingWith("pipeline[2]: the model predicts NaN for 1 of 2 samples")
        .hasMessageContaining("its input is constant (2 features");
    assertThatThrownBy(
            () ->
                FinitePredictions.require(
                    new double[] {1, Double.NEGATIVE_INFINITY, 2}, VARYING, WHERE))
        .hasMessageContaining("predicts -infinity for 1 of 3 samples")
        .hasMessageContaining("the fit did not give finite coefficients");
    Block nan = Block.ofRows(Precision.FLOAT64, new double[][] {{1, Double.NaN}, {2, 3}});
    assertThatThrownBy(() -> FinitePredictions.require(new double[] {Double.NaN, 1}, nan, WHERE))
        .hasMessageContaining("its input holds NaN or infinite values");
  }

  @Property(tries = 300)
  void anyNonFinitePredictionFailsAndFiniteOnesPass(@ForAll("predictions") double[] p) {
    boolean finite = Arrays.stream(p).allMatch(Double::isFinite);
    Block x = Block.ofRows(Precision.FLOAT64, new double[p.length][1]);
    if (finite) {
      assertThatCode(() -> FinitePredictions.require(p, x, WHERE)).doesNotThrowAnyException();
    } else {
      assertThatThrownBy(() -> FinitePredictions.require(p, x, WHERE))
          .isInstanceOf(IllegalArgumentException.class)
          .hasMessageContaining("so its scores would be NaN");
    }
  }

  @Provide
  Arbitrary<double[]> predictions() {
    return Arbitraries.oneOf(
            Arbitraries.doubles().between(-1e9, 1e9),
            Arbitraries.of(Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY))
        .array(double[].class)
        .ofMinSize(1)
        .ofMaxSize(12);
  }
}
