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

  /**
   * Flight-recorder fields whose session-row column has another name, per event kind: a row column
   * ({@code count}, {@code bytes}, ...) or, for any other name, a key of the row's extras. Every
   * other field is read under its own name (see {@link #row}).
   */
  private static final Map<String, Map<String, String>> RENAMED =
      Map.of(
          "StepCacheBudgetCapped",
          Map.of("configured", "count", "effective", "bytes", "maxHeap", "max_heap_bytes"),
          "TuningTrial",
          Map.of(
              "model", "operator",
              "trials", "count",
              "trial", "trial",
              "best", "best",
              "params", "params",
              "sampler", "sampler",
              "done", "done"),
          "StepWarning",
          Map.of("message", "error"));

  private static final String STEP_ID = "stepId";

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

  private static EventRow row(RecordedEvent recorded, String kind) {
    Fields e = new Fields(recorded, RENAMED.getOrDefault(kind, Map.of()));
    Map<String, Object> extra = new LinkedHashMap<>();
    for (String key : EXTRAS) {
      if (e.hasField(key)) {
        extra.put(key, e.getValue(key));
      }
    }
    e.extras().forEach(extra::put);
    if (recorded.hasField(STEP_ID)) {
      extra.put("step_id", recorded.getString(STEP_ID));
    }
    if (kind.equals("RunFinished")) {
      extra.put("step_cache", stepCache(recorded));
    }
    return new EventRow(
        recorded.getStartTime().toString(),
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

  private static Integer variant(Fields e) {
    Integer v = integer(e, "variant");
    return v == null || v < 0 ? null : v;
  }

  private static Integer integer(Fields e, String field) {
    return e.hasField(field) ? e.getInt(field) : null;
  }

  private static Long number(Fields e, String field) {
    return e.hasField(field) ? e.getLong(field) : null;
  }

  private static String string(Fields e, String field) {
    return e.hasField(field) ? e.getString(field) : null;
  }

  private static Double millis(Fields e) {
    if (!e.hasField("elapsed")) {
      return null;
    }
    Duration d = e.getDuration("elapsed");
    return d.toNanos() / 1e6;
  }

  private static Map<String, Double> scores(Fields e) {
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

  /**
   * One recorded event's fields under their session-row names: {@code renamed} maps a recorded
   * field to its column, or to an extras key when the column does not exist.
   */
  private record Fields(RecordedEvent event, Map<String, String> renamed) {

    private static final java.util.Set<String> COLUMNS = java.util.Set.copyOf(EventRow.COLUMNS);

    /** The recorded field read as row column {@code column}, if any. */
    private String field(String column) {
      for (var r : renamed.entrySet()) {
        if (r.getValue().equals(column) && event.hasField(r.getKey())) {
          return r.getKey();
        }
      }
      return renamed.containsKey(column) ? null : column;
    }

    boolean hasField(String column) {
      String f = field(column);
      return f != null && event.hasField(f);
    }

    Object getValue(String column) {
      return event.getValue(field(column));
    }

    int getInt(String column) {
      return event.getInt(field(column));
    }

    long getLong(String column) {
      return event.getLong(field(column));
    }

    String getString(String column) {
      return event.getString(field(column));
    }

    double getDouble(String column) {
      return event.getDouble(field(column));
    }

    boolean getBoolean(String column) {
      return event.getBoolean(field(column));
    }

    Duration getDuration(String column) {
      return event.getDuration(field(column));
    }

    /** The renamed fields that are not row columns, as extras. */
    Map<String, Object> extras() {
      Map<String, Object> out = new LinkedHashMap<>();
      renamed.forEach(
          (f, key) -> {
            if (!COLUMNS.contains(key) && event.hasField(f)) {
              out.put(key, event.getValue(f));
            }
          });
      return out;
    }
  }
}
