package org.spectraflow.spark;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.apache.spark.SparkEnv;
import org.apache.spark.TaskContext;
import org.spectraflow.engine.cache.CacheConfig;
import org.spectraflow.engine.cache.CacheConfigJson;
import org.spectraflow.engine.pipeline.PipelineDocument;
import org.spectraflow.engine.pipeline.PipelineReader;
import org.spectraflow.engine.run.PipelineRunner;
import org.spectraflow.engine.run.RunOptions;
import org.spectraflow.engine.run.RunRequest;
import org.spectraflow.engine.run.report.RunReport;
import org.spectraflow.engine.run.report.StepRecord;
import org.spectraflow.engine.run.report.VariantReport;

/**
 * Runs one {@link GroupTask} on an executor: the local engine with its own step cache runs the
 * group's variants (refit is the driver's), and the task's figures are read from its report.
 *
 * @param documentJson the sweep's document
 * @param cacheJson the cache configuration
 * @param data where the dataset comes from
 */
record TaskWork(String documentJson, String cacheJson, DataShipment data) implements Serializable {

  TaskResult run(GroupTask task) {
    TaskContext ctx = TaskContext.get();
    if (task.failFirstAttempt() && ctx != null && ctx.attemptNumber() == 0) {
      throw new IllegalStateException("injected failure of task " + task.group());
    }
    long t0 = System.nanoTime();
    PipelineDocument doc = PipelineReader.readJson(documentJson);
    CacheConfig config = CacheConfigJson.read(cacheJson);
    Set<Long> selected = new HashSet<>();
    for (long i : task.indices()) {
      selected.add(i);
    }
    RunRequest request =
        RunRequest.of(doc, data.load())
            .withCacheConfig(config)
            .withOptions(RunOptions.defaults().withMaxVariants(Long.MAX_VALUE).withRefit(false));
    RunReport report = PipelineRunner.standard().run(request, selected::contains);
    ArrayList<HashMap<String, Object>> variants = new ArrayList<>();
    for (VariantReport v : report.variants()) {
      variants.add(ReportCodec.encode(v));
    }
    String executor = SparkEnv.get() == null ? "driver" : SparkEnv.get().executorId();
    return new TaskResult(
        task.group(),
        variants,
        prefixComputations(report),
        report.stepCache().hits(),
        report.stepCache().misses(),
        report.modelFits(),
        report.transformerApplications(),
        (System.nanoTime() - t0) / 1_000_000,
        executor);
  }

  /**
   * Variants whose preprocessing was computed here: a variant with a step run before its first
   * model step that did not come from the cache, or the first variant on the raw data.
   */
  static int prefixComputations(RunReport report) {
    Map<Integer, List<StepRecord>> byVariant = new HashMap<>();
    for (StepRecord s : report.steps()) {
      byVariant.computeIfAbsent(s.variant(), k -> new ArrayList<>()).add(s);
    }
    int n = 0;
    boolean raw = false;
    for (VariantReport v : report.variants()) {
      List<StepRecord> steps = byVariant.getOrDefault(v.index(), List.of());
      List<StepRecord> pre = new ArrayList<>();
      for (StepRecord s : steps) {
        if (isModel(s, v)) {
          break;
        }
        pre.add(s);
      }
      if (pre.isEmpty()) {
        if (!raw) {
          raw = true;
          n++;
        }
      } else if (pre.stream().anyMatch(s -> !s.cached())) {
        n++;
      }
    }
    return n;
  }

  private static boolean isModel(StepRecord s, VariantReport v) {
    return v.models().stream().anyMatch(m -> m.name().equals(s.name()));
  }
}
