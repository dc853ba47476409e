package org.spectraflow.ui.files;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
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
 * lists only drafts nobody holds. Not thread-safe; one instance per studio.
 */
public final class Autosave {

  /** A draft found in the folder. */
  public record Draft(String id, Path file, Optional<Path> origin, Instant saved) {}

  private final Path folder;
  private final Map<String, Held> held = new HashMap<>();

  /** A lock this instance holds on a draft id. */
  private record Held(FileChannel channel, FileLock lock) {}

  /** Drafts kept in {@code folder} (created on first save). */
  public Autosave(Path folder) {
    this.folder = folder;
  }

  /**
   * Marks draft {@code id} as owned by this running instance (its own session, or a draft it
   * recovered and has not yet saved again).
   *
   * @return false when another running instance holds it
   */
  public boolean claim(String id) {
    if (held.containsKey(id)) {
      return true;
    }
    try {
      Files.createDirectories(folder);
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
      throw new UncheckedIOException("cannot lock autosave draft " + id + " in " + folder, e);
    }
  }

  /** Gives up the claim on {@code id} (the lock file goes too). */
  public void release(String id) {
    Held h = held.remove(id);
    if (h == null) {
      return;
    }
    try {
      h.lock().release();
      h.channel().close();
      Files.deleteIfExists(lockFile(id));
    } catch (IOException e) {
      throw new UncheckedIOException("cannot unlock autosave draft " + id + " in " + folder, e);
    }
  }

  /** Releases every claim (the studio is closing). */
  public void releaseAll() {
    List.copyOf(held.keySet()).forEach(this::release);
  }

  /** True when some running instance (this one included) holds draft {@code id}. */
  public boolean isLive(String id) {
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

  private Path lockFile(String id) {
    return folder.resolve(id + ".lock");
  }

  /** Writes (atomically) the draft of document {@code id}. */
  public void save(String id, PipelineDocument document, Optional<Path> origin) {
    DocumentFiles.writeAtomically(PipelineWriter.toJson(document), folder.resolve(id + ".json"));
    DocumentFiles.writeAtomically(
        origin.map(Path::toString).orElse(""), folder.resolve(id + ".origin"));
  }

  /** Drafts left in the folder that no running instance holds, newest first. */
  public List<Draft> drafts() {
    if (!Files.isDirectory(folder)) {
      return List.of();
    }
    try (Stream<Path> files = Files.list(folder)) {
      return files
          .filter(f -> f.getFileName().toString().endsWith(".json"))
          .map(this::draft)
          .filter(d -> !isLive(d.id()))
          .sorted(Comparator.comparing(Draft::saved).reversed())
          .toList();
    } catch (IOException e) {
      throw new UncheckedIOException("cannot list autosave drafts in " + folder, e);
    }
  }

  /** Reads a draft's document. */
  public PipelineDocument read(Draft draft) {
    return DocumentFiles.read(draft.file());
  }

  /** Deletes the draft of document {@code id}, if any; refuses a draft another instance holds. */
  public void discard(String id) {
    if (!held.containsKey(id) && isLive(id)) {
      return;
    }
    try {
      Files.deleteIfExists(folder.resolve(id + ".json"));
      Files.deleteIfExists(folder.resolve(id + ".origin"));
    } catch (IOException e) {
      throw new UncheckedIOException("cannot delete autosave draft " + id + " in " + folder, e);
    }
  }

  private Draft draft(Path file) {
    String name = file.getFileName().toString();
    String id = name.substring(0, name.length() - ".json".length());
    try {
      Path originFile = folder.resolve(id + ".origin");
      String origin =
          Files.isRegularFile(originFile)
              ? Files.readString(originFile, StandardCharsets.UTF_8).strip()
              : "";
      return new Draft(
          id,
          file,
          origin.isEmpty() ? Optional.empty() : Optional.of(Path.of(origin)),
          Files.getLastModifiedTime(file).toInstant());
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read autosave draft " + file, e);
    }
  }
}
