package org.spectraflow.ui.files;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFileAttributeView;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ThreadLocalRandom;
import org.spectraflow.engine.pipeline.PipelineDocument;
import org.spectraflow.engine.pipeline.PipelineReader;
import org.spectraflow.engine.pipeline.PipelineWriter;

/**
 * Reads and writes pipeline files: {@code .json} and {@code .sfpipe} as JSON, {@code .yaml} and
 * {@code .yml} as YAML, losslessly. Writes are atomic: the text goes to a temporary file in the
 * same folder, which then replaces the target, so a crash never leaves half a file. A new file
 * gets the mode the user's umask gives any new file; a replaced file keeps its mode.
 */
public final class DocumentFiles {

  /** File extensions the studio opens, without the dot. */
  public static final List<String> EXTENSIONS = List.of("sfpipe", "json", "yaml", "yml");

  private DocumentFiles() {}

  /** True if the file name has one of the {@link #EXTENSIONS}. */
  public static boolean isPipelineFile(String name) {
    String lower = name.toLowerCase(Locale.ROOT);
    return EXTENSIONS.stream().anyMatch(ext -> lower.endsWith("." + ext));
  }

  /** Reads a document; format errors carry the file name, line and column. */
  public static PipelineDocument read(Path file) {
    return PipelineReader.read(file);
  }

  /** The document as the text its file extension asks for. */
  public static String render(PipelineDocument document, Path file) {
    String name = file.getFileName().toString().toLowerCase(Locale.ROOT);
    return name.endsWith(".yaml") || name.endsWith(".yml") ? PipelineWriter.toYaml(document) : PipelineWriter.toJson(document);
  }

  /** Writes a document atomically (temporary file, then rename over the target). */
  public static void write(PipelineDocument document, Path file) {
    writeAtomically(render(document, file), file);
  }

  /** Writes text atomically (temporary file in the same folder, then rename over the target). */
  public static void writeAtomically(String text, Path file) {
    Path target = file.toAbsolutePath();
    try {
      Files.createDirectories(target.getParent());
      Path tmp = newSibling(target);
      try {
        Files.writeString(tmp, text, StandardCharsets.UTF_8);
        keepMode(target, tmp);
        move(tmp, target);
      } finally {
        Files.deleteIfExists(tmp);
      }
    } catch (IOException e) {
      throw new UncheckedIOException("cannot save " + target + ": " + e.getMessage(), e);
    }
  }

  /**
   * A new empty file beside {@code target}, created without explicit permissions so the umask
   * decides its mode ({@link Files#createTempFile} would force 0600).
   */
  private static Path newSibling(Path target) throws IOException {
    for (int attempt = 0; ; attempt++) {
      Path tmp = target.resolveSibling("." + target.getFileName() + "."
          + Long.toUnsignedString(ThreadLocalRandom.current().nextLong(), 36) + ".tmp");
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
    if (Files.exists(target) && Files.getFileStore(tmp).supportsFileAttributeView(PosixFileAttributeView.class)) {
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
}
