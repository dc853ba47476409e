package org.spectraflow.spark;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.atomic.AtomicInteger;
import org.apache.spark.SparkConf;
import org.apache.spark.api.java.JavaSparkContext;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.spectraflow.engine.cache.CacheConfig;
import org.spectraflow.engine.data.Precision;
import org.spectraflow.engine.data.io.Datasets;
import org.spectraflow.engine.pipeline.PipelineReader;
import org.spectraflow.engine.run.CancellationToken;
import org.spectraflow.engine.run.PipelineRunner;
import org.spectraflow.engine.run.RunRequest;
import org.spectraflow.engine.run.report.RunReport;
import org.spectraflow.engine.run.report.RunStatus;

/**
 * The Spark runner against the local run, on one shared local[2] context (UI off, driver on
 * 127.0.0.1; local[2,4] lets a failed task be retried).
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

  private static RunRequest request(String demo) throws IOException {
    try (InputStream in =
        SparkSweepTest.class.getResourceAsStream("/org/spectraflow/demo/" + demo)) {
      String text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
      return RunRequest.of(
              PipelineReader.read(text, demo), Datasets.open("demo", Precision.FLOAT32))
          .withCacheConfig(CacheConfig.defaults().withStepCacheEnabled(true));
    }
  }

  private static SparkSweep.Result spark(
      SparkSweep sweep, RunRequest r, CancellationToken t, AtomicInteger done) {
    return sweep.run(r, "demo", t, n -> {}, done::set);
  }

  @Test
  void d03OnSparkEqualsTheLocalRunAndComputesEachPrefixOnce() throws IOException {
    RunRequest r = request("d03-sweep.json");
    RunReport local = PipelineRunner.standard().run(r);
    AtomicInteger done = new AtomicInteger();
    SparkSweep.Result s =
        spark(
            new SparkSweep(sc, SparkSweep.DEFAULT_BROADCAST_LIMIT),
            r,
            new CancellationToken(),
            done);
    assertThat(s.report().variants()).isEqualTo(local.variants());
    assertThat(s.report().best()).isEqualTo(local.best());
    assertThat(s.report().status()).isEqualTo(RunStatus.COMPLETED);
    assertThat(s.spark().prefixComputations()).isEqualTo(16);
    assertThat(s.spark().tasks()).hasSize(s.spark().groups());
    assertThat(s.spark().groups()).isGreaterThanOrEqualTo(4);
    assertThat(done.get()).isPositive().isLessThanOrEqualTo(s.spark().groups());
    System.out.printf(
        "D03 local %d ms, %d misses; local[2] %d ms, %d groups, %d prefix" + " computations%n",
        local.wallMs(),
        local.stepCache().misses(),
        s.spark().wallMs(),
        s.spark().groups(),
        s.spark().prefixComputations());
  }

  @Test
  void branchDocumentWithATaskFailingOnceIsRetriedAndEqualsTheLocalRun() throws IOException {
    RunRequest r = request("branches.json");
    RunReport local = PipelineRunner.standard().run(r);
    SparkSweep.Result s =
        spark(
            new SparkSweep(sc, SparkSweep.DEFAULT_BROADCAST_LIMIT).injectingFailureOnce(),
            r,
            new CancellationToken(),
            new AtomicInteger());
    assertThat(s.report().variants()).isEqualTo(local.variants());
    assertThat(s.report().best()).isEqualTo(local.best());
  }

  @Test
  void cancellingAfterTheFirstTaskKeepsTheFinishedVariants() throws IOException {
    RunRequest r = request("d03-sweep.json");
    RunReport local = PipelineRunner.standard().run(r);
    CancellationToken token = new CancellationToken();
    SparkSweep.Result s =
        new SparkSweep(sc, SparkSweep.DEFAULT_BROADCAST_LIMIT)
            .run(r, "demo", token, n -> {}, n -> token.cancel());
    assertThat(s.report().status()).isEqualTo(RunStatus.CANCELLED);
    assertThat(s.report().variants()).isNotEmpty().hasSizeLessThan(64);
    s.report()
        .variants()
        .forEach(
            v ->
                assertThat(v.models().get(0).test())
                    .isEqualTo(local.variant(v.index()).models().get(0).test()));
  }
}
