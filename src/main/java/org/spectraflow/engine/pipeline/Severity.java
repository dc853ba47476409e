package org.spectraflow.engine.pipeline;

/**
 * How bad a {@link Problem} is: errors stop a run (and block Run in the studio), warnings do not.
 */
public enum Severity {
  /** Worth a look; the pipeline still runs. */
  WARNING,
  /** The pipeline cannot run as it is. */
  ERROR
}
