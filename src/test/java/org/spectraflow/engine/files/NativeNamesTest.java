package org.spectraflow.engine.files;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Names that lost a byte on the way into Java are found through their folder's listing. */
class NativeNamesTest {

  @TempDir Path dir;

  @Test
  void plainNamesAreLeftAlone() throws IOException {
    Path p = dir.resolve("plain");
    assertThat(NativeNames.lossy(p)).isFalse();
    assertThat(NativeNames.existing(p)).isSameAs(p);
  }

  @Test
  void aNameShownWithTheReplacementCharacterFindsTheFolderWithTheRawByte() throws Exception {
    assumeTrue("UTF-8".equalsIgnoreCase(NativeNames.encoding()), "a UTF-8 file-name encoding");
    // a folder whose name holds the byte 0xFF, made by the shell (Java cannot make it)
    Process mk =
        new ProcessBuilder("sh", "-c", "mkdir \"$(printf 'd\\377x')\"")
            .directory(dir.toFile())
            .start();
    assumeTrue(mk.waitFor() == 0, "mkdir with a raw byte");
    Path named = dir.resolve("d\uFFFDx");
    assertThat(Files.isDirectory(named)).as("Path.of cannot reach it").isFalse();
    assertThat(NativeNames.lossy(named)).isTrue();
    Path found = NativeNames.existing(named);
    assertThat(Files.isDirectory(found)).isTrue();
    assertThat(found.toString()).isEqualTo(named.toString());
    assertThat(Files.isDirectory(NativeNames.existing(named.resolve("..").resolve("d\uFFFDx"))))
        .isTrue();
  }

  @Test
  void aMissingLossyNameStaysAsGiven() {
    Path named = dir.resolve("nothing\uFFFD");
    assertThat(NativeNames.existing(named)).isEqualTo(named);
    assertThat(NativeNames.advice()).contains(NativeNames.encoding()).contains("use a UTF-8 name");
  }
}
