package org.spectraflow.ui.app;

import org.spectraflow.ui.files.Recovery;

/**
 * Asks whether to recover unsaved work left by a session that did not close (a dialog, or a test's
 * answer).
 */
@FunctionalInterface
public interface RecoveryPrompt {

  /** True to recover {@code recovery}, false to discard it. Called on the FX thread. */
  boolean recover(Recovery recovery);
}
