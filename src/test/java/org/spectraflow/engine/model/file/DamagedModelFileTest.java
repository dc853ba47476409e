package org.spectraflow.engine.model.file;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import java.util.zip.ZipOutputStream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spectraflow.engine.data.SpectroDataset;
import org.spectraflow.engine.model.FittedPipeline;
import org.spectraflow.engine.run.RunFixtures;

/**
 * A damaged model file (truncated, a flipped byte, a missing entry, an array of the wrong length, a
 * newer format version, not a zip) is refused with one line naming the file and the damage.
 */
class DamagedModelFileTest {

  @TempDir Path dir;
  private Path good;
  private Map<String, byte[]> entries;

  @BeforeEach
  void save() throws IOException {
    SpectroDataset ds = RunFixtures.demo();
    FittedPipeline p =
        ModelFileRoundTripTest.run(
                "{\"pipeline\": [\"nirs4all.operators.transforms.SNV\", "
                    + ModelFileRoundTripTest.KFOLD
                    + ", "
                    + ModelFileRoundTripTest.PLS
                    + "]}",
                ds)
            .finalModel();
    good = dir.resolve("good.sfmodel");
    ModelFile.write(good, p, SaveDetails.of(ds, "{}"));
    entries = new LinkedHashMap<>();
    try (ZipFile z = new ZipFile(good.toFile())) {
      for (ZipEntry e : java.util.Collections.list(z.entries())) {
        entries.put(e.getName(), z.getInputStream(e).readAllBytes());
      }
    }
  }

  @Test
  void theGoodFileReadsWithItsSections() {
    SavedModel m = ModelFile.read(good);
    assertThat(m.formatVersion()).isEqualTo(1);
    assertThat(m.ranges()).isPresent();
    assertThat(m.ranges().get().xMin()).hasSize(m.pipeline().shape().features());
    assertThat(m.details().documentText()).isEqualTo("{}");
    assertThat(m.domain()).isEmpty();
  }

  @Test
  void aTruncatedFile() throws IOException {
    byte[] bytes = Files.readAllBytes(good);
    for (int keep : new int[] {0, 10, bytes.length / 3, bytes.length - 30}) {
      Path f = Files.write(dir.resolve("t" + keep + ".sfmodel"), Arrays.copyOf(bytes, keep));
      assertOneLine(f, keep < 4 ? "not a SpectraFlow model" : "damaged");
    }
  }

  @Test
  void aFlippedByteInEveryEntry() throws IOException {
    for (String name : entries.keySet()) {
      Map<String, byte[]> copy = new LinkedHashMap<>(entries);
      byte[] b = copy.get(name).clone();
      b[b.length / 2] ^= 0x10;
      copy.put(name, b);
      assertOneLine(zip(copy, name.replace('/', '_')), "damaged");
    }
  }

  @Test
  void aMissingArrayEntry() throws IOException {
    Map<String, byte[]> copy = new LinkedHashMap<>(entries);
    copy.remove("arrays/0002.f64");
    assertThatThrownBy(() -> ModelFile.read(zip(copy, "missing")))
        .isInstanceOf(ModelFileException.class)
        .hasMessageContaining("arrays/0002.f64 is missing");
    Map<String, byte[]> noManifest = new LinkedHashMap<>(entries);
    noManifest.remove(ModelFile.MANIFEST);
    assertThatThrownBy(() -> ModelFile.read(zip(noManifest, "nomanifest")))
        .hasMessageContaining("manifest.json is missing");
  }

  @Test
  void anArrayOfTheWrongLength() throws IOException {
    Map<String, byte[]> copy = new LinkedHashMap<>(entries);
    copy.put("arrays/0001.f64", Arrays.copyOf(copy.get("arrays/0001.f64"), 16));
    assertThatThrownBy(() -> ModelFile.read(zip(copy, "short")))
        .isInstanceOf(ModelFileException.class)
        .hasMessageContaining("arrays/0001.f64 holds 16 bytes");
  }

  @Test
  void aNewerFormatVersionIsRefusedWithWhatToDo() throws IOException {
    Map<String, byte[]> copy = new LinkedHashMap<>(entries);
    String manifest = new String(copy.get(ModelFile.MANIFEST), StandardCharsets.UTF_8);
    copy.put(
        ModelFile.MANIFEST,
        manifest
            .replace("\"format_version\" : 1", "\"format_version\" : 7")
            .getBytes(StandardCharsets.UTF_8));
    assertThatThrownBy(() -> ModelFile.read(zip(copy, "newer")))
        .isInstanceOf(ModelFileException.class)
        .hasMessageContaining("format version 7")
        .hasMessageContaining("reads up to format version " + ModelFile.VERSION)
        .hasMessageContaining("update SpectraFlow");
  }

  @Test
  void aMissingFileOrAFolder() {
    assertThatThrownBy(() -> ModelFile.read(dir.resolve("none.sfmodel")))
        .hasMessageContaining("model file not found");
    assertThatThrownBy(() -> ModelFile.read(dir)).hasMessageContaining("is a folder");
  }

  private void assertOneLine(Path f, String contains) {
    assertThatThrownBy(() -> ModelFile.read(f))
        .as(f.toString())
        .isInstanceOf(ModelFileException.class)
        .satisfies(
            e -> {
              assertThat(e.getMessage()).startsWith("model file ").doesNotContain("\n");
              assertThat(e.getMessage()).contains(contains);
            });
  }

  private Path zip(Map<String, byte[]> content, String name) throws IOException {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (ZipOutputStream z = new ZipOutputStream(bytes)) {
      for (Map.Entry<String, byte[]> e : content.entrySet()) {
        z.putNextEntry(new ZipEntry(e.getKey()));
        z.write(e.getValue());
        z.closeEntry();
      }
    }
    return Files.write(dir.resolve(name + ".sfmodel"), bytes.toByteArray());
  }
}
