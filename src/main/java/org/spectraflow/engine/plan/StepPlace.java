package org.spectraflow.engine.plan;

import java.util.Objects;
import org.spectraflow.engine.pipeline.DocumentPath;

/**
 * Where a planned step sits: its document path in the variant ({@code pipeline[0][1]}, used in
 * messages and events) and its template step id ({@code /pipeline/0/_cartesian_/1/_or_/2}, the node
 * of the template it was expanded from; see docs/internals.md).
 *
 * @param path the step's document path in the variant
 * @param stepId the template step id
 */
public record StepPlace(DocumentPath path, String stepId) {

  /** Checks the references. */
  public StepPlace {
    Objects.requireNonNull(path, "path");
    Objects.requireNonNull(stepId, "stepId");
  }

  /** The same step id at another document path (a keyword's value, e.g. {@code .split}). */
  public StepPlace at(DocumentPath other) {
    return new StepPlace(other, stepId);
  }
}
