package org.spectraflow.ui.app;

import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.Executor;
import java.util.function.Function;
import org.spectraflow.ui.files.FileModel;
import org.spectraflow.ui.files.StateFiles;

/**
 * The studio's start, whatever its home folder holds: the remembered state is read on the file
 * thread ({@link StudioState}), the studio is built on the FX thread, the first document is opened
 * (a file given on the command line, unsaved work to recover, the last file, or on a first start
 * the demo) and what {@link StateFiles} set aside or could not use on the way is told once in the
 * status bar. Damaged state never stops it: a damaged draft is set aside before it is offered, so a
 * start cannot crash on it again.
 */
public final class StudioStart {

  private final StudioPaths paths;
  private final StateFiles state;
  private final Executor io;
  private final Executor fx;
  private final RecoveryPrompt prompt;

  /**
   * A start reading {@code paths} through {@code state} on {@code io}, building on {@code fx} and
   * asking {@code prompt} about unsaved work.
   */
  public StudioStart(
      StudioPaths paths, StateFiles state, Executor io, Executor fx, RecoveryPrompt prompt) {
    this.paths = paths;
    this.state = state;
    this.io = io;
    this.fx = fx;
    this.prompt = prompt;
  }

  /**
   * Reads the state, builds the studio with {@code build} (on the FX thread) and opens the first
   * document; completes with the studio once its first document is in and the notice shown.
   */
  public CompletableFuture<StudioParts> start(
      Optional<Path> argument, Function<StudioState, StudioParts> build) {
    return CompletableFuture.supplyAsync(() -> StudioState.read(paths, state), io)
        .thenApplyAsync(s -> new Built(s, build.apply(s)), fx)
        .thenCompose(
            b ->
                firstDocument(b.parts(), argument, b.state().firstStart())
                    .handleAsync(
                        (v, e) -> {
                          tell(b.parts(), e);
                          return b.parts();
                        },
                        fx));
  }

  private record Built(StudioState state, StudioParts parts) {}

  /**
   * Shows the notice of what was set aside, once, after any failure to open the first document (the
   * file model reports those itself, before this runs; anything else is said here).
   */
  private void tell(StudioParts parts, Throwable failure) {
    Optional<String> notice = state.takeNotice();
    var editor = parts.model().editor();
    String current = editor.messageProperty().get();
    if (failure != null && (current == null || !current.startsWith("Cannot "))) {
      Throwable cause =
          failure instanceof CompletionException && failure.getCause() != null
              ? failure.getCause()
              : failure;
      current =
          "Cannot open the first document: "
              + (cause.getMessage() == null ? cause.toString() : cause.getMessage());
      editor.say(current);
    }
    if (notice.isPresent()) {
      editor.say(failure == null ? notice.get() : current + " — " + notice.get());
    }
  }

  private CompletableFuture<Void> firstDocument(
      StudioParts parts, Optional<Path> argument, boolean firstStart) {
    FileModel files = parts.model().files();
    MainWindow window = parts.window();
    if (argument.isPresent()) {
      return files.open(argument.get()).thenRun(window::fitLater);
    }
    return files
        .nextRecovery()
        .thenComposeAsync(
            next -> {
              if (next.isPresent() && prompt.recover(next.get())) {
                files.recover(next.get());
                window.fitLater();
                return files.discardOtherDrafts();
              }
              return files
                  .discardOtherDrafts()
                  .thenComposeAsync(v -> lastOrDemo(parts, firstStart), fx);
            },
            fx);
  }

  private CompletableFuture<Void> lastOrDemo(StudioParts parts, boolean firstStart) {
    FileModel files = parts.model().files();
    Optional<Path> last = firstStart ? Optional.empty() : files.recent().stream().findFirst();
    if (last.isPresent()) {
      return files.open(last.get()).thenRun(parts.window()::fitLater);
    }
    files.show(DemoPipeline.load());
    parts
        .model()
        .editor()
        .say("Demo: the D03 preprocessing sweep on the synthetic dataset — press Run");
    parts.window().fitLater();
    return CompletableFuture.completedFuture(null);
  }
}
