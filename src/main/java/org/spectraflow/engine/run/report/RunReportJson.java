package org.spectraflow.engine.run.report;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.spectraflow.engine.cache.CacheConfigJson;
import org.spectraflow.engine.cache.CacheStats;
import org.spectraflow.engine.diagnostics.DiagnosticsJson;
import org.spectraflow.engine.diagnostics.TestPredictions;
import org.spectraflow.engine.files.AtomicFiles;
import org.spectraflow.engine.observe.ObservabilityFormat;
import org.spectraflow.engine.tune.Trial;
import org.spectraflow.engine.tune.TuningReport;

/**
 * Writes a {@link RunReport} as JSON with the names scripts rely on: {@code pipeline}, {@code
 * dataset}, {@code precision}, {@code cache_config} (8 fields, 9 with a disk folder), {@code
 * status}, {@code error}, {@code wall_ms}, {@code variants[index, name, config, status, error,
 * models[name, branch, params, test_<m>, test_<m2>, cv_<m>, mean_fold_<m>, fold_val_<m>,
 * fold_test_<m>, refit_test_<m>, test_bias, test_sep, test_rpd, test_n]]} (the last four for
 * regression, docs/results.md; m = rmse and m2 = r2 for regression, m = balanced_accuracy and m2 =
 * accuracy for classification, see {@link ScoreNames}), {@code best{variant, model, branch, metric,
 * score}}, {@code step_cache{hits, misses, evictions, hit_rate, peak_mb, entries, size_mb,
 * max_entries, max_size_mb, disk{...} with a disk tier}}, {@code cow{snapshots, restores,
 * detach_events, bytes_copied, live_references, step_cache_retained_blocks,
 * step_cache_retained_bytes}}, {@code transformer_applications}, {@code model_fits}, {@code
 * model_fit_reuses}, {@code fit_reuse{entries, evictions, evicted_bytes, rejections, peak_bytes,
 * max_bytes}}, {@code steps[variant, step, branch, name, shape, steady_bytes, rss_bytes,
 * heap_bytes, allocated_bytes, duration_ms, cached]}. Test-set predictions ({@code
 * predictions{y_true, y_pred}} per model) are written only when asked, as class labels for a
 * classification target loaded as labels (numbers when the label is a number, else text).
 * Non-finite numbers are written as null. A model whose diagnostics were computed carries them as
 * {@code diagnostics} ({@link DiagnosticsJson}).
 */
public final class RunReportJson {

  private static final ObjectMapper JSON =
      new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

  private RunReportJson() {}

  /** The report as indented JSON, with or without the test predictions. */
  public static String write(RunReport report, boolean predictions) {
    return write(tree(report, predictions));
  }

  /** A report tree from {@link #tree} (perhaps with sections added) as indented JSON. */
  public static String write(ObjectNode tree) {
    try {
      return JSON.writeValueAsString(tree) + "\n";
    } catch (JsonProcessingException e) {
      throw new IllegalStateException("cannot write the run report as JSON: " + e.getMessage(), e);
    }
  }

  /** Writes the report to {@code file}. */
  public static void write(RunReport report, boolean predictions, Path file) {
    AtomicFiles.writeString(file, write(report, predictions));
  }

  /**
   * The pipeline document's JSON text as a tree, for a report's {@code document} section (the HTML
   * report shows it, docs/report.md).
   *
   * @throws IllegalArgumentException when the text is not JSON
   */
  public static JsonNode documentTree(String documentJson) {
    try {
      return JSON.readTree(documentJson);
    } catch (JsonProcessingException e) {
      throw new IllegalArgumentException("the pipeline document is not JSON: " + e.getMessage(), e);
    }
  }

  /** The report as a Jackson tree. */
  public static ObjectNode tree(RunReport r, boolean predictions) {
    ObjectNode root = head(r);
    ArrayNode variants = (ArrayNode) root.get("variants");
    r.variants().forEach(v -> variants.add(variant(v, predictions)));
    ArrayNode steps = (ArrayNode) root.get("steps");
    r.steps().forEach(s -> steps.add(step(s)));
    return root;
  }

  /**
   * Writes the report to {@code file} (atomically) as {@link #write(ObjectNode)} would write {@code
   * head} (a {@link #head} perhaps with sections added) filled from {@code r}, streaming the
   * variants and step records one by one: the report's entries are never all held as a tree, so a
   * report read back from a spill is written in bounded memory (docs/scale-out.md).
   */
  public static void write(ObjectNode head, RunReport r, boolean predictions, Path file) {
    AtomicFiles.write(
        file,
        out -> {
          JsonGenerator g = JSON.createGenerator(out);
          g.writeStartObject();
          for (Map.Entry<String, JsonNode> e : head.properties()) {
            g.writeFieldName(e.getKey());
            switch (e.getKey()) {
              case "variants" -> {
                g.writeStartArray();
                for (VariantReport v : r.variants()) {
                  g.writeTree(variant(v, predictions));
                }
                g.writeEndArray();
              }
              case "steps" -> {
                g.writeStartArray();
                for (StepRecord s : r.steps()) {
                  g.writeTree(step(s));
                }
                g.writeEndArray();
              }
              default -> g.writeTree(e.getValue());
            }
          }
          g.writeEndObject();
          g.flush();
          out.write('\n');
        });
  }

  /**
   * The report's tree with its {@code variants} and {@code steps} arrays left empty, for {@link
   * #write(ObjectNode, RunReport, boolean, Path)}.
   */
  public static ObjectNode head(RunReport r) {
    ObjectNode root = JSON.createObjectNode();
    root.put("pipeline", r.pipeline());
    root.set("dataset", dataset(r.dataset()));
    root.put("precision", r.precision());
    root.set("cache_config", CacheConfigJson.toTree(r.cacheConfig()));
    root.put("status", r.status().label());
    root.put("error", r.error());
    root.put("wall_ms", r.wallMs());
    root.putArray("variants");
    root.set("best", r.bestModel().map(RunReportJson::best).orElse(null));
    root.set("step_cache", stepCache(r.stepCache()));
    root.set("cow", cow(r.cow()));
    root.put("transformer_applications", r.transformerApplications());
    root.put("model_fits", r.modelFits());
    root.put("model_fit_reuses", r.modelFitReuses());
    root.set("fit_reuse", fitReuse(r.fitReuse()));
    root.putArray("steps");
    return root;
  }

  private static ObjectNode fitReuse(FitReuseStats f) {
    ObjectNode n = JSON.createObjectNode();
    n.put("entries", f.entries());
    n.put("evictions", f.evictions());
    n.put("evicted_bytes", f.evictedBytes());
    n.put("rejections", f.rejections());
    n.put("peak_bytes", f.peakBytes());
    n.put("max_bytes", f.maxBytes());
    return n;
  }

  private static ObjectNode dataset(DatasetInfo d) {
    ObjectNode n = JSON.createObjectNode();
    n.put("name", d.name());
    n.put("train_samples", d.trainSamples());
    n.put("test_samples", d.testSamples());
    ArrayNode f = n.putArray("features");
    d.featuresPerSource().forEach(f::add);
    n.put("task", d.task());
    return n;
  }

  private static ObjectNode variant(VariantReport v, boolean predictions) {
    ObjectNode n = JSON.createObjectNode();
    n.put("index", v.index());
    n.put("name", v.name());
    n.put("config", v.configName());
    n.put("status", v.status().label());
    n.put("error", v.error());
    ArrayNode models = n.putArray("models");
    v.models().forEach(m -> models.add(model(m, predictions)));
    return n;
  }

  private static ObjectNode model(ModelReport m, boolean predictions) {
    String p = m.scoreNames().primary().key();
    ObjectNode n = JSON.createObjectNode();
    n.put("name", m.name());
    n.put("branch", m.branch());
    n.set("params", JSON.valueToTree(m.params()));
    number(n, "test_" + p, m.test());
    number(n, "test_" + m.scoreNames().secondary().key(), m.testSecondary());
    number(n, "cv_" + p, m.cv());
    number(n, "mean_fold_" + p, m.meanFold());
    numbers(n.putArray("fold_val_" + p), m.foldVal());
    numbers(n.putArray("fold_test_" + p), m.foldTest());
    number(n, "refit_test_" + p, m.refitTest());
    if (!m.scoreNames().primary().higherIsBetter()) {
      ModelFigures f = ModelFigures.of(m.predictions());
      number(n, "test_bias", f.bias());
      number(n, "test_sep", f.sep());
      number(n, "test_rpd", f.rpd());
      n.put("test_n", f.n());
    }
    if (m.tuning() != null) {
      n.set("finetune", tuning(m.tuning()));
    }
    if (m.diagnostics() != null) {
      n.set("diagnostics", DiagnosticsJson.tree(m.diagnostics()));
    }
    if (predictions) {
      ObjectNode pr = n.putObject("predictions");
      labelled(pr.putArray("y_true"), m.predictions(), m.predictions().yTrue());
      labelled(pr.putArray("y_pred"), m.predictions(), m.predictions().yPred());
    }
    return n;
  }

  /** Each value, or its class label (a number when the label reads as one, else text). */
  private static void labelled(ArrayNode out, TestPredictions p, double[] values) {
    for (double v : values) {
      String label = p.label(v);
      if (label == null) {
        numbers(out, box(new double[] {v}));
      } else if (label.matches("-?\\d{1,15}")) {
        out.add(Long.parseLong(label));
      } else {
        out.add(label);
      }
    }
  }

  private static ObjectNode tuning(TuningReport t) {
    ObjectNode n = JSON.createObjectNode();
    n.put("sampler", t.sampler());
    n.put("approach", t.approach());
    n.put("objective", t.objective());
    n.put("direction", t.maximise() ? "maximize" : "minimize");
    n.set("best_params", JSON.valueToTree(t.bestParams()));
    number(n, "best_value", t.bestValue());
    n.put("warning", t.warning());
    if (t.phases().size() > 1) {
      ArrayNode phases = n.putArray("phases");
      for (TuningReport.Phase p : t.phases()) {
        ObjectNode pn = phases.addObject();
        pn.put("sampler", p.sampler());
        pn.put("first_trial", p.firstTrial());
        pn.put("n_trials", p.trials());
      }
    }
    if (!t.folds().isEmpty()) {
      n.put("chosen_fold", t.chosenFold());
      ArrayNode folds = n.putArray("folds");
      for (int f = 0; f < t.folds().size(); f++) {
        ObjectNode fn = tuning(t.folds().get(f));
        fn.put("fold", f);
        folds.add(fn);
      }
    }
    ArrayNode trials = n.putArray("trials");
    for (Trial trial : t.trials()) {
      ObjectNode tn = trials.addObject();
      tn.put("number", trial.number());
      tn.set("params", JSON.valueToTree(trial.params()));
      number(tn, "value", trial.ok() ? trial.value() : null);
      if (trial.error() != null) {
        tn.put("error", trial.error());
      }
    }
    return n;
  }

  private static ObjectNode best(BestModel b) {
    ObjectNode n = JSON.createObjectNode();
    n.put("variant", b.variant());
    n.put("model", b.model());
    n.put("branch", b.branch());
    n.put("metric", b.metric());
    number(n, "score", b.score());
    return n;
  }

  private static ObjectNode stepCache(CacheStats s) {
    ObjectNode n = JSON.createObjectNode();
    n.put("hits", s.hits());
    n.put("misses", s.misses());
    n.put("evictions", s.evictions());
    n.put("hit_rate", s.hitRate());
    n.put("peak_mb", s.peakMb());
    n.put("entries", s.entries());
    n.put("size_mb", s.sizeMb());
    n.put("max_entries", s.maxEntries());
    n.put("max_size_mb", s.maxSizeMb());
    if (s.disk().present()) {
      ObjectNode disk = n.putObject("disk");
      s.disk().asMap().forEach((k, v) -> disk.putPOJO(k, v));
    }
    return n;
  }

  private static ObjectNode cow(CowStats c) {
    ObjectNode n = JSON.createObjectNode();
    n.put("snapshots", c.snapshots());
    n.put("restores", c.restores());
    n.put("detach_events", c.detachEvents());
    n.put("bytes_copied", c.bytesCopied());
    n.put("live_references", c.liveReferences());
    n.put("step_cache_retained_blocks", c.cacheRetainedBlocks());
    n.put("step_cache_retained_bytes", c.cacheRetainedBytes());
    return n;
  }

  private static ObjectNode step(StepRecord s) {
    ObjectNode n = JSON.createObjectNode();
    n.put("variant", s.variant());
    n.put("step", s.step());
    ArrayNode path = n.putArray("branch");
    s.branchPath().forEach(path::add);
    n.put("name", s.name());
    n.put("shape", ObservabilityFormat.shape(s.shape()));
    n.put("steady_bytes", s.steadyBytes());
    n.put("rss_bytes", s.rssBytes());
    n.put("heap_bytes", s.heapBytes());
    n.put("allocated_bytes", s.allocatedBytes());
    n.put("duration_ms", s.durationMs());
    n.put("cached", s.cached());
    return n;
  }

  private static void number(ObjectNode n, String key, Double v) {
    if (v == null || v.isNaN() || v.isInfinite()) {
      n.putNull(key);
    } else {
      n.put(key, v);
    }
  }

  private static void numbers(ArrayNode a, List<Double> values) {
    values.forEach(
        v -> {
          if (v == null || v.isNaN() || v.isInfinite()) {
            a.addNull();
          } else {
            a.add(v);
          }
        });
  }

  private static List<Double> box(double[] v) {
    return Arrays.stream(v).boxed().toList();
  }
}
