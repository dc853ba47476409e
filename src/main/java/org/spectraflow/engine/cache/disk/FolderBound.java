package org.spectraflow.engine.cache.disk;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.locks.ReentrantLock;

/**
 * Keeps a disk-cache folder within its byte bound (docs/caching.md §3.11.3): a sweep lists the
 * entry files and removes the least recently used (oldest modification time, which a hit touches)
 * until their total is within the bound. Sweeps of one folder run one at a time across processes
 * (an exclusive lock on the folder's {@code .lock} file) and threads (a lock per folder in this
 * JVM, since a JVM cannot lock one file twice); files vanishing under a sweep (removed by another
 * process) are skipped. Temporary files left by a killed writer are removed after an hour.
 */
final class FolderBound {

  /** Entry files end with this. */
  static final String SUFFIX = ".sfstep";

  private static final String LOCK = ".lock";
  private static final Duration STALE_TEMP = Duration.ofHours(1);
  private static final ConcurrentHashMap<Path, ReentrantLock> JVM_LOCKS = new ConcurrentHashMap<>();

  private final Path folder;
  private final long maxBytes;

  FolderBound(Path folder, long maxBytes) {
    this.folder = folder;
    this.maxBytes = maxBytes;
  }

  /** The folder's real path (one JVM lock per folder however it is named), else it as given. */
  private Path lockKey() {
    try {
      return folder.toRealPath();
    } catch (IOException e) {
      return folder;
    }
  }

  /** The result of a sweep: the entry bytes left and the files this sweep removed. */
  record Swept(long sizeBytes, int removed) {}

  /** Removes least recently used entries until the folder's entries total at most the bound. */
  Swept sweep() {
    ReentrantLock jvm = JVM_LOCKS.computeIfAbsent(lockKey(), f -> new ReentrantLock());
    jvm.lock();
    try (FileChannel channel =
            FileChannel.open(
                folder.resolve(LOCK), StandardOpenOption.CREATE, StandardOpenOption.WRITE);
        FileLock ignored = channel.lock()) {
      return sweepLocked();
    } catch (IOException e) {
      throw new UncheckedIOException(
          "cannot keep the step cache folder " + folder + " within its bound: " + e.getMessage(),
          e);
    } finally {
      jvm.unlock();
    }
  }

  /** The entry bytes in the folder now (no lock: an estimate while others write). */
  long size() {
    return entries().stream().mapToLong(Entry::bytes).sum();
  }

  private Swept sweepLocked() {
    List<Entry> all = entries();
    long total = all.stream().mapToLong(Entry::bytes).sum();
    int removed = 0;
    if (total > maxBytes) {
      all.sort(Comparator.comparing(Entry::lastUsed).thenComparing(e -> e.file().toString()));
      for (Entry e : all) {
        if (total <= maxBytes) {
          break;
        }
        if (deleteQuietly(e.file())) {
          removed++;
        }
        total -= e.bytes();
      }
    }
    return new Swept(total, removed);
  }

  private List<Entry> entries() {
    List<Entry> out = new ArrayList<>();
    Instant staleBefore = Instant.now().minus(STALE_TEMP);
    try (DirectoryStream<Path> files = Files.newDirectoryStream(folder)) {
      for (Path f : files) {
        String name = f.getFileName().toString();
        BasicFileAttributes a;
        try {
          a = Files.readAttributes(f, BasicFileAttributes.class);
        } catch (NoSuchFileException gone) {
          continue;
        }
        if (!a.isRegularFile()) {
          continue;
        }
        if (name.endsWith(SUFFIX)) {
          out.add(new Entry(f, a.size(), a.lastModifiedTime().toInstant()));
        } else if (name.startsWith(".") && name.contains(SUFFIX) && name.endsWith(".tmp")) {
          if (a.lastModifiedTime().toInstant().isBefore(staleBefore)) {
            deleteQuietly(f); // a temporary file of a killed writer
          }
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(
          "cannot list the step cache folder " + folder + ": " + e.getMessage(), e);
    }
    return out;
  }

  static boolean deleteQuietly(Path f) {
    try {
      return Files.deleteIfExists(f);
    } catch (IOException e) {
      return false;
    }
  }

  private record Entry(Path file, long bytes, Instant lastUsed) {}
}
