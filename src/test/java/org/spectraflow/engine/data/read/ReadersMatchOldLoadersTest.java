package org.spectraflow.engine.data.read;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.Map;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spectraflow.engine.data.DatasetSummary;
import org.spectraflow.engine.data.Precision;
import org.spectraflow.engine.data.SpectroDataset;
import org.spectraflow.engine.data.SyntheticNirs;
import org.spectraflow.engine.data.io.Datasets;
import org.spectraflow.engine.data.io.FolderDatasetLoader;
import org.spectraflow.testkit.DatasetFolder;

/** Reading through the registry gives bit-identical datasets to the loaders it wraps. */
class ReadersMatchOldLoadersTest {

  @TempDir Path dir;

  @Test
  void theDemoReaderGeneratesTheSameSpectraAsTheOldDemoPath() {
    for (Precision precision : Precision.values()) {
      SyntheticNirs old =
          SyntheticNirs.defaults()
              .withSamples(37)
              .withWavelengths(53)
              .withSeed(7)
              .withPrecision(precision);
      SpectroDataset read =
          DatasetReaders.standard()
              .read(
                  DemoReader.ID,
                  null,
                  Map.of("samples", "37", "wavelengths", "53", "seed", "7"),
                  precision);
      assertSame(read, Datasets.open(Datasets.DEMO, old));
    }
  }

  @Test
  void theDefaultDemoIsTheCommandLinesDefault() {
    SpectroDataset read =
        DatasetReaders.standard().read(DemoReader.ID, null, Map.of(), Precision.FLOAT32);
    assertThat(read.trainIds().length + read.testIds().length).isEqualTo(500);
    assertThat(read.source(0).block(0).cols()).isEqualTo(1000);
  }

  @Test
  void theFolderReaderReadsTheSameDatasetAsTheFolderLoader() {
    DatasetFolder folder = new DatasetFolder(dir);
    folder.write("Xcal.csv", "1100;1102;1104\n0.5;0.7;0.6\n0.4;0.2;0.3\n0.1;0.9;0.33\n");
    folder.write("Ycal.csv", "protein\n1.5\n2.5\n3.25\n");
    folder.write("Xval.csv", "1100;1102;1104\n0.15;0.17;0.16\n");
    folder.write("Yval.csv", "protein\n4.5\n");
    DatasetReaders readers = DatasetReaders.standard();
    for (Precision precision : Precision.values()) {
      DatasetReader reader = readers.select(dir);
      assertThat(reader.id()).isEqualTo(Nirs4allFolderReader.ID);
      assertSame(
          readers.read(reader, dir, Map.of(), precision),
          new FolderDatasetLoader(precision).load(dir));
    }
  }

  private static void assertSame(SpectroDataset actual, SpectroDataset expected) {
    assertThat(DatasetSummary.of(actual)).isEqualTo(DatasetSummary.of(expected));
    assertThat(actual.name()).isEqualTo(expected.name());
    assertThat(actual.trainIds()).isEqualTo(expected.trainIds());
    assertThat(actual.testIds()).isEqualTo(expected.testIds());
    int[] all =
        IntStream.concat(IntStream.of(expected.trainIds()), IntStream.of(expected.testIds()))
            .toArray();
    assertThat(actual.sources()).hasSameSizeAs(expected.sources());
    for (int s = 0; s < expected.sources().size(); s++) {
      assertThat(actual.source(s).headers()).isEqualTo(expected.source(s).headers());
      assertThat(actual.source(s).block(0).toDoubleArray())
          .isEqualTo(expected.source(s).block(0).toDoubleArray());
    }
    assertThat(actual.y(all)).isEqualTo(expected.y(all));
  }
}
