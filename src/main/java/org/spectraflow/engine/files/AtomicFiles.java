package org.spectraflow.engine.files;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFileAttributeView;
import java.util.concurrent.ThreadLocalRandom;

/**
 * Atomic file replacement: the content goes to a temporary file in the target's own folder, is
 * forced to disk (fsync), and is then renamed over the target; the folder is synced too where the
 * platform allows it. A reader therefore sees the old file or the new one, never a 0-byte or
 * half-written file, whether the process is killed mid-write or the disk fills up: on any failure
 * the temporary file is removed and the previous content stays, and a shutdown (Ctrl-C) in the
 * middle of a write lets it finish, then removes what is left ({@link PendingTemps}).
 *
 * <p>A target that is a symbolic link is written through the link: its final target is replaced
 * atomically and the link stays, so the link and the file it points to never disagree. Stateless.
 */
public final class AtomicFiles {

  /** Writes the content to a stream (the stream is closed by {@link AtomicFiles}). */
  @FunctionalInterface
  public interface Content {
    /** Writes everything to {@code out}. */
    void writeTo(OutputStream out) throws IOException;
  }

  private AtomicFiles() {}

  /** Replaces {@code target} with {@code text} in UTF-8. */
  public static void writeString(Path target, String text) {
    write(target, out -> out.write(text.getBytes(StandardCharsets.UTF_8)));
  }

  /**
   * Replaces {@code target} (through a symbolic link, the link's final target) with what {@code
   * content} writes; creates missing parent folders.
   *
   * @throws UncheckedIOException naming the target when anything fails (the target is then
   *     unchanged)
   */
  public static void write(Path target, Content content) {
    Path file = linkTarget(target.toAbsolutePath());
    Path folder = file.getParent();
    Path tmp = null;
    try {
      Files.createDirectories(folder);
      tmp = newSibling(file);
      PendingTemps.add(tmp);
      keepMode(file, tmp);
      try (FileChannel channel = FileChannel.open(tmp, StandardOpenOption.WRITE);
          OutputStream out = Channels.newOutputStream(channel)) {
        content.writeTo(out);
        out.flush();
        channel.force(true);
      }
      move(tmp, file);
      PendingTemps.remove(tmp);
      tmp = null;
      syncFolder(folder);
    } catch (IOException e) {
      throw new UncheckedIOException(
          "cannot write "
              + file
              + ": "
              + e.getMessage()
              + "; the previous file (if any) is unchanged",
          e);
    } finally {
      deleteQuietly(tmp);
    }
  }

  /**
   * Makes sure that a shutdown (Ctrl-C, SIGTERM) during a later write leaves no temporary file:
   * call it before work whose end may write while the JVM shuts down (a cancelled run's report).
   */
  public static void cleanUpOnShutdown() {
    PendingTemps.installHook();
  }

  /**
   * The file a write to {@code path} replaces: {@code path} itself, or for a symbolic link the end
   * of its chain of links (which may not exist yet); a loop of links is an {@link
   * UncheckedIOException}.
   */
  public static Path linkTarget(Path path) {
    Path current = path.toAbsolutePath();
    for (int hop = 0; Files.isSymbolicLink(current); hop++) {
      if (hop == 40) {
        throw new UncheckedIOException(
            new IOException("too many levels of symbolic links at " + path));
      }
      try {
        current = current.resolveSibling(Files.readSymbolicLink(current)).normalize();
      } catch (IOException e) {
        throw new UncheckedIOException("cannot read the symbolic link " + current, e);
      }
    }
    return current;
  }

  /**
   * Refuses, before any work, a target whose folder does not exist or cannot be written, so that a
   * long run does not end in a failed write.
   */
  public static void requireWritableFolder(Path target, String what) {
    Path folder = target.toAbsolutePath().getParent();
    if (!Files.isDirectory(folder)) {
      throw new IllegalArgumentException(
          what
              + ": the folder "
              + folder
              + " does not exist; create it"
              + " first or choose another path");
    }
    if (!Files.isWritable(folder)) {
      throw new IllegalArgumentException(
          what + ": the folder " + folder + " is not writable; choose" + " another path");
    }
    if (Files.isDirectory(target)) {
      throw new IllegalArgumentException(what + ": " + target + " is a folder; give a file name");
    }
  }

  /**
   * A new empty file beside {@code target}, created without explicit permissions so that the umask
   * decides its mode ({@link Files#createTempFile} would force 0600).
   */
  private static Path newSibling(Path target) throws IOException {
    for (int attempt = 0; ; attempt++) {
      Path tmp =
          target.resolveSibling(
              "."
                  + target.getFileName()
                  + "."
                  + Long.toUnsignedString(ThreadLocalRandom.current().nextLong(), 36)
                  + ".tmp");
      try {
        return Files.createFile(tmp);
      } catch (FileAlreadyExistsException e) {
        if (attempt > 100) {
          throw e;
        }
      }
    }
  }

  /** Gives {@code tmp} the POSIX mode of an existing {@code target}; no-op elsewhere. */
  private static void keepMode(Path target, Path tmp) throws IOException {
    if (Files.exists(target)
        && Files.getFileStore(tmp).supportsFileAttributeView(PosixFileAttributeView.class)) {
      Files.setPosixFilePermissions(tmp, Files.getPosixFilePermissions(target));
    }
  }

  private static void move(Path tmp, Path target) throws IOException {
    try {
      Files.move(tmp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
    } catch (AtomicMoveNotSupportedException e) {
      Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING);
    }
  }

  /** Makes the rename durable (POSIX); platforms that cannot open a folder skip it. */
  private static void syncFolder(Path folder) {
    try (FileChannel dir = FileChannel.open(folder, StandardOpenOption.READ)) {
      dir.force(true);
    } catch (IOException | UnsupportedOperationException notSupported) {
      // Windows cannot open a directory as a channel; the rename itself is still atomic.
    }
  }

  private static void deleteQuietly(Path tmp) {
    if (tmp == null) {
      return;
    }
    try {
      Files.deleteIfExists(tmp);
    } catch (IOException ignored) {
      // nothing more can be done; the stray file starts with a dot and ends in .tmp
    }
    PendingTemps.remove(tmp);
  }
}
