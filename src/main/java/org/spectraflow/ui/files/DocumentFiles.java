package org.spectraflow.ui.files;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import org.spectraflow.engine.files.AtomicFiles;
import org.spectraflow.engine.pipeline.PipelineDocument;
import org.spectraflow.engine.pipeline.PipelineReader;
import org.spectraflow.engine.pipeline.PipelineWriter;

/**
 * Reads and writes pipeline files: {@code .json} and {@code .sfpipe} as JSON, {@code .yaml} and
 * {@code .yml} as YAML, losslessly. Writes are atomic: the text goes to a temporary file in the
 * same folder, which then replaces the target, so a crash never leaves half a file. A new file gets
 * the mode the user's umask gives any new file; a replaced file keeps its mode.
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
    return name.endsWith(".yaml") || name.endsWith(".yml")
        ? PipelineWriter.toYaml(document)
        : PipelineWriter.toJson(document);
  }

  /** Writes a document atomically (temporary file, then rename over the target). */
  public static void write(PipelineDocument document, Path file) {
    writeAtomically(render(document, file), file);
  }

  /** Writes text atomically (temporary file in the same folder, then rename over the target). */
  public static void writeAtomically(String text, Path file) {
    AtomicFiles.writeString(file, text);
  }
}
