package org.spectraflow.ui.files;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RecentFilesTest {

  @TempDir Path dir;

  private final StateFiles state = new StateFiles();

  @Test
  void keepsTheExistingFilesNewestFirst() throws Exception {
    Path a = Files.writeString(dir.resolve("a.json"), "[]");
    Path b = Files.writeString(dir.resolve("b.json"), "[]");
    RecentFiles recent = new RecentFiles(dir.resolve("recent.txt"), state);

    recent.add(a);
    recent.add(b);
    Files.delete(a);

    assertThat(recent.list()).containsExactly(b);
    assertThat(state.recorded()).isEmpty();
  }

  @Test
  void aListThatIsNotUtf8OrNamesNoPathsIsSetAsideAndStartsEmpty() throws Exception {
    Files.write(dir.resolve("latin1.txt"), new byte[] {'/', 'c', 'a', 'f', (byte) 0xE9, '\n'});
    Files.writeString(dir.resolve("relative.txt"), "some words\n");
    Files.writeString(dir.resolve("empty.txt"), "");

    assertThat(new RecentFiles(dir.resolve("latin1.txt"), state).list()).isEmpty();
    assertThat(new RecentFiles(dir.resolve("relative.txt"), state).list()).isEmpty();
    assertThat(new RecentFiles(dir.resolve("empty.txt"), state).list()).isEmpty();

    assertThat(state.recorded())
        .extracting(s -> s.file().getFileName().toString())
        .containsExactly("latin1.txt", "relative.txt");
    assertThat(dir.resolve("empty.txt")).as("an empty list is a list").exists();
  }

  @Test
  void aListThatCannotBeWrittenIsRecordedAndTheFileStillListed() throws Exception {
    Path a = Files.writeString(dir.resolve("a.json"), "[]");
    Files.writeString(dir.resolve("blocker"), "");
    RecentFiles blocked = new RecentFiles(dir.resolve("blocker").resolve("recent.txt"), state);

    assertThat(blocked.add(a)).containsExactly(a);
    assertThat(state.recorded())
        .singleElement()
        .satisfies(s -> assertThat(s.problem()).startsWith("cannot be written"));
  }
}
