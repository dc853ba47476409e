package org.spectraflow.spark;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicInteger;
import org.apache.spark.SparkConf;
import org.apache.spark.api.java.JavaSparkContext;
import org.spectraflow.cli.CancelOnInterrupt;
import org.spectraflow.cli.RunSummary;
import org.spectraflow.engine.cache.CacheConfig;
import org.spectraflow.engine.cache.CacheConfigJson;
import org.spectraflow.engine.data.Precision;
import org.spectraflow.engine.data.SpectroDataset;
import org.spectraflow.engine.data.io.Datasets;
import org.spectraflow.engine.pipeline.PipelineDocument;
import org.spectraflow.engine.pipeline.PipelineReader;
import org.spectraflow.engine.run.RunOptions;
import org.spectraflow.engine.run.RunRequest;
import org.spectraflow.engine.run.report.RunReport;
import org.spectraflow.engine.run.report.RunReportJson;
import org.spectraflow.engine.run.report.RunStatus;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code run <document>} on Spark: the local {@code run}'s options, table and JSON report, plus
 * {@code --master} and the report's {@code spark} section. Progress is one line per finished task
 * on stderr; Ctrl-C cancels the job and reports the finished variants. Exit codes as the local run:
 * 0, 1 on bad input or when every variant failed, 130 when cancelled.
 */
@Command(
    name = "run",
    mixinStandardHelpOptions = true,
    description = "Run a nirs4all pipeline document on Spark and report every variant's scores.")
final class SparkRunCommand implements Callable<Integer> {

  @Spec picocli.CommandLine.Model.CommandSpec spec;

  @Parameters(index = "0", paramLabel = "<document>", description = "pipeline file (.json, .yaml)")
  Path document;

  @Option(
      names = "--data",
      paramLabel = "<folder>|<uri>|demo",
      defaultValue = "demo",
      description = "dataset folder, a Hadoop URI every node reads (hdfs://, s3a://), or demo")
  String data;

  @Option(
      names = "--master",
      paramLabel = "<url>",
      description = "Spark master (default: spark-submit's, else local[*])")
  String master;

  @Option(names = "--cache", paramLabel = "<config.json>", description = "CacheConfig JSON file")
  Path cache;

  @Option(
      names = "--step-cache",
      paramLabel = "on|off",
      description = "override step_cache_enabled")
  String stepCache;

  @Option(names = "--cow", paramLabel = "on|off", description = "override use_cow_snapshots")
  String cow;

  @Option(
      names = "--precision",
      defaultValue = "float32",
      description = "float32 (default, as nirs4all) or float64")
  String precision;

  @Option(names = "--report", paramLabel = "<out.json>", description = "write the JSON report")
  Path report;

  @Option(names = "--predictions", description = "include test predictions in the JSON report")
  boolean predictions;

  @Option(
      names = "--max-variants",
      paramLabel = "N",
      defaultValue = "10000",
      description = "refuse documents with more variants (default: ${DEFAULT-VALUE})")
  long maxVariants;

  @Option(
      names = "--broadcast-limit-mb",
      paramLabel = "MB",
      defaultValue = "256",
      description = "broadcast datasets up to this size; larger ones are read from their path")
  long broadcastLimitMb;

  @Override
  public Integer call() {
    if (!Files.isRegularFile(document)) {
      throw new IllegalArgumentException("pipeline file not found: " + document);
    }
    PipelineDocument doc = PipelineReader.read(document);
    CacheConfig config = cache == null ? CacheConfig.defaults() : CacheConfigJson.read(cache);
    if (stepCache != null) {
      config = config.withStepCacheEnabled(onOff("--step-cache", stepCache));
    }
    if (cow != null) {
      config = config.withUseCowSnapshots(onOff("--cow", cow));
    }
    SpectroDataset dataset =
        data.contains("://") ? null : Datasets.open(data, Precision.parse(precision));
    if (dataset == null) {
      throw new IllegalArgumentException(
          "--data "
              + data
              + ": the driver reads the dataset too;"
              + " give a folder the driver sees (the executors read the same path)");
    }
    RunRequest request =
        RunRequest.of(doc, dataset)
            .withCacheConfig(config)
            .withOptions(RunOptions.defaults().withMaxVariants(maxVariants));
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    SparkConf conf = new SparkConf().setAppName("SpectraFlow " + doc.name().orElse("sweep"));
    if (master != null) {
      conf.setMaster(master);
    } else if (!conf.contains("spark.master")) {
      conf.setMaster("local[*]");
    }
    conf.setIfMissing("spark.ui.showConsoleProgress", "false");
    try (JavaSparkContext sc = new JavaSparkContext(conf);
        CancelOnInterrupt interrupt = CancelOnInterrupt.install()) {
      sc.setLogLevel("WARN");
      AtomicInteger planned = new AtomicInteger();
      SparkSweep.Result result =
          new SparkSweep(sc, broadcastLimitMb << 20)
              .run(
                  request,
                  data,
                  interrupt.token(),
                  planned::set,
                  n -> err.println("spark: " + n + "/" + planned.get() + " tasks done"));
      RunReport r = result.report();
      RunSummary.print(r, out);
      out.println(
          "spark: "
              + result.spark().groups()
              + " groups on "
              + result.spark().cores()
              + " cores, "
              + result.spark().prefixComputations()
              + " prefix computations, wall "
              + result.spark().wallMs()
              + " ms");
      if (report != null) {
        write(r, result.spark(), predictions, report);
      }
      out.flush();
      err.flush();
      if (r.variants().isEmpty() || r.variants().stream().noneMatch(v -> v.ok())) {
        err.println(
            "error: "
                + (r.error() != null
                    ? r.error()
                    : "every variant failed; first: " + r.variants().get(0).error()));
        return 1;
      }
      return r.status() == RunStatus.CANCELLED ? 130 : 0;
    }
  }

  private static boolean onOff(String option, String value) {
    if (!value.equals("on") && !value.equals("off")) {
      throw new IllegalArgumentException(option + " must be on or off, was " + value);
    }
    return value.equals("on");
  }

  /** Writes the local report's JSON with the {@code spark} section added. */
  static void write(RunReport r, SparkSection spark, boolean predictions, Path file) {
    ObjectNode tree = RunReportJson.tree(r, predictions);
    spark.write(tree.putObject("spark"));
    try {
      Files.writeString(
          file,
          new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT).writeValueAsString(tree));
    } catch (IOException e) {
      throw new UncheckedIOException("cannot write the report " + file, e);
    }
  }
}
