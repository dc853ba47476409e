package org.spectraflow.spark;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.InstantSource;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.spark.SparkConf;
import org.apache.spark.api.java.JavaSparkContext;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.spectraflow.engine.cache.CacheConfig;
import org.spectraflow.engine.catalogue.OperatorRegistry;
import org.spectraflow.engine.data.Precision;
import org.spectraflow.engine.data.io.Datasets;
import org.spectraflow.engine.observe.RunEvent;
import org.spectraflow.engine.observe.RunEvents;
import org.spectraflow.engine.pipeline.PipelineReader;
import org.spectraflow.engine.run.PipelineRunner;
import org.spectraflow.engine.run.RunRequest;
import org.spectraflow.engine.run.report.RunReport;
import org.spectraflow.engine.run.report.RunReportJson;
import org.spectraflow.engine.run.report.RunStatus;

/**
 * The Spark runner against the local run, on one shared local[2] context (UI off, driver on
 * 127.0.0.1; local[2,4] lets a failed task be retried): the engine's orchestrator with a {@link
 * SparkVariantRunner}, and the command line's {@code run} on the same context.
 */
class SparkSweepTest {

  private static JavaSparkContext sc;

  @BeforeAll
  static void start() {
    SparkConf conf =
        new SparkConf()
            .setMaster("local[2,4]")
            .setAppName("SparkSweepTest")
            .set("spark.ui.enabled", "false")
            .set("spark.driver.bindAddress", "127.0.0.1")
            .set("spark.driver.host", "127.0.0.1")
            .set("spark.ui.showConsoleProgress", "false");
    sc = new JavaSparkContext(conf);
    sc.setLogLevel("ERROR");
  }

  @AfterAll
  static void stop() {
    sc.close();
  }

  private static String demo(String name) throws IOException {
    try (InputStream in =
        SparkSweepTest.class.getResourceAsStream("/org/spectraflow/demo/" + name)) {
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
  }

  private static RunRequest request(String name) throws IOException {
    return RunRequest.of(
            PipelineReader.read(demo(name), name), Datasets.open("demo", Precision.FLOAT32))
        .withCacheConfig(CacheConfig.defaults().withStepCacheEnabled(true));
  }

  private static SparkVariantRunner runner(SparkSettings settings) {
    return new SparkVariantRunner(sc, settings, (done, planned) -> {});
  }

  private static SparkSettings settings() {
    return new SparkSettings("demo", SparkSettings.DEFAULT_BROADCAST_LIMIT, 1, false);
  }

  private static RunReport onSpark(SparkVariantRunner runner, RunRequest r) {
    return new PipelineRunner(OperatorRegistry.standard(), runner).run(r);
  }

  @Test
  void d03OnSparkEqualsTheLocalRunAndComputesEachPrefixOnce() throws IOException {
    RunRequest r = request("d03-sweep.json");
    RunReport local = PipelineRunner.standard().run(r);
    RunEvents events = RunEvents.create(InstantSource.system());
    List<RunEvent> heard = new ArrayList<>();
    events.subscribe(heard::add, Runnable::run);
    SparkVariantRunner runner = runner(settings());
    RunReport spark = onSpark(runner, r.withEvents(events));
    assertThat(spark.variants()).isEqualTo(local.variants());
    assertThat(spark.best()).isEqualTo(local.best());
    assertThat(spark.status()).isEqualTo(RunStatus.COMPLETED);
    // 16 tasks of one preprocessing prefix each (8 x 2 cores), one PLS fit serving its four
    // sizes: at most one fit per prefix; a task on a warm cache of the executor may find its
    // data's fit there (locally two prefixes giving the same data, a correction before or after a
    // None, share one cache entry and one fit)
    assertThat(spark.modelFits()).isBetween(local.modelFits(), 16L);
    SparkSection s = runner.lastSection();
    assertThat(s.groups()).isEqualTo(16);
    assertThat(s.tasks()).hasSize(16);
    // each prefix computed at most once; the 12 whose smoothing is not None always are (their
    // last step is theirs alone); the others may find their correction in a warm cache
    assertThat(s.prefixComputations()).isBetween(12, 16);
    // the tasks' events reach the driver's dispatcher: each variant starts, then finishes
    Map<Integer, List<String>> perVariant = new HashMap<>();
    for (RunEvent e : heard) {
      if (e instanceof RunEvent.VariantStarted v) {
        perVariant.computeIfAbsent(v.variant(), k -> new ArrayList<>()).add("started");
      } else if (e instanceof RunEvent.VariantFinished v && !v.name().endsWith("(refit)")) {
        perVariant.computeIfAbsent(v.variant(), k -> new ArrayList<>()).add("finished");
      }
    }
    assertThat(perVariant).hasSize(64);
    perVariant.values().forEach(l -> assertThat(l).startsWith("started").endsWith("finished"));
    assertThat(heard.get(0)).isInstanceOf(RunEvent.RunStarted.class);
    assertThat(heard.get(heard.size() - 1)).isInstanceOf(RunEvent.RunFinished.class);
    System.out.printf(
        "D03 local %d ms, %d prefix misses; local[2] %d ms (run %d ms), %d groups, %d prefix"
            + " computations%n",
        local.wallMs(),
        local.stepCache().misses(),
        s.wallMs(),
        spark.wallMs(),
        s.groups(),
        s.prefixComputations());
  }

  @Test
  void branchDocumentWithATaskFailingOnceIsRetriedAndEqualsTheLocalRun() throws IOException {
    RunRequest r = request("branches.json");
    RunReport local = PipelineRunner.standard().run(r);
    RunReport spark = onSpark(runner(settings().injectingFailureOnce()), r);
    assertThat(spark.variants()).isEqualTo(local.variants());
    assertThat(spark.best()).isEqualTo(local.best());
  }

  @Test
  void cancellingAfterTheFirstFinishedVariantKeepsTheFinishedVariants() throws IOException {
    RunRequest r = request("d03-sweep.json");
    RunReport local = PipelineRunner.standard().run(r);
    RunEvents events = RunEvents.create(InstantSource.system());
    RunRequest cancellable = r.withEvents(events);
    events.subscribe(
        e -> {
          if (e instanceof RunEvent.VariantFinished) {
            cancellable.cancellation().cancel();
          }
        },
        Runnable::run);
    RunReport spark = onSpark(runner(settings()), cancellable);
    assertThat(spark.status()).isEqualTo(RunStatus.CANCELLED);
    assertThat(spark.variants()).isNotEmpty().hasSizeLessThan(64);
    spark.variants().forEach(v -> assertThat(v).isEqualTo(local.variant(v.index())));
  }

  @Test
  void theCommandLineRunsOnSparkWithTheLocalOptionsAndWritesTheSparkSection(@TempDir Path dir)
      throws IOException {
    Path doc = Files.writeString(dir.resolve("d03.json"), demo("d03-sweep.json"));
    Path report = dir.resolve("r.json");
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    int code =
        SparkMain.commandLine()
            .setOut(new PrintWriter(out, true))
            .setErr(new PrintWriter(err, true))
            .execute(
                "run",
                doc.toString(),
                "--data",
                "demo",
                "--master",
                "local[2]",
                "--threads",
                "2",
                "-v",
                "1",
                "--report",
                report.toString());
    assertThat(code).as(err.toString()).isZero();
    assertThat(err.toString()).contains("spark: 16/16 tasks done");
    assertThat(out.toString())
        .containsPattern("spark: 16 groups on 2 cores, 1[2-6] prefix computations");
    JsonNode json = new ObjectMapper().readTree(report.toFile());
    assertThat(json.get("variants")).hasSize(64);
    assertThat(json.get("spark").get("groups").asInt()).isEqualTo(16);
    assertThat(json.get("spark").get("per_task")).hasSize(16);
    RunReport local = PipelineRunner.standard().run(request("d03-sweep.json"));
    for (JsonNode v : json.get("variants")) {
      assertThat(v.get("status").asText()).isEqualTo("ok");
    }
    // no cache flag: the step cache is on by default, as locally (at most 2 x the local run's 14)
    assertThat(json.get("transformer_applications").asInt()).isLessThanOrEqualTo(28);
    assertThat(json.get("variants"))
        .isEqualTo(new ObjectMapper().readTree(RunReportJson.write(local, false)).get("variants"));
    assertThat(json.get("best").get("variant").asInt())
        .isEqualTo(local.bestModel().orElseThrow().variant());
    assertThat(json.get("best").get("score").asDouble())
        .isEqualTo(local.bestModel().orElseThrow().score());
    int bad =
        SparkMain.commandLine()
            .setErr(new PrintWriter(err, true))
            .execute("run", doc.toString(), "--broadcast-limit-mb", "-1");
    assertThat(bad).isEqualTo(1);
    assertThat(err.toString()).contains("error: --broadcast-limit-mb must be 0 or more, was -1");
  }
}
