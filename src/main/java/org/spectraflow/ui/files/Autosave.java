package org.spectraflow.ui.files;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.spectraflow.engine.pipeline.PipelineDocument;
import org.spectraflow.engine.pipeline.PipelineWriter;

/**
 * Autosave drafts of open documents in one folder: {@code <id>.json} holds the unsaved document
 * and {@code <id>.origin} the file it came from (if any). A draft is discarded when its document
 * is saved or closed on purpose; drafts left behind by a crash are offered for recovery at the
 * next start.
 */
public final class Autosave {

  /** A draft found in the folder. */
  public record Draft(String id, Path file, Optional<Path> origin, Instant saved) {}

  private final Path folder;

  /** Drafts kept in {@code folder} (created on first save). */
  public Autosave(Path folder) {
    this.folder = folder;
  }

  /** Writes (atomically) the draft of document {@code id}. */
  public void save(String id, PipelineDocument document, Optional<Path> origin) {
    DocumentFiles.writeAtomically(PipelineWriter.toJson(document), folder.resolve(id + ".json"));
    DocumentFiles.writeAtomically(origin.map(Path::toString).orElse(""), folder.resolve(id + ".origin"));
  }

  /** Drafts left in the folder, newest first. */
  public List<Draft> drafts() {
    if (!Files.isDirectory(folder)) {
      return List.of();
    }
    try (Stream<Path> files = Files.list(folder)) {
      return files.filter(f -> f.getFileName().toString().endsWith(".json")).map(this::draft)
          .sorted(java.util.Comparator.comparing(Draft::saved).reversed()).toList();
    } catch (IOException e) {
      throw new UncheckedIOException("cannot list autosave drafts in " + folder, e);
    }
  }

  /** Reads a draft's document. */
  public PipelineDocument read(Draft draft) {
    return DocumentFiles.read(draft.file());
  }

  /** Deletes the draft of document {@code id}, if any. */
  public void discard(String id) {
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
      String origin = Files.isRegularFile(originFile) ? Files.readString(originFile, StandardCharsets.UTF_8).strip() : "";
      return new Draft(id, file, origin.isEmpty() ? Optional.empty() : Optional.of(Path.of(origin)),
          Files.getLastModifiedTime(file).toInstant());
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read autosave draft " + file, e);
    }
  }
}
