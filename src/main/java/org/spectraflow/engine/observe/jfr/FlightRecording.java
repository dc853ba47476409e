package org.spectraflow.engine.observe.jfr;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.text.ParseException;
import java.util.HashMap;
import java.util.Map;
import jdk.jfr.Configuration;
import jdk.jfr.Recording;
import org.spectraflow.engine.files.AtomicFiles;
import org.spectraflow.engine.observe.RunEventKind;
import org.spectraflow.engine.observe.RunEventSchema;

/**
 * One flight recording of a run, for {@code run --jfr} and the studio's "Record next run to JFR":
 * the JDK's {@code profile} settings (garbage collections, heap summaries, allocation samples, CPU
 * load, thread and lock events) plus every SpectraFlow event, so one file shows the pipeline lanes
 * beside GC and allocation in Mission Control (docs/report.md, "Flight recordings"). {@link #start}
 * begins recording this JVM; {@link #finish} stops it and writes the file atomically. Not
 * thread-safe: start and finish on the run's thread.
 */
public final class FlightRecording implements AutoCloseable {

  /** The JDK settings the recording starts from (JDK Mission Control's "Profiling"). */
  public static final String SETTINGS = "profile";

  private final Recording recording;

  private FlightRecording(Recording recording) {
    this.recording = recording;
  }

  /**
   * Starts recording this JVM with the {@value #SETTINGS} settings and every SpectraFlow event
   * enabled. Start it before {@link JfrRunListener#attach}, which subscribes only while a recorder
   * runs.
   *
   * @param name the recording's name (shown by Mission Control)
   */
  public static FlightRecording start(String name) {
    Recording recording = new Recording(settings());
    recording.setName(name);
    recording.setToDisk(true);
    recording.start();
    return new FlightRecording(recording);
  }

  /** The JDK's {@value #SETTINGS} settings with each {@code org.spectraflow.*} event enabled. */
  static Map<String, String> settings() {
    Map<String, String> settings;
    try {
      settings = new HashMap<>(Configuration.getConfiguration(SETTINGS).getSettings());
    } catch (IOException | ParseException e) {
      // every JDK ships the profile settings; without them the run's own events are still kept
      settings = new HashMap<>();
    }
    for (RunEventKind kind : RunEventSchema.kinds()) {
      settings.put(JfrEvents.PREFIX + kind.name() + "#enabled", "true");
    }
    settings.put(RunInputsEvent.NAME + "#enabled", "true");
    settings.put(JfrEvents.PREFIX + "Session#enabled", "true");
    return settings;
  }

  /**
   * Stops the recording and replaces {@code file} with it (atomically: a reader sees the old file
   * or the whole new one).
   *
   * @throws UncheckedIOException naming the file when it cannot be written
   */
  public void finish(Path file) {
    try (recording) {
      recording.stop();
      AtomicFiles.write(
          file,
          out -> {
            try (InputStream in = recording.getStream(null, null)) {
              if (in != null) {
                in.transferTo(out);
              }
            }
          });
    } catch (UncheckedIOException e) {
      throw new UncheckedIOException(
          "cannot write flight recording " + file + ": " + e.getCause().getMessage(), e.getCause());
    }
  }

  /** Stops and discards the recording (when the run failed before there was anything to keep). */
  @Override
  public void close() {
    recording.close();
  }
}
