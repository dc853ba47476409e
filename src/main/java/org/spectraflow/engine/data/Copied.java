package org.spectraflow.engine.data;

import java.util.Objects;

/**
 * The result of an operation that may copy, with the report of what it copied.
 *
 * @param value the result (never null)
 * @param report what was copied to produce it
 * @param <T> the result type
 */
public record Copied<T>(T value, CopyReport report) {

  /** Validates that both parts are present. */
  public Copied {
    Objects.requireNonNull(value, "value");
    Objects.requireNonNull(report, "report");
  }
}
