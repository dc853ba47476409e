package org.spectraflow.ui.files;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * Whether a draft's {@code .origin} may become the recovered document's file, so that Save
 * overwrites it. An {@code .origin} is a plain text file anyone can edit; trusting it blindly lets
 * "Recover" then Save overwrite any file it names. It is trusted only when it names an existing,
 * readable regular file with a pipeline extension ({@link DocumentFiles#EXTENSIONS}) that parses as
 * a pipeline document, as a document the user opened does; otherwise the recovered work is saved
 * with Save As. Reads the file: call it off the FX thread.
 */
public final class DraftOrigin {

  private DraftOrigin() {}

  /** {@code origin} when Save may overwrite it, else empty. */
  public static Optional<Path> trusted(Optional<Path> origin) {
    return origin.filter(DraftOrigin::isPipelineDocument);
  }

  private static boolean isPipelineDocument(Path file) {
    try {
      if (!file.isAbsolute()
          || !DocumentFiles.isPipelineFile(file.getFileName().toString())
          || !Files.isRegularFile(file)
          || !Files.isReadable(file)
          || Files.size(file) > StateFiles.DRAFT_MAX_BYTES) {
        return false;
      }
      DocumentFiles.read(file);
      return true;
    } catch (Exception notAPipeline) {
      return false;
    }
  }
}
