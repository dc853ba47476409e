package org.spectraflow.cli;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.InstantSource;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.Callable;
import org.spectraflow.cli.plot.ChartFiles;
import org.spectraflow.cli.plot.RunPlots;
import org.spectraflow.cli.plot.SpectraPlots;
import org.spectraflow.engine.cache.CacheConfig;
import org.spectraflow.engine.cache.CacheConfigJson;
import org.spectraflow.engine.cache.disk.DiskStepCache;
import org.spectraflow.engine.catalogue.OperatorRegistry;
import org.spectraflow.engine.data.Precision;
import org.spectraflow.engine.data.SpectroDataset;
import org.spectraflow.engine.files.AtomicFiles;
import org.spectraflow.engine.files.OutputGuard;
import org.spectraflow.engine.history.HistoryEntry;
import org.spectraflow.engine.history.RunHistory;
import org.spectraflow.engine.history.RunToKeep;
import org.spectraflow.engine.observe.ObservabilityLog;
import org.spectraflow.engine.observe.RunEvent;
import org.spectraflow.engine.observe.RunEvents;
import org.spectraflow.engine.observe.jfr.FlightRecording;
import org.spectraflow.engine.observe.jfr.JfrRunListener;
import org.spectraflow.engine.observe.jfr.RunInputsEvent;
import org.spectraflow.engine.pipeline.PipelineDocument;
import org.spectraflow.engine.pipeline.PipelineReader;
import org.spectraflow.engine.pipeline.PipelineWriter;
import org.spectraflow.engine.pipeline.StepShapes;
import org.spectraflow.engine.results.ModelSummaries;
import org.spectraflow.engine.results.PredictionsCsv;
import org.spectraflow.engine.results.ResultsCsv;
import org.spectraflow.engine.run.PipelineRunner;
import org.spectraflow.engine.run.RunOptions;
import org.spectraflow.engine.run.RunRequest;
import org.spectraflow.engine.run.RunResult;
import org.spectraflow.engine.run.check.PipelineWarnings;
import org.spectraflow.engine.run.report.RunReport;
import org.spectraflow.engine.run.report.RunReportJson;
import org.spectraflow.engine.run.report.RunStatus;
import org.spectraflow.engine.run.schedule.VariantRunner;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code run <document>}: runs a pipeline on a dataset folder or the demo data and prints a table
 * of the variants' scores and the best model; optionally writes the JSON report. With {@code -v 1}
 * and {@code -v 2} it prints nirs4all's observability lines; {@code --plot} writes charts. Exit
 * codes: 0 when at least one variant succeeded, 1 on bad input or when every variant failed (or
 * fail-fast stopped the run). The variants run on a {@link RunBackend}: this JVM's threads, or a
 * cluster's runner with the same options, events and report.
 */
@Command(
    name = "run",
    mixinStandardHelpOptions = true,
    description = "Run a nirs4all pipeline document and report every variant's scores.")
public final class RunCommand implements Callable<Integer> {

  private final RunBackend backend;

  @Spec picocli.CommandLine.Model.CommandSpec spec;

  @Parameters(index = "0", paramLabel = "<document>", description = "pipeline file (.json, .yaml)")
  Path document;

  @Option(
      names = "--data",
      paramLabel = "<folder>|demo",
      defaultValue = "demo",
      description = "dataset folder or 'demo' (default)")
  String data;

  @Option(names = "--reader", paramLabel = "<id>", description = DataReading.READER_HELP)
  String reader;

  @Option(names = "--cache", paramLabel = "<config.json>", description = "CacheConfig JSON file")
  Path cache;

  @Option(
      names = "--step-cache",
      paramLabel = "on|off",
      description = "override step_cache_enabled (default on; off: nirs4all's default)")
  OnOff stepCache;

  @Option(
      names = "--cache-dir",
      paramLabel = "<folder>",
      description =
          "keep step-cache entries in this folder between runs and processes (step_cache_dir)")
  Path cacheDir;

  @Option(
      names = "--cache-dir-size",
      paramLabel = "<size>",
      description = "bound of the --cache-dir folder, e.g. 500MB, 2GB (default 2GB)")
  String cacheDirSize;

  @Option(names = "--cow", paramLabel = "on|off", description = "override use_cow_snapshots")
  OnOff cow;

  @Option(
      names = "--precision",
      defaultValue = "float32",
      description = "float32 (default, as nirs4all) or float64")
  String precision;

  @Option(names = "--report", paramLabel = "<out.json>", description = "write the JSON report")
  Path report;

  @Option(
      names = "--plot",
      paramLabel = "<folder>",
      description = "write charts (scores, predicted vs actual, memory) as PNG and SVG")
  Path plot;

  @Option(
      names = "--jfr",
      paramLabel = "<out.jfr>",
      description =
          "record the run to a flight recording: SpectraFlow's events and the JDK's (GC,"
              + " allocation samples, CPU load, heap, threads); the studio reopens it")
  Path jfr;

  @Option(names = "--predictions", description = "include test predictions in the JSON report")
  boolean predictions;

  @Option(
      names = "--diagnostics",
      description =
          "compute model diagnostics (components curve, VIP, coefficients, Hotelling T², Q)"
              + " for the report and --plot")
  boolean diagnostics;

  @Option(
      names = "--results-csv",
      paramLabel = "<out.csv>",
      description = "write one row per model (scores, R², bias, SEP, RPD, n, best) as CSV")
  Path resultsCsv;

  @Option(
      names = "--predictions-csv",
      paramLabel = "<out.csv>",
      description =
          "write every model's predictions per sample (sample, partition, fold, y_true, y_pred)"
              + " as CSV; keeps the out-of-fold predictions (turns --diagnostics on)")
  Path predictionsCsv;

  @Option(
      names = "--save-model",
      paramLabel = "<model.sfmodel>",
      description = "save the final model (the best variant refitted on the training set)")
  Path saveModel;

  @Option(
      names = "--save-model-variant",
      paramLabel = "N",
      description = "with --save-model: save variant N's refitted model instead of the best")
  Integer saveModelVariant;

  @Option(
      names = "--history",
      arity = "0..1",
      fallbackValue = "",
      paramLabel = "<folder>",
      description =
          "keep the run (report, events, document, cache configuration) in the run history;"
              + " default folder: the studio's (docs/history.md)")
  String history;

  @Option(
      names = "--history-size",
      paramLabel = "<size>",
      description = "with --history: bound of the history folder, e.g. 500MB (default 500MB)")
  String historySize;

  @Option(
      names = "--notes",
      paramLabel = "<text>",
      description = "with --history: notes kept with the run")
  String notes;

  @Option(
      names = {"-v", "--verbose"},
      paramLabel = "0|1|2",
      defaultValue = "0",
      description = "1: step-cache line; 2: also one line per step")
  int verbosity;

  @Option(
      names = "--dry-run",
      description =
          "estimate the run's duration (one small probe fit per model kind and one per"
              + " transform configuration on the data, the variants' fits and transforms with"
              + " the step cache's sharing) and stop without running")
  boolean dryRun;

  @Option(names = "--fail-fast", description = "stop at the first failing variant")
  boolean failFast;

  @Option(
      names = "--max-variants",
      paramLabel = "N",
      defaultValue = "10000",
      description = "refuse documents with more variants (default: ${DEFAULT-VALUE})")
  long maxVariants;

  @Option(
      names = "--threads",
      paramLabel = "N",
      description =
          "worker threads running variants (default: every core, here "
              + "${DEFAULT-VALUE}); scores do not depend on it")
  int threads = RunOptions.allCores();

  /** The command on this JVM's threads. */
  RunCommand() {
    this(RunBackend.LOCAL);
  }

  /** The command with its variants run on {@code backend}. */
  public RunCommand(RunBackend backend) {
    this.backend = Objects.requireNonNull(backend, "backend");
  }

  /** An on/off switch value. */
  enum OnOff {
    on,
    off
  }

  @Override
  public Integer call() {
    document = CommandInputs.document(document);
    OptionRange.require("--max-variants", maxVariants);
    OptionRange.require("--verbose", verbosity);
    OptionRange.require("--threads", threads);
    OutputGuard guard =
        OutputGuard.of()
            .withFile(document, "the pipeline document")
            .withFile(cache, "the --cache file")
            .withFolder(CommandInputs.dataFolder(data), "the --data folder");
    if (report != null) {
      report = guard.requireFile(report, "--report");
    }
    if (jfr != null) {
      jfr = guard.requireFile(jfr, "--jfr");
    }
    if (resultsCsv != null) {
      resultsCsv = guard.requireFile(resultsCsv, "--results-csv");
    }
    if (predictionsCsv != null) {
      predictionsCsv = guard.requireFile(predictionsCsv, "--predictions-csv");
    }
    if (saveModelVariant != null && saveModel == null) {
      throw new IllegalArgumentException("--save-model-variant needs --save-model <file>");
    }
    if (saveModel != null) {
      saveModel = guard.requireFile(saveModel, "--save-model");
      if (saveModelVariant != null) {
        OptionRange.require("--save-model-variant", saveModelVariant);
      }
    }
    RunHistory keeper = historyKeeper();
    if (plot != null) {
      guard.requireFolder(plot, "--plot");
      ChartFiles.in(plot);
    }
    PipelineDocument doc = PipelineReader.read(document);
    StepShapes.requireKnownKeys(doc);
    PipelineWarnings.of(doc).forEach(spec.commandLine().getErr()::println);
    CacheConfig config = cacheConfig();
    SpectroDataset dataset = DataReading.read(data, reader, Map.of(), Precision.parse(precision));
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    if (dryRun) {
      return DryRun.print(doc, dataset, config.stepCacheEnabled(), maxVariants, threads, out, err);
    }
    RunEvents events = RunEvents.create(InstantSource.system());
    FlightRecording flight = jfr == null ? null : startRecording(doc, config);
    JfrRunListener.attach(events);
    events.subscribe(
        new ObservabilityLog(
            config, verbosity, out::println, err::println, cache != null || stepCache == OnOff.on),
        Runnable::run);
    if (System.console() != null) {
      events.subscribe(
          new ProgressBar(
              err, DryRun.etaModel(doc, dataset, config.stepCacheEnabled(), maxVariants, threads)),
          Runnable::run);
    }
    List<RunEvent> recorded = Collections.synchronizedList(new ArrayList<>());
    if (keeper != null) {
      events.subscribe(recorded::add, Runnable::run);
    }
    RunOptions options =
        RunOptions.defaults()
            .withMaxVariants(maxVariants)
            .withFailFast(failFast)
            .withThreads(threads)
            .withDiagnostics(diagnostics || predictionsCsv != null);
    RunRequest request =
        RunRequest.of(doc, dataset).withCacheConfig(config).withOptions(options).withEvents(events);
    try (FlightRecording recording = flight;
        CancelOnInterrupt interrupt = CancelOnInterrupt.install();
        RunBackend.Session session = backend.start(request, data, err)) {
      VariantRunner runner = session.runner();
      PipelineRunner engine =
          runner == null
              ? PipelineRunner.standard()
              : new PipelineRunner(OperatorRegistry.standard(), runner);
      RunRequest cancellable = request.withCancellation(interrupt.token());
      RunResult kept = saveModel == null ? null : engine.runKeepingModels(cancellable);
      RunReport result = kept == null ? engine.run(cancellable) : kept.report();
      if (recording != null) {
        recording.finish(jfr);
        out.println("wrote " + jfr);
      }
      EndOfRunTable.print(result, out);
      session.summarize(result, out);
      if (report != null) {
        // streamed entry by entry: a Spark run's variants are read back from its spill
        ObjectNode root = RunReportJson.head(result);
        session.extend(root);
        root.set("document", RunReportJson.documentTree(PipelineWriter.toJson(doc)));
        RunReportJson.write(root, result, predictions, report);
      }
      if (keeper != null) {
        keep(keeper, result, doc, dataset, recorded, out, err);
      }
      if (resultsCsv != null) {
        AtomicFiles.writeString(resultsCsv, ResultsCsv.write(ModelSummaries.of(result)));
      }
      if (predictionsCsv != null) {
        AtomicFiles.writeString(predictionsCsv, PredictionsCsv.write(result));
      }
      if (plot != null) {
        RunPlots.write(result, plot).forEach(p -> out.println("wrote " + p));
        SpectraPlots.write(result, doc, dataset, config, plot, err::println)
            .forEach(p -> out.println("wrote " + p));
      }
      if (kept != null && result.status() != RunStatus.FAILED) {
        SavedModels.save(
            kept,
            saveModelVariant,
            () ->
                engine.runKeepingModels(
                    cancellable.withEvents(RunEvents.create(InstantSource.system())),
                    i -> i == saveModelVariant),
            saveModel,
            dataset,
            SavedModels.text(document),
            out);
      }
      out.flush();
      return exitCode(result, err);
    }
  }

  /** Starts the {@code --jfr} recording, headed by what this run reads. */
  private FlightRecording startRecording(PipelineDocument doc, CacheConfig config) {
    FlightRecording recording = FlightRecording.start("SpectraFlow run");
    DataReading.Source source = DataReading.source(data, reader);
    new RunInputsEvent(
            PipelineWriter.toJson(doc),
            source.reader(),
            source.path(),
            Precision.parse(precision).label(),
            CacheConfigJson.write(config))
        .commit();
    return recording;
  }

  private RunHistory historyKeeper() {
    if (history == null) {
      if (historySize != null || notes != null) {
        throw new IllegalArgumentException(
            (historySize != null ? "--history-size" : "--notes") + " needs --history");
      }
      return null;
    }
    long bound =
        historySize == null
            ? RunHistory.DEFAULT_MAX_BYTES
            : SizeOption.mebibytes("--history-size", historySize) * 1024L * 1024L;
    return new RunHistory(HistoryInputs.folder(history.isBlank() ? null : Path.of(history)), bound);
  }

  private void keep(
      RunHistory keeper,
      RunReport result,
      PipelineDocument doc,
      SpectroDataset dataset,
      List<RunEvent> recorded,
      PrintWriter out,
      PrintWriter err) {
    List<RunEvent> events;
    synchronized (recorded) {
      events = List.copyOf(recorded);
    }
    try {
      HistoryEntry entry =
          keeper.keep(
              new RunToKeep(
                  result,
                  RunReportJson.write(result, predictions),
                  PipelineWriter.toJson(doc),
                  RunToKeep.fingerprint(dataset),
                  events,
                  "cli",
                  notes,
                  Map.of()));
      out.println("kept in history: " + entry.id());
    } catch (RuntimeException e) {
      err.println("warning: the run was not kept in the history: " + e.getMessage());
    }
  }

  private CacheConfig cacheConfig() {
    CacheConfig config =
        cache == null ? CacheConfig.spectraflowDefaults() : CacheConfigJson.read(cache);
    if (stepCache != null) {
      config = config.withStepCacheEnabled(stepCache == OnOff.on);
    }
    if (cow != null) {
      config = config.withUseCowSnapshots(cow == OnOff.on);
    }
    if (cacheDir != null) {
      config = config.withStepCacheDir(cacheDir.toString());
    }
    if (cacheDirSize != null) {
      config = config.withStepCacheDirMaxMb(SizeOption.mebibytes("--cache-dir-size", cacheDirSize));
    }
    config.stepCacheDirPath().ifPresent(DiskStepCache::requireUsableFolder);
    return config;
  }

  private static int exitCode(RunReport r, PrintWriter err) {
    if (r.status() == RunStatus.FAILED || r.variants().stream().noneMatch(v -> v.ok())) {
      err.println(
          "error: "
              + (r.error() != null
                  ? r.error()
                  : "every variant failed; first: " + r.variants().get(0).error()));
      err.flush();
      return 1;
    }
    return r.status() == RunStatus.CANCELLED ? 130 : 0;
  }
}
