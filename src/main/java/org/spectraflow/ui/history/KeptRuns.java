package org.spectraflow.ui.history;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.spectraflow.engine.cache.CacheConfig;
import org.spectraflow.engine.cache.CacheConfigJson;
import org.spectraflow.engine.data.Precision;
import org.spectraflow.engine.history.EventStreamJson;
import org.spectraflow.engine.history.HistoryEntry;
import org.spectraflow.ui.run.DatasetChoice;
import org.spectraflow.ui.run.session.EventRows;
import org.spectraflow.ui.run.session.RunSession;
import org.spectraflow.ui.run.session.SessionFile;

/**
 * A kept run as a session the studio replays offline: the studio's own session file when the entry
 * has one (results, predictions and events), else one made from the entry's document, cache
 * configuration and event stream (a run of the command line: results from the events, no
 * predictions), on the dataset the studio has chosen. Stateless; call off the FX thread.
 */
public final class KeptRuns {

  /** The name of the session file the studio keeps with each of its runs. */
  public static final String SESSION = "session.json";

  private static final ObjectMapper JSON = new ObjectMapper();

  private KeptRuns() {}

  /**
   * The session of {@code entry}.
   *
   * @param dataset the dataset a run without a session file is shown on
   * @throws IllegalArgumentException naming the entry when it is damaged or unreadable
   */
  public static RunSession session(HistoryEntry entry, DatasetChoice dataset) {
    if (entry.isDamaged()) {
      throw new IllegalArgumentException(
          "history entry " + entry.id() + " is damaged (" + entry.damage() + ")");
    }
    Path session = entry.attachment(SESSION);
    if (Files.isRegularFile(session)) {
      return SessionFile.read(session);
    }
    try {
      CacheConfig config = CacheConfigJson.read(entry.attachment("cache-config.json"));
      JsonNode report = JSON.readTree(Files.readString(entry.reportFile()));
      Precision precision = Precision.parse(report.path("precision").asText("float32"));
      List<org.spectraflow.ui.run.session.EventRow> rows =
          EventStreamJson.events(entry.eventsFile(), config).stream().map(EventRows::of).toList();
      return new RunSession(
          RunSession.FORMAT,
          RunSession.VERSION,
          Files.readString(entry.attachment("document.json")),
          dataset,
          precision,
          config,
          List.of(),
          List.of(),
          rows);
    } catch (IOException | UncheckedIOException e) {
      throw new IllegalArgumentException(
          "cannot read history entry " + entry.id() + ": " + e.getMessage(), e);
    }
  }
}
