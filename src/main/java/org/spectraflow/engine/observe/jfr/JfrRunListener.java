package org.spectraflow.engine.observe.jfr;

import java.util.Map;
import java.util.stream.Collectors;
import jdk.jfr.Event;
import jdk.jfr.FlightRecorder;
import org.spectraflow.engine.observe.RunEvent;
import org.spectraflow.engine.observe.RunEventKind;
import org.spectraflow.engine.observe.RunEventSchema;
import org.spectraflow.engine.observe.RunEvents;
import org.spectraflow.engine.observe.RunListener;
import org.spectraflow.engine.observe.Subscription;

/**
 * Commits every run event as its {@link JfrEvents} twin, filled as {@link RunEventSchema} declares
 * the kind's fields (see {@link JfrEventWriter}). Subscribe it inline ({@code Runnable::run}) so
 * each flight-recorder event is stamped on the thread and at the moment the engine published it.
 * When no recording asks for an event kind, the listener builds nothing for it ({@link
 * Event#shouldCommit()}), and {@link #attach} does not even subscribe while the flight recorder has
 * never been started, so runs without JFR pay nothing.
 */
public final class JfrRunListener implements RunListener {

  /** The writer of each run event kind, by record class. */
  private static final Map<Class<? extends RunEvent>, JfrEventWriter> WRITERS =
      RunEventSchema.kinds().stream()
          .collect(Collectors.toUnmodifiableMap(RunEventKind::type, JfrEventWriter::new));

  /**
   * Subscribes a listener to {@code events} when the flight recorder is running in this JVM ({@code
   * -XX:StartFlightRecording}, or a {@link jdk.jfr.Recording} started before the run).
   *
   * @return the subscription, or an inert (already closed) one when there is no recorder
   */
  public static Subscription attach(RunEvents events) {
    if (!FlightRecorder.isAvailable() || !FlightRecorder.isInitialized()) {
      return RunEvents.disabled().subscribe(event -> {}, Runnable::run);
    }
    return events.subscribe(new JfrRunListener(), Runnable::run);
  }

  @Override
  public void onEvent(RunEvent event) {
    JfrEventWriter writer = WRITERS.get(event.getClass());
    Event twin = writer.newEvent();
    if (twin.shouldCommit()) {
      writer.fill(twin, event);
      twin.commit();
    }
  }
}
