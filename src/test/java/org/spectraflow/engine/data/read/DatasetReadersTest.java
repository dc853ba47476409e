package org.spectraflow.engine.data.read;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spectraflow.engine.data.io.DatasetException;

/** The registry's selection rules: explicit id, magic bytes, extension, folder, else one error. */
class DatasetReadersTest {

  @TempDir Path dir;

  private static final FakeReader JCAMP =
      new FakeReader("jcamp", ReaderInput.file("##TITLE=", "jdx", "dx"));
  private static final FakeReader SPC = new FakeReader("spc", ReaderInput.file("", "spc"));
  private static final FakeReader CSV =
      new FakeReader("csv", ReaderInput.file("", ".CSV", "csv.gz"));

  private static DatasetReaders fakes() {
    return DatasetReaders.of(
        List.of(new Nirs4allFolderReader(), new DemoReader(), JCAMP, SPC, CSV));
  }

  private Path file(String name, String content) throws IOException {
    return Files.writeString(dir.resolve(name), content, StandardCharsets.ISO_8859_1);
  }

  @Test
  void theStandardSetHoldsTheFolderReaderAndTheDemoInThatOrder() {
    assertThat(DatasetReaders.standard().all())
        .extracting(DatasetReader::id)
        .startsWith(Nirs4allFolderReader.ID, DemoReader.ID);
  }

  @Test
  void magicBytesWinOverTheExtension() throws IOException {
    assertThat(fakes().select(file("data.spc", "##TITLE=x\n"))).isSameAs(JCAMP);
  }

  @Test
  void theExtensionPicksWhenNoMagicMatchesIgnoringCase() throws IOException {
    assertThat(fakes().select(file("DATA.SPC", "binary"))).isSameAs(SPC);
    assertThat(fakes().select(file("Xcal.csv.GZ", "x"))).isSameAs(CSV);
    assertThat(fakes().select(file("b.jdx", "no title"))).isSameAs(JCAMP);
  }

  @Test
  void aFolderOrAMissingPathGoesToTheNirs4allFolderReader() throws IOException {
    Path folder = Files.createDirectory(dir.resolve("named.jdx"));
    assertThat(fakes().select(folder).id()).isEqualTo(Nirs4allFolderReader.ID);
    assertThat(fakes().select(dir.resolve("missing")).id()).isEqualTo(Nirs4allFolderReader.ID);
  }

  @Test
  void aFileNoReaderReadsIsOneErrorNamingThePathAndTheReaders() throws IOException {
    Path odd = file("notes.txt", "hello");
    assertThatThrownBy(() -> fakes().select(odd))
        .isInstanceOf(DatasetException.class)
        .hasMessageContaining("notes.txt")
        .hasMessageContaining("no dataset reader reads this file")
        .hasMessageContaining("nirs4all-folder (folders)")
        .hasMessageContaining("demo (no path)")
        .hasMessageContaining("jcamp (.jdx .dx files)");
  }

  @Test
  void anExplicitIdWinsOverThePathAndDemoNeedsNoPath() throws IOException {
    Path jdx = file("a.jdx", "##TITLE=");
    assertThat(fakes().choose("spc", jdx.toString())).isSameAs(SPC);
    assertThat(fakes().choose(null, "demo").id()).isEqualTo(DemoReader.ID);
    assertThat(fakes().choose(null, jdx.toString())).isSameAs(JCAMP);
  }

  @Test
  void anUnknownIdNamesTheReadersAvailable() {
    assertThatThrownBy(() -> fakes().require("opus"))
        .isInstanceOf(DatasetException.class)
        .hasMessage(
            "unknown dataset reader 'opus'; readers: nirs4all-folder (folders), demo (no path),"
                + " jcamp (.jdx .dx files), spc (.spc files), csv (.csv .csv.gz files)");
  }

  @Test
  void aReaderDeclaredTwiceIsRefused() {
    assertThatThrownBy(() -> DatasetReaders.of(List.of(SPC, SPC)))
        .hasMessageContaining("spc is declared twice");
  }

  @Test
  void optionsAreCheckedAndDefaulted() {
    DemoReader demo = new DemoReader();
    ReaderOptions defaults = ReaderOptions.resolve(demo, Map.of());
    assertThat(defaults.integer(DemoReader.SAMPLES)).isEqualTo(500);
    assertThat(defaults.integer(DemoReader.WAVELENGTHS)).isEqualTo(1000);
    assertThat(defaults.longValue(DemoReader.SEED)).isEqualTo(42);
    assertThatThrownBy(() -> ReaderOptions.resolve(demo, Map.of("size", "3")))
        .hasMessage("reader 'demo' has no option 'size'; its options: samples, seed, wavelengths");
    assertThatThrownBy(() -> ReaderOptions.resolve(demo, Map.of("samples", "1")))
        .hasMessage("reader 'demo' option samples: '1' is not within 2..2147483647");
    assertThatThrownBy(() -> ReaderOptions.resolve(demo, Map.of("seed", "x")))
        .hasMessage("reader 'demo' option seed: 'x' is not a whole number");
  }

  @Property(tries = 60)
  void anyCasingOfARegisteredExtensionSelectsItsReader(
      @ForAll("stems") String stem, @ForAll("readers") FakeReader reader, @ForAll boolean upper)
      throws IOException {
    String ext = reader.input().extensions().getFirst();
    String name = stem + "." + (upper ? ext.toUpperCase(Locale.ROOT) : ext);
    Path tmp = Files.createTempDirectory("readers");
    try {
      Path file = Files.writeString(tmp.resolve(name), "plain");
      assertThat(fakes().select(file)).isSameAs(reader);
    } finally {
      try (var files = Files.list(tmp)) {
        for (Path f : files.toList()) {
          Files.delete(f);
        }
      }
      Files.delete(tmp);
    }
  }

  @Property(tries = 60)
  void magicBytesSelectWhateverTheName(@ForAll("stems") String stem, @ForAll("tails") String tail)
      throws IOException {
    Path tmp = Files.createTempDirectory("readers");
    try {
      Path file = Files.writeString(tmp.resolve(stem + tail), "##TITLE=" + stem);
      assertThat(fakes().select(file)).isSameAs(JCAMP);
    } finally {
      try (var files = Files.list(tmp)) {
        for (Path f : files.toList()) {
          Files.delete(f);
        }
      }
      Files.delete(tmp);
    }
  }

  @Provide
  Arbitrary<String> stems() {
    return Arbitraries.strings().alpha().numeric().ofMinLength(1).ofMaxLength(12);
  }

  @Provide
  Arbitrary<String> tails() {
    return Arbitraries.of("", ".spc", ".csv", ".txt", ".csv.gz", ".JDX");
  }

  @Provide
  Arbitrary<FakeReader> readers() {
    return Arbitraries.of(JCAMP, SPC, CSV);
  }
}
