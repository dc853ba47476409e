package org.spectraflow.engine.cache.disk;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.FileTime;
import java.time.Instant;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;
import org.spectraflow.engine.cache.CachedStepState;
import org.spectraflow.engine.cache.DiskStats;
import org.spectraflow.engine.cache.StepCacheKey;
import org.spectraflow.engine.cache.StepCacheTier;
import org.spectraflow.engine.data.Fingerprint;
import org.spectraflow.engine.data.Precision;
import org.spectraflow.engine.files.AtomicFiles;

/**
 * The step cache's disk tier (docs/caching.md §3.11): one file per entry in a folder, named from
 * the content-hash key and the precision, written atomically ({@link AtomicFiles}: a temporary file
 * renamed over the target), read whole and checked ({@link EntryCodec}) before any value is used. A
 * missing file is a plain miss; a truncated, damaged, foreign or stale one is a miss, one warning
 * line and a removed file, never a wrong number or an exception. After every write the folder is
 * swept back within its byte bound, least recently used first ({@link FolderBound}; a hit touches
 * the file's modification time). Several processes and instances may share one folder. Thread-safe;
 * writes are synchronous, so a run's results never depend on I/O timing.
 */
public final class DiskStepCache implements StepCacheTier {

  private static final System.Logger LOG = System.getLogger(DiskStepCache.class.getName());
  private static final int KEPT_READ_BUFFER_BYTES = 32 << 20;
  private static final ThreadLocal<ByteBuffer> READ_BUFFER = new ThreadLocal<>();

  private final Path folder;
  private final long maxBytes;
  private final Precision precision;
  private final String engine;
  private final FolderBound bound;
  private volatile Consumer<String> warnings;
  private final AtomicLong hits = new AtomicLong();
  private final AtomicLong writes = new AtomicLong();
  private final AtomicLong bytesRead = new AtomicLong();
  private final AtomicLong bytesWritten = new AtomicLong();
  private final AtomicLong damaged = new AtomicLong();
  private final AtomicLong evictions = new AtomicLong();
  private final AtomicLong sizeBytes = new AtomicLong();

  private DiskStepCache(Path folder, long maxBytes, Precision precision, String engine) {
    this.folder = folder;
    this.maxBytes = maxBytes;
    this.precision = precision;
    this.engine = engine;
    this.bound = new FolderBound(folder, maxBytes);
    this.warnings = line -> LOG.log(System.Logger.Level.WARNING, line);
    this.sizeBytes.set(bound.size());
  }

  /**
   * The tier over {@code folder} (created when missing) for entries of {@code precision}, bounded
   * to {@code maxBytes}.
   *
   * @throws IllegalArgumentException when the folder is a file, cannot be created or is not
   *     writable (the message names it and says what to do)
   */
  public static DiskStepCache open(Path folder, long maxBytes, Precision precision) {
    return open(folder, maxBytes, precision, EngineStamp.current());
  }

  /** {@link #open(Path, long, Precision)} with another engine stamp (tests of versioning). */
  static DiskStepCache open(Path folder, long maxBytes, Precision precision, String engine) {
    if (maxBytes <= 0) {
      throw new IllegalArgumentException(
          "the step cache folder's size must be positive, was " + maxBytes + " bytes");
    }
    Path usable = requireUsableFolder(folder);
    return new DiskStepCache(usable, maxBytes, Objects.requireNonNull(precision), engine);
  }

  /**
   * {@code folder} as an absolute path, created when missing.
   *
   * @throws IllegalArgumentException when it is a file, cannot be created or is not writable
   */
  public static Path requireUsableFolder(Path folder) {
    Path abs = folder.toAbsolutePath().normalize();
    if (Files.exists(abs) && !Files.isDirectory(abs)) {
      throw new IllegalArgumentException(
          "the step cache folder " + abs + " is a file; give a folder (it is created if missing)");
    }
    try {
      Files.createDirectories(abs);
    } catch (IOException e) {
      throw new IllegalArgumentException(
          "cannot create the step cache folder " + abs + " (" + e + "); choose another folder", e);
    }
    if (!Files.isWritable(abs)) {
      throw new IllegalArgumentException(
          "the step cache folder " + abs + " is not writable; choose another folder");
    }
    return abs;
  }

  /** The folder. */
  public Path folder() {
    return folder;
  }

  /** The file an entry for {@code key} is kept in (it may not exist). */
  public Path fileOf(StepCacheKey key) {
    Fingerprint name =
        Fingerprint.derive(
            "disk-entry|" + precision.label(), key.step(), key.data(), key.selector());
    return folder.resolve(name.hex() + FolderBound.SUFFIX);
  }

  @Override
  public Optional<CachedStepState> load(StepCacheKey key) {
    Path file = fileOf(key);
    ByteBuffer bytes;
    try {
      bytes = readAll(file);
    } catch (NoSuchFileException gone) {
      return Optional.empty();
    } catch (IOException | RuntimeException e) {
      warn(file, "cannot be read (" + e.getMessage() + ")", false);
      return Optional.empty();
    }
    if (bytes == null) {
      return Optional.empty(); // removed while being opened
    }
    try {
      CachedStepState state = EntryCodec.decode(bytes, key, precision, engine);
      touch(file);
      hits.incrementAndGet();
      bytesRead.addAndGet(bytes.limit());
      return Optional.of(state);
    } catch (DamagedEntryException e) {
      warn(file, e.getMessage(), true);
      return Optional.empty();
    }
  }

  @Override
  public void store(StepCacheKey key, CachedStepState state) {
    Path file = fileOf(key);
    try {
      ByteBuffer bytes = EntryCodec.encode(key, precision, state, engine);
      if (bytes.limit() > maxBytes) {
        return; // larger than the whole folder's bound: never kept
      }
      AtomicFiles.write(file, out -> out.write(bytes.array(), 0, bytes.limit()));
      writes.incrementAndGet();
      bytesWritten.addAndGet(bytes.limit());
      FolderBound.Swept swept = bound.sweep();
      evictions.addAndGet(swept.removed());
      sizeBytes.set(swept.sizeBytes());
    } catch (RuntimeException e) {
      // a full disk, a folder removed or made read-only, an entry too large for one file: the
      // run goes on with the memory tier alone
      warnings.accept(
          "step cache folder "
              + folder
              + ": cannot keep an entry ("
              + e.getMessage()
              + "); the run goes on without it");
    }
  }

  @Override
  public DiskStats stats() {
    return new DiskStats(
        hits.get(),
        writes.get(),
        bytesRead.get(),
        bytesWritten.get(),
        damaged.get(),
        evictions.get(),
        sizeBytes.get(),
        maxBytes);
  }

  @Override
  public void beginRun(Consumer<String> sink) {
    warnings = Objects.requireNonNull(sink, "sink");
    for (AtomicLong counter : new AtomicLong[] {hits, writes, bytesRead, bytesWritten}) {
      counter.set(0);
    }
    damaged.set(0);
    evictions.set(0);
  }

  /**
   * The whole file in this thread's reusable direct buffer (valid until the thread's next read), or
   * null when it vanished after being opened. Reading into direct memory costs one copy from the
   * kernel and no zeroing, so a hit is a read, a checksum pass and one copy into the block.
   */
  private static ByteBuffer readAll(Path file) throws IOException {
    try (FileChannel ch = FileChannel.open(file, StandardOpenOption.READ)) {
      long size = ch.size();
      if (size > Integer.MAX_VALUE - 8) {
        throw new IOException("entry of " + size + " bytes is larger than an entry can be");
      }
      ByteBuffer buf = readBuffer((int) size);
      while (buf.hasRemaining() && ch.read(buf) >= 0) {
        // read until full or end of file (a shorter file is a truncated entry)
      }
      return buf.flip();
    }
  }

  /** A cleared direct buffer of {@code size} bytes, this thread's own when not too large. */
  private static ByteBuffer readBuffer(int size) {
    ByteBuffer kept = READ_BUFFER.get();
    if (kept != null && kept.capacity() >= size) {
      return kept.clear().limit(size);
    }
    ByteBuffer made = ByteBuffer.allocateDirect(size);
    if (size <= KEPT_READ_BUFFER_BYTES) {
      READ_BUFFER.set(made);
    }
    return made;
  }

  /** Marks {@code file} most recently used; a file removed meanwhile is fine. */
  private static void touch(Path file) {
    try {
      Files.setLastModifiedTime(file, FileTime.from(Instant.now()));
    } catch (IOException | RuntimeException e) {
      // removed by another process's sweep, or read-only: the entry was read all the same
    }
  }

  private void warn(Path file, String reason, boolean remove) {
    damaged.incrementAndGet();
    if (remove) {
      FolderBound.deleteQuietly(file);
    }
    warnings.accept(
        "step cache entry "
            + file
            + ": "
            + reason
            + (remove ? "; removed, the step is recomputed" : "; the step is recomputed"));
  }

  @Override
  public String toString() {
    return "DiskStepCache[" + folder + ", " + stats() + "]";
  }
}
