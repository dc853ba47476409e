package org.spectraflow.ui.run.session;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.spectraflow.engine.cache.CacheConfig;
import org.spectraflow.engine.data.Precision;
import org.spectraflow.engine.diagnostics.TestPredictions;
import org.spectraflow.engine.observe.RunEvent;
import org.spectraflow.engine.pipeline.PipelineDocument;
import org.spectraflow.engine.pipeline.PipelineReader;
import org.spectraflow.engine.pipeline.PipelineWriter;
import org.spectraflow.ui.run.DatasetChoice;
import org.spectraflow.ui.run.RunProfile;
import org.spectraflow.ui.run.results.ResultRow;

/**
 * Writes and reads run session files (JSON) and moves sessions in and out of a {@link RunProfile}:
 * {@link #capture} records a finished profile, {@link #replay} rebuilds one offline by applying the
 * recorded events again. Stateless.
 */
public final class SessionFile {

  private static final ObjectMapper JSON =
      JsonMapper.builder().enable(SerializationFeature.INDENT_OUTPUT).build();

  private SessionFile() {}

  /** A session of {@code profile}'s run of {@code document}. */
  public static RunSession capture(
      RunProfile profile,
      PipelineDocument document,
      DatasetChoice dataset,
      Precision precision,
      CacheConfig config) {
    return capture(
        profile.events(),
        profile.results().rankedRows(),
        profile.results().allPredictions(),
        document,
        dataset,
        precision,
        config);
  }

  /**
   * A session of a run's {@code events}, ranked {@code results} and test {@code predictions} (by
   * variant), copied from a profile beforehand: callable off the FX thread.
   */
  public static RunSession capture(
      List<RunEvent> events,
      List<ResultRow> results,
      Map<Integer, TestPredictions> predictions,
      PipelineDocument document,
      DatasetChoice dataset,
      Precision precision,
      CacheConfig config) {
    List<PredictionSet> sets =
        predictions.entrySet().stream()
            .sorted(Map.Entry.comparingByKey())
            .map(e -> new PredictionSet(e.getKey(), e.getValue().yTrue(), e.getValue().yPred()))
            .toList();
    return new RunSession(
        RunSession.FORMAT,
        RunSession.VERSION,
        PipelineWriter.toJson(document),
        dataset,
        precision,
        config,
        results,
        sets,
        events.stream().map(EventRows::of).toList());
  }

  /** Clears {@code profile} and fills it from {@code session} (no engine involved). */
  public static void replay(RunSession session, RunProfile profile) {
    profile.clear();
    profile.apply(session.events().stream().map(r -> EventRows.toEvent(r, session)).toList());
    profile.settle();
    profile
        .results()
        .restore(
            session.results(),
            session.predictions().stream()
                .collect(
                    Collectors.toMap(
                        PredictionSet::variant, p -> new TestPredictions(p.yTrue(), p.yPred()))));
    profile.results().publish();
  }

  /** The session's pipeline document. */
  public static PipelineDocument document(RunSession session) {
    return PipelineReader.readJson(session.document());
  }

  /** Writes {@code session} to {@code file}. */
  public static void write(RunSession session, Path file) {
    try {
      JSON.writeValue(file.toFile(), session);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot write run session " + file + ": " + e.getMessage(), e);
    }
  }

  /** {@code session} as JSON text. */
  public static String toJson(RunSession session) {
    try {
      return JSON.writeValueAsString(session);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot write run session: " + e.getMessage(), e);
    }
  }

  /** The session in {@code json}, read from {@code file} (named in errors). */
  static RunSession fromJson(String json, Path file) {
    try {
      return JSON.readValue(json, RunSession.class);
    } catch (IOException e) {
      throw new IllegalArgumentException(damaged(file, SessionProblem.describe(e)), e);
    }
  }

  /**
   * Reads a session file: JSON, or a {@code .jfr} flight recording made by the studio. Its pipeline
   * document is parsed too, so a session that reads opens.
   *
   * @throws IllegalArgumentException when the file is not a valid session: one line naming the file
   *     and what is wrong
   */
  public static RunSession read(Path file) {
    RunSession session;
    if (JfrSessionFile.isRecording(file)) {
      session = JfrSessionFile.read(file);
    } else {
      try {
        session = JSON.readValue(file.toFile(), RunSession.class);
      } catch (IOException e) {
        throw new IllegalArgumentException(damaged(file, SessionProblem.describe(e)), e);
      }
    }
    try {
      document(session);
    } catch (RuntimeException e) {
      throw new IllegalArgumentException(
          damaged(file, "its pipeline document is damaged (" + e.getMessage() + ")"), e);
    }
    return session;
  }

  private static String damaged(Path file, String problem) {
    return "cannot read run session "
        + file
        + ": "
        + problem
        + "; choose a session saved by SpectraFlow (Export > Save session…)";
  }
}
