package org.spectraflow.spark;

import java.util.Collection;
import java.util.List;
import java.util.Set;
import java.util.TreeMap;
import org.spectraflow.engine.cache.CacheStats;
import org.spectraflow.engine.run.RunRequest;
import org.spectraflow.engine.run.report.RunReport;
import org.spectraflow.engine.run.report.RunStatus;
import org.spectraflow.engine.run.report.VariantReport;

/**
 * Assembles the local run's report from the tasks' variants: variants in expansion order; the
 * winners' reports, the best model and the refit scores from the driver's winners pass (a local run
 * of those variants only, with refit as requested; without refit on a cancelled run, as a cancelled
 * local run does not refit); step-cache and fit figures summed over the tasks. Per-step records
 * stay on the executors.
 */
final class ReportMerge {

  private final RunRequest request;
  private final boolean cancelled;

  ReportMerge(RunRequest request, boolean cancelled) {
    this.request = request;
    this.cancelled = cancelled;
  }

  RunReport merge(Collection<TaskResult> tasks, Set<Long> winners, long t0) {
    TreeMap<Integer, VariantReport> variants = new TreeMap<>();
    long hits = 0;
    long misses = 0;
    long fits = 0;
    long applications = 0;
    for (TaskResult t : tasks) {
      t.variants()
          .forEach(
              m -> {
                VariantReport v = ReportCodec.decode(m);
                variants.put(v.index(), v);
              });
      hits += t.cacheHits();
      misses += t.cacheMisses();
      fits += t.modelFits();
      applications += t.transformerApplications();
    }
    Set<Long> pick = cancelled ? SparkSweep.winners(variants.values()) : winners;
    RunRequest pass = cancelled ? request.withOptions(request.options().withRefit(false)) : request;
    RunReport winnersRun = SparkSweep.winnersPass(pass, pick);
    for (VariantReport v : winnersRun.variants()) {
      variants.put(v.index(), v);
    }
    fits += winnersRun.modelFits();
    List<VariantReport> list = List.copyOf(variants.values());
    RunStatus status = cancelled ? RunStatus.CANCELLED : RunStatus.COMPLETED;
    String error = cancelled ? "cancelled by the user" : null;
    CacheStats stats = new CacheStats(hits, misses, 0, 0, 0, 0, 0, 0, 0);
    return new RunReport(
        winnersRun.pipeline(),
        winnersRun.dataset(),
        winnersRun.precision(),
        winnersRun.cacheConfig(),
        status,
        error,
        (System.nanoTime() - t0) / 1_000_000,
        list,
        winnersRun.best(),
        stats,
        winnersRun.cow(),
        applications,
        fits,
        winnersRun.modelFitReuses(),
        List.of());
  }
}
