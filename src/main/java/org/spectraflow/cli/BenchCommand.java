package org.spectraflow.cli;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.regex.Pattern;
import org.spectraflow.cli.plot.BenchChart;
import org.spectraflow.cli.plot.ChartFiles;
import org.spectraflow.engine.bench.BenchProgress;
import org.spectraflow.engine.bench.BenchResult;
import org.spectraflow.engine.bench.BenchResultJson;
import org.spectraflow.engine.bench.BenchRunner;
import org.spectraflow.engine.bench.BenchWorkload;
import org.spectraflow.engine.bench.BenchWorkloads;
import org.spectraflow.engine.bench.PythonReference;
import org.spectraflow.engine.bench.Warmup;
import org.spectraflow.engine.cache.CachePreset;
import org.spectraflow.engine.data.Precision;
import org.spectraflow.engine.data.SyntheticNirs;
import org.spectraflow.engine.data.io.Datasets;
import org.spectraflow.engine.files.OutputGuard;
import org.spectraflow.engine.observe.MemoryProbe;
import org.spectraflow.engine.pipeline.PipelineReader;
import org.spectraflow.engine.run.PipelineRunner;
import org.spectraflow.engine.run.RunOptions;
import org.spectraflow.engine.text.UserText;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code bench [d03|branches|large]...}: runs named workloads under no cache, CoW only and the full
 * cache, prints a table of the medians and the reproducibility verdict, optionally writes JSON and
 * a wall-time chart ({@code --plot}) and runs the Python reference script for the D03 ratio. Exit
 * code 1 when scores differ between runs.
 */
@Command(
    name = "bench",
    mixinStandardHelpOptions = true,
    description = {
      "Benchmark whole pipelines under three cache configurations (no_cache: step cache off and "
          + "deep-copy branch snapshots; cow_only; full_cache) and print the medians of wall "
          + "time, allocation, peak heap and RSS, cache and copy counters, plus whether every "
          + "run gave bit-identical scores.",
      "Workloads: d03 (the D03 sweep, 64 variants, on --data), branches (six duplication "
          + "branches with PLS, synthetic), large (feature augmentation of 3 transforms + PLS "
          + "on synthetic 5000 x 2000); on request: sample06 (the generator-syntax sample, 150 "
          + "variants with a 100-tree random forest in each, on --data, full cache only).",
      "Compare with Python in one run: bench d03 --data <nirs4all folder> --python-reference "
          + "(needs python3 with numpy, scipy, scikit-learn; runs tools/bench/d03_reference.py "
          + "--mode prefix-cached and prints the ratio). By hand: python3 "
          + "tools/bench/d03_reference.py <folder> --mode prefix-cached --repeat 9, then divide "
          + "its median sweep by the full_cache wall time."
    })
final class BenchCommand implements Callable<Integer> {

  private static final Pattern PIPELINE_FILE =
      Pattern.compile(".*\\.(json|ya?ml|sfpipe)", Pattern.CASE_INSENSITIVE);

  @Spec picocli.CommandLine.Model.CommandSpec spec;

  @Parameters(
      paramLabel = "<workload>",
      arity = "0..*",
      description =
          "d03, branches, large (default: all three), sample06 (on request), or a pipeline file"
              + " run on --data")
  List<String> workloads = new ArrayList<>();

  @Option(
      names = "--data",
      paramLabel = "<folder>|demo",
      defaultValue = "demo",
      description = "dataset of the d03 workload: a nirs4all folder or 'demo' (default)")
  String data;

  @Option(
      names = "--repeat",
      paramLabel = "N",
      defaultValue = "5",
      description = "measured runs per configuration (default: ${DEFAULT-VALUE})")
  int repeat;

  @Option(
      names = "--warmup",
      paramLabel = "W",
      defaultValue = "2",
      description =
          "uncounted rounds first (every configuration once per round): a number, or 'auto' "
              + "(until the JIT has settled: the last rounds, three or more and 2 s or more, spent "
              + "at most a tenth of their wall time compiling; at most 1000 rounds or 3 minutes; "
              + "default: ${DEFAULT-VALUE})")
  String warmup;

  @Option(
      names = "--configs",
      split = ",",
      paramLabel = "CONFIG",
      description =
          "run only these configurations, comma-separated: no_cache, cow_only, full_cache "
              + "(full_cache always; default: all three). With full_cache alone the JIT warms up "
              + "on the configuration it measures, as a user's repeated runs do")
  List<String> configs;

  @Option(names = "--json", paramLabel = "<out.json>", description = "write the medians as JSON")
  Path json;

  @Option(
      names = "--plot",
      paramLabel = "<folder>",
      description = "write the wall-time chart (workload x configuration) as PNG and SVG")
  Path plot;

  @Option(
      names = "--branches-size",
      paramLabel = "SAMPLESxFEATURES",
      defaultValue = "500x1000",
      description = "synthetic size of the branches workload (default: ${DEFAULT-VALUE})")
  String branchesSize;

  @Option(
      names = "--large-size",
      paramLabel = "SAMPLESxFEATURES",
      defaultValue = "5000x2000",
      description = "synthetic size of the large workload (default: ${DEFAULT-VALUE})")
  String largeSize;

  @Option(
      names = "--components",
      paramLabel = "K",
      defaultValue = "10",
      description =
          "PLS components of the branches and large workloads (default: ${DEFAULT-VALUE})")
  int components;

  @Option(
      names = "--python-reference",
      paramLabel = "<script>",
      arity = "0..1",
      fallbackValue = "tools/bench/d03_reference.py",
      description =
          "after the bench, run the D03 Python reference (default script: "
              + "${FALLBACK-VALUE}) on --data and print the ratio")
  Path pythonScript;

  @Option(
      names = "--python",
      paramLabel = "<interpreter>",
      defaultValue = "python3",
      description = "Python with numpy, scipy and scikit-learn (default: ${DEFAULT-VALUE})")
  String pythonExecutable;

  @Option(
      names = "--python-repeat",
      paramLabel = "N",
      defaultValue = "9",
      description = "sweeps of the Python reference in its process (default: ${DEFAULT-VALUE})")
  int pythonRepeat;

  @Option(
      names = "--fits",
      description =
          "also time one fit of each model kind (RandomForest, GradientBoosting, ElasticNet, "
              + "Lasso, SVR, LogisticRegression, PLS, Ridge) on one thread on --data's "
              + "fold-sized training rows; with --python-reference, against scikit-learn "
              + "(tools/bench/fit_reference.py). Alone (no workload named), only the fits run.")
  boolean fits;

  @Option(
      names = "--fit-repeat",
      paramLabel = "N",
      defaultValue = "3",
      description = "timed fits per model kind after the --warmup fits (default: ${DEFAULT-VALUE})")
  int fitRepeat;

  @Option(
      names = "--step-live",
      negatable = true,
      defaultValue = "true",
      fallbackValue = "true",
      description =
          "after the timed runs, one untimed full-cache run per workload measuring the "
              + "live heap at every step end (a forced collection per step; default: on)")
  boolean stepLive;

  @Option(
      names = "--threads",
      paramLabel = "N",
      description =
          "worker threads running each run's variants (default: every core, here "
              + "${DEFAULT-VALUE})")
  int threads = RunOptions.allCores();

  @Override
  public Integer call() {
    OptionRange.require("--threads", threads);
    OptionRange.require("--repeat", repeat);
    Warmup warmupPolicy = Warmup.parse(warmup);
    OptionRange.require("--components", components);
    OptionRange.require("--python-repeat", pythonRepeat);
    if (pythonScript != null && Datasets.DEMO.equals(data)) {
      throw new IllegalArgumentException(
          "--python-reference needs --data <nirs4all folder>: "
              + "the Python script cannot read the demo data");
    }
    OutputGuard guard =
        OutputGuard.of()
            .withFolder(CommandInputs.dataFolder(data), "the --data folder")
            .withFile(pythonScript, "the --python-reference script");
    for (String name : workloads) {
      if (PIPELINE_FILE.matcher(name).matches()) {
        guard = guard.withFile(Path.of(name), "the pipeline document " + UserText.quote(name));
      }
    }
    if (json != null) {
      json = guard.requireFile(json, "--json");
    }
    if (plot != null) {
      guard.requireFolder(plot, "--plot");
      ChartFiles.in(plot);
    }
    OptionRange.require("--fit-repeat", fitRepeat);
    if (fits && Datasets.DEMO.equals(data) && pythonScript != null) {
      throw new IllegalArgumentException(
          "--fits with --python-reference needs --data <nirs4all folder>: "
              + "the Python script cannot read the demo data");
    }
    PrintWriter out = spec.commandLine().getOut();
    if (fits && workloads.isEmpty()) {
      FitsReport.run(
          this::fitsDataset, fitRepeat, warmupPolicy, pythonScript, pythonExecutable, data, out);
      return 0;
    }
    Set<CachePreset> wanted = wantedConfigs();
    List<BenchWorkload> selected =
        selectedWorkloads().stream().map(w -> w.onlyUnder(wanted)).toList();
    PrintWriter err = spec.commandLine().getErr();
    BenchProgress progress =
        System.console() != null ? new BenchProgressLine(err) : BenchProgress.none();
    BenchResult result =
        new BenchRunner(
                PipelineRunner.standard(),
                MemoryProbe.system(),
                warmupPolicy,
                repeat,
                stepLive,
                threads)
            .run(selected, progress);
    report(result, null, out);
    if (fits) {
      FitsReport.run(
          this::fitsDataset, fitRepeat, warmupPolicy, pythonScript, pythonExecutable, data, out);
    }
    if (pythonScript != null && selected.stream().anyMatch(w -> w.name().equals("sample06"))) {
      FitsReport.sample06(result, pythonScript, pythonExecutable, data, fitRepeat, out);
    }
    if (plot != null) {
      BenchChart.write(result, plot).forEach(p -> out.println("wrote " + p));
      out.flush();
    }
    if (pythonScript != null && selected.stream().anyMatch(w -> w.name().equals("d03"))) {
      PythonReference python =
          PythonReference.run(pythonExecutable, pythonScript, Path.of(data), pythonRepeat);
      BenchTable.printPython(result, python, out);
      report(result, python, null);
    }
    return result.reproducible() ? 0 : 1;
  }

  /** Prints the table (when {@code out} is given) and writes the JSON, if asked for. */
  private void report(BenchResult result, PythonReference python, PrintWriter out) {
    if (out != null) {
      BenchTable.print(result, out);
    }
    if (json != null) {
      BenchResultJson.write(result, python, json);
    }
  }

  /** The configurations {@code --configs} names (all three without it); full_cache required. */
  private Set<CachePreset> wantedConfigs() {
    if (configs == null || configs.isEmpty()) {
      return EnumSet.allOf(CachePreset.class);
    }
    Set<CachePreset> wanted = EnumSet.noneOf(CachePreset.class);
    for (String name : configs) {
      String key = name.strip().toLowerCase(Locale.ROOT);
      CachePreset preset =
          Arrays.stream(CachePreset.values())
              .filter(c -> c.key().equals(key))
              .findFirst()
              .orElseThrow(
                  () ->
                      new IllegalArgumentException(
                          "--configs: unknown configuration '"
                              + UserText.show(name)
                              + "'; use no_cache, cow_only or full_cache, comma-separated"));
      wanted.add(preset);
    }
    if (!wanted.contains(CachePreset.FULL_CACHE)) {
      throw new IllegalArgumentException(
          "--configs must include full_cache: the Python ratio, the live heap and sample06 are "
              + "the full cache's figures");
    }
    return wanted;
  }

  private List<BenchWorkload> selectedWorkloads() {
    List<String> names = workloads.isEmpty() ? BenchWorkloads.NAMES : workloads;
    List<BenchWorkload> list = new ArrayList<>();
    for (String name : names) {
      list.add(
          switch (name) {
            case "d03" ->
                BenchWorkloads.d03(
                    DataReading.read(checkedData(), null, Map.of(), Precision.FLOAT32));
            case "sample06" ->
                BenchWorkloads.sample06(
                    DataReading.read(checkedData(), null, Map.of(), Precision.FLOAT32));
            case "branches" ->
                BenchWorkloads.branches(synthetic("--branches-size", branchesSize), components);
            case "large" -> BenchWorkloads.large(synthetic("--large-size", largeSize), components);
            default -> documentWorkload(name);
          });
    }
    return list;
  }

  /**
   * A workload that is a pipeline file, run on {@code --data}; other names are refused with the
   * list of valid ones.
   */
  private BenchWorkload documentWorkload(String name) {
    Path file = Path.of(name);
    if (!PIPELINE_FILE.matcher(name).matches() || !Files.isRegularFile(file)) {
      throw new IllegalArgumentException(
          "unknown workload "
              + UserText.quote(name)
              + "; valid: "
              + String.join(", ", BenchWorkloads.NAMES)
              + ", "
              + String.join(", ", BenchWorkloads.ON_REQUEST)
              + ", or a pipeline file (.json, .yaml, .yml, .sfpipe) run on --data");
    }
    return BenchWorkloads.document(
        file.getFileName().toString(),
        PipelineReader.read(file),
        DataReading.read(checkedData(), null, Map.of(), Precision.FLOAT32));
  }

  private org.spectraflow.engine.data.SpectroDataset fitsDataset() {
    return DataReading.read(checkedData(), null, Map.of(), Precision.FLOAT32);
  }

  private String checkedData() {
    if (!Datasets.DEMO.equals(data) && !Files.isDirectory(CommandInputs.dataFolder(data))) {
      throw new IllegalArgumentException("--data: not a folder: " + UserText.show(data));
    }
    return data;
  }

  private static SyntheticNirs synthetic(String option, String size) {
    String[] parts = size.strip().split("[xX]");
    if (parts.length != 2) {
      throw badSize(option, size, null);
    }
    try {
      return SyntheticNirs.defaults()
          .withSamples(Integer.parseInt(parts[0].strip()))
          .withWavelengths(Integer.parseInt(parts[1].strip()));
    } catch (NumberFormatException e) {
      throw badSize(option, size, e);
    }
  }

  private static IllegalArgumentException badSize(String option, String size, Exception cause) {
    return new IllegalArgumentException(
        option
            + " must look like 5000x2000 (samples x "
            + "features, each >= 2), was "
            + UserText.quote(size),
        cause);
  }
}
