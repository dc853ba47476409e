package org.spectraflow.engine.history;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;

/**
 * A run's process memory over time, read from its event stream: one point per finished step with a
 * measured RSS, its time from the first event. Two timelines share one axis by their offsets
 * (docs/history.md). Immutable.
 *
 * @param points the samples in time order
 */
public record RssTimeline(List<Point> points) {

  /**
   * One sample.
   *
   * @param offsetMs milliseconds since the run's first event
   * @param rssBytes process resident set
   * @param heapBytes JVM heap in use
   */
  public record Point(double offsetMs, long rssBytes, long heapBytes) {}

  /** No samples. */
  public static final RssTimeline EMPTY = new RssTimeline(List.of());

  /** Copies the points. */
  public RssTimeline {
    points = List.copyOf(points);
  }

  /** True when there is nothing to draw. */
  public boolean isEmpty() {
    return points.isEmpty();
  }

  /** The largest RSS sampled (0 when none). */
  public long peakRssBytes() {
    return points.stream().mapToLong(Point::rssBytes).max().orElse(0);
  }

  /** The last offset (0 when none). */
  public double spanMs() {
    return points.isEmpty() ? 0 : points.get(points.size() - 1).offsetMs();
  }

  /**
   * The timeline of the event stream in {@code file}; {@link #EMPTY} when the file is missing or
   * holds no memory samples.
   */
  public static RssTimeline read(Path file) {
    if (file == null || !Files.isRegularFile(file)) {
      return EMPTY;
    }
    return of(EventStreamJson.read(file));
  }

  /** The timeline of event lines (as {@link EventStreamJson} writes them). */
  public static RssTimeline of(List<JsonNode> events) {
    Instant start = null;
    List<Point> out = new ArrayList<>();
    for (JsonNode e : events) {
      Instant at;
      try {
        at = Instant.parse(e.path("at").asText(""));
      } catch (DateTimeParseException bad) {
        continue;
      }
      if (start == null) {
        start = at;
      }
      long rss = e.path("rss").asLong(0);
      if ("StepFinished".equals(e.path("kind").asText()) && rss > 0) {
        double offset = Duration.between(start, at).toNanos() / 1e6;
        out.add(new Point(Math.max(0, offset), rss, e.path("heap").asLong(0)));
      }
    }
    out.sort((a, b) -> Double.compare(a.offsetMs(), b.offsetMs()));
    return new RssTimeline(out);
  }
}
