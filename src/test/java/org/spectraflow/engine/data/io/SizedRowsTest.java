package org.spectraflow.engine.data.io;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.data.Precision;

/** The loader's first pass (line count) and its sized row store, right or wrong. */
class SizedRowsTest {

  @TempDir Path dir;

  @Test
  void countsNonBlankLinesWhateverTheLineEndsAndCompression() throws IOException {
    String text = "a;b\r\n1;2\r\n  \r\n3;4\r5;6\n\n\t\n";
    Path plain = dir.resolve("x.csv");
    Files.writeString(plain, text);
    Path gz = dir.resolve("x.csv.gz");
    try (OutputStream out = new GZIPOutputStream(Files.newOutputStream(gz))) {
      out.write(text.getBytes(StandardCharsets.UTF_8));
    }
    assertThat(CsvLines.countNonBlankLines(plain)).isEqualTo(4);
    assertThat(CsvLines.countNonBlankLines(gz)).isEqualTo(4);
    Files.writeString(plain, "1;2\n3;4");
    assertThat(CsvLines.countNonBlankLines(plain)).as("no final line end").isEqualTo(2);
  }

  @Test
  void rowsFillTheAnnouncedBlockOrAnExactOneWhenTheCountIsWrong() {
    double[][] rows = {{1.5, 2.25}, {0.1, 3e38}, {-4, 5}};
    for (Precision precision : Precision.values()) {
      Block expected = Block.ofRows(precision, rows);
      for (long announced : new long[] {3, 0, 1, 5, -1}) {
        SizedRows sized = new SizedRows(precision, announced, 2);
        double[] reused = new double[2];
        for (double[] row : rows) {
          System.arraycopy(row, 0, reused, 0, 2);
          sized.add(reused);
        }
        Block got = sized.build();
        assertThat(got.rows()).as("%s announced %d", precision, announced).isEqualTo(3);
        assertThat(got.contentEquals(expected))
            .as("%s announced %d", precision, announced)
            .isTrue();
      }
    }
  }

  @Test
  void aFileWithAHeaderLoadsEveryRowOnce() throws IOException {
    Path file = dir.resolve("Xcal.csv");
    Files.writeString(file, "wl1;wl2;wl3\n0.5;0.25;0.125\n1;2;3\n\n");
    CsvMatrixReader.Matrix m = new CsvMatrixReader(Precision.FLOAT32).read(file);
    assertThat(m.data().rows()).isEqualTo(2);
    assertThat(m.data().row(1)).containsExactly(1, 2, 3);
  }
}
