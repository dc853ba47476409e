package org.spectraflow.engine.data.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Arrays;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spectraflow.engine.data.Headers;
import org.spectraflow.engine.data.MetadataTable;
import org.spectraflow.engine.data.Precision;
import org.spectraflow.engine.data.SpectroDataset;
import org.spectraflow.engine.data.TaskType;
import org.spectraflow.testkit.DatasetFolder;

/** Loading small folders written by the test: formats that work and every bad input. */
class FolderDatasetLoaderTest {

  @TempDir Path dir;
  private DatasetFolder folder;
  private final FolderDatasetLoader loader = new FolderDatasetLoader(Precision.FLOAT32);

  @BeforeEach
  void setUp() {
    folder = new DatasetFolder(dir);
  }

  private SpectroDataset load() {
    return loader.load(dir);
  }

  @Test
  void headerlessSemicolonFilesKeepEveryRow() {
    folder.write("Xcal.csv", "0.5;0.7;0.6\n0.4;0.2;0.3\n");
    folder.write("Ycal.csv", "1.5\n2.5\n");
    SpectroDataset ds = load();
    assertThat(ds.trainIds()).hasSize(2);
    assertThat(ds.source(0).block(0).row(0)).containsExactly(0.5f, 0.7f, 0.6f);
    assertThat(ds.source(0).headers()).isEqualTo(Headers.absent());
  }

  @Test
  void commaAndTabSeparatorsCrlfAndAWavelengthHeaderAreDetected() {
    folder.write("Xtrain.csv", "1100,1102,1104\r\n0.5,0.7,0.6\r\n0.4,0.2,0.3\r\n");
    folder.write("Ytrain.csv", "protein\r\n1.5\r\n2.5\r\n");
    folder.write("Xtest.csv", "1100\t1102\t1104\n0.1\t0.3\t0.2\n");
    folder.write("Ytest.csv", "protein\n3.5\n");
    SpectroDataset ds = load();
    assertThat(ds.trainIds()).containsExactly(0, 1);
    assertThat(ds.testIds()).containsExactly(2);
    assertThat(((Headers.Axis) ds.source(0).headers()).values()).containsExactly(1100, 1102, 1104);
    assertThat(ds.targets().names()).containsExactly("protein");
    assertThat(ds.y(ds.testIds())[0]).containsExactly(3.5);
  }

  @Test
  void numericFirstLinesThatAreNotAWavelengthAxisStayData() {
    folder.write("Ycal.csv", "1\n2\n");
    folder.write("Xcal.csv", "0.1;0.2;0.3\n0.25;0.15;0.35\n");
    assertThat(load().trainIds()).as("small values are not an axis").hasSize(2);
    folder.write("Xcal.csv", "1;2;3\n4;5;6\n");
    assertThat(load().trainIds()).hasSize(2);
    folder.write("Xcal.csv", "900;1000;1100\n950;1050;1150\n");
    assertThat(load().trainIds()).as("monotone rows in one range are spectra").hasSize(2);
    folder.write("Xcal.csv", "900;1000\n0.1;0.2\n");
    assertThat(load().trainIds()).as("two columns are too few to call an axis").hasSize(2);
  }

  @Test
  void aTargetWrittenWithDecimalCommasIsRefusedNotSplitIntoTwoColumns() {
    folder.write("Xcal.csv", "0.5;0.7;0.6\n0.4;0.2;0.3\n0.1;0.9;0.4\n");
    folder.write("Ycal.csv", "15,56\n26,97\n29,93\n");
    assertThatThrownBy(this::load)
        .isInstanceOf(DatasetException.class)
        .hasMessageContaining("Ycal.csv")
        .hasMessageContaining("write it with a decimal point (15.56)");

    folder.write("Ycal.csv", "15,5.6\n26,9.7\n29,9.3\n");
    assertThat(load().targets().names()).as("decimals: truly two columns").hasSize(2);
    folder.write("Ycal.csv", "y\n15,56\n26,97\n29,93\n");
    assertThat(load().targets().names())
        .as("a one-cell header line: the rows are single values with decimal commas")
        .containsExactly("y");
  }

  @Test
  void descendingWavenumberHeaderIsDetected() {
    folder.write("Xcal.csv", "11012;10937;10864\n0.5;0.7;0.6\n");
    folder.write("Ycal.csv", "Prot\n12\n");
    SpectroDataset ds = load();
    assertThat(ds.trainIds()).hasSize(1);
    assertThat(ds.source(0).headers().unit().label()).isEqualTo("cm-1");
  }

  @Test
  void multiSourceGzFilesTextClassesAndMetadata() {
    folder.write("Xcal_1.gz", "1;2\n3;4\n5;6\n");
    folder.write("Xcal_2.csv.gz", "7;8;9\n1;2;3\n4;5;7\n");
    folder.write("Ycal.csv", "class\nwheat\nbarley\nwheat\n");
    folder.write("Mcal.csv", "site;year\nA;2022\nB;\nA;2023\n");
    SpectroDataset ds = load();
    assertThat(ds.sources()).hasSize(2);
    assertThat(ds.source(1).numFeatures()).isEqualTo(3);
    assertThat(ds.taskType()).isEqualTo(TaskType.BINARY);
    assertThat(ds.targets().classes(0)).containsExactly("wheat", "barley");
    assertThat(ds.metadata().column("year")).isInstanceOf(MetadataTable.Numbers.class);
    assertThat(ds.x(new int[] {2}).row(0)).containsExactly(5, 6, 4, 5, 7);
  }

  @Test
  void textLabelsWithoutHeaderStayDataWhenCountsMatch() {
    folder.write("Xcal.csv", "1;2\n3;4\n");
    folder.write("Ycal.csv", "wheat\nbarley\n");
    assertThat(load().targets().classes(0)).containsExactly("wheat", "barley");
  }

  @Test
  void missingFolderSaysWhatToPass() {
    assertThatThrownBy(() -> loader.load(dir.resolve("nope")))
        .isInstanceOf(DatasetException.class)
        .hasMessageContaining("dataset folder not found")
        .hasMessageContaining("'demo'");
  }

  @Test
  void folderWithoutXFiles() {
    folder.write("notes.csv", "x\n");
    assertThatThrownBy(this::load)
        .hasMessageContaining("no train X file")
        .hasMessageContaining("Xcal.csv");
  }

  @Test
  void missingYFile() {
    folder.write("Xcal.csv", "1;2\n");
    assertThatThrownBy(this::load)
        .hasMessageContaining("missing train Y file for Xcal.csv")
        .hasMessageContaining("Ycal.csv");
  }

  @Test
  void raggedRowNamesFileAndLine() {
    folder.write("Xcal.csv", "1;2;3\n4;5\n");
    folder.write("Ycal.csv", "1\n2\n");
    assertThatThrownBy(this::load)
        .isInstanceOf(DatasetException.class)
        .hasMessageContaining("Xcal.csv line 2: ragged row: 2 values, expected 3");
  }

  @Test
  void nonNumericCellNamesLineAndColumn() {
    folder.write("Xcal.csv", "1;2;3\n4;abc;6\n");
    folder.write("Ycal.csv", "1\n2\n");
    assertThatThrownBy(this::load)
        .hasMessageContaining("Xcal.csv line 2: column 2: non-numeric value 'abc'");
  }

  @Test
  void nanInfAndMissingCellsAreRejected() {
    folder.write("Ycal.csv", "1\n2\n");
    folder.write("Xcal.csv", "1;2\n4;NaN\n");
    assertThatThrownBy(this::load).hasMessageContaining("line 2: column 2: non-finite value 'NaN'");
    folder.write("Xcal.csv", "1;-inf\n4;5\n");
    assertThatThrownBy(this::load)
        .hasMessageContaining("line 1: column 2: non-finite value '-inf'");
    folder.write("Xcal.csv", "1;2\nNA;5\n");
    assertThatThrownBy(this::load).hasMessageContaining("line 2: column 1: missing value 'NA'");
    folder.write("Xcal.csv", "1;2\n3;4\n");
    folder.write("Ycal.csv", "1\n2\n\n\n");
    assertThat(load().trainIds()).as("trailing blank lines are not samples").hasSize(2);
  }

  @Test
  void missingTargetIsRejected() {
    folder.write("Xcal.csv", "1;2\n3;4\n");
    folder.write("Ycal.csv", "1\nNA\n");
    assertThatThrownBy(this::load).hasMessageContaining("Ycal.csv line 2: column 1: missing value");
  }

  @Test
  void strayTextInANumericTargetColumnIsRejected() {
    folder.write("Xcal.csv", "1;2\n3;4\n5;6\n");
    folder.write("Ycal.csv", "1.5\nx\n2.5\n");
    assertThatThrownBy(this::load).hasMessageContaining("Ycal.csv line 2: column 1: non-numeric");
  }

  @Test
  void emptyFiles() {
    folder.write("Xcal.csv", "");
    folder.write("Ycal.csv", "1\n");
    assertThatThrownBy(this::load).hasMessageContaining("Xcal.csv: file is empty");
    folder.write("Xcal.csv", "1;2\n");
    folder.write("Ycal.csv", "\n\n");
    assertThatThrownBy(this::load).hasMessageContaining("Ycal.csv: file is empty");
  }

  @Test
  void rowCountMismatchBetweenXAndY() {
    folder.write("Xcal.csv", "1;2\n3;4\n5;6\n");
    folder.write("Ycal.csv", "1\n2\n");
    assertThatThrownBy(this::load)
        .hasMessageContaining("Ycal.csv: has 2 data rows but Xcal.csv has 3");
  }

  @Test
  void blankLineInsideDataIsRejected() {
    folder.write("Xcal.csv", "1;2\n\n3;4\n");
    folder.write("Ycal.csv", "1\n2\n");
    assertThatThrownBy(this::load).hasMessageContaining("Xcal.csv line 2: empty line");
  }

  @Test
  void unreadableGzip() {
    byte[] gz = new byte[] {0x1f, (byte) 0x8b, 8, 0, 0, 0, 0, 0, 0, 0, 1, 2, 3};
    folder.writeBytes("Xcal.csv.gz", gz);
    folder.write("Ycal.csv", "1\n");
    assertThatThrownBy(this::load)
        .hasMessageContaining("Xcal.csv.gz")
        .hasMessageContaining("unreadable gzip data");
    folder.writeBytes("Xcal.csv.gz", "1;2\n".getBytes(StandardCharsets.UTF_8));
    assertThatThrownBy(this::load).hasMessageContaining("does not start with the gzip signature");
  }

  @Test
  void testYWithoutTestXAndMismatchedSourcesAreRejected() {
    folder.write("Xcal.csv", "1;2\n");
    folder.write("Ycal.csv", "1\n");
    folder.write("Yval.csv", "1\n");
    assertThatThrownBy(this::load).hasMessageContaining("Yval.csv: has no matching X file");
  }

  @Test
  void float32OverflowIsNamed() {
    folder.write("Xcal.csv", "1;1e39\n");
    folder.write("Ycal.csv", "1\n");
    assertThatThrownBy(this::load).hasMessageContaining("outside the float32 range");
    SpectroDataset exact = new FolderDatasetLoader(Precision.FLOAT64).load(dir);
    assertThat(Arrays.stream(exact.source(0).block(0).row(0)).max().orElseThrow()).isEqualTo(1e39);
  }

  @Test
  void latin1MetadataAndQuotedCellsAreRead() {
    folder.write("Xcal.csv", "1;2\n3;4\n");
    folder.write("Ycal.csv", "1\n2\n");
    folder.writeBytes(
        "Mcal.csv", "site;\"note\"\nA;caf\u00e9\nB;\"ok\"\n".getBytes(StandardCharsets.ISO_8859_1));
    MetadataTable.Texts notes = (MetadataTable.Texts) load().metadata().column("note");
    assertThat(notes.values()).containsExactly("caf\u00e9", "ok");
  }
}
