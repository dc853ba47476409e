package org.spectraflow.ui.app;

import java.nio.file.Path;
import java.util.Optional;

/**
 * Where the studio asks the user for a pipeline file to open or to save to. The window uses a
 * native file chooser; tests replace it with fixed paths. Empty means the user cancelled.
 */
public interface FilePrompt {

  /** The file to open, or empty if the user cancelled. */
  Optional<Path> fileToOpen();

  /** The file to save to, proposing {@code suggestedName}; empty if the user cancelled. */
  Optional<Path> fileToSave(String suggestedName);
}
