package org.spectraflow.ui.files;

import java.nio.file.Path;
import java.util.Optional;

/**
 * One studio state file found damaged or out of reach: the file, where it was moved ({@code
 * *.damaged-<time>}; empty when it could not be moved, as in a read-only folder) and what is wrong
 * with it, in words for the status bar.
 *
 * @param file the state file as the studio expects it
 * @param movedTo where the damaged file now is, empty when it stayed
 * @param problem what is wrong ("is not UTF-8 text", "is a folder, not a file", ...)
 */
public record SetAside(Path file, Optional<Path> movedTo, String problem) {

  /** {@code recent-files.txt is not UTF-8 text (kept as recent-files.txt.damaged-...)}. */
  public String describe() {
    return file.getFileName()
        + " "
        + problem
        + movedTo.map(m -> " (kept as " + m.getFileName() + ")").orElse("");
  }
}
