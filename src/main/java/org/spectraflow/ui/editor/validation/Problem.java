package org.spectraflow.ui.editor.validation;

import org.spectraflow.ui.editor.StepPath;

/**
 * One validation finding: how bad, where (the node it is drawn on) and what is wrong, with the
 * offending value and the valid range in the message.
 */
public record Problem(Severity severity, StepPath path, String message) {

  /** True for an error (blocks Run). */
  public boolean isError() {
    return severity == Severity.ERROR;
  }

  @Override
  public String toString() {
    return severity + " at " + path + ": " + message;
  }
}
