package org.spectraflow.engine.history;

import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.spectraflow.engine.data.SpectroDataset;
import org.spectraflow.engine.observe.RunEvent;
import org.spectraflow.engine.run.report.RunReport;
import org.spectraflow.engine.run.reuse.SessionCache;

/**
 * What {@link RunHistory#keep} stores for one run: the report (and its JSON text, which may carry
 * sections a caller added), the events, the pipeline document's JSON, the dataset fingerprint,
 * notes and extra files (the studio keeps its session file so the run reopens offline).
 *
 * @param report the run's report (the index figures are read from it)
 * @param reportJson the report as written ({@code RunReportJson})
 * @param documentJson the pipeline document as JSON
 * @param datasetFingerprint the dataset's hex content fingerprint (empty when unknown)
 * @param events the run's events, in order (may be empty)
 * @param source {@code studio} or {@code cli}
 * @param notes free text (empty for none)
 * @param attachments further files by name (plain names, no folders)
 */
public record RunToKeep(
    RunReport report,
    String reportJson,
    String documentJson,
    String datasetFingerprint,
    List<RunEvent> events,
    String source,
    String notes,
    Map<String, String> attachments) {

  /** The hex content fingerprint of {@code dataset} (cheap: from its blocks' fingerprints). */
  public static String fingerprint(SpectroDataset dataset) {
    return SessionCache.fingerprint(dataset).hex();
  }

  /** Checks the references and copies the collections. */
  public RunToKeep {
    Objects.requireNonNull(report, "report");
    Objects.requireNonNull(reportJson, "reportJson");
    Objects.requireNonNull(documentJson, "documentJson");
    datasetFingerprint = datasetFingerprint == null ? "" : datasetFingerprint;
    events = List.copyOf(events);
    Objects.requireNonNull(source, "source");
    notes = notes == null ? "" : notes;
    attachments = Map.copyOf(attachments);
    for (String name : attachments.keySet()) {
      if (name.contains("/") || name.contains("\\") || name.startsWith(".")) {
        throw new IllegalArgumentException("attachment names are plain file names, got " + name);
      }
    }
  }
}
