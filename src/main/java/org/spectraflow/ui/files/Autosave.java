package org.spectraflow.ui.files;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Instant;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.spectraflow.engine.pipeline.PipelineDocument;
import org.spectraflow.engine.pipeline.PipelineReader;
import org.spectraflow.engine.pipeline.PipelineWriter;

/**
 * Autosave drafts of open documents in one folder: {@code <id>.json} holds the unsaved document and
 * {@code <id>.origin} the file it came from (if any). A draft is discarded when its document is
 * saved or closed on purpose; drafts left behind by a crash are offered for recovery at the next
 * start.
 *
 * <p>Each running studio {@linkplain #claim claims} its drafts with an operating-system lock on
 * {@code <id>.lock} (released by the OS when the process dies, even by {@code kill -9}), so a
 * second studio never offers, or deletes, a draft whose owner is still running: {@link #drafts()}
 * lists only drafts nobody holds.
 *
 * <p>Drafts are state files read through {@link StateFiles}: a file where the folder should be, a
 * damaged draft or a damaged {@code .origin} is set aside and recorded, never thrown; a draft whose
 * origin is damaged is kept without one. Only writing a draft can fail (reported by the caller).
 * Methods are synchronized: the file thread reads drafts while the FX thread claims them.
 */
public final class Autosave {

  /** A draft found in the folder. */
  public record Draft(String id, Path file, Optional<Path> origin, Instant saved) {}

  private final Path folder;
  private final StateFiles state;
  private final Map<String, Held> held = new HashMap<>();
  private Boolean usable;

  /** A lock this instance holds on a draft id. */
  private record Held(FileChannel channel, FileLock lock) {}

  /** Drafts kept in {@code folder} (created on first use), problems recorded in a fresh policy. */
  public Autosave(Path folder) {
    this(folder, new StateFiles());
  }

  /** Drafts kept in {@code folder} (created on first use), problems recorded in {@code state}. */
  public Autosave(Path folder, StateFiles state) {
    this.folder = folder;
    this.state = state;
  }

  /** True when the folder exists or could be made (a file in its place is set aside first). */
  private boolean usable() {
    if (usable == null) {
      usable = state.folder(folder);
    }
    return usable;
  }

  /**
   * Marks draft {@code id} as owned by this running instance (its own session, or a draft it
   * recovered and has not yet saved again). When the folder cannot be used there is nothing to lock
   * and the claim succeeds (recorded once in the state files).
   *
   * @return false when another running instance holds it
   */
  public synchronized boolean claim(String id) {
    if (held.containsKey(id) || !usable()) {
      return true;
    }
    try {
      FileChannel channel =
          FileChannel.open(lockFile(id), StandardOpenOption.CREATE, StandardOpenOption.WRITE);
      FileLock lock = tryLock(channel);
      if (lock == null) {
        channel.close();
        return false;
      }
      held.put(id, new Held(channel, lock));
      return true;
    } catch (IOException e) {
      state.problem(lockFile(id), "cannot be locked (" + StateFiles.reason(e) + ")");
      return true;
    }
  }

  /** Gives up the claim on {@code id} (the lock file goes too). */
  public synchronized void release(String id) {
    Held h = held.remove(id);
    if (h == null) {
      return;
    }
    try {
      h.lock().release();
      h.channel().close();
      Files.deleteIfExists(lockFile(id));
    } catch (IOException e) {
      // the operating system drops the lock with the process; a stale lock file locks nothing
    }
  }

  /** Releases every claim (the studio is closing). */
  public synchronized void releaseAll() {
    List.copyOf(held.keySet()).forEach(this::release);
  }

  /** True when some running instance (this one included) holds draft {@code id}. */
  public synchronized boolean isLive(String id) {
    if (held.containsKey(id)) {
      return true;
    }
    Path lockFile = lockFile(id);
    if (!Files.exists(lockFile)) {
      return false;
    }
    try (FileChannel channel = FileChannel.open(lockFile, StandardOpenOption.WRITE)) {
      FileLock lock = tryLock(channel);
      if (lock == null) {
        return true;
      }
      lock.release();
      return false;
    } catch (IOException e) {
      return true;
    }
  }

  private static FileLock tryLock(FileChannel channel) throws IOException {
    try {
      return channel.tryLock();
    } catch (OverlappingFileLockException heldInThisJvm) {
      return null;
    }
  }

  /** Deletes every {@code <id>.lock} with no {@code <id>.json} beside it that nobody holds. */
  private void removeOrphanLocks() {
    try (Stream<Path> files = Files.list(folder)) {
      for (Path f : files.filter(f -> f.getFileName().toString().endsWith(".lock")).toList()) {
        String name = f.getFileName().toString();
        String id = name.substring(0, name.length() - ".lock".length());
        if (!Files.exists(folder.resolve(id + ".json")) && !isLive(id)) {
          Files.deleteIfExists(f);
        }
      }
    } catch (IOException | RuntimeException e) {
      // a lock file that cannot be listed or removed locks nothing; drafts() lists what it can
    }
  }

  private Path lockFile(String id) {
    return folder.resolve(id + ".lock");
  }

  /**
   * Writes (atomically) the draft of document {@code id}.
   *
   * @throws IllegalStateException when the autosave folder cannot be used
   */
  public synchronized void save(String id, PipelineDocument document, Optional<Path> origin) {
    if (!usable()) {
      throw new IllegalStateException("the autosave folder " + folder + " cannot be used");
    }
    DocumentFiles.writeAtomically(PipelineWriter.toJson(document), folder.resolve(id + ".json"));
    DocumentFiles.writeAtomically(
        origin.map(Path::toString).orElse(""), folder.resolve(id + ".origin"));
  }

  /**
   * Drafts left in the folder that no running instance holds, newest first. Lock files of studios
   * that died without a draft (nothing unsaved) are removed on the way, unless a running instance
   * holds them.
   */
  public synchronized List<Draft> drafts() {
    if (!Files.isDirectory(folder)) {
      return List.of();
    }
    removeOrphanLocks();
    try (Stream<Path> files = Files.list(folder)) {
      return files
          .filter(f -> f.getFileName().toString().endsWith(".json"))
          .filter(f -> !isLive(id(f)))
          .toList()
          .stream()
          .map(this::draft)
          .sorted(Comparator.comparing(Draft::saved).reversed())
          .toList();
    } catch (IOException | RuntimeException e) {
      state.problem(folder, "cannot be listed (" + StateFiles.reason(e) + ")");
      return List.of();
    }
  }

  /**
   * Reads a draft's document; a damaged draft (not a file, too large, not UTF-8, not a pipeline) is
   * set aside and gives nothing.
   */
  public synchronized Optional<PipelineDocument> read(Draft draft) {
    Optional<PipelineDocument> document =
        state.read(
            draft.file(),
            StateFiles.DRAFT_MAX_BYTES,
            text -> PipelineReader.read(text, draft.file().getFileName().toString()));
    if (document.isEmpty()) {
      keepOriginBeside(draft);
    }
    return document;
  }

  /** Moves a set-aside draft's {@code .origin} beside it, with the same suffix. */
  private void keepOriginBeside(Draft draft) {
    String name = draft.file().getFileName().toString();
    state.recorded().stream()
        .filter(s -> s.file().equals(draft.file()))
        .reduce((first, last) -> last)
        .flatMap(SetAside::movedTo)
        .ifPresent(
            moved -> {
              Path origin = folder.resolve(draft.id() + ".origin");
              String suffix = moved.getFileName().toString().substring(name.length());
              try {
                if (Files.exists(origin)) {
                  Files.move(origin, origin.resolveSibling(origin.getFileName() + suffix));
                }
              } catch (IOException e) {
                // the draft is set aside; an origin left behind names a file and is never read
              }
            });
  }

  /** Deletes the draft of document {@code id}, if any; refuses a draft another instance holds. */
  public synchronized void discard(String id) {
    if (!held.containsKey(id) && isLive(id)) {
      return;
    }
    try {
      Files.deleteIfExists(folder.resolve(id + ".json"));
      Files.deleteIfExists(folder.resolve(id + ".origin"));
    } catch (IOException e) {
      state.problem(
          folder.resolve(id + ".json"), "cannot be deleted (" + StateFiles.reason(e) + ")");
    }
  }

  private static String id(Path file) {
    String name = file.getFileName().toString();
    return name.substring(0, name.length() - ".json".length());
  }

  private Draft draft(Path file) {
    String id = id(file);
    Optional<Path> origin =
        state
            .read(folder.resolve(id + ".origin"), StateFiles.SETTINGS_MAX_BYTES, Autosave::origin)
            .flatMap(o -> o);
    Instant saved;
    try {
      saved = Files.getLastModifiedTime(file).toInstant();
    } catch (IOException e) {
      saved = Instant.EPOCH;
    }
    return new Draft(id, file, origin, saved);
  }

  /** An origin file's text: blank for none, else one absolute path. */
  private static Optional<Path> origin(String text) {
    String line = text.strip();
    if (line.isEmpty()) {
      return Optional.empty();
    }
    if (line.lines().count() > 1) {
      throw new IllegalArgumentException("it holds more than one line");
    }
    try {
      Path path = Path.of(line);
      if (!path.isAbsolute()) {
        throw new IllegalArgumentException("it names a relative path, '" + line + "'");
      }
      return Optional.of(path);
    } catch (InvalidPathException e) {
      throw new IllegalArgumentException("it does not name a path (" + e.getReason() + ")", e);
    }
  }
}
