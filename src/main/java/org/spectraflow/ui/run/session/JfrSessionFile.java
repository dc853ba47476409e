package org.spectraflow.ui.run.session;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import jdk.jfr.consumer.RecordedEvent;
import jdk.jfr.consumer.RecordingFile;
import org.spectraflow.engine.cache.CacheConfigJson;
import org.spectraflow.engine.data.Precision;
import org.spectraflow.engine.observe.RunEventSchema;
import org.spectraflow.engine.observe.jfr.FlightRecording;
import org.spectraflow.engine.observe.jfr.JfrEvents;
import org.spectraflow.engine.observe.jfr.RunInputsEvent;
import org.spectraflow.ui.run.DatasetChoice;

/**
 * Run sessions as Java Flight Recorder files: {@link #start} begins a recording whose first
 * SpectraFlow event is the session header (what ran), the engine's events follow as {@code
 * org.spectraflow.*} events (beside the JVM's own), and {@link #read} turns such a file back into a
 * {@link RunSession} whose events replay like a saved session's (each recorded event read field by
 * field as {@link RunEventSchema} declares it, then made a session row). Results are rebuilt from
 * the events (no CV scores or predictions: a recording holds only events).
 */
public final class JfrSessionFile {

  private JfrSessionFile() {}

  /** True for a {@code .jfr} file name. */
  public static boolean isRecording(Path file) {
    return file.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".jfr");
  }

  /**
   * Starts a recording of the JVM (the JDK's profile settings: GC, allocation samples, CPU load,
   * heap, threads) and of SpectraFlow's events ({@link FlightRecording}), headed by {@code header}
   * (a session without results or events). Call on the run thread.
   */
  public static FlightRecording start(RunSession header) {
    FlightRecording recording = FlightRecording.start("SpectraFlow run");
    new SessionHeaderEvent(SessionFile.toJson(header)).commit();
    return recording;
  }

  /** Stops {@code recording} and writes it to {@code file} atomically. Call on the run thread. */
  public static void finish(FlightRecording recording, Path file) {
    recording.finish(file);
  }

  /**
   * Reads a recording made by the studio or by {@code run --jfr} (whose header is its {@link
   * RunInputsEvent}: the document, dataset, precision and cache configuration the run read).
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
    // a recording is stored by thread buffer and chunk, not in time order: events committed
    // one after another on the run thread have increasing timestamps
    List<RecordedEvent> ordered =
        all.stream().sorted(Comparator.comparing(RecordedEvent::getStartTime)).toList();
    RunSession header =
        ordered.stream()
            .filter(e -> e.getEventType().getName().equals(JfrEvents.PREFIX + "Session"))
            .findFirst()
            .map(e -> SessionFile.fromJson(e.getString("header"), file))
            .or(() -> commandLineHeader(ordered, file))
            .orElseThrow(
                () ->
                    new IllegalArgumentException(
                        file
                            + " holds no SpectraFlow session: record the run"
                            + " from the studio (Run > Record next run to JFR…) or with"
                            + " 'run --jfr' to reopen it here"));
    List<EventRow> rows = new ArrayList<>();
    for (RecordedEvent e : ordered) {
      String name = e.getEventType().getName();
      if (name.startsWith(JfrEvents.PREFIX)) {
        RunEventSchema.kind(name.substring(JfrEvents.PREFIX.length()))
            .ifPresent(kind -> rows.add(EventRows.of(JfrEventReader.event(kind, e, header))));
      }
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

  /** The header of a command-line recording, from its run-inputs event, if it has one. */
  private static Optional<RunSession> commandLineHeader(List<RecordedEvent> ordered, Path file) {
    return ordered.stream()
        .filter(e -> e.getEventType().getName().equals(RunInputsEvent.NAME))
        .findFirst()
        .map(
            e -> {
              try {
                String path = e.getString("path");
                return new RunSession(
                    RunSession.FORMAT,
                    RunSession.VERSION,
                    e.getString("document"),
                    new DatasetChoice(
                        e.getString("reader"), path == null || path.isEmpty() ? null : path, null),
                    Precision.parse(e.getString("precision")),
                    CacheConfigJson.read(e.getString("cacheConfig")),
                    List.of(),
                    List.of(),
                    List.of());
              } catch (RuntimeException bad) {
                throw new IllegalArgumentException(
                    file + " has a damaged run-inputs event: " + bad.getMessage(), bad);
              }
            });
  }
}
