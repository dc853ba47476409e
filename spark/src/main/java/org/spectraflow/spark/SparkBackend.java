package org.spectraflow.spark;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.PrintWriter;
import org.apache.spark.SparkConf;
import org.apache.spark.SparkContext;
import org.apache.spark.api.java.JavaSparkContext;
import org.spectraflow.cli.RunBackend;
import org.spectraflow.engine.run.RunRequest;
import org.spectraflow.engine.run.report.RunReport;
import org.spectraflow.engine.run.schedule.VariantRunner;
import picocli.CommandLine.Option;

/**
 * The command line's {@code run} on Spark (docs/scale-out.md): a {@link RunBackend} whose options
 * ({@code --master}, {@code --broadcast-limit-mb}) are added to the local {@code run}'s, so every
 * other option, the table, the JSON report and the exit codes are the local command's. It starts
 * (or joins) the Spark context, runs the variants on a {@link SparkVariantRunner}, prints one
 * progress line per finished task on stderr, and adds the report's {@code spark} section.
 */
final class SparkBackend implements RunBackend {

  /** How long a cluster may take to give the application its first executor. */
  static final long EXECUTOR_WAIT_MS = 120_000;

  private final boolean sparkInfo;

  /** A backend; {@code sparkInfo}: Spark's own log keeps its INFO lines, else WARN. */
  SparkBackend(boolean sparkInfo) {
    this.sparkInfo = sparkInfo;
  }

  @Option(
      names = "--master",
      paramLabel = "<url>",
      description = "Spark master (default: spark-submit's, else local[*])")
  String master;

  @Option(
      names = "--broadcast-limit-mb",
      paramLabel = "MB",
      defaultValue = "256",
      description = "broadcast datasets up to this size; larger ones are read from their path")
  long broadcastLimitMb;

  @Override
  public Session start(RunRequest request, String data, PrintWriter err) {
    if (broadcastLimitMb < 0) {
      throw new IllegalArgumentException(
          "--broadcast-limit-mb must be 0 or more, was " + broadcastLimitMb);
    }
    long asked = System.currentTimeMillis();
    SparkConf conf = conf(request);
    String url = conf.get("spark.master");
    MasterCheck.requireReachable(url);
    SparkContext context;
    try {
      context = SparkContext.getOrCreate(conf);
    } catch (RuntimeException e) {
      throw new IllegalStateException(
          "Spark could not start on master " + url + ": " + MasterCheck.reason(e), e);
    }
    // a context started before this call is someone else's (a test's, a notebook's): keep it open
    boolean joined = context.startTime() < asked;
    JavaSparkContext sc = JavaSparkContext.fromSparkContext(context);
    MasterVerdict verdict =
        MasterCheck.isLocal(url) ? MasterVerdict.deaf() : MasterVerdict.listen();
    if (!joined && !MasterCheck.isLocal(url)) {
      if (context.uiWebUrl().isDefined()) {
        err.println(
            "spark: application " + context.applicationId() + ", UI " + context.uiWebUrl().get());
        err.flush();
      }
      try {
        MasterCheck.awaitExecutors(context, url, EXECUTOR_WAIT_MS, verdict);
      } catch (RuntimeException e) {
        MasterVerdict.quietStop();
        verdict.close();
        sc.close();
        throw e;
      }
    }
    SparkSettings settings =
        new SparkSettings(
            data, broadcastLimitMb << 20, sc.getConf().getInt("spark.task.cpus", 1), false);
    SparkVariantRunner runner =
        new SparkVariantRunner(
            sc,
            settings,
            (done, planned) -> {
              err.println("spark: " + done + "/" + planned + " tasks done");
              err.flush();
            },
            verdict::reason);
    return new Session() {
      @Override
      public VariantRunner runner() {
        return runner;
      }

      @Override
      public void summarize(RunReport report, PrintWriter out) {
        SparkSection s = runner.lastSection();
        if (s != null) {
          out.println(s.summaryLine());
        }
      }

      @Override
      public void extend(ObjectNode root) {
        SparkSection s = runner.lastSection();
        if (s != null) {
          s.write(root.putObject("spark"));
        }
      }

      @Override
      public void close() {
        verdict.close();
        if (!joined) {
          sc.close();
        }
      }
    };
  }

  private SparkConf conf(RunRequest request) {
    SparkConf conf =
        new SparkConf().setAppName("SpectraFlow " + request.pipeline().name().orElse("sweep"));
    if (master != null) {
      conf.setMaster(master);
    } else if (!conf.contains("spark.master")) {
      conf.setMaster("local[*]");
    }
    String url = conf.get("spark.master");
    if (url.startsWith("local")) {
      conf.setIfMissing("spark.driver.host", "127.0.0.1");
      conf.setIfMissing("spark.driver.bindAddress", "127.0.0.1");
      conf.setIfMissing("spark.ui.enabled", "false");
    }
    if (!MasterCheck.isLocal(url)) {
      // java -jar: the executors fetch this jar from the driver (spark-submit lists it already)
      SparkLauncherMain.JobJar.location()
          .map(p -> p.toAbsolutePath().toUri().toString())
          .ifPresent(
              jar -> {
                String jars = conf.get("spark.jars", "");
                String name = jar.substring(jar.lastIndexOf('/') + 1);
                if (!jars.contains(name)) {
                  conf.set("spark.jars", jars.isBlank() ? jar : jars + "," + jar);
                }
              });
    }
    conf.setIfMissing("spark.log.level", sparkInfo ? "INFO" : "WARN");
    conf.setIfMissing("spark.ui.showConsoleProgress", "false");
    return conf;
  }
}
