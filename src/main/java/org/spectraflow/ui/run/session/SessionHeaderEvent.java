package org.spectraflow.ui.run.session;

import jdk.jfr.Category;
import jdk.jfr.Description;
import jdk.jfr.Event;
import jdk.jfr.Label;
import jdk.jfr.Name;
import jdk.jfr.StackTrace;
import org.spectraflow.engine.observe.jfr.JfrEvents;

/**
 * The flight-recorder event a studio recording starts with: what ran (document, dataset, precision,
 * CacheConfig) as the JSON of a {@link RunSession} without results or events, so a {@code .jfr}
 * file reopens as a session.
 */
@Name(JfrEvents.PREFIX + "Session")
@Label("Studio session")
@Description("What the studio ran: a run-session JSON without results or events")
@Category(JfrEvents.CATEGORY)
@StackTrace(false)
final class SessionHeaderEvent extends Event {

  @Label("Session JSON")
  String header;

  SessionHeaderEvent(String header) {
    this.header = header;
  }
}
