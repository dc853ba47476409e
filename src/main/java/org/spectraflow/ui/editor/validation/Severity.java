package org.spectraflow.ui.editor.validation;

/** How bad a problem is: errors block Run, warnings do not. */
public enum Severity {
  /** Worth a look; the pipeline still runs. */
  WARNING,
  /** The pipeline cannot run as it is. */
  ERROR
}
