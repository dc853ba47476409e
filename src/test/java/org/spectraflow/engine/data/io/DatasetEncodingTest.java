package org.spectraflow.engine.data.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.GZIPOutputStream;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.AlphaChars;
import net.jqwik.api.constraints.NumericChars;
import net.jqwik.api.constraints.StringLength;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spectraflow.engine.data.Precision;
import org.spectraflow.testkit.DatasetFolder;

/**
 * Dataset files that are not what they seem: UTF-16 or binary content is named, targets that
 * overflow to infinity are refused at their line and column, a gzip bomb of targets stops while
 * streaming, and a nonsense gzip limit is an error naming the setting.
 */
class DatasetEncodingTest {

  @TempDir Path dir;

  private static final String X = "0.1;0.5;0.3\n0.2;0.1;0.7\n0.4;0.4;0.2\n";

  private DatasetFolder folder() {
    DatasetFolder f = new DatasetFolder(dir);
    f.write("Xcal.csv", X);
    return f;
  }

  private void load(Precision precision) {
    new FolderDatasetLoader(precision).load(dir);
  }

  @Test
  void utf16TargetsAreNamedNotQuotedAsGarbage() {
    folder().writeBytes("Ycal.csv", "1.5\n2.5\n3.5\n".getBytes(StandardCharsets.UTF_16));
    assertThatThrownBy(() -> load(Precision.FLOAT32))
        .isInstanceOf(DatasetException.class)
        .hasMessageContaining(
            "Ycal.csv: the file is UTF-16 text (big-endian byte-order mark FE FF)")
        .hasMessageContaining("save it as UTF-8 CSV");
  }

  @Test
  void utf16WithoutAMarkAndBinaryFilesAreNamed() {
    DatasetFolder f = new DatasetFolder(dir);
    f.writeBytes("Xcal.csv", X.getBytes(StandardCharsets.UTF_16LE));
    f.write("Ycal.csv", "1\n2\n3\n");
    assertThatThrownBy(() -> load(Precision.FLOAT32))
        .hasMessageContaining("UTF-16 text without a byte-order mark (little-endian");
    f.writeBytes("Xcal.csv", new byte[] {0x7f, 'E', 'L', 'F', 2, 1, 1, 0, 0, 0});
    assertThatThrownBy(() -> load(Precision.FLOAT32))
        .hasMessageContaining("the file is binary, not CSV text (a NUL byte at offset 7)");
    f.writeBytes("Xcal.csv", new byte[] {'P', 'K', 3, 4, 20, 0});
    assertThatThrownBy(() -> load(Precision.FLOAT32)).hasMessageContaining("ZIP archive");
  }

  @Test
  void gzippedUtf16IsNamedToo() throws IOException {
    folder();
    try (OutputStream out =
        new GZIPOutputStream(Files.newOutputStream(dir.resolve("Ycal.csv.gz")))) {
      out.write("1\n2\n3\n".getBytes(StandardCharsets.UTF_16));
    }
    assertThatThrownBy(() -> load(Precision.FLOAT32)).hasMessageContaining("UTF-16");
  }

  @Property(tries = 100)
  void utf16OfAnyAsciiTextIsDetectedAndUtf8NeverIs(
      @ForAll @StringLength(min = 2, max = 300) @NumericChars @AlphaChars String text) {
    for (Charset utf16 :
        new Charset[] {
          StandardCharsets.UTF_16, StandardCharsets.UTF_16LE, StandardCharsets.UTF_16BE
        }) {
      byte[] bytes = text.getBytes(utf16);
      assertThat(TextSniff.problem(bytes, bytes.length)).as(utf16.name()).contains("UTF-16");
    }
    byte[] utf8 = text.getBytes(StandardCharsets.UTF_8);
    assertThat(TextSniff.problem(utf8, utf8.length)).isNull();
  }

  @Test
  void targetsOverflowingToInfinityAreRefusedAtLineAndColumn() {
    DatasetFolder f = folder();
    f.write("Ycal.csv", "1.5\n1e999\n3\n");
    assertThatThrownBy(() -> load(Precision.FLOAT64))
        .hasMessageContaining(
            "Ycal.csv line 2: column 1: value 1e999 is outside the float64 range");
    f.write("Ycal.csv", "1.5\n2\n-1e39\n");
    assertThatThrownBy(() -> load(Precision.FLOAT32))
        .hasMessageContaining("Ycal.csv line 3: column 1: value -1e39 is outside the float32 range")
        .hasMessageContaining("--precision float64");
    load(Precision.FLOAT64);
    f.write("Ycal.csv", "1.5\nNaN\n3\n");
    assertThatThrownBy(() -> load(Precision.FLOAT64))
        .hasMessageContaining("Ycal.csv line 2: column 1: non-finite value 'NaN'");
  }

  @Test
  void aGzipBombOfTargetsStopsWhileStreaming() throws IOException {
    folder();
    try (OutputStream out =
        new GZIPOutputStream(Files.newOutputStream(dir.resolve("Ycal.csv.gz")))) {
      byte[] chunk = "1\n".repeat(1 << 16).getBytes(StandardCharsets.US_ASCII);
      for (int i = 0; i < 200; i++) { // 26 MB of lines
        out.write(chunk);
      }
    }
    assertThatThrownBy(() -> load(Precision.FLOAT32))
        .hasMessageContaining("has more than " + (3 + CsvTableReader.EXTRA_LINES) + " data rows")
        .hasMessageContaining("reading stopped here");
    Files.delete(dir.resolve("Ycal.csv.gz"));
    new DatasetFolder(dir).write("Ycal.csv", "1;".repeat(CsvTableReader.MAX_COLUMNS + 5) + "1\n");
    assertThatThrownBy(() -> load(Precision.FLOAT32))
        .hasMessageContaining("more than " + CsvTableReader.MAX_COLUMNS + " values on one line");
  }

  @Test
  void theGzipLimitSettingIsValidatedAndClamped() {
    long mib = 1024L * 1024L;
    assertThat(GzipLimit.bytes("2048", 1L << 30)).isEqualTo(2048 * mib);
    assertThat(GzipLimit.bytes(null, 256 * mib)).isEqualTo(16 * mib);
    assertThat(GzipLimit.bytes(null, Long.MAX_VALUE)).isEqualTo(512 * mib);
    assertThat(GzipLimit.bytes("99999999999999", 1)).isEqualTo(Long.MAX_VALUE);
    assertThat(GzipLimit.bytes("99999999999999999999999999", 1)).isEqualTo(Long.MAX_VALUE);
    for (String nonsense : new String[] {"-5", "0", "abc", "1.5", "", "1e3"}) {
      assertThatThrownBy(() -> GzipLimit.bytes(nonsense, 1L << 30))
          .as(nonsense)
          .isInstanceOf(DatasetException.class)
          .hasMessageStartingWith("-Dspectraflow.gzip.max.mb=")
          .hasMessageContaining("whole number of MiB, 1 or more");
    }
  }

  @Property(tries = 200)
  void anyLimitSettingIsPositiveOrAnError(@ForAll String setting) {
    try {
      assertThat(GzipLimit.bytes(setting, 1L << 30)).isPositive();
    } catch (DatasetException e) {
      assertThat(e.getMessage()).contains("spectraflow.gzip.max.mb");
    }
  }
}
