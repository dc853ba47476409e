package org.spectraflow.ui.files;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class StateFilesTest {

  @TempDir Path dir;

  private final StateFiles state =
      new StateFiles(Clock.fixed(Instant.parse("2026-12-02T06:30:15Z"), ZoneOffset.UTC));

  @Test
  void anAbsentFileGivesNothingAndIsNotReported() {
    assertThat(state.readText(dir.resolve("absent"), 100)).isEmpty();
    assertThat(state.recorded()).isEmpty();
    assertThat(state.takeNotice()).isEmpty();
  }

  @Test
  void aGoodFileIsReadAsUtf8() throws Exception {
    Files.writeString(dir.resolve("ok.txt"), "héllo");
    assertThat(state.readText(dir.resolve("ok.txt"), 100)).contains("héllo");
    assertThat(state.recorded()).isEmpty();
  }

  @Test
  void eachKindOfDamageIsSetAsideWithATimeStampedName() throws Exception {
    Files.createDirectory(dir.resolve("folder.txt"));
    Files.write(dir.resolve("latin1.txt"), new byte[] {'c', 'a', 'f', (byte) 0xE9});
    Files.write(dir.resolve("nul.txt"), new byte[] {'/', 'a', 0, 'b'});
    Files.write(dir.resolve("huge.txt"), new byte[101]);

    for (String name : new String[] {"folder.txt", "latin1.txt", "nul.txt", "huge.txt"}) {
      assertThat(state.readText(dir.resolve(name), 100)).as(name).isEmpty();
      assertThat(dir.resolve(name)).doesNotExist();
      assertThat(dir.resolve(name + ".damaged-20261202-063015")).exists();
    }
    assertThat(state.recorded())
        .extracting(SetAside::problem)
        .containsExactly(
            "is a folder, not a file",
            "is not UTF-8 text",
            "holds a NUL byte",
            "is too large (101 bytes, at most 100)");
  }

  @Test
  void aParserThatRefusesTheTextSetsTheFileAsideWithItsReason() throws Exception {
    Files.writeString(dir.resolve("n.txt"), "twelve");
    Optional<Integer> n = state.read(dir.resolve("n.txt"), 100, Integer::parseInt);

    assertThat(n).isEmpty();
    assertThat(state.recorded())
        .singleElement()
        .satisfies(s -> assertThat(s.problem()).startsWith("is damaged (For input string"));
  }

  @Test
  void aSecondDamageOnTheSameSecondGetsItsOwnName() throws Exception {
    Files.writeString(dir.resolve("e.txt"), "x");
    state.setAside(dir.resolve("e.txt"), "first");
    Files.writeString(dir.resolve("e.txt"), "y");
    state.setAside(dir.resolve("e.txt"), "second");

    assertThat(dir.resolve("e.txt.damaged-20261202-063015")).hasContent("x");
    assertThat(dir.resolve("e.txt.damaged-20261202-063015-2")).hasContent("y");
  }

  @Test
  void aFileWhereAFolderShouldBeIsSetAsideAndTheFolderMade() throws Exception {
    Files.writeString(dir.resolve("autosave"), "x");

    assertThat(state.folder(dir.resolve("autosave"))).isTrue();
    assertThat(dir.resolve("autosave")).isDirectory();
    assertThat(dir.resolve("autosave.damaged-20261202-063015")).hasContent("x");
  }

  @Test
  void theNoticeIsOneLineToldOnce() throws Exception {
    Files.writeString(dir.resolve("a"), "");
    state.read(
        dir.resolve("a"),
        10,
        t -> {
          throw new IllegalArgumentException("it is empty");
        });
    state.problem(dir.resolve("b"), "cannot be written (Permission denied)");

    assertThat(state.takeNotice())
        .hasValueSatisfying(
            n ->
                assertThat(n)
                    .isEqualTo(
                        "A damaged studio file was set aside, defaults used: a; b cannot be"
                            + " written (Permission denied) — a is damaged (it is empty) (kept as"
                            + " a.damaged-20261202-063015) (in "
                            + dir
                            + ")"));
    assertThat(state.takeNotice()).as("told once").isEmpty();
    state.problem(dir.resolve("c"), "cannot be read");
    assertThat(state.takeNotice()).hasValueSatisfying(n -> assertThat(n).contains("c cannot"));
  }

  @Test
  void aReadOnlyFolderKeepsTheDamagedFileAndSaysSo() throws Exception {
    assumeTrue(!"root".equals(System.getProperty("user.name")), "root writes anywhere");
    Path locked = Files.createDirectory(dir.resolve("locked"));
    Files.writeString(locked.resolve("recent.txt"), "\0");
    Files.setPosixFilePermissions(locked, PosixFilePermissions.fromString("r-xr-xr-x"));
    try {
      assertThat(state.readText(locked.resolve("recent.txt"), 100)).isEmpty();
      assertThat(state.recorded())
          .singleElement()
          .satisfies(s -> assertThat(s.movedTo()).isEmpty());
      assertThat(state.write("x", locked.resolve("other.txt"))).isFalse();
      assertThat(state.folder(locked.resolve("autosave"))).isFalse();
    } finally {
      Files.setPosixFilePermissions(locked, PosixFilePermissions.fromString("rwxr-xr-x"));
    }
  }

  @Test
  void aFailedWriteIsRecordedNotThrown() throws Exception {
    Files.writeString(dir.resolve("file"), "x");

    assertThat(state.write("text", dir.resolve("file").resolve("below"))).isFalse();
    assertThat(state.recorded())
        .singleElement()
        .satisfies(s -> assertThat(s.problem()).startsWith("cannot be written ("));
  }
}
