package org.spectraflow.engine.data.read;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;

/** The first bytes of a file, for matching readers' magic bytes. Stateless. */
final class FileStart {

  private FileStart() {}

  /** Up to {@code count} leading bytes of {@code file}; empty when it cannot be read. */
  static byte[] of(Path file, int count) {
    if (count <= 0 || !Files.isRegularFile(file)) {
      return new byte[0];
    }
    try (InputStream in = Files.newInputStream(file)) {
      return in.readNBytes(count);
    } catch (IOException e) {
      return new byte[0];
    }
  }

  /** True when {@code start} begins with the non-empty {@code magic}. */
  static boolean begins(byte[] start, byte[] magic) {
    return magic.length > 0
        && start.length >= magic.length
        && Arrays.equals(start, 0, magic.length, magic, 0, magic.length);
  }
}
