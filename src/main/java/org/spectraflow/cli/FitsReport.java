package org.spectraflow.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.function.Supplier;
import java.util.stream.Collectors;
import org.spectraflow.engine.bench.BenchResult;
import org.spectraflow.engine.bench.FitKind;
import org.spectraflow.engine.bench.FitTiming;
import org.spectraflow.engine.bench.ModelFitBench;
import org.spectraflow.engine.bench.PythonFits;
import org.spectraflow.engine.bench.RunFigures;
import org.spectraflow.engine.bench.Warmup;
import org.spectraflow.engine.bench.WorkloadResult;
import org.spectraflow.engine.cache.CachePreset;
import org.spectraflow.engine.data.SpectroDataset;

/**
 * The {@code bench} lines about model fits: the per-kind fit table ({@code --fits}), with
 * scikit-learn's times and the ratios when {@code --python-reference} is given, and sample 06's
 * wall time over one scikit-learn forest fit on the same fold size (docs/performance.md).
 */
final class FitsReport {

  /** The fit script, next to the D03 reference script. */
  static final String FIT_SCRIPT = "fit_reference.py";

  private FitsReport() {}

  /** Times every kind and prints the table (against scikit-learn when a script is given). */
  static void run(
      Supplier<SpectroDataset> dataset,
      int repeat,
      Warmup warmup,
      Path d03Script,
      String python,
      String data,
      PrintWriter out) {
    ModelFitBench bench = ModelFitBench.on(dataset.get());
    List<FitTiming> timings = bench.measure(FitKind.ALL, repeat, warmup);
    PythonFits reference =
        d03Script == null
            ? null
            : PythonFits.run(
                python, d03Script.resolveSibling(FIT_SCRIPT), Path.of(data), repeat, FitKind.ALL);
    out.printf(
        Locale.ROOT,
        "Fits on %s rows, one thread, median of %d after %s%s%n",
        bench.shape(),
        repeat,
        switch (warmup) {
          case Warmup.Fixed f -> f.rounds() + " warm-up fit" + (f.rounds() == 1 ? "" : "s");
          case Warmup.UntilJitSettles u ->
              "warm-up fits until the JIT settled ("
                  + timings.stream()
                      .map(t -> Integer.toString(t.warmupFits()))
                      .collect(Collectors.joining("/"))
                  + ")";
        },
        reference == null ? "" : " (ratio = SpectraFlow / scikit-learn; < 1 is faster)");
    out.printf(
        Locale.ROOT,
        "%-26s %10s %10s %10s %10s %8s %8s%n",
        "kind",
        "wall ms",
        "cpu ms",
        "sk wall",
        "sk cpu",
        "wall x",
        "cpu x");
    for (FitTiming t : timings) {
      String label = t.kind().label();
      Double skWall = reference == null ? null : reference.wallSeconds().get(label);
      Double skCpu = reference == null ? null : reference.cpuSeconds().get(label);
      out.printf(
          Locale.ROOT,
          "%-26s %10.1f %10.1f %10s %10s %8s %8s%n",
          label,
          t.wallSeconds() * 1000,
          t.cpuSeconds() * 1000,
          ms(skWall),
          ms(skCpu),
          ratio(t.wallSeconds(), skWall),
          ratio(t.cpuSeconds(), skCpu));
    }
    out.flush();
  }

  /** Sample 06's full-cache wall time over one scikit-learn forest fit of the fold size. */
  static void sample06(
      BenchResult result, Path d03Script, String python, String data, int repeat, PrintWriter out) {
    FitKind forest = FitKind.ALL.get(0);
    PythonFits reference =
        PythonFits.run(
            python, d03Script.resolveSibling(FIT_SCRIPT), Path.of(data), repeat, List.of(forest));
    Double skWall = reference.wallSeconds().get(forest.label());
    Double skCpu = reference.cpuSeconds().get(forest.label());
    for (WorkloadResult w : result.workloads()) {
      RunFigures full = w.median(CachePreset.FULL_CACHE);
      if (!w.name().equals("sample06") || full == null || skWall == null) {
        continue;
      }
      out.printf(
          Locale.ROOT,
          "sample06 full cache: %.1f s, CPU/wall %.2f = %.2fx one scikit-learn forest fit "
              + "(%.1f s wall, %.1f s CPU; goal <= 4x)%n",
          full.wallMs() / 1000,
          full.cpuMs() / full.wallMs(),
          full.wallMs() / 1000 / skWall,
          skWall,
          skCpu == null ? Double.NaN : skCpu);
    }
    out.flush();
  }

  private static String ms(Double seconds) {
    return seconds == null ? "-" : String.format(Locale.ROOT, "%.1f", seconds * 1000);
  }

  private static String ratio(double ours, Double theirs) {
    return theirs == null || theirs <= 0 ? "-" : String.format(Locale.ROOT, "%.2f", ours / theirs);
  }
}
