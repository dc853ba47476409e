package org.spectraflow.engine.bench;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import org.spectraflow.engine.cache.CachePreset;
import org.spectraflow.engine.files.AtomicFiles;

/**
 * Writes a {@link BenchResult} as JSON: the settings, the machine, per workload the medians of
 * every configuration (snake_case field names), the full-cache speed-up, the peak heap (garbage
 * included) and the peak live heap (after collections) over the steady bytes and the
 * reproducibility verdict; and the Python reference when it ran.
 */
public final class BenchResultJson {

  private static final ObjectMapper JSON =
      new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

  private BenchResultJson() {}

  /** The JSON tree; {@code python} may be null. */
  public static ObjectNode tree(BenchResult result, PythonReference python) {
    ObjectNode root = JSON.createObjectNode();
    switch (result.warmup()) {
      case Warmup.Fixed f -> root.put("warmup", f.rounds());
      case Warmup.UntilJitSettles u -> root.put("warmup", u.label());
    }
    root.put("repeat", result.repeat());
    root.put("threads", result.threads());
    root.set("machine", machine());
    root.put("reproducible", result.reproducible() ? "pass" : "fail");
    var workloads = root.putArray("workloads");
    result.workloads().forEach(w -> workloads.add(workload(w)));
    root.set("python_reference", python == null ? null : python(python, result));
    return root;
  }

  /**
   * Writes {@link #tree} to {@code file} atomically ({@link AtomicFiles}: no half-written file, a
   * symbolic link written through).
   */
  public static void write(BenchResult result, PythonReference python, Path file) {
    byte[] json;
    try {
      json = JSON.writeValueAsBytes(tree(result, python));
    } catch (IOException e) {
      throw new UncheckedIOException("cannot write the bench JSON to " + file, e);
    }
    AtomicFiles.write(file, out -> out.write(json));
  }

  private static ObjectNode machine() {
    ObjectNode n = JSON.createObjectNode();
    n.put("cores", Runtime.getRuntime().availableProcessors());
    n.put("max_heap_bytes", Runtime.getRuntime().maxMemory());
    n.put("java", System.getProperty("java.vm.name") + " " + System.getProperty("java.version"));
    n.put("os", System.getProperty("os.name") + " " + System.getProperty("os.arch"));
    return n;
  }

  private static ObjectNode workload(WorkloadResult w) {
    ObjectNode n = JSON.createObjectNode();
    n.put("name", w.name());
    n.put("dataset", w.dataset());
    n.put("shape", w.shape());
    n.put("variants", w.variants());
    n.put("identical_scores", w.identicalScores());
    n.put("reproducibility", w.verdict());
    n.put("mismatch", w.mismatch());
    n.put("warmup_rounds", w.warmup().rounds());
    n.put("jit_settled", w.warmup().jitSettled());
    n.put("jit_ms_measured", w.warmup().jitMillisMeasured());
    ObjectNode configs = n.putObject("configurations");
    for (CachePreset c : CachePreset.values()) {
      if (w.median(c) != null) {
        configs.set(c.key(), figures(w.median(c)));
      }
    }
    if (!Double.isNaN(w.fullCacheSpeedup())) {
      n.put("speedup_full_cache_vs_no_cache", w.fullCacheSpeedup());
    }
    RunFigures full = w.median(CachePreset.FULL_CACHE);
    n.put("peak_heap_over_steady_bytes", (double) full.peakHeapBytes() / full.steadyBytes());
    n.put("peak_live_over_steady_bytes", (double) full.peakLiveBytes() / full.steadyBytes());
    ObjectNode live = n.putObject("step_live");
    live.put("baseline_bytes", w.stepLive().baselineBytes());
    live.put("peak_bytes", w.stepLive().peakBytes());
    live.put("dataset_bytes", w.stepLive().datasetBytes());
    live.put("run_bytes", w.stepLive().runBytes());
    live.put("run_over_steady_bytes", w.liveOverSteady());
    return n;
  }

  private static ObjectNode figures(RunFigures f) {
    ObjectNode n = JSON.createObjectNode();
    n.put("wall_ms", f.wallMs());
    n.put("cpu_ms", f.cpuMs());
    if (!Double.isNaN(f.runnableWorkers())) {
      n.put("runnable_workers", f.runnableWorkers());
    }
    n.put("allocated_bytes", f.allocatedBytes());
    n.put("peak_heap_bytes", f.peakHeapBytes());
    n.put("peak_live_bytes", f.peakLiveBytes());
    n.put("peak_rss_bytes", f.peakRssBytes());
    n.put("humongous_collections", f.humongousCollections());
    n.put("steady_bytes", f.steadyBytes());
    n.put("transformer_applications", f.transformerApplications());
    n.put("model_fits", f.modelFits());
    n.put("hits", f.hits());
    n.put("misses", f.misses());
    n.put("evictions", f.evictions());
    n.put("bytes_copied", f.bytesCopied());
    return n;
  }

  private static ObjectNode python(PythonReference p, BenchResult result) {
    ObjectNode n = JSON.createObjectNode();
    n.put("script", p.script().getFileName().toString());
    n.put("mode", "prefix-cached");
    n.put("repeat", p.repeat());
    n.put("sweep_ms_median", p.sweepSecondsMedian() * 1000);
    if (!Double.isNaN(p.sweepCpuSecondsMedian())) {
      n.put("sweep_cpu_ms_median", p.sweepCpuSecondsMedian() * 1000);
    }
    result.workloads().stream()
        .filter(w -> w.name().equals("d03"))
        .findFirst()
        .ifPresent(
            w -> {
              RunFigures full = w.median(CachePreset.FULL_CACHE);
              n.put("ratio_python_over_full_cache", p.sweepSecondsMedian() * 1000 / full.wallMs());
              if (!Double.isNaN(p.sweepCpuSecondsMedian()) && full.cpuMs() > 0) {
                n.put(
                    "cpu_ratio_python_over_full_cache",
                    p.sweepCpuSecondsMedian() * 1000 / full.cpuMs());
              }
            });
    return n;
  }
}
