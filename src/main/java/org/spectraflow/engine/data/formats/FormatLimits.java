package org.spectraflow.engine.data.formats;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import org.spectraflow.engine.data.io.DatasetException;

/**
 * The size limits every format reader works within, so that no file (or archive entry) makes a
 * reader allocate without bound: the bytes of one file (default 512 MiB, {@code
 * -Dspectraflow.formats.max.mb}), the points of one spectrum and the spectra of one file. A file
 * over a limit is refused with a message naming the limit and how to raise it. Stateless.
 */
public final class FormatLimits {

  /** The points one spectrum may have. */
  public static final int MAX_POINTS = 10_000_000;

  /** The spectra one file may hold. */
  public static final int MAX_SPECTRA = 10_000_000;

  private static final long DEFAULT_MAX_MB = 512;

  private FormatLimits() {}

  /** The bytes one file may have ({@code -Dspectraflow.formats.max.mb}, default 512 MiB). */
  public static long maxBytes() {
    long mb = Long.getLong("spectraflow.formats.max.mb", DEFAULT_MAX_MB);
    return Math.min(Math.max(mb, 1), 2000) * 1024 * 1024;
  }

  /**
   * The bytes of {@code file}, refused when over {@link #maxBytes()}.
   *
   * @throws DatasetException when the file is missing, unreadable or too large
   */
  public static byte[] read(Path file) {
    if (!Files.exists(file)) {
      throw new DatasetException(file, 0, "file not found; check the path");
    }
    if (Files.isDirectory(file)) {
      throw new DatasetException(file, 0, "is a folder; give a spectra file");
    }
    long size;
    try {
      size = Files.size(file);
    } catch (IOException e) {
      throw new DatasetException(file, 0, "cannot be read: " + Clip.exception(e), e);
    }
    if (size > maxBytes()) {
      throw tooLarge(file, size);
    }
    try {
      return Files.readAllBytes(file);
    } catch (IOException e) {
      throw new DatasetException(file, 0, "cannot be read: " + Clip.exception(e), e);
    }
  }

  /**
   * All of {@code in} (an archive entry), refused past {@link #maxBytes()} without reading further.
   */
  public static byte[] read(InputStream in, Path name) throws IOException {
    long limit = maxBytes();
    byte[] bytes = in.readNBytes((int) Math.min(limit + 1, Integer.MAX_VALUE - 16));
    if (bytes.length > limit) {
      throw tooLarge(name, bytes.length);
    }
    return bytes;
  }

  private static DatasetException tooLarge(Path file, long size) {
    return new DatasetException(
        file,
        0,
        "is "
            + (size / (1024 * 1024))
            + " MiB or more, over the "
            + maxBytes() / (1024 * 1024)
            + " MiB limit for one spectra file; if it is genuine, raise it with"
            + " -Dspectraflow.formats.max.mb=<MiB>");
  }
}
