package org.spectraflow.ui.run.compare;

import org.spectraflow.engine.observe.RunEvent.StepFinished;
import org.spectraflow.engine.run.report.RunReport;
import org.spectraflow.ui.run.RunProfile;

/**
 * The figures a comparison puts side by side for one run.
 *
 * @param wallMs the run's wall-clock time
 * @param peakRssBytes the largest process RSS after any step
 * @param hits step-cache hits
 * @param evictions step-cache budget evictions
 * @param bytesCopied bytes copied by branch snapshots, restores and detaches
 */
public record RunSummary(long wallMs, long peakRssBytes, long hits, long evictions,
    long bytesCopied) {

  /** The summary of a finished run. */
  public static RunSummary of(RunReport report, RunProfile profile) {
    long peak = profile.events().stream().filter(StepFinished.class::isInstance)
        .mapToLong(e -> ((StepFinished) e).rssBytes()).max().orElse(0);
    return new RunSummary(report.wallMs(), peak, report.stepCache().hits(),
        report.stepCache().evictions(), report.cow().bytesCopied());
  }
}
