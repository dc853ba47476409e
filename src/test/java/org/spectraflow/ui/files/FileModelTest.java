package org.spectraflow.ui.files;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spectraflow.engine.catalogue.OperatorRegistry;
import org.spectraflow.engine.json.JsonValue;
import org.spectraflow.engine.pipeline.PipelineDocument;
import org.spectraflow.engine.pipeline.PipelineReader;
import org.spectraflow.ui.editor.EditActions;
import org.spectraflow.ui.editor.EditorModel;
import org.spectraflow.ui.editor.StepPath;

class FileModelTest {

  private static final String WITH_UNKNOWNS =
      """
      {"name": "unknowns", "x_owner": {"lab": "NIR-3"},
       "pipeline": [
         {"class": "my.lab.CustomFilter", "params": {"k": 3}},
         {"sample_filter": {"method": "iqr"}},
         {"model": {"class": "sklearn.cross_decomposition._pls.PLSRegression"}, "x_note": "keep me"}
       ]}
      """;

  @TempDir Path dir;

  private final EditorModel editor = new EditorModel(OperatorRegistry.standard());

  private FileModel files(String session) {
    return new FileModel(
        editor,
        new RecentFiles(dir.resolve("recent.txt")),
        new Autosave(dir.resolve("autosave")),
        Runnable::run,
        Runnable::run,
        session);
  }

  @Test
  void saveAndOpenRoundTripJsonAndYamlKeepingUnknownOperatorsAndKeys() throws Exception {
    FileModel files = files("s1");
    files.show(PipelineReader.readJson(WITH_UNKNOWNS));
    editor.selectionProperty().set(StepPath.step(2));
    new EditActions(editor).setParameter("n_components", JsonValue.integer(7), false, "Set");
    PipelineDocument edited = editor.document();

    for (String name : new String[] {"p.json", "p.yaml", "p.sfpipe"}) {
      Path file = dir.resolve(name);
      files.saveAs(file).join();
      assertThat(editor.dirtyProperty().get()).isFalse();
      files.newDocument();
      files.open(file).join();
      assertThat(editor.document().toJson()).isEqualTo(edited.toJson());
    }
    assertThat(Files.readString(dir.resolve("p.json")))
        .contains("\"x_owner\"", "my.lab.CustomFilter", "\"x_note\": \"keep me\"", "sample_filter");
    assertThat(files.recent())
        .containsExactly(dir.resolve("p.sfpipe"), dir.resolve("p.yaml"), dir.resolve("p.json"));
    assertThat(files.titleProperty().get()).isEqualTo("p.sfpipe — SpectraFlow");
  }

  @Test
  void savesAreAtomicAndLeaveNoTemporaryFiles() throws Exception {
    FileModel files = files("s1");
    files.show(PipelineReader.readJson(WITH_UNKNOWNS));
    Path file = dir.resolve("atomic.json");
    Files.writeString(file, "old contents");

    files.saveAs(file).join();

    assertThat(Files.readString(file)).startsWith("{\n  \"name\": \"unknowns\"");
    try (var listing = Files.list(dir)) {
      assertThat(listing.map(p -> p.getFileName().toString())).noneMatch(n -> n.endsWith(".tmp"));
    }
  }

  @Test
  void aNewFileGetsTheUmasksModeAndAReplacedFileKeepsItsOwn() throws Exception {
    assumeTrue(dir.getFileSystem().supportedFileAttributeViews().contains("posix"));
    FileModel files = files("s1");
    files.show(PipelineReader.readJson(WITH_UNKNOWNS));
    Path probe = Files.createFile(dir.resolve("probe.txt"));
    Path created = dir.resolve("new.json");
    Path existing = dir.resolve("shared.json");
    Files.writeString(existing, "{}");
    Set<PosixFilePermission> groupReadable = PosixFilePermissions.fromString("rw-r-----");
    Files.setPosixFilePermissions(existing, groupReadable);

    files.saveAs(created).join();
    files.saveAs(existing).join();

    assertThat(Files.getPosixFilePermissions(created))
        .isEqualTo(Files.getPosixFilePermissions(probe));
    assertThat(Files.getPosixFilePermissions(existing)).isEqualTo(groupReadable);
  }

  @Test
  void openingAMissingFileReportsItAndKeepsTheDocument() {
    FileModel files = files("s1");
    files.show(PipelineReader.readJson(WITH_UNKNOWNS));
    PipelineDocument before = editor.document();

    assertThat(files.open(dir.resolve("missing.json"))).isCompletedExceptionally();
    assertThat(editor.document()).isSameAs(before);
    assertThat(editor.messageProperty().get())
        .startsWith("Cannot open missing.json")
        .contains("missing.json");
  }

  @Test
  void autosaveDraftIsOfferedToTheNextSessionAndRecoversAsUnsavedWork() {
    FileModel crashed = files("crashed");
    Path origin = dir.resolve("work.json");
    crashed.show(PipelineReader.readJson(WITH_UNKNOWNS));
    crashed.saveAs(origin).join();
    editor.selectionProperty().set(StepPath.step(0));
    new EditActions(editor).deleteSelection();
    PipelineDocument unsaved = editor.document();
    crashed.autosaveNow().join();
    crashed.dispose(); // the crashed process is gone: the operating system drops its draft locks

    EditorModel next = new EditorModel(OperatorRegistry.standard());
    FileModel restarted =
        new FileModel(
            next,
            new RecentFiles(dir.resolve("recent.txt")),
            new Autosave(dir.resolve("autosave")),
            Runnable::run,
            Runnable::run,
            "next");
    var drafts = restarted.recoverableDrafts();
    assertThat(drafts).singleElement().satisfies(d -> assertThat(d.origin()).contains(origin));
    restarted.recover(restarted.nextRecovery().join().orElseThrow());

    assertThat(next.document().toJson()).isEqualTo(unsaved.toJson());
    assertThat(next.dirtyProperty().get()).isTrue();
    assertThat(restarted.file()).contains(origin);
    assertThat(restarted.recoverableDrafts()).isEmpty();
  }

  @Test
  void savingDiscardsTheSessionDraft() {
    FileModel files = files("s1");
    files.show(PipelineReader.readJson(WITH_UNKNOWNS));
    editor.selectionProperty().set(StepPath.step(0));
    new EditActions(editor).deleteSelection();
    files.autosaveNow().join();
    assertThat(dir.resolve("autosave/s1.json")).exists();
    assertThat(new Autosave(dir.resolve("autosave")).drafts())
        .as("live: not offered to another studio")
        .isEmpty();

    files.saveAs(dir.resolve("saved.yaml")).join();

    assertThat(dir.resolve("autosave/s1.json")).doesNotExist();
  }
}
