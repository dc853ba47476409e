package org.spectraflow.ui.files;

import java.nio.file.Path;
import java.util.Optional;
import org.spectraflow.engine.pipeline.PipelineDocument;

/**
 * A draft ready to recover: the draft, its document (already read and parsed) and where Save will
 * write it. {@code saveTo} is the draft's origin only when that is a pipeline document (see {@link
 * DraftOrigin}); otherwise it is empty and Save asks for a file (Save As).
 *
 * @param draft the draft on disk
 * @param document the draft's unsaved document
 * @param saveTo the file Save overwrites, empty for Save As
 */
public record Recovery(Autosave.Draft draft, PipelineDocument document, Optional<Path> saveTo) {

  /** True when the draft names an origin that Save will not overwrite. */
  public boolean originDistrusted() {
    return draft.origin().isPresent() && saveTo.isEmpty();
  }
}
