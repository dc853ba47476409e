package org.spectraflow.ui.run;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * The studio's settings keep the dataset reader's id beside the path; older settings still read.
 */
class RunPreferencesReaderTest {

  @Test
  void settingsWithoutAReaderIdReadTheFolderAsANirs4allFolder() {
    RunPreferences read = RunPreferences.parse("dataset_folder=/data/corn\n");
    assertThat(read.dataset()).isEqualTo(DatasetChoice.folder(Path.of("/data/corn")));
  }

  @Test
  void theReaderIdIsKept() {
    RunPreferences read =
        RunPreferences.parse("dataset_folder=/data/corn\ndataset_reader=nirs4all-folder\n");
    assertThat(read.dataset().reader()).isEqualTo("nirs4all-folder");
  }

  @Test
  void anUnknownReaderIdIsADamagedSettingsFile() {
    assertThatThrownBy(
            () -> RunPreferences.parse("dataset_folder=/data/a.0\ndataset_reader=envi\n"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("unknown dataset reader 'envi'");
  }
}
