package org.spectraflow.cli;

import java.io.PrintWriter;
import java.util.Locale;
import org.spectraflow.engine.bench.BenchResult;
import org.spectraflow.engine.bench.PythonReference;
import org.spectraflow.engine.bench.RunFigures;
import org.spectraflow.engine.bench.StepLive;
import org.spectraflow.engine.bench.Warmup;
import org.spectraflow.engine.bench.WarmupOutcome;
import org.spectraflow.engine.bench.WorkloadResult;
import org.spectraflow.engine.cache.CachePreset;

/** Prints the bench medians: one row per workload and configuration, then the verdicts. */
final class BenchTable {

  private static final double MB = 1e6;
  private static final String ROW =
      "%-9s %-10s %10s %8s %7s %10s %9s %10s %9s %6s %9s %6s %5s %11s %9s%n";

  private BenchTable() {}

  static void print(BenchResult result, PrintWriter out) {
    out.printf(
        Locale.ROOT,
        "Medians of %d runs per configuration (%s not counted), "
            + "variants on %d thread%s; cpu/wall = cores kept busy; workers = pool workers running or "
            + "waiting for a core (mean); h-GCs = collections caused by humongous allocations; "
            + "MB = 10^6 bytes%n",
        result.repeat(),
        warmupText(result),
        result.threads(),
        result.threads() == 1 ? "" : "s");
    out.printf(
        Locale.ROOT,
        ROW,
        "workload",
        "config",
        "wall ms",
        "cpu/wall",
        "workers",
        "alloc MB",
        "heap MB",
        "gc-live MB",
        "rss MB",
        "h-GCs",
        "steady MB",
        "apps",
        "fits",
        "hit/mis/ev",
        "copied MB");
    for (WorkloadResult w : result.workloads()) {
      for (CachePreset c : CachePreset.values()) {
        if (w.median(c) != null) {
          row(out, w.name(), c, w.median(c));
        }
      }
    }
    for (WorkloadResult w : result.workloads()) {
      out.printf(
          Locale.ROOT,
          "%s (%s, %s, %d variants): %s; "
              + "%s; %s; identical scores across configurations: %s%s%n",
          w.name(),
          w.dataset(),
          w.shape(),
          w.variants(),
          Double.isNaN(w.fullCacheSpeedup())
              ? "full cache only"
              : String.format(
                  Locale.ROOT, "full cache %.2fx faster than no cache", w.fullCacheSpeedup()),
          stepLive(w),
          jit(w),
          w.verdict(),
          w.mismatch() == null ? "" : " (" + w.mismatch() + ")");
    }
    out.flush();
  }

  private static String warmupText(BenchResult result) {
    return switch (result.warmup()) {
      case Warmup.Fixed f -> f.rounds() + " warm-up round" + (f.rounds() == 1 ? "" : "s");
      case Warmup.UntilJitSettles u ->
          "warm-up rounds until the JIT settled, at most " + u.maxRounds();
    };
  }

  /** E.g. {@code 27 warm-up rounds, JIT settled, 35 ms compiling while measured}. */
  static String jit(WorkloadResult w) {
    WarmupOutcome o = w.warmup();
    return String.format(
        Locale.ROOT,
        "%d warm-up round%s, JIT %s, %s",
        o.rounds(),
        o.rounds() == 1 ? "" : "s",
        o.jitSettled() ? "settled" : "still compiling",
        o.jitMillisMeasured() < 0
            ? "compilation time not reported"
            : o.jitMillisMeasured() + " ms compiling while measured");
  }

  private static void row(PrintWriter out, String workload, CachePreset c, RunFigures f) {
    out.printf(
        Locale.ROOT,
        ROW,
        workload,
        c.key(),
        fmt(f.wallMs()),
        String.format(Locale.ROOT, "%.2f", f.cpuMs() / f.wallMs()),
        Double.isNaN(f.runnableWorkers()) || f.runnableWorkers() == 0
            ? "-"
            : String.format(Locale.ROOT, "%.2f", f.runnableWorkers()),
        mb(f.allocatedBytes()),
        mb(f.peakHeapBytes()),
        f.peakLiveBytes() == 0 ? "-" : mb(f.peakLiveBytes()),
        mb(f.peakRssBytes()),
        f.humongousCollections(),
        mb(f.steadyBytes()),
        f.transformerApplications(),
        f.modelFits(),
        f.hits() + "/" + f.misses() + "/" + f.evictions(),
        mb(f.bytesCopied()));
  }

  /** The Python reference's median and the D03 ratio. */
  static void printPython(BenchResult result, PythonReference p, PrintWriter out) {
    double pyMs = p.sweepSecondsMedian() * 1000;
    out.printf(
        Locale.ROOT,
        "Python reference (prefix-cached, median of %d sweeps): %.1f ms%n",
        p.repeat(),
        pyMs);
    result.workloads().stream()
        .filter(w -> w.name().equals("d03"))
        .findFirst()
        .ifPresent(
            w ->
                out.printf(
                    Locale.ROOT,
                    "d03 full cache is %.2fx faster than the Python reference%s%n",
                    pyMs / w.median(CachePreset.FULL_CACHE).wallMs(),
                    cpuRatio(p, w.median(CachePreset.FULL_CACHE))));
    out.flush();
  }

  /** The CPU-time ratio, which a loaded machine distorts less than wall time. */
  private static String cpuRatio(PythonReference p, RunFigures full) {
    if (Double.isNaN(p.sweepCpuSecondsMedian()) || full.cpuMs() <= 0) {
      return "";
    }
    return String.format(
        Locale.ROOT,
        " (CPU time: Python %.1f ms, SpectraFlow %.1f ms, %.2fx)",
        p.sweepCpuSecondsMedian() * 1000,
        full.cpuMs(),
        p.sweepCpuSecondsMedian() * 1000 / full.cpuMs());
  }

  private static String stepLive(WorkloadResult w) {
    if (w.stepLive().equals(StepLive.NONE)) {
      return "live heap at step ends not measured";
    }
    return String.format(
        Locale.ROOT,
        "live heap at step ends (full cache, untimed run) %s MB, "
            + "the run's own %s MB = %.2fx steady bytes",
        mb(w.stepLive().peakBytes()),
        mb(w.stepLive().runBytes()),
        w.liveOverSteady());
  }

  private static String mb(long bytes) {
    return fmt(bytes / MB);
  }

  private static String fmt(double v) {
    return String.format(Locale.ROOT, "%.1f", v);
  }
}
