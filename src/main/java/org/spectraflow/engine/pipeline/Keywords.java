package org.spectraflow.engine.pipeline;

/**
 * Keys of the pipeline language spelled once (docs/pipeline-language.md §1.4, docs/keywords.md), so
 * that the parser, the planner, the checks, the executor and the studio cannot drift apart on a
 * spelling. Constants, usable as {@code case} labels.
 */
public final class Keywords {

  /** The target-processing keyword: target scalers fitted on y, inverted for predictions. */
  public static final String Y_PROCESSING = "y_processing";

  private Keywords() {}
}
