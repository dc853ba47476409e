package org.spectraflow.engine.data.formats.config;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spectraflow.engine.data.Precision;
import org.spectraflow.engine.data.SpectroDataset;
import org.spectraflow.engine.data.io.DatasetException;
import org.spectraflow.engine.data.read.DatasetReaders;
import org.spectraflow.engine.data.read.ReaderOptions;

/** Dataset config files (docs/formats.md, "Dataset config files"): files named by role. */
class DatasetConfigReaderTest {

  @TempDir Path dir;
  private final DatasetConfigReader reader = new DatasetConfigReader();

  @BeforeEach
  void writeData() throws IOException {
    Path data = Files.createDirectories(dir.resolve("data"));
    Files.writeString(data.resolve("spectra_a.csv"), "0.5;0.7;0.6\n0.4;0.2;0.3\n0.9;0.1;0.8\n");
    Files.writeString(data.resolve("targets_a.csv"), "1.5\n2.5\n3.5\n");
    Files.writeString(data.resolve("spectra_b.csv"), "0.3;0.6;0.2\n0.7;0.8;0.1\n");
    Files.writeString(data.resolve("targets_b.csv"), "4.5\n5.5\n");
  }

  private SpectroDataset read(Path config) {
    return reader.read(config, ReaderOptions.resolve(reader, Map.of()), Precision.FLOAT64);
  }

  private Path config(String name, String text) throws IOException {
    return Files.writeString(dir.resolve(name), text);
  }

  @Test
  void aYamlConfigReadsTrainAndTestFilesRelativeToItself() throws IOException {
    Path c =
        config(
            "wheat.yaml",
            "train_x: data/spectra_a.csv\ntrain_y: data/targets_a.csv\n"
                + "test_x: data/spectra_b.csv\ntest_y: data/targets_b.csv\n"
                + "global_params:\n  delimiter: ';'\n  decimal_separator: '.'\n"
                + "  has_header: false\n");
    SpectroDataset ds = read(c);
    assertThat(ds.name()).isEqualTo("wheat");
    assertThat(ds.trainIds()).hasSize(3);
    assertThat(ds.testIds()).hasSize(2);
    assertThat(ds.source(0).block(0).cols()).isEqualTo(3);
    assertThat(ds.y(ds.trainIds())).isDeepEqualTo(new double[][] {{1.5}, {2.5}, {3.5}});
    assertThat(ds.y(ds.testIds())).isDeepEqualTo(new double[][] {{4.5}, {5.5}});
  }

  @Test
  void aRepetitionKeyDeclaresTheMetadataColumnNamingEachSample() throws IOException {
    Files.writeString(dir.resolve("data/meta_a.csv"), "Sample_ID;site\ns1;A\ns1;B\ns2;C\n");
    String files = "train_x: data/spectra_a.csv\ntrain_y: data/targets_a.csv\n";
    SpectroDataset ds =
        read(config("reps.yaml", files + "train_m: data/meta_a.csv\nrepetition: Sample_ID\n"));
    assertThat(ds.repetitionColumn()).contains("Sample_ID");
    assertThat(read(config("plain.yaml", files + "train_m: data/meta_a.csv\n")).repetitionColumn())
        .isEmpty();
    assertThatThrownBy(() -> read(config("nometa.yaml", files + "repetition: Sample_ID\n")))
        .isInstanceOf(DatasetException.class)
        .hasMessageContaining("no train_m metadata file");
    assertThatThrownBy(
            () ->
                read(
                    config("wrong.yaml", files + "train_m: data/meta_a.csv\nrepetition: Sample\n")))
        .isInstanceOf(DatasetException.class)
        .hasMessageContaining("key 'repetition'")
        .hasMessageContaining("'Sample' is not a metadata column");
  }

  @Test
  void nirs4allsAggregateKeyNamesTheRepetitionColumn() throws IOException {
    Files.writeString(dir.resolve("data/meta_a.csv"), "Sample_ID;site\ns1;A\ns1;B\ns2;C\n");
    String files = "train_x: data/spectra_a.csv\ntrain_y: data/targets_a.csv\n";
    String meta = files + "train_m: data/meta_a.csv\n";
    assertThat(read(config("agg.yaml", meta + "aggregate: Sample_ID\n")).repetitionColumn())
        .contains("Sample_ID");
    assertThat(read(config("agg-off.yaml", meta + "aggregate: false\n")).repetitionColumn())
        .isEmpty();
    assertThatThrownBy(
            () -> read(config("both.yaml", meta + "aggregate: Sample_ID\nrepetition: Sample_ID\n")))
        .isInstanceOf(DatasetException.class)
        .hasMessageContaining("keys 'repetition' and 'aggregate' both name the repetition column");
    assertThatThrownBy(() -> read(config("agg-true.yaml", meta + "aggregate: true\n")))
        .isInstanceOf(DatasetException.class)
        .hasMessageContaining("key 'aggregate': true (grouping rows by their target value)");
    assertThatThrownBy(() -> read(config("agg-wrong.yaml", meta + "aggregate: Sample\n")))
        .isInstanceOf(DatasetException.class)
        .hasMessageContaining("key 'aggregate'")
        .hasMessageContaining("'Sample' is not a metadata column");
    assertThatThrownBy(() -> read(config("agg-nometa.yaml", files + "aggregate: Sample_ID\n")))
        .isInstanceOf(DatasetException.class)
        .hasMessageContaining("key 'aggregate' names the metadata column 'Sample_ID' but");
  }

  @Test
  void aJsonConfigWithoutTestFilesGivesATrainOnlyDataset() throws IOException {
    Path c =
        config(
            "d.json", "{\"train_x\": \"data/spectra_a.csv\", \"train_y\": \"data/targets_a.csv\"}");
    SpectroDataset ds = read(c);
    assertThat(ds.trainIds()).hasSize(3);
    assertThat(ds.testIds()).isEmpty();
  }

  @Test
  void theRegistryPicksTheConfigReaderForYamlFiles() throws IOException {
    Path c = config("d.yml", "train_x: data/spectra_a.csv\ntrain_y: data/targets_a.csv\n");
    assertThat(DatasetReaders.standard().select(c).id()).isEqualTo(DatasetConfigReader.ID);
  }

  @Test
  void semicolonSpectraWithDecimalCommasRead() throws IOException {
    Path data = dir.resolve("data");
    Files.writeString(data.resolve("xe.csv"), "0,5;0,7;0,6\n0,4;0,2;0,3\n");
    Files.writeString(data.resolve("ye.csv"), "1.25\n2.75\n");
    Path c =
        config(
            "eu.yaml",
            "train_x: data/xe.csv\ntrain_y: data/ye.csv\n"
                + "global_params: {delimiter: ';', decimal_separator: ','}\n");
    SpectroDataset ds = read(c);
    assertThat(ds.y(ds.trainIds())).isDeepEqualTo(new double[][] {{1.25}, {2.75}});
    assertThat(ds.x(ds.trainIds()).get(0, 1)).isEqualTo(0.7);
  }

  @Test
  void aOneColumnDecimalCommaFileIsRefusedRatherThanSplitAtTheComma() throws IOException {
    Path data = dir.resolve("data");
    Files.writeString(data.resolve("xe.csv"), "0,5;0,7;0,6\n0,4;0,2;0,3\n");
    Files.writeString(data.resolve("yc.csv"), "1,25\n2,75\n");
    Path c =
        config(
            "eu2.yaml",
            "train_x: data/xe.csv\ntrain_y: data/yc.csv\n"
                + "global_params: {delimiter: ';', decimal_separator: ','}\n");
    assertThatThrownBy(() -> read(c))
        .isInstanceOf(DatasetException.class)
        .hasMessageContaining("yc.csv")
        .hasMessageContaining("declare decimal commas");
  }

  @Test
  void aMissingFileIsNamedWithItsKey() throws IOException {
    Path c = config("m.yaml", "train_x: data/nope.csv\ntrain_y: data/targets_a.csv\n");
    assertThatThrownBy(() -> read(c))
        .isInstanceOf(DatasetException.class)
        .hasMessageContaining("m.yaml")
        .hasMessageContaining("'train_x'")
        .hasMessageContaining("data/nope.csv")
        .hasMessageContaining("does not exist");
  }

  @Test
  void xAndYRowCountsMustAgree() throws IOException {
    Path c = config("r.yaml", "train_x: data/spectra_a.csv\ntrain_y: data/targets_b.csv\n");
    assertThatThrownBy(() -> read(c))
        .isInstanceOf(DatasetException.class)
        .hasMessageContaining("targets_b.csv");
  }

  @Test
  void anUnknownKeyIsRefusedNamingTheKnownOnes() throws IOException {
    Path c =
        config(
            "u.yaml",
            "train_x: data/spectra_a.csv\ntrain_y: data/targets_a.csv\ntrian_m: data/m.csv\n");
    assertThatThrownBy(() -> read(c))
        .isInstanceOf(DatasetException.class)
        .hasMessageContaining("unknown key 'trian_m'")
        .hasMessageContaining("train_x, train_y, train_m, test_x, test_y, test_m, global_params");
  }

  @Test
  void anUnknownOrSenselessGlobalParamIsRefused() throws IOException {
    Path c =
        config(
            "g.yaml",
            "train_x: data/spectra_a.csv\ntrain_y: data/targets_a.csv\n"
                + "global_params: {seperator: ';'}\n");
    assertThatThrownBy(() -> read(c)).hasMessageContaining("unknown key 'global_params.seperator'");
    Path d =
        config(
            "h.yaml",
            "train_x: data/spectra_a.csv\ntrain_y: data/targets_a.csv\n"
                + "global_params: {decimal_separator: ';'}\n");
    assertThatThrownBy(() -> read(d))
        .hasMessageContaining("global_params.decimal_separator is ';'");
  }

  @Test
  void testXWithoutTestYIsRefused() throws IOException {
    Path c =
        config(
            "t.yaml",
            "train_x: data/spectra_a.csv\ntrain_y: data/targets_a.csv\ntest_x: data/spectra_b.csv\n");
    assertThatThrownBy(() -> read(c)).hasMessageContaining("test_x is given without test_y");
  }

  @Test
  void aPipelineDocumentGivenAsDataIsRefusedByItsKey() throws IOException {
    Path c = config("p.yaml", "pipeline:\n  - SNV\n");
    assertThatThrownBy(() -> read(c)).hasMessageContaining("unknown key 'pipeline'");
  }
}
