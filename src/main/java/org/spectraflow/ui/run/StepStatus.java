package org.spectraflow.ui.run;

/** What a step is doing in the current variant, as the editor canvas colours its node. */
public enum StepStatus {
  /** Not reached yet in this variant. */
  QUEUED,
  /** Executing now. */
  RUNNING,
  /** Executed. */
  DONE,
  /** Its output came from the step cache. */
  CACHED,
  /** It threw; the variant failed here. */
  FAILED
}
