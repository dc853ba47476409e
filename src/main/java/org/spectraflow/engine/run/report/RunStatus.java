package org.spectraflow.engine.run.report;

import java.util.Locale;

/** How a run ended. A cancelled run returns a report too, holding the variants finished so far. */
public enum RunStatus {
  /** Every variant ran (some may have failed without fail-fast). */
  COMPLETED,
  /** The cancellation token stopped the run; every reference it held was released. */
  CANCELLED,
  /** Fail-fast stopped the run at the first failing variant. */
  FAILED;

  /** {@code completed}, {@code cancelled} or {@code failed}, as in the JSON report. */
  public String label() {
    return name().toLowerCase(Locale.ROOT);
  }
}
