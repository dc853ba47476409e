package org.spectraflow.ui.run.session;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import jdk.jfr.Recording;
import jdk.jfr.consumer.RecordedEvent;
import jdk.jfr.consumer.RecordingFile;
import org.spectraflow.engine.observe.jfr.JfrEvents;

/**
 * Run sessions as Java Flight Recorder files: {@link #start} begins a recording whose first
 * SpectraFlow event is the session header (what ran), the engine's events follow as {@code
 * org.spectraflow.*} events (beside the JVM's own), and {@link #read} turns such a file back into a
 * {@link RunSession} whose events replay like a saved session's. Results are rebuilt from the
 * events (no CV scores or predictions: a recording holds only events).
 */
public final class JfrSessionFile {

  private static final List<String> EXTRAS =
      List.of(
          "dataset",
          "source",
          "removed",
          "remaining",
          "components",
          "fitted_components",
          "failed_variants");

  private JfrSessionFile() {}

  /** True for a {@code .jfr} file name. */
  public static boolean isRecording(Path file) {
    return file.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".jfr");
  }

  /**
   * Starts a recording of the JVM (default settings) and of SpectraFlow's events, headed by {@code
   * header} (a session without results or events). Call on the run thread.
   */
  public static Recording start(RunSession header) {
    Recording recording = new Recording();
    recording.setName("SpectraFlow run");
    recording.setToDisk(true);
    recording.start();
    new SessionHeaderEvent(SessionFile.toJson(header)).commit();
    return recording;
  }

  /** Stops {@code recording} and writes it to {@code file}. Call on the run thread. */
  public static void finish(Recording recording, Path file) {
    try (recording) {
      recording.stop();
      recording.dump(file);
    } catch (IOException e) {
      throw new UncheckedIOException(
          "cannot write flight recording " + file + ": " + e.getMessage(), e);
    }
  }

  /**
   * Reads a recording made by the studio.
   *
   * @throws IllegalArgumentException when the file is not a flight recording or holds no
   *     SpectraFlow session (names the file and what to do)
   */
  public static RunSession read(Path file) {
    List<RecordedEvent> all;
    try {
      all = RecordingFile.readAllEvents(file);
    } catch (IOException e) {
      throw new IllegalArgumentException(
          "cannot read flight recording " + file + ": " + e.getMessage(), e);
    }
    RunSession header = null;
    List<EventRow> rows = new ArrayList<>();
    // a recording is stored by thread buffer and chunk, not in time order: events committed
    // one after another on the run thread have increasing timestamps
    List<RecordedEvent> ordered =
        all.stream().sorted(Comparator.comparing(RecordedEvent::getStartTime)).toList();
    for (RecordedEvent e : ordered) {
      String name = e.getEventType().getName();
      if (name.equals(JfrEvents.PREFIX + "Session")) {
        header = SessionFile.fromJson(e.getString("header"), file);
      } else if (name.startsWith(JfrEvents.PREFIX)) {
        rows.add(row(e, name.substring(JfrEvents.PREFIX.length())));
      }
    }
    if (header == null) {
      throw new IllegalArgumentException(
          file
              + " holds no SpectraFlow session: record the run"
              + " from the studio (Run > Record next run to JFR…) to reopen it here");
    }
    return new RunSession(
        header.format(),
        header.version(),
        header.document(),
        header.dataset(),
        header.precision(),
        header.cacheConfig(),
        List.of(),
        List.of(),
        rows);
  }

  private static EventRow row(RecordedEvent e, String kind) {
    Map<String, Object> extra = new LinkedHashMap<>();
    for (String key : EXTRAS) {
      if (e.hasField(key)) {
        extra.put(key, e.getValue(key));
      }
    }
    if (kind.equals("RunFinished")) {
      extra.put("step_cache", stepCache(e));
    }
    return new EventRow(
        e.getStartTime().toString(),
        kind,
        variant(e),
        integer(e, "step"),
        string(e, "branch"),
        string(e, "path"),
        string(e, "operator"),
        string(e, "name"),
        number(e, "bytes"),
        number(e, "rss"),
        number(e, "heap"),
        number(e, "steady"),
        number(e, "allocated"),
        millis(e),
        e.hasField("cached") ? e.getBoolean("cached") : null,
        string(e, "shape"),
        string(e, "metric"),
        e.hasField("value") ? e.getDouble("value") : null,
        string(e, "status"),
        string(e, "error"),
        number(e, "count"),
        scores(e),
        extra.isEmpty() ? null : extra);
  }

  private static Integer variant(RecordedEvent e) {
    Integer v = integer(e, "variant");
    return v == null || v < 0 ? null : v;
  }

  private static Integer integer(RecordedEvent e, String field) {
    return e.hasField(field) ? e.getInt(field) : null;
  }

  private static Long number(RecordedEvent e, String field) {
    return e.hasField(field) ? e.getLong(field) : null;
  }

  private static String string(RecordedEvent e, String field) {
    return e.hasField(field) ? e.getString(field) : null;
  }

  private static Double millis(RecordedEvent e) {
    if (!e.hasField("elapsed")) {
      return null;
    }
    Duration d = e.getDuration("elapsed");
    return d.toNanos() / 1e6;
  }

  private static Map<String, Double> scores(RecordedEvent e) {
    if (!e.hasField("scores") || e.getString("scores") == null || e.getString("scores").isEmpty()) {
      return e.hasField("scores") ? Map.of() : null;
    }
    Map<String, Double> scores = new TreeMap<>();
    for (String pair : e.getString("scores").split(";")) {
      int eq = pair.lastIndexOf('=');
      scores.put(pair.substring(0, eq), Double.valueOf(pair.substring(eq + 1)));
    }
    return scores;
  }

  private static Map<String, Object> stepCache(RecordedEvent e) {
    double mib = 1024.0 * 1024.0;
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("hits", e.getLong("hits"));
    m.put("misses", e.getLong("misses"));
    m.put("evictions", e.getLong("evictions"));
    m.put("peak_mb", e.getLong("peakBytes") / mib);
    m.put("entries", e.getLong("entries"));
    m.put("max_entries", 0L);
    m.put("size_mb", 0.0);
    m.put("max_size_mb", 0.0);
    return m;
  }
}
