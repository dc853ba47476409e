package org.spectraflow.engine.diff;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.spectraflow.engine.history.RssTimeline;

/**
 * What a diff needs of one run, read from its report JSON (the {@code RunReportJson} form, written
 * by {@code run --report} and kept by the run history): per-model scores, per-step figures, run
 * counters and, when the run's event stream is at hand, its memory timeline. Immutable.
 *
 * @param label how the run is named in the diff (a file name or a history id)
 * @param pipeline the document's name
 * @param dataset the dataset's name and size ({@code demo 400+100 × 1000}: train + test samples ×
 *     features per source)
 * @param datasetFingerprint the dataset's content fingerprint when known (a history entry), else
 *     empty
 * @param models every model's scores, in report order
 * @param steps per-step figures in first-seen order
 * @param counters run counters by name ({@link #COUNTERS}), in that order
 * @param timeline the memory timeline ({@link RssTimeline#EMPTY} without an event stream)
 */
public record ReportDigest(
    String label,
    String pipeline,
    String dataset,
    String datasetFingerprint,
    List<ModelScore> models,
    List<StepFigures> steps,
    Map<String, Long> counters,
    RssTimeline timeline) {

  /** The counters every digest has, in display order. */
  public static final List<String> COUNTERS =
      List.of(
          "wall_ms",
          "peak_rss_bytes",
          "transformer_applications",
          "model_fits",
          "model_fit_reuses",
          "cache_hits",
          "cache_misses",
          "cache_evictions",
          "cache_peak_bytes",
          "cow_snapshots",
          "cow_restores",
          "cow_detaches",
          "cow_bytes_copied",
          "allocated_bytes");

  private static final ObjectMapper JSON = new ObjectMapper();

  /** Copies the collections. */
  public ReportDigest {
    Objects.requireNonNull(label, "label");
    datasetFingerprint = datasetFingerprint == null ? "" : datasetFingerprint;
    models = List.copyOf(models);
    steps = List.copyOf(steps);
    counters = Collections.unmodifiableMap(new LinkedHashMap<>(counters));
    Objects.requireNonNull(timeline, "timeline");
  }

  /** Counter {@code name} (0 when absent). */
  public long counter(String name) {
    return counters.getOrDefault(name, 0L);
  }

  /**
   * Reads the report file {@code file}, labelled {@code label}, with the memory timeline of {@code
   * events} (null for none).
   *
   * @throws IllegalArgumentException naming the file when it is missing, not JSON or not a run
   *     report
   */
  public static ReportDigest read(Path file, String label, Path events) {
    JsonNode root;
    try {
      root = JSON.readTree(Files.readString(file));
    } catch (IOException | RuntimeException e) {
      throw new IllegalArgumentException(
          "cannot read run report "
              + file
              + ": "
              + (Files.exists(file) ? "not valid JSON" : "no such file")
              + "; give a report written by 'run --report' or a history entry id",
          e);
    }
    ReportDigest digest = of(root, label, RssTimeline.read(events), file.toString());
    return digest.withFingerprint(entryFingerprint(file));
  }

  /** This digest with the dataset fingerprint {@code hex}. */
  public ReportDigest withFingerprint(String hex) {
    return new ReportDigest(label, pipeline, dataset, hex, models, steps, counters, timeline);
  }

  /** True when both digests are of the same data: same fingerprint, else same name and size. */
  public boolean sameData(ReportDigest other) {
    if (!datasetFingerprint.isEmpty() && !other.datasetFingerprint.isEmpty()) {
      return datasetFingerprint.equals(other.datasetFingerprint);
    }
    return dataset.equals(other.dataset);
  }

  /** The fingerprint in the history entry beside {@code report} ("" when there is none). */
  private static String entryFingerprint(Path report) {
    Path entry = report.toAbsolutePath().resolveSibling("entry.json");
    try {
      return Files.isRegularFile(entry)
          ? JSON.readTree(Files.readString(entry)).path("dataset_fingerprint").asText("")
          : "";
    } catch (IOException | RuntimeException e) {
      return "";
    }
  }

  /**
   * The digest of a report tree.
   *
   * @param where names the report in errors
   * @throws IllegalArgumentException when the tree is not a run report
   */
  public static ReportDigest of(JsonNode root, String label, RssTimeline timeline, String where) {
    if (root == null
        || !root.isObject()
        || !root.path("variants").isArray()
        || !root.path("steps").isArray()) {
      throw new IllegalArgumentException(
          "cannot read run report "
              + where
              + ": it has no 'variants' and 'steps' (not a report written by 'run --report')");
    }
    List<ModelScore> models = new ArrayList<>();
    for (JsonNode v : root.path("variants")) {
      for (JsonNode m : v.path("models")) {
        models.add(model(v, m));
      }
    }
    Map<String, StepFigures> steps = new LinkedHashMap<>();
    long allocated = 0;
    long peakRss = 0;
    for (JsonNode s : root.path("steps")) {
      int step = s.path("step").asInt();
      String name = s.path("name").asText("");
      long rss = s.path("rss_bytes").asLong(0);
      long alloc = s.path("allocated_bytes").asLong(0);
      allocated += alloc;
      peakRss = Math.max(peakRss, rss);
      steps.compute(
          step + " " + name,
          (k, f) ->
              (f == null ? new StepFigures(step, name, 0, 0, 0, 0, 0, 0) : f)
                  .plus(
                      s.path("cached").asBoolean(false),
                      s.path("duration_ms").asDouble(0),
                      alloc,
                      rss,
                      s.path("steady_bytes").asLong(0)));
    }
    JsonNode cache = root.path("step_cache");
    JsonNode cow = root.path("cow");
    Map<String, Long> c = new LinkedHashMap<>();
    c.put("wall_ms", root.path("wall_ms").asLong(0));
    c.put("peak_rss_bytes", Math.max(peakRss, timeline.peakRssBytes()));
    c.put("transformer_applications", root.path("transformer_applications").asLong(0));
    c.put("model_fits", root.path("model_fits").asLong(0));
    c.put("model_fit_reuses", root.path("model_fit_reuses").asLong(0));
    c.put("cache_hits", cache.path("hits").asLong(0));
    c.put("cache_misses", cache.path("misses").asLong(0));
    c.put("cache_evictions", cache.path("evictions").asLong(0));
    c.put("cache_peak_bytes", Math.round(cache.path("peak_mb").asDouble(0) * 1024 * 1024));
    c.put("cow_snapshots", cow.path("snapshots").asLong(0));
    c.put("cow_restores", cow.path("restores").asLong(0));
    c.put("cow_detaches", cow.path("detach_events").asLong(0));
    c.put("cow_bytes_copied", cow.path("bytes_copied").asLong(0));
    c.put("allocated_bytes", allocated);
    return new ReportDigest(
        label,
        root.path("pipeline").asText(""),
        datasetText(root.path("dataset")),
        "",
        models,
        new ArrayList<>(steps.values()),
        c,
        timeline);
  }

  private static String datasetText(JsonNode d) {
    StringBuilder features = new StringBuilder();
    d.path("features")
        .forEach(f -> features.append(features.isEmpty() ? "" : ", ").append(f.asInt()));
    return d.path("name").asText("")
        + " "
        + d.path("train_samples").asInt()
        + "+"
        + d.path("test_samples").asInt()
        + " × "
        + features;
  }

  private static ModelScore model(JsonNode variant, JsonNode m) {
    String branch = m.path("branch").isTextual() ? m.path("branch").asText() : "";
    String config = variant.path("config").asText(variant.path("name").asText(""));
    String name = m.path("name").asText("");
    String key = config + "|" + name + "|" + branch;
    String label =
        variant.path("name").asText(name) + (branch.isEmpty() ? "" : " [" + branch + "]");
    String metric = "";
    double score = Double.NaN;
    List<Double> all = new ArrayList<>();
    for (Iterator<Map.Entry<String, JsonNode>> it = m.fields(); it.hasNext(); ) {
      Map.Entry<String, JsonNode> f = it.next();
      String k = f.getKey();
      if (!(k.startsWith("test_")
          || k.startsWith("cv_")
          || k.startsWith("mean_fold_")
          || k.startsWith("fold_")
          || k.startsWith("refit_test_"))) {
        continue;
      }
      if (metric.isEmpty() && k.startsWith("test_")) {
        metric = k.substring("test_".length());
        score = f.getValue().isNumber() ? f.getValue().asDouble() : Double.NaN;
      }
      if (f.getValue().isArray()) {
        f.getValue().forEach(x -> all.add(x.isNumber() ? x.asDouble() : Double.NaN));
      } else {
        all.add(f.getValue().isNumber() ? f.getValue().asDouble() : Double.NaN);
      }
    }
    return new ModelScore(key, label, metric, score, all);
  }
}
