package org.spectraflow.engine.files;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** An output path may never be one of the command's inputs, however it is spelt. */
class OutputGuardTest {

  @TempDir Path dir;

  private Path doc;
  private Path data;
  private OutputGuard guard;

  @BeforeEach
  void inputs() throws IOException {
    doc = Files.writeString(dir.resolve("doc.json"), "{}");
    data = Files.createDirectory(dir.resolve("data"));
    Files.writeString(data.resolve("Xcal.csv"), "1;2\n");
    Files.createDirectory(dir.resolve("out"));
    guard =
        OutputGuard.of()
            .withFile(doc, "the pipeline document")
            .withFolder(data, "the --data folder")
            .withFile(dir.resolve("missing.json"), "the --cache file");
  }

  @Test
  void theDocumentTheDataAndItsFilesAreRefused() {
    assertThatThrownBy(() -> guard.requireFile(doc, "--report"))
        .hasMessageStartingWith("--report: " + doc + " is the pipeline document (")
        .hasMessageContaining("choose a path outside");
    assertThatThrownBy(() -> guard.requireFile(data.resolve("Xcal.csv"), "--report"))
        .hasMessageContaining("is inside the --data folder");
    assertThatThrownBy(() -> guard.requireFile(data.resolve("new.json"), "--report"))
        .hasMessageContaining("is inside the --data folder");
    assertThatThrownBy(() -> guard.requireFolder(data, "--plot"))
        .hasMessageContaining("is the --data folder");
    assertThatThrownBy(() -> guard.requireFolder(data.resolve("charts/deep"), "--plot"))
        .hasMessageContaining("is inside the --data folder");
    assertThatThrownBy(() -> guard.requireFolder(doc, "--plot"))
        .hasMessageContaining("is a file, not a folder");
  }

  @Test
  void linksAndHardLinksToAnInputAreRefused() throws IOException {
    Path soft = Files.createSymbolicLink(dir.resolve("soft.json"), doc);
    Path hard = Files.createLink(dir.resolve("hard.json"), doc);
    Path toData = Files.createSymbolicLink(dir.resolve("d"), data);
    for (Path p : List.of(soft, hard, toData.resolve("Xcal.csv"))) {
      assertThatThrownBy(() -> guard.requireFile(p, "--report"))
          .as(p.toString())
          .isInstanceOf(IllegalArgumentException.class);
    }
  }

  @Test
  void aNewFileOrAFileOutsideTheInputsIsAccepted() throws IOException {
    Path out = dir.resolve("out/report.json");
    assertThat(guard.requireFile(out, "--report"))
        .isEqualTo(dir.resolve("out").toRealPath().resolve("report.json"));
    Files.writeString(out, "old");
    assertThat(guard.requireFile(out, "--report")).isEqualTo(out.toRealPath());
    assertThat(guard.requireFolder(dir.resolve("out/charts"), "--plot")).isNotNull();
  }

  @Test
  void aLinkToAnOrdinaryFileIsWrittenThroughToItsTarget() throws IOException {
    Path target = Files.writeString(dir.resolve("out/target.json"), "old");
    Path link = Files.createSymbolicLink(dir.resolve("link.json"), target);
    assertThat(guard.requireFile(link, "--report")).isEqualTo(target.toRealPath());
  }

  @Test
  void folderMissingFolderAndReadOnlyPlacesAreOneLineEach() throws IOException {
    assertThatThrownBy(() -> guard.requireFile(dir.resolve("out"), "--report"))
        .hasMessageContaining("is a folder; give a file name");
    assertThatThrownBy(() -> guard.requireFile(dir.resolve("no/such/r.json"), "--report"))
        .hasMessageContaining("does not exist; create it first");
    assumeFalse("root".equals(System.getProperty("user.name")), "root may write anywhere");
    Path ro = Files.createDirectory(dir.resolve("ro"));
    Path roFile = Files.writeString(dir.resolve("out/ro.json"), "keep");
    Files.setPosixFilePermissions(roFile, PosixFilePermissions.fromString("r--r--r--"));
    Files.setPosixFilePermissions(ro, PosixFilePermissions.fromString("r-xr-xr-x"));
    assertThatThrownBy(() -> guard.requireFile(ro.resolve("r.json"), "--report"))
        .hasMessageContaining("is not writable");
    assertThatThrownBy(() -> guard.requireFile(roFile, "--report"))
        .hasMessageContaining("is read-only");
  }

  @Test
  void aNameJavaCannotCarryIsRefusedBeforeWriting() {
    assertThatThrownBy(() -> guard.requireFile(dir.resolve("r\uFFFD.json"), "--report"))
        .hasMessageContaining("cannot be created under that exact name")
        .hasMessageContaining("UTF-8");
  }

  /** However the path to an input is spelt (., .., repeated folders), it is refused. */
  @Property(tries = 60)
  void everySpellingOfAnInputIsRefused(@ForAll("detours") List<String> detour) throws IOException {
    Path root = Files.createTempDirectory("guard");
    try {
      Path d = Files.writeString(root.resolve("doc.json"), "{}");
      Files.createDirectories(root.resolve("out/sub"));
      OutputGuard g = OutputGuard.of().withFile(d, "the pipeline document");
      Path spelt = root;
      for (String step : detour) {
        spelt = spelt.resolve(step);
      }
      spelt = spelt.resolve("doc.json");
      Path p = spelt;
      assertThatThrownBy(() -> g.requireFile(p, "--report"))
          .hasMessageContaining("is the pipeline document");
    } finally {
      try (var s = Files.walk(root)) {
        s.sorted(java.util.Comparator.reverseOrder()).forEach(f -> f.toFile().delete());
      }
    }
  }

  @Provide
  Arbitrary<List<String>> detours() {
    // every detour ends back in the root: into out (and sub), out again by ..
    return Arbitraries.of(
            List.of("."),
            List.of("out", ".."),
            List.of("out", "sub", "..", ".."),
            List.of("out", ".", "sub", "..", "..", "."))
        .list()
        .ofMaxSize(4)
        .map(lists -> lists.stream().flatMap(List::stream).toList());
  }
}
