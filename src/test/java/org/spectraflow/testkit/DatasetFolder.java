package org.spectraflow.testkit;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.GZIPOutputStream;

/** Writes small dataset files into a test's temporary folder. */
public final class DatasetFolder {

  private final Path dir;

  /** A writer into {@code dir}. */
  public DatasetFolder(Path dir) {
    this.dir = dir;
  }

  /** The folder. */
  public Path dir() {
    return dir;
  }

  /** Writes {@code content} to {@code name} (gzip-compressed when the name ends in .gz). */
  public Path write(String name, String content) {
    Path file = dir.resolve(name);
    byte[] bytes = content.getBytes(StandardCharsets.UTF_8);
    try (OutputStream out =
        name.endsWith(".gz")
            ? new GZIPOutputStream(Files.newOutputStream(file))
            : Files.newOutputStream(file)) {
      out.write(bytes);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return file;
  }

  /** Writes raw bytes to {@code name}. */
  public Path writeBytes(String name, byte[] bytes) {
    try {
      return Files.write(dir.resolve(name), bytes);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
