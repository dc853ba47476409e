package org.spectraflow.ui.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spectraflow.ui.files.StateFiles;

class WindowLayoutTest {

  @TempDir Path dir;

  private final StateFiles state = new StateFiles();

  @Test
  void aSavedLayoutComesBack() {
    WindowLayout layout = new WindowLayout(10, 20, 1200, 700, true, 0.2, 0.7, 0.5, 0.4, Theme.DARK);
    layout.save(dir.resolve("window.properties"), state);

    assertThat(WindowLayout.load(dir.resolve("window.properties"), state)).isEqualTo(layout);
    assertThat(WindowLayout.load(dir.resolve("absent"), state)).isEqualTo(WindowLayout.defaults());
    assertThat(state.recorded()).isEmpty();
  }

  @Test
  void aDamagedLayoutIsSetAsideAndTheDefaultsUsed() throws Exception {
    String[] damaged = {
      "{\"width\": 1200, \"height\": ", // garbage JSON: none of the keys
      "", // empty
      "width=wide\n", // not a number
      "width=NaN\n", // no size
      "bottomSplit=7\n", // a split outside 0..1
      "theme=PURPLE\n", // no such theme
      "maximized=yes\n" // not true or false
    };
    for (int i = 0; i < damaged.length; i++) {
      Path file = Files.writeString(dir.resolve("w" + i + ".properties"), damaged[i]);
      assertThat(WindowLayout.load(file, state)).as(damaged[i]).isEqualTo(WindowLayout.defaults());
      assertThat(file).as(damaged[i]).doesNotExist();
    }
    assertThat(state.recorded()).hasSize(damaged.length);
  }

  @Test
  void aFileWithSomeKeysKeepsTheOthersDefault() throws Exception {
    Path file = Files.writeString(dir.resolve("w.properties"), "theme=DARK\nunknown=1\n");

    assertThat(WindowLayout.load(file, state).theme()).isEqualTo(Theme.DARK);
    assertThat(WindowLayout.load(file, state).width()).isEqualTo(WindowLayout.defaults().width());
    assertThat(state.recorded()).isEmpty();
  }
}
