package org.spectraflow.ui.files;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spectraflow.engine.catalogue.OperatorRegistry;
import org.spectraflow.engine.pipeline.PipelineDocument;
import org.spectraflow.engine.pipeline.PipelineReader;
import org.spectraflow.engine.pipeline.PipelineWriter;
import org.spectraflow.ui.editor.EditorModel;

/** Recovery of drafts whose files are damaged or whose {@code .origin} names the wrong file. */
class DraftRecoveryTest {

  private static final PipelineDocument DOC =
      PipelineReader.readJson(
          "{\"pipeline\": [{\"class\": \"sklearn.preprocessing.StandardScaler\"}]}");

  @TempDir Path dir;
  @TempDir Path elsewhere;

  private final StateFiles state = new StateFiles();
  private final EditorModel editor = new EditorModel(OperatorRegistry.standard());

  private Path autosave() throws Exception {
    return Files.createDirectories(dir.resolve("autosave"));
  }

  private FileModel studio() {
    return new FileModel(
        editor,
        new RecentFiles(dir.resolve("recent.txt"), state),
        new Autosave(dir.resolve("autosave"), state),
        Runnable::run,
        Runnable::run,
        "me");
  }

  private void plant(String id, String json, String origin) throws Exception {
    Files.writeString(autosave().resolve(id + ".json"), json);
    Files.writeString(autosave().resolve(id + ".origin"), origin);
  }

  private Recovery recovery() {
    return studio().nextRecovery().join().orElseThrow();
  }

  @Test
  void anOriginThatIsAPipelineDocumentIsSavedOver() throws Exception {
    Path work = elsewhere.resolve("work.yaml");
    Files.writeString(work, PipelineWriter.toYaml(DOC));
    plant("d", PipelineWriter.toJson(DOC), work.toString());

    assertThat(recovery().saveTo()).contains(work);
    assertThat(DraftOrigin.trusted(Optional.of(work))).contains(work);
  }

  @Test
  void anOriginThatIsNotAPipelineDocumentIsNeverSavedOver() throws Exception {
    Path text = Files.writeString(elsewhere.resolve("notes.txt"), "notes");
    Path otherJson = Files.writeString(elsewhere.resolve("package.json"), "{\"name\": \"x\"}");
    Path missing = elsewhere.resolve("gone.json");
    Path folder = Files.createDirectory(elsewhere.resolve("folder.json"));

    for (Path origin : new Path[] {text, otherJson, missing, folder, Path.of("/etc/passwd")}) {
      assertThat(DraftOrigin.trusted(Optional.of(origin))).as(origin.toString()).isEmpty();
    }
    plant("d", PipelineWriter.toJson(DOC), text.toString());
    FileModel files = studio();
    Recovery r = files.nextRecovery().join().orElseThrow();
    files.recover(r);

    assertThat(r.originDistrusted()).isTrue();
    assertThat(files.file()).isEmpty();
    assertThat(files.save()).isCompletedExceptionally();
    assertThat(text).hasContent("notes");
    assertThat(editor.messageProperty().get()).isNotEmpty();
  }

  @Test
  void aTruncatedOrEmptyDraftIsSetAsideAndTheNextOneOffered() throws Exception {
    String json = PipelineWriter.toJson(DOC);
    plant("good", json, "");
    plant("truncated", json.substring(0, json.length() / 2), "");
    plant("empty", "", "");

    Recovery r = recovery();

    assertThat(r.draft().id()).isEqualTo("good");
    assertThat(r.draft().origin()).isEmpty();
    assertThat(r.document().toJson()).isEqualTo(DOC.toJson());
    assertThat(dir.resolve("autosave/truncated.json")).doesNotExist();
    assertThat(dir.resolve("autosave/truncated.origin")).as("kept beside its draft").doesNotExist();
    try (var files = Files.list(dir.resolve("autosave"))) {
      assertThat(files.map(f -> f.getFileName().toString()))
          .anySatisfy(n -> assertThat(n).startsWith("truncated.origin.damaged-"));
    }
    assertThat(dir.resolve("autosave/empty.json")).doesNotExist();
    assertThat(state.recorded()).hasSize(2).allSatisfy(s -> assertThat(s.movedTo()).isPresent());
    assertThat(new Autosave(dir.resolve("autosave")).drafts())
        .extracting(Autosave.Draft::id)
        .containsExactly("good");
  }

  @Test
  void anOriginWithANulByteIsSetAsideAndTheDraftKeptWithoutOne() throws Exception {
    Files.writeString(autosave().resolve("d.json"), PipelineWriter.toJson(DOC));
    Files.write(autosave().resolve("d.origin"), "/home/u/a\0.json".getBytes());
    plant("r", PipelineWriter.toJson(DOC), "relative/path.json");

    assertThat(studio().recoverableDrafts())
        .hasSize(2)
        .allSatisfy(d -> assertThat(d.origin()).isEmpty());
    assertThat(state.recorded())
        .extracting(SetAside::problem)
        .containsExactlyInAnyOrder(
            "holds a NUL byte", "is damaged (it names a relative path, 'relative/path.json')");
  }

  @Test
  void anAutosaveFolderThatIsAFileIsSetAsideAndDraftsAreWrittenAgain() throws Exception {
    Files.writeString(dir.resolve("autosave"), "not a folder");
    FileModel files = studio();
    files.show(DOC);
    editor.loadUnsaved(DOC);

    files.autosaveNow().join();

    assertThat(dir.resolve("autosave")).isDirectory();
    assertThat(dir.resolve("autosave/me.json")).exists();
    assertThat(state.recorded())
        .singleElement()
        .satisfies(s -> assertThat(s.problem()).isEqualTo("is a file, not a folder"));
  }
}
