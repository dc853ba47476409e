package org.spectraflow.cli;

import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import org.spectraflow.engine.data.io.Datasets;
import org.spectraflow.engine.files.NativeNames;
import org.spectraflow.engine.text.UserText;

/**
 * The input paths a command names, checked and found: a pipeline document that must be a file, a
 * dataset folder given as text ({@code demo} is none); names Java received with an undecodable byte
 * are found through their folder's listing ({@link NativeNames}). Stateless.
 */
final class CommandInputs {

  private CommandInputs() {}

  /** The pipeline document {@code document} as it exists. */
  static Path document(Path document) {
    Path found = NativeNames.existing(document);
    if (Files.isDirectory(found)) {
      throw new IllegalArgumentException(
          "pipeline document "
              + UserText.show(document)
              + " is a folder; give the document's file (.json, .yaml)");
    }
    if (!Files.isRegularFile(found)) {
      throw new IllegalArgumentException(
          "pipeline file not found: "
              + UserText.show(document)
              + (NativeNames.lossy(document) ? "; " + NativeNames.advice() : "; check the path"));
    }
    return found;
  }

  /** The dataset folder {@code --data} names, or null for the demo data or a bad path. */
  static Path dataFolder(String data) {
    if (Datasets.DEMO.equals(data)) {
      return null;
    }
    try {
      return NativeNames.existing(Path.of(data));
    } catch (InvalidPathException e) {
      return null;
    }
  }
}
