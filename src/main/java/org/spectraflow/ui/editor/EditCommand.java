package org.spectraflow.ui.editor;

import java.util.Objects;
import org.spectraflow.engine.pipeline.PipelineDocument;

/**
 * One undoable edit of the document: the document before and after it, what the user sees in the
 * Undo/Redo menu, and where the selection goes each way. Documents are immutable, so executing and
 * undoing are exact and cheap.
 *
 * @param description the edit, as shown in "Undo &lt;description&gt;"
 * @param before the document the edit was made on
 * @param after the edited document
 * @param selectBefore the selection to restore on undo (null for none)
 * @param selectAfter the selection after the edit (null for none)
 */
public record EditCommand(
    String description,
    PipelineDocument before,
    PipelineDocument after,
    StepPath selectBefore,
    StepPath selectAfter) {

  /** Requires a description and both documents. */
  public EditCommand {
    Objects.requireNonNull(description, "description");
    Objects.requireNonNull(before, "before");
    Objects.requireNonNull(after, "after");
  }

  /** The document after the edit. */
  public PipelineDocument execute() {
    return after;
  }

  /** The document before the edit. */
  public PipelineDocument undo() {
    return before;
  }
}
