package org.spectraflow.ui.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Instant;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.spectraflow.ui.files.Autosave;
import org.spectraflow.ui.files.Recovery;

class RecoveryDialogTest {

  private static Recovery recovery(Optional<Path> origin, Optional<Path> saveTo) {
    return new Recovery(
        new Autosave.Draft("d", Path.of("/h/autosave/d.json"), origin, Instant.EPOCH),
        DemoPipeline.load(),
        saveTo);
  }

  @Test
  void namesTheOriginalByItsFullPathAndWhereSaveWrites() {
    Path work = Path.of("/home/ana/projects/wheat/sweep.yaml");

    assertThat(RecoveryDialog.message(recovery(Optional.of(work), Optional.of(work))))
        .contains("/home/ana/projects/wheat/sweep.yaml", "Save will write them to that file.");
    assertThat(
            RecoveryDialog.message(recovery(Optional.of(Path.of("/etc/hosts")), Optional.empty())))
        .contains("/etc/hosts", "is not a pipeline document", "Save will ask where to save");
    assertThat(RecoveryDialog.message(recovery(Optional.empty(), Optional.empty())))
        .contains("an untitled pipeline", "Save will ask where to save");
  }
}
