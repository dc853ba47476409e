package org.spectraflow.ui.files;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spectraflow.engine.catalogue.OperatorRegistry;
import org.spectraflow.engine.pipeline.PipelineReader;
import org.spectraflow.ui.editor.EditorModel;

/**
 * Two studios over one autosave folder: neither offers nor deletes the other's live draft, and a
 * recovered draft stays on disk until the recovered work is autosaved (or saved) again.
 */
class AutosaveInstancesTest {

  @TempDir Path dir;

  private FileModel studio(String session) {
    return new FileModel(
        new EditorModel(OperatorRegistry.standard()),
        new RecentFiles(dir.resolve("recent-" + session)),
        new Autosave(dir.resolve("autosave")),
        Runnable::run,
        Runnable::run,
        session);
  }

  private static void edit(FileModel studio, EditorModel editor) {
    editor.loadUnsaved(PipelineReader.readJson("[\"nirs4all.operators.transforms.SNV\"]"));
    studio.autosaveNow().join();
  }

  @Test
  void aSecondStudioNeverOffersOrDeletesALiveDraft() {
    EditorModel editorA = new EditorModel(OperatorRegistry.standard());
    FileModel a =
        new FileModel(
            editorA,
            new RecentFiles(dir.resolve("recent-a")),
            new Autosave(dir.resolve("autosave")),
            Runnable::run,
            Runnable::run,
            "a");
    edit(a, editorA);
    Path draftA = dir.resolve("autosave/a.json");
    assertThat(draftA).exists();

    FileModel b = studio("b");
    assertThat(b.recoverableDrafts()).isEmpty();
    new Autosave(dir.resolve("autosave")).discard("a");
    assertThat(draftA).as("a live draft is never deleted by another instance").exists();

    a.dispose();
    assertThat(b.recoverableDrafts()).extracting(Autosave.Draft::id).containsExactly("a");
  }

  @Test
  void aRecoveredDraftIsKeptUntilTheWorkIsAutosavedAgain() {
    EditorModel editorA = new EditorModel(OperatorRegistry.standard());
    FileModel a =
        new FileModel(
            editorA,
            new RecentFiles(dir.resolve("recent-a")),
            new Autosave(dir.resolve("autosave")),
            Runnable::run,
            Runnable::run,
            "a");
    edit(a, editorA);
    a.dispose();

    EditorModel editorB = new EditorModel(OperatorRegistry.standard());
    FileModel b =
        new FileModel(
            editorB,
            new RecentFiles(dir.resolve("recent-b")),
            new Autosave(dir.resolve("autosave")),
            Runnable::run,
            Runnable::run,
            "b");
    b.recover(b.nextRecovery().join().orElseThrow());
    assertThat(dir.resolve("autosave/a.json")).as("kept while only in memory").exists();
    FileModel c = studio("c");
    assertThat(c.recoverableDrafts()).as("claimed by the studio that recovered it").isEmpty();

    b.autosaveNow().join();
    assertThat(dir.resolve("autosave/b.json")).exists();
    assertThat(dir.resolve("autosave/a.json"))
        .as("dropped once the work is autosaved again")
        .doesNotExist();
    assertThat(Files.exists(dir.resolve("autosave/a.lock"))).isFalse();
  }

  @Test
  void lockFilesOfStudiosThatDiedWithNothingUnsavedAreRemovedButLiveOnesStay() throws Exception {
    Path folder = Files.createDirectories(dir.resolve("autosave"));
    Path stale = Files.writeString(folder.resolve("dead.lock"), "");
    Autosave live = new Autosave(folder);
    assertThat(live.claim("running")).isTrue();
    Path liveLock = folder.resolve("running.lock");

    assertThat(new Autosave(folder).drafts()).isEmpty();

    assertThat(stale).as("a lock nobody holds, with no draft").doesNotExist();
    assertThat(liveLock).as("another instance's lock").exists();
    live.releaseAll();
  }
}
