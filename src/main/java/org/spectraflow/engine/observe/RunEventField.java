package org.spectraflow.engine.observe;

import java.util.Objects;

/**
 * One field of a run event kind, in the order of its record's components (after {@code at}).
 *
 * @param name the field's name in session rows: a row column ({@code variant}, {@code bytes},
 *     {@code count}...) or, for any other name, a key of the row's extras
 * @param type what the field holds
 * @param jfrName the field's name in the kind's flight-recorder event
 * @param absent the value when a file does not hold the field
 */
public record RunEventField(String name, RunEventFieldType type, String jfrName, Object absent) {

  /** Checks the names. */
  public RunEventField {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(type, "type");
    Objects.requireNonNull(jfrName, "jfrName");
  }

  /** A field named {@code name} in sessions and recordings alike, with its type's absent value. */
  public static RunEventField of(String name, RunEventFieldType type) {
    return new RunEventField(name, type, name, type.absent());
  }

  /** This field under another name in flight recordings. */
  public RunEventField jfr(String recorded) {
    return new RunEventField(name, type, recorded, absent);
  }

  /** This field, empty rather than null when a file does not hold it (older files). */
  public RunEventField orEmpty() {
    return new RunEventField(name, type, jfrName, "");
  }
}
