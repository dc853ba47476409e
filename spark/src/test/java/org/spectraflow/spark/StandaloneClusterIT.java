package org.spectraflow.spark;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.spectraflow.engine.cache.CacheConfig;
import org.spectraflow.engine.data.Precision;
import org.spectraflow.engine.data.io.Datasets;
import org.spectraflow.engine.pipeline.PipelineReader;
import org.spectraflow.engine.run.PipelineRunner;
import org.spectraflow.engine.run.RunRequest;
import org.spectraflow.engine.run.report.RunReport;
import org.spectraflow.engine.run.report.RunReportJson;

/**
 * A real standalone Spark cluster (docs/scale-out.md, "Tested on a real cluster"): a Master and a
 * Worker on 127.0.0.1, started from Spark's own jars (the build's {@code spark-lib/}) as separate
 * JVMs, run the job jar with {@code java -jar} and no cache flag; its variants must equal the local
 * engine's run of the same document (same JSON, so bit-identical doubles) with at most 28
 * transformer applications (twice the local run's 14); {@code local[2]} is SparkSweepTest's. Runs
 * after {@code package} (the surefire execution {@code cluster}); skips when the job jar is missing
 * or the cluster cannot start on this machine; every process it starts is stopped by its handle,
 * whatever happens.
 */
class StandaloneClusterIT {

  private static final long START_TIMEOUT_S = 90;
  private static final long RUN_TIMEOUT_S = 240;
  private static final int MAX_TRANSFORMER_APPLICATIONS = 28;

  @TempDir static Path dir;
  private static final List<Process> started = new ArrayList<>();
  private static Path jobJar;
  private static Path sparkLib;
  private static String masterUrl;
  private static JsonNode local;

  @BeforeAll
  static void startCluster() throws Exception {
    jobJar = Path.of(System.getProperty("spectraflow.jobJar", "target/none.jar"));
    sparkLib = Path.of(System.getProperty("spectraflow.sparkLib", "target/spark-lib"));
    assumeTrue(Files.isRegularFile(jobJar), "no job jar at " + jobJar + " (run after package)");
    assumeTrue(Files.isDirectory(sparkLib), "no Spark jars at " + sparkLib);
    Path home = Files.createDirectories(dir.resolve("spark-home"));
    try {
      Files.createSymbolicLink(home.resolve("jars"), sparkLib.toAbsolutePath());
    } catch (IOException | UnsupportedOperationException e) {
      assumeTrue(false, "cannot link Spark's jars into a SPARK_HOME: " + e);
    }
    int port = freePort();
    masterUrl = "spark://127.0.0.1:" + port;
    Path masterLog = dir.resolve("master.log");
    start(
        List.of(
            "org.apache.spark.deploy.master.Master",
            "--host",
            "127.0.0.1",
            "--port",
            Integer.toString(port),
            "--webui-port",
            Integer.toString(freePort())),
        home,
        masterLog);
    assumeTrue(
        awaitLine(masterLog, "I have been elected leader"),
        "the standalone master did not start: " + tail(masterLog));
    Path workerLog = dir.resolve("worker.log");
    start(
        List.of(
            "org.apache.spark.deploy.worker.Worker",
            "--host",
            "127.0.0.1",
            "--cores",
            "2",
            "--memory",
            "1g",
            "--webui-port",
            Integer.toString(freePort()),
            "--work-dir",
            Files.createDirectories(dir.resolve("work")).toString(),
            masterUrl),
        home,
        workerLog);
    assumeTrue(
        awaitLine(workerLog, "Successfully registered with master"),
        "the standalone worker did not register: " + tail(workerLog));
    local = localVariants();
  }

  @AfterAll
  static void stopCluster() throws InterruptedException {
    // the worker first (it stops its executors), then the master; descendants by their handles
    for (int i = started.size() - 1; i >= 0; i--) {
      Process p = started.get(i);
      p.descendants().forEach(ProcessHandle::destroy);
      p.destroy();
      if (!p.waitFor(15, TimeUnit.SECONDS)) {
        p.descendants().forEach(ProcessHandle::destroyForcibly);
        p.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
      }
    }
    started.clear();
  }

  @Test
  @Timeout(value = 5, unit = TimeUnit.MINUTES)
  void theJobJarRunsOnAStandaloneClusterBitIdenticalToTheLocalRun() throws Exception {
    JsonNode report = runJobJar(masterUrl, "cluster");
    assertThat(report.get("variants")).isEqualTo(local.get("variants"));
    assertThat(report.get("best")).isEqualTo(local.get("best"));
    assertThat(report.get("transformer_applications").asInt())
        .isLessThanOrEqualTo(MAX_TRANSFORMER_APPLICATIONS);
    JsonNode spark = report.get("spark");
    assertThat(spark.get("master").asText()).isEqualTo(masterUrl);
    assertThat(spark.get("executors").asInt()).isEqualTo(1);
    for (JsonNode t : spark.get("per_task")) {
      assertThat(t.get("executor").asText()).isNotEqualTo("driver");
    }
  }

  /**
   * Executors that cannot start (a thread stack size no JVM accepts: each executor JVM exits at
   * once; Spark starts executors with {@code -XX:+IgnoreUnrecognizedVMOptions}, so an unknown
   * option would not do). The master relaunches them for ever (each reports RUNNING before it
   * exits, which resets its retry count), so without the driver's own check the run would wait for
   * its 120 s executor timeout; instead it stops after 3 lost executors, deterministically and in
   * seconds, with one {@code error:} line naming the master URL and the executors' exit, and no
   * stack trace.
   */
  @Test
  @Timeout(value = 5, unit = TimeUnit.MINUTES)
  void executorsThatCannotStartGiveOneErrorLineNamingTheMaster() throws Exception {
    Launched run =
        launch(masterUrl, "refused", List.of("-Dspark.executor.extraJavaOptions=-Xss1k"));
    assertThat(run.exit()).as(run.out()).isNotZero();
    List<String> errors = run.out().lines().filter(l -> l.startsWith("error:")).toList();
    assertThat(errors).as(run.out()).hasSize(1);
    assertThat(errors.get(0))
        .contains(masterUrl)
        .contains("cannot start an executor for the application")
        .contains("Command exited with code 1");
    assertThat(run.out()).doesNotContain("\tat ").doesNotContain(" INFO ");
  }

  /**
   * An application asking for more memory per executor than the worker has (64 GB of a 1 GB
   * worker): the master only leaves it waiting, so the driver asks the master what its workers
   * offer and stops at once, with one {@code error:} line naming the master URL, what was asked,
   * what the worker offers and the option to change, instead of the 120 s wait.
   */
  @Test
  @Timeout(value = 5, unit = TimeUnit.MINUTES)
  void anApplicationNoWorkerCanHoldGivesOneErrorLineWithWhatItAsksAndWhatTheWorkerOffers()
      throws Exception {
    Launched run = launch(masterUrl, "too-big", List.of("-Dspark.executor.memory=64g"));
    assertThat(run.exit()).as(run.out()).isNotZero();
    List<String> errors = run.out().lines().filter(l -> l.startsWith("error:")).toList();
    assertThat(errors).as(run.out()).hasSize(1);
    assertThat(errors.get(0))
        .contains(masterUrl)
        .contains("asks for 65536 MB")
        .contains("offers 1024 MB and 2 cores")
        .contains("--executor-memory 1024m");
    assertThat(run.out()).doesNotContain("\tat ").doesNotContain(" INFO ");
  }

  /** What a run of the job jar printed, and its exit code. */
  private record Launched(int exit, String out) {}

  /** Runs D03 with the job jar, no cache flag, and returns its JSON report. */
  private static JsonNode runJobJar(String master, String name) throws Exception {
    Launched run = launch(master, name, List.of());
    assertThat(run.exit()).as(run.out()).isZero();
    assertThat(run.out()).doesNotContain(" INFO ");
    return new ObjectMapper().readTree(dir.resolve("report-" + name + ".json").toFile());
  }

  /** Runs D03 with the job jar and {@code jvmOptions}, no cache flag, to its end. */
  private static Launched launch(String master, String name, List<String> jvmOptions)
      throws Exception {
    Path doc = Files.writeString(dir.resolve("d03-" + name + ".json"), demo());
    Path report = dir.resolve("report-" + name + ".json");
    Path log = dir.resolve("run-" + name + ".log");
    List<String> cmd = new ArrayList<>();
    cmd.add(java());
    cmd.addAll(
        List.of(
            "-Xmx512m",
            "-Dspark.driver.host=127.0.0.1",
            "-Dspark.driver.bindAddress=127.0.0.1",
            "-Dspark.executor.memory=512m",
            "-Dspark.ui.enabled=false"));
    cmd.addAll(jvmOptions); // after the defaults: the last of two -D wins
    cmd.addAll(
        List.of(
            "-jar",
            jobJar.toString(),
            "run",
            doc.toString(),
            "--data",
            "demo",
            "--master",
            master,
            "--report",
            report.toString()));
    Process p =
        new ProcessBuilder(cmd)
            .redirectErrorStream(true)
            .redirectOutput(log.toFile())
            .directory(dir.toFile())
            .start();
    try {
      boolean ended = p.waitFor(RUN_TIMEOUT_S, TimeUnit.SECONDS);
      assertThat(ended).as("the run ended in time: " + tail(log)).isTrue();
      return new Launched(p.exitValue(), Files.readString(log));
    } finally {
      p.descendants().forEach(ProcessHandle::destroyForcibly);
      p.destroyForcibly();
    }
  }

  private static JsonNode localVariants() throws IOException {
    RunReport r =
        PipelineRunner.standard()
            .run(
                RunRequest.of(
                        PipelineReader.read(demo(), "d03-sweep.json"),
                        Datasets.open("demo", Precision.FLOAT32))
                    .withCacheConfig(CacheConfig.spectraflowDefaults()));
    return new ObjectMapper().readTree(RunReportJson.write(r, false));
  }

  private static void start(List<String> mainAndArgs, Path home, Path log) throws IOException {
    List<String> cmd = new ArrayList<>();
    cmd.add(java());
    cmd.add("-Xmx256m");
    cmd.addAll(List.of(System.getProperty("spectraflow.sparkOpens", "").split("\\s+")));
    cmd.add("-Dspark.master.rest.enabled=false");
    cmd.add("-cp");
    cmd.add(sparkLib.toAbsolutePath() + "/*");
    cmd.addAll(mainAndArgs);
    cmd.removeIf(String::isBlank);
    ProcessBuilder pb =
        new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(log.toFile());
    Map<String, String> env = pb.environment();
    env.put("SPARK_HOME", home.toString());
    env.put("SPARK_SCALA_VERSION", "2.13");
    env.put("SPARK_LOCAL_IP", "127.0.0.1");
    started.add(pb.start());
  }

  private static boolean awaitLine(Path log, String line) throws InterruptedException, IOException {
    long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(START_TIMEOUT_S);
    while (System.nanoTime() < end) {
      if (Files.exists(log) && Files.readString(log).contains(line)) {
        return true;
      }
      if (started.stream().anyMatch(p -> !p.isAlive())) {
        return false;
      }
      Thread.sleep(250);
    }
    return false;
  }

  private static String tail(Path log) {
    try {
      String s = Files.readString(log);
      return s.substring(Math.max(0, s.length() - 3000));
    } catch (IOException e) {
      return "(no log: " + e.getMessage() + ")";
    }
  }

  private static String java() {
    return Path.of(System.getProperty("java.home"), "bin", "java").toString();
  }

  private static int freePort() throws IOException {
    try (ServerSocket s = new ServerSocket(0)) {
      return s.getLocalPort();
    }
  }

  private static String demo() throws IOException {
    try (InputStream in =
        StandaloneClusterIT.class.getResourceAsStream("/org/spectraflow/demo/d03-sweep.json")) {
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
  }
}
