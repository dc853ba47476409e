package org.spectraflow.ui.editor.validation;

import java.util.List;
import java.util.function.BooleanSupplier;
import org.spectraflow.engine.pipeline.PipelineDocument;
import org.spectraflow.engine.pipeline.Problem;

/**
 * The engine's check of a document as a run would make it at its start, on the data Run would use.
 * The run side implements it (the editor never reaches the runner itself); it is called on a
 * background thread.
 */
@FunctionalInterface
public interface EngineCheck {

  /**
   * What a run of {@code document} would refuse (errors) or warn about.
   *
   * @param superseded polled while checking; when it answers true the check may stop by throwing
   *     {@link java.util.concurrent.CancellationException}
   */
  Findings check(PipelineDocument document, BooleanSupplier superseded);

  /**
   * The engine's findings, each placed on its document path.
   *
   * @param problems what stops a run at its start (errors) and what runs but deserves a look
   */
  record Findings(List<Problem> problems) {

    /** Copies the list. */
    public Findings {
      problems = List.copyOf(problems);
    }
  }
}
