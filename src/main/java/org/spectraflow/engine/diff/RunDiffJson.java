package org.spectraflow.engine.diff;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.spectraflow.engine.history.RssTimeline;

/**
 * A {@link RunDiff} as JSON (docs/history.md, "diff --json"): {@code scores_identical}, {@code
 * verdict}, {@code a} and {@code b} (labels), {@code models} (label, metric, a, b, delta, change),
 * {@code steps} (step, name and per side applications, cached, wall_ms, allocated_bytes,
 * peak_rss_bytes, peak_steady_bytes), {@code counters} (name, a, b, delta) and the {@code
 * timelines}. Stateless.
 */
public final class RunDiffJson {

  private static final ObjectMapper JSON =
      new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

  private RunDiffJson() {}

  /** The diff as indented JSON text ending in a newline. */
  public static String write(RunDiff diff) {
    try {
      return JSON.writeValueAsString(tree(diff)) + "\n";
    } catch (JsonProcessingException e) {
      throw new IllegalStateException("cannot write the diff as JSON: " + e.getMessage(), e);
    }
  }

  /** The diff as a Jackson tree. */
  public static ObjectNode tree(RunDiff d) {
    ObjectNode root = JSON.createObjectNode();
    root.put("a", d.labelA());
    root.put("b", d.labelB());
    root.put("scores_identical", d.scoresIdentical());
    root.put("verdict", d.verdict());
    ArrayNode models = root.putArray("models");
    for (ModelDelta m : d.models()) {
      ObjectNode n = models.addObject();
      n.put("model", m.label());
      n.put("metric", m.metric());
      number(n, "a", m.a());
      number(n, "b", m.b());
      number(n, "delta", m.delta());
      n.put("change", m.change().label());
    }
    ArrayNode steps = root.putArray("steps");
    for (StepDelta s : d.steps()) {
      ObjectNode n = steps.addObject();
      n.put("step", s.step());
      n.put("name", s.name());
      side(n, "a", s.a());
      side(n, "b", s.b());
    }
    ArrayNode counters = root.putArray("counters");
    for (CounterRow c : d.counters()) {
      ObjectNode n = counters.addObject();
      n.put("name", c.name());
      n.put("a", c.a());
      n.put("b", c.b());
      n.put("delta", c.delta());
    }
    ObjectNode timelines = root.putObject("timelines");
    timeline(timelines.putArray("a"), d.timelineA());
    timeline(timelines.putArray("b"), d.timelineB());
    return root;
  }

  private static void side(ObjectNode row, String key, StepFigures f) {
    if (f == null) {
      row.putNull(key);
      return;
    }
    ObjectNode n = row.putObject(key);
    n.put("applications", f.applications());
    n.put("cached", f.cached());
    n.put("wall_ms", f.wallMs());
    n.put("allocated_bytes", f.allocatedBytes());
    n.put("peak_rss_bytes", f.peakRssBytes());
    n.put("peak_steady_bytes", f.peakSteadyBytes());
  }

  private static void timeline(ArrayNode out, RssTimeline t) {
    for (RssTimeline.Point p : t.points()) {
      ArrayNode pt = out.addArray();
      pt.add(p.offsetMs());
      pt.add(p.rssBytes());
    }
  }

  private static void number(ObjectNode n, String key, double v) {
    if (Double.isFinite(v)) {
      n.put(key, v);
    } else {
      n.putNull(key);
    }
  }
}
