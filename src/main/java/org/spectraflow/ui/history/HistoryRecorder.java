package org.spectraflow.ui.history;

import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.spectraflow.engine.cache.CacheConfig;
import org.spectraflow.engine.data.Precision;
import org.spectraflow.engine.data.SpectroDataset;
import org.spectraflow.engine.diagnostics.TestPredictions;
import org.spectraflow.engine.history.RunToKeep;
import org.spectraflow.engine.observe.RunEvent;
import org.spectraflow.engine.pipeline.PipelineDocument;
import org.spectraflow.engine.pipeline.PipelineWriter;
import org.spectraflow.engine.run.RunRequest;
import org.spectraflow.engine.run.report.RunReport;
import org.spectraflow.engine.run.report.RunReportJson;
import org.spectraflow.ui.run.DatasetChoice;
import org.spectraflow.ui.run.RunModel;
import org.spectraflow.ui.run.results.ResultRow;
import org.spectraflow.ui.run.session.SessionFile;

/**
 * Keeps every run the studio finishes in the run history (docs/history.md): when the run model's
 * profile receives its report, what the session needs is copied on the FX thread and the entry
 * (report, events, document, dataset fingerprint, cache configuration and the studio's session
 * file, so the run reopens with its predictions) is written by the {@link HistoryModel}'s
 * background thread. Sessions reopened from a file are not kept again (they bring no report).
 */
public final class HistoryRecorder {

  private final RunModel run;
  private final HistoryModel history;

  private HistoryRecorder(RunModel run, HistoryModel history) {
    this.run = run;
    this.history = history;
  }

  /** Keeps every run {@code run} finishes in {@code history}. */
  public static HistoryRecorder attach(RunModel run, HistoryModel history) {
    HistoryRecorder recorder =
        new HistoryRecorder(
            Objects.requireNonNull(run, "run"), Objects.requireNonNull(history, "history"));
    run.profile()
        .reportProperty()
        .addListener(
            (o, was, report) -> {
              if (report != null) {
                recorder.keep(report);
              }
            });
    return recorder;
  }

  private void keep(RunReport report) {
    List<RunEvent> events = List.copyOf(run.profile().events());
    List<ResultRow> results = run.profile().results().rankedRows();
    Map<Integer, TestPredictions> predictions =
        Map.copyOf(run.profile().results().allPredictions());
    RunRequest request = run.lastRequestProperty().get();
    PipelineDocument document = request != null ? request.pipeline() : run.documentProperty().get();
    SpectroDataset data = request != null ? request.dataset() : null;
    DatasetChoice dataset = run.datasetProperty().get();
    Precision precision = run.cacheConfig().precisionProperty().get();
    CacheConfig config = report.cacheConfig();
    if (document == null) {
      return;
    }
    history.keep(
        () ->
            new RunToKeep(
                report,
                RunReportJson.write(report, false),
                PipelineWriter.toJson(document),
                data == null ? "" : RunToKeep.fingerprint(data),
                events,
                "studio",
                "",
                Map.of(
                    KeptRuns.SESSION,
                    SessionFile.toJson(
                        SessionFile.capture(
                            events, results, predictions, document, dataset, precision, config)))));
  }
}
