package org.spectraflow.engine.data.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spectraflow.engine.data.Headers;
import org.spectraflow.engine.data.Precision;

/**
 * European and quoted CSV spectra files: decimal commas in {@code ;}-separated files (header axis
 * and values), quoted cells holding the separator, and a quoted wavelength header used as the axis;
 * a real text cell is still refused naming line and column.
 */
class CsvQuotesAndDecimalCommasTest {

  @TempDir Path dir;

  private CsvMatrixReader.Matrix read(String text) throws IOException {
    Path f = dir.resolve("X.csv");
    Files.writeString(f, text);
    return new CsvMatrixReader(Precision.FLOAT64).read(f);
  }

  @Test
  void decimalCommasInASemicolonFileAndItsWavelengthHeader() throws IOException {
    CsvMatrixReader.Matrix m = read("1100,5;1200,5;1300,5\n0,125;0,25;1,5\n0,5;0,75;2\n");
    assertThat(m.headers()).isInstanceOf(Headers.Axis.class);
    assertThat(((Headers.Axis) m.headers()).values()).containsExactly(1100.5, 1200.5, 1300.5);
    assertThat(m.data().rows()).isEqualTo(2);
    assertThat(m.data().row(0)).containsExactly(0.125, 0.25, 1.5);
    assertThat(m.data().row(1)).containsExactly(0.5, 0.75, 2.0);
  }

  @Test
  void quotedCellsMayHoldTheSeparator() throws IOException {
    CsvMatrixReader.Matrix m =
        read("\"1000\",\"1100\",\"1200\"\n\"0,5\",\"1,25\",\"2\"\n\"0,75\",\"1\",\"3,5\"\n");
    assertThat(((Headers.Axis) m.headers()).values()).containsExactly(1000, 1100, 1200);
    assertThat(m.data().row(0)).containsExactly(0.5, 1.25, 2.0);
    assertThat(m.data().row(1)).containsExactly(0.75, 1.0, 3.5);
  }

  @Test
  void aTextCellIsStillAnErrorNamingLineAndColumn() {
    assertThatThrownBy(() -> read("0,5;1,5;2\n0,5;abc;2\n"))
        .isInstanceOf(DatasetException.class)
        .hasMessageContaining("line 2")
        .hasMessageContaining("column 2");
  }

  @Test
  void splitKeepsQuotedSeparatorsAndEscapedQuotes() {
    assertThat(CsvRow.split("a;\"b;c\";\"say \"\"hi\"\"\"", ';'))
        .containsExactly("a", "b;c", "say \"hi\"");
    assertThat(CsvRow.decimalComma("Smith, John")).isEqualTo("Smith, John");
    assertThat(CsvRow.decimalComma("-1,5e3")).isEqualTo("-1.5e3");
  }
}
