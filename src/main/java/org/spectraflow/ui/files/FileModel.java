package org.spectraflow.ui.files;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.Executor;
import java.util.function.Supplier;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.util.Subscription;
import org.spectraflow.engine.pipeline.PipelineDocument;
import org.spectraflow.ui.editor.EditorModel;

/**
 * Presentation model of the document's file: which file is open, the window title with its dirty
 * marker, open/save/save-as, the recent-files list, autosave drafts and recovery. Reads and writes
 * run on the {@code io} executor; results are applied on the {@code fx} executor and failures are
 * reported in the editor's status message (and complete the returned future exceptionally).
 */
public final class FileModel {

  private final EditorModel editor;
  private final RecentFiles recentFiles;
  private final Autosave autosave;
  private final Executor io;
  private final Executor fx;
  private final String sessionId;
  private final ReadOnlyObjectWrapper<Path> file = new ReadOnlyObjectWrapper<>(this, "file");
  private final ReadOnlyStringWrapper title = new ReadOnlyStringWrapper(this, "title");
  private final ObservableList<Path> recent = FXCollections.observableArrayList();
  private final Subscription subscription;
  private PipelineDocument autosaved;
  private String recovered;

  /** A file model for one editor session; {@code sessionId} names its autosave draft. */
  public FileModel(
      EditorModel editor,
      RecentFiles recentFiles,
      Autosave autosave,
      Executor io,
      Executor fx,
      String sessionId) {
    this.editor = editor;
    this.recentFiles = recentFiles;
    this.autosave = autosave;
    this.io = io;
    this.fx = fx;
    this.sessionId = sessionId;
    io.execute(() -> autosave.claim(sessionId));
    this.subscription =
        editor
            .dirtyProperty()
            .subscribe(d -> retitle())
            .and(file.subscribe(f -> retitle()))
            .and(editor.documentProperty().subscribe(d -> retitle()));
    CompletableFuture.supplyAsync(recentFiles::list, io).thenAcceptAsync(recent::setAll, fx);
  }

  private void retitle() {
    String name =
        Optional.ofNullable(file.get())
            .map(f -> f.getFileName().toString())
            .or(() -> editor.document().name())
            .orElse("Untitled");
    title.set((editor.dirtyProperty().get() ? "• " : "") + name + " — SpectraFlow");
  }

  /** Starts a new empty document (the caller has dealt with unsaved changes). */
  public void newDocument() {
    editor.load(PipelineDocument.of(List.of()));
    file.set(null);
    discardDraft();
  }

  /** Shows a document that does not come from a file (the demo pipeline). */
  public void show(PipelineDocument document) {
    editor.load(document);
    file.set(null);
  }

  /** Opens a file. */
  public CompletableFuture<PipelineDocument> open(Path path) {
    return async("open " + path.getFileName(), () -> DocumentFiles.read(path))
        .thenApplyAsync(
            doc -> {
              editor.load(doc);
              file.set(path);
              remember(path);
              discardDraft();
              editor.say("Opened " + path);
              return doc;
            },
            fx);
  }

  /** Saves to the current file; the caller asks for a file first when {@link #file()} is empty. */
  public CompletableFuture<Path> save() {
    Path target = file.get();
    if (target == null) {
      return CompletableFuture.failedFuture(
          new IllegalStateException("the document has no file yet: use Save As"));
    }
    return saveAs(target);
  }

  /** Saves to a file (atomically) and makes it the document's file. */
  public CompletableFuture<Path> saveAs(Path path) {
    PipelineDocument doc = editor.document();
    return async(
            "save " + path.getFileName(),
            () -> {
              DocumentFiles.write(doc, path);
              return path;
            })
        .thenApplyAsync(
            p -> {
              if (editor.document() == doc) {
                editor.markSaved();
              }
              file.set(p);
              remember(p);
              discardDraft();
              editor.say("Saved " + p);
              return p;
            },
            fx);
  }

  /** Writes an autosave draft if the document changed since the last one and is unsaved. */
  public CompletableFuture<Void> autosaveNow() {
    PipelineDocument doc = editor.document();
    if (!editor.dirtyProperty().get() || doc == autosaved) {
      return CompletableFuture.completedFuture(null);
    }
    autosaved = doc;
    Optional<Path> origin = Optional.ofNullable(file.get());
    String previous = recovered;
    return async(
            "autosave",
            () -> {
              autosave.save(sessionId, doc, origin);
              return null;
            })
        .thenAcceptAsync(v -> dropRecovered(previous), fx);
  }

  /** Drafts left by an earlier session (not this one), newest first. */
  public List<Autosave.Draft> recoverableDrafts() {
    return autosave.drafts().stream().filter(d -> !d.id().equals(sessionId)).toList();
  }

  /**
   * The newest draft of an earlier session that can be read, with its document parsed and its
   * origin checked ({@link DraftOrigin}), read on the file thread; damaged drafts on the way are
   * set aside (see {@link StateFiles}), so they are never offered again. Empty when nothing is
   * left.
   */
  public CompletableFuture<Optional<Recovery>> nextRecovery() {
    return CompletableFuture.supplyAsync(
        () -> {
          for (Autosave.Draft draft : recoverableDrafts()) {
            Optional<PipelineDocument> document = autosave.read(draft);
            if (document.isPresent()) {
              return Optional.of(
                  new Recovery(draft, document.get(), DraftOrigin.trusted(draft.origin())));
            }
          }
          return Optional.empty();
        },
        io);
  }

  /**
   * Loads a recovered draft as an unsaved document. Its origin becomes the document's file only
   * when {@link Recovery#saveTo()} trusts it; otherwise the document has no file and Save asks for
   * one. The draft stays on disk, claimed by this instance, until the recovered document is saved
   * or autosaved again: a crash right after recovery loses nothing.
   */
  public void recover(Recovery recovery) {
    Autosave.Draft draft = recovery.draft();
    editor.loadUnsaved(recovery.document());
    file.set(recovery.saveTo().orElse(null));
    dropRecovered(recovered);
    autosave.claim(draft.id());
    recovered = draft.id();
    editor.say(
        "Recovered unsaved work from "
            + draft.saved()
            + (recovery.originDistrusted()
                ? "; Save asks for a file: "
                    + draft.origin().orElseThrow()
                    + " is not a pipeline document"
                : ""));
  }

  /** Deletes, on the file thread, the drafts of earlier sessions that were not recovered. */
  public CompletableFuture<Void> discardOtherDrafts() {
    return CompletableFuture.runAsync(() -> discardDrafts(recoverableDrafts()), io);
  }

  /**
   * Deletes the recovered draft {@code id} once this session's own draft or file holds the work.
   */
  private void dropRecovered(String id) {
    if (id != null && id.equals(recovered)) {
      autosave.discard(id);
      autosave.release(id);
      recovered = null;
    }
  }

  /** Deletes drafts of earlier sessions the user chose not to recover. */
  public void discardDrafts(List<Autosave.Draft> drafts) {
    drafts.forEach(d -> autosave.discard(d.id()));
  }

  /** Deletes this session's draft (on save, on close without saving). */
  public void discardDraft() {
    autosaved = null;
    autosave.discard(sessionId);
    dropRecovered(recovered);
  }

  private void remember(Path path) {
    CompletableFuture.supplyAsync(() -> recentFiles.add(path), io)
        .thenAcceptAsync(recent::setAll, fx);
  }

  /**
   * {@code work} on the file thread; a failure is said in the status bar before the returned future
   * completes (exceptionally), so whatever follows sees it reported.
   */
  private <T> CompletableFuture<T> async(String what, Supplier<T> work) {
    return CompletableFuture.supplyAsync(work, io)
        .whenCompleteAsync(
            (v, e) -> {
              if (e != null) {
                Throwable cause =
                    e instanceof CompletionException && e.getCause() != null ? e.getCause() : e;
                editor.say("Cannot " + what + ": " + cause.getMessage());
              }
            },
            fx);
  }

  /** The open file, or empty for an unsaved new document. */
  public Optional<Path> file() {
    return Optional.ofNullable(file.get());
  }

  /** The open file (null when none). */
  public ReadOnlyObjectProperty<Path> fileProperty() {
    return file.getReadOnlyProperty();
  }

  /** The window title: "• name — SpectraFlow" with the dot while unsaved. */
  public ReadOnlyStringProperty titleProperty() {
    return title.getReadOnlyProperty();
  }

  /** Recent files, newest first. */
  public ObservableList<Path> recent() {
    return recent;
  }

  /** Stops following the editor. */
  public void dispose() {
    subscription.unsubscribe();
    autosave.releaseAll();
  }
}
