package org.spectraflow.engine.data.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spectraflow.engine.data.Precision;
import org.spectraflow.engine.data.SpectroDataset;
import org.spectraflow.testkit.DatasetFolder;

/** Dataset folders that used to load wrongly or silently: each now loads right or fails clearly. */
class DatasetHardeningTest {

  @TempDir Path dir;
  private DatasetFolder folder;

  @BeforeEach
  void setUp() {
    folder = new DatasetFolder(dir);
  }

  private SpectroDataset load() {
    return new FolderDatasetLoader(Precision.FLOAT32).load(dir);
  }

  @Test
  void aUtf8ByteOrderMarkKeepsTheFirstSample() {
    folder.write("Xcal.csv", "\uFEFF0.5;0.7;0.6\n0.4;0.2;0.3\n0.1;0.9;0.8\n");
    folder.write("Ycal.csv", "\uFEFF1.5\n2.5\n3.5\n");
    SpectroDataset ds = load();
    assertThat(ds.trainIds()).hasSize(3);
    assertThat(ds.source(0).block(0).row(0)).containsExactly(0.5f, 0.7f, 0.6f);
  }

  @Test
  void aPlainAndACompressedCopyOfOneFileAreNotTwoSources() throws IOException {
    folder.write("Xcal.csv", "0.5;0.7\n0.4;0.2\n");
    folder.writeBytes("Xcal.csv.gz", gzip("0.5;0.7\n0.4;0.2\n".getBytes(StandardCharsets.UTF_8)));
    folder.write("Ycal.csv", "1\n2\n");
    assertThatThrownBy(this::load)
        .isInstanceOf(DatasetException.class)
        .hasMessageContaining("Xcal.csv")
        .hasMessageContaining("Xcal.csv.gz")
        .hasMessageContaining("keep one");
  }

  @Test
  void aGzipBombStopsAtTheStatedLimit() throws IOException {
    byte[] line = "0.5;0.7;0.6;0.1;0.2;0.3;0.4;0.8\n".getBytes(StandardCharsets.UTF_8);
    ByteArrayOutputStream raw = new ByteArrayOutputStream();
    try (GZIPOutputStream gz = new GZIPOutputStream(raw)) {
      for (long written = 0; written <= 2L * 1024 * 1024; written += line.length) {
        gz.write(line);
      }
    }
    folder.writeBytes("Xcal.csv.gz", raw.toByteArray());
    folder.write("Ycal.csv", "1\n");
    String old = System.getProperty("spectraflow.gzip.max.mb");
    System.setProperty("spectraflow.gzip.max.mb", "1");
    try {
      assertThatThrownBy(this::load)
          .isInstanceOf(DatasetException.class)
          .hasMessageContaining("Xcal.csv.gz")
          .hasMessageContaining("more than 1 MiB")
          .hasMessageContaining("spectraflow.gzip.max.mb");
    } finally {
      if (old == null) {
        System.clearProperty("spectraflow.gzip.max.mb");
      } else {
        System.setProperty("spectraflow.gzip.max.mb", old);
      }
    }
  }

  @Test
  void spaceSeparatedValuesAreNamedWithTheLine() {
    folder.write("Xcal.csv", "0.5 0.7 0.6\n0.4 0.2 0.3\n");
    folder.write("Ycal.csv", "1\n2\n");
    assertThatThrownBy(this::load)
        .hasMessageContaining("Xcal.csv")
        .hasMessageContaining("line 1")
        .hasMessageContaining("separated by spaces");
  }

  @Test
  void textTrainLabelsWithNumericTestTargetsAreRefused() {
    folder.write("Xcal.csv", "0.5;0.7\n0.4;0.2\n");
    folder.write("Ycal.csv", "apple\npear\n");
    folder.write("Xval.csv", "0.3;0.1\n");
    folder.write("Yval.csv", "2.5\n");
    assertThatThrownBy(this::load)
        .hasMessageContaining("text labels (e.g. 'apple')")
        .hasMessageContaining("Ycal.csv")
        .hasMessageContaining("only numbers in Yval.csv");
  }

  @Test
  void aConstantTargetIsRefusedWithTheFile() {
    folder.write("Xcal.csv", "0.5;0.7\n0.4;0.2\n0.1;0.9\n");
    folder.write("Ycal.csv", "12.5\n12.50\n12.5\n");
    assertThatThrownBy(this::load)
        .hasMessageContaining("Ycal.csv")
        .hasMessageContaining("the same value (12.5) for all 3 train samples");
  }

  @Test
  void identicalSpectraAreRefused() {
    folder.write("Xcal.csv", "0.5;0.7\n0.5;0.7\n0.5;0.7\n");
    folder.write("Ycal.csv", "1\n2\n3\n");
    assertThatThrownBy(this::load)
        .hasMessageContaining("Xcal.csv")
        .hasMessageContaining("identical");
  }

  private static byte[] gzip(byte[] data) throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    try (GZIPOutputStream gz = new GZIPOutputStream(out)) {
      gz.write(data);
    }
    return out.toByteArray();
  }
}
