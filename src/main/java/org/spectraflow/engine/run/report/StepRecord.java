package org.spectraflow.engine.run.report;

import java.util.List;
import org.spectraflow.engine.observe.SourceShape;

/**
 * The cost of one executed (or cache-restored) step application: where it ran, the feature shape
 * after it, memory figures and duration. Model and splitter steps are recorded too.
 *
 * @param variant the variant index
 * @param step the top-level step number (from 1)
 * @param branchPath branch indices, empty at top level
 * @param name the operator class name or keyword
 * @param shape per source, samples × processings × features after the step
 * @param steadyBytes bytes of the dataset's blocks and targets after the step
 * @param rssBytes process resident set after the step
 * @param heapBytes JVM heap in use after the step
 * @param allocatedBytes bytes the run thread allocated during the step
 * @param durationMs wall-clock duration in milliseconds
 * @param cached true when the output came from the step cache
 */
public record StepRecord(
    int variant,
    int step,
    List<Integer> branchPath,
    String name,
    List<SourceShape> shape,
    long steadyBytes,
    long rssBytes,
    long heapBytes,
    long allocatedBytes,
    double durationMs,
    boolean cached) {

  /** Copies the lists. */
  public StepRecord {
    branchPath = List.copyOf(branchPath);
    shape = List.copyOf(shape);
  }
}
