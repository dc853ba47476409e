package org.spectraflow.ui.run.compare;

import org.spectraflow.engine.observe.RunEvent;
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
public record RunSummary(
    long wallMs, long peakRssBytes, long hits, long evictions, long bytesCopied) {

  /** The summary of a run known only by its events (a saved session). */
  public static RunSummary of(RunProfile profile) {
    long peak = 0;
    long copied = 0;
    long wall = 0;
    long hits = 0;
    long evictions = 0;
    for (RunEvent e : profile.events()) {
      switch (e) {
        case StepFinished f -> peak = Math.max(peak, f.rssBytes());
        case RunEvent.CowSnapshot c -> copied += c.bytesCopied();
        case RunEvent.CowRestore c -> copied += c.bytesCopied();
        case RunEvent.CowDetach c -> copied += c.bytesCopied();
        case RunEvent.RunFinished f -> {
          wall = f.duration().toMillis();
          hits = f.stepCache().hits();
          evictions = f.stepCache().evictions();
        }
        default -> {}
      }
    }
    return new RunSummary(wall, peak, hits, evictions, copied);
  }

  /** The summary of a finished run. */
  public static RunSummary of(RunReport report, RunProfile profile) {
    long peak =
        profile.events().stream()
            .filter(StepFinished.class::isInstance)
            .mapToLong(e -> ((StepFinished) e).rssBytes())
            .max()
            .orElse(0);
    return new RunSummary(
        report.wallMs(),
        peak,
        report.stepCache().hits(),
        report.stepCache().evictions(),
        report.cow().bytesCopied());
  }
}
