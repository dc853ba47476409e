package org.spectraflow.spark;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.net.ServerSocket;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The master checks' messages and the command line's verbosity scan, without a Spark context. */
class MasterCheckTest {

  @Test
  void anUnreachableMasterIsNamedWithTheReason() throws IOException {
    int port;
    try (ServerSocket s = new ServerSocket(0)) {
      port = s.getLocalPort(); // closed again: nothing listens there now
    }
    String url = "spark://127.0.0.1:" + port;
    assertThatThrownBy(() -> MasterCheck.requireReachable(url))
        .isInstanceOf(IllegalStateException.class)
        .hasMessageStartingWith("cannot reach the Spark master " + url + " (127.0.0.1:" + port)
        .hasMessageContaining("is the master running");
  }

  @Test
  void aListeningMasterPasses() throws IOException {
    try (ServerSocket s = new ServerSocket(0)) {
      MasterCheck.requireReachable("spark://127.0.0.1:" + s.getLocalPort());
    }
  }

  @Test
  void aMalformedUrlIsRefused() {
    assertThatThrownBy(() -> MasterCheck.requireReachable("spark://nohost"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("malformed Spark master URL spark://nohost (expected spark://host:port)");
  }

  @Test
  void anApplicationNoWorkerCanHoldIsNamedWithWhatItAsksAndWhatTheWorkersOffer() {
    String url = "spark://h:7077";
    List<WorkerOffers> one = List.of(new WorkerOffers("w1", 2, 1024, true));
    assertThat(MasterCheck.unfit(url, 65536, 0, one))
        .hasValue(
            "no worker of the Spark master spark://h:7077 can hold an executor of the application:"
                + " it asks for 65536 MB and 1 core at least per executor, and the 1 alive worker"
                + " offers 1024 MB and 2 cores: ask for --executor-memory 1024m"
                + " (spark.executor.memory) or less, or start a larger worker (SPARK_WORKER_MEMORY,"
                + " SPARK_WORKER_CORES)");
    assertThat(MasterCheck.unfit(url, 512, 8, one).orElseThrow())
        .contains("asks for 512 MB and 8 cores per executor")
        .contains("--executor-cores 2 (spark.executor.cores) or less")
        .doesNotContain("--executor-memory");
    // memory on one worker, cores on another: neither holds the executor alone
    List<WorkerOffers> two =
        List.of(new WorkerOffers("w1", 8, 1024, true), new WorkerOffers("w2", 2, 8192, true));
    assertThat(MasterCheck.unfit(url, 4096, 4, two).orElseThrow())
        .contains("the 2 alive workers offer at most 8192 MB and 8 cores")
        .contains("within one worker's offer");
  }

  @Test
  void anApplicationSomeWorkerCanHoldOrAClusterWithoutAliveWorkersKeepsWaiting() {
    String url = "spark://h:7077";
    List<WorkerOffers> workers =
        List.of(new WorkerOffers("w1", 2, 1024, true), new WorkerOffers("w2", 16, 65536, true));
    assertThat(MasterCheck.unfit(url, 65536, 4, workers)).isEmpty();
    assertThat(MasterCheck.unfit(url, 1024, 0, workers.subList(0, 1))).isEmpty();
    // no worker yet (one may be registering), or only a dead one: the run waits for a worker
    assertThat(MasterCheck.unfit(url, 65536, 0, List.of())).isEmpty();
    assertThat(MasterCheck.unfit(url, 65536, 0, List.of(new WorkerOffers("w", 1, 512, false))))
        .isEmpty();
  }

  @Test
  void onlyTheEmbeddedMastersAreLocal() {
    assertThat(MasterCheck.isLocal("local")).isTrue();
    assertThat(MasterCheck.isLocal("local[2]")).isTrue();
    assertThat(MasterCheck.isLocal("local[2,4]")).isTrue();
    assertThat(MasterCheck.isLocal("local-cluster[2,1,1024]")).isFalse();
    assertThat(MasterCheck.isLocal("spark://h:7077")).isFalse();
    assertThat(MasterCheck.isLocal("yarn")).isFalse();
  }

  @Test
  void theReasonIsTheInnermostCauseOnOneLine() {
    Exception e =
        new RuntimeException(
            "Job aborted",
            new IllegalStateException(
                "outer", new NoSuchMethodError("'x.Y x.Y.newBuilder()'\n\tat a.b(C.java:1)")));
    assertThat(MasterCheck.reason(e)).isEqualTo("NoSuchMethodError: 'x.Y x.Y.newBuilder()'");
    assertThat(MasterCheck.reason(new NullPointerException())).isEqualTo("NullPointerException");
  }

  @Test
  void sparkInfoOnlyWithVerbosityOneOrMore() {
    assertThat(SparkMain.verbose(new String[] {"run", "d.json", "-v", "1"})).isTrue();
    assertThat(SparkMain.verbose(new String[] {"run", "d.json", "-v2"})).isTrue();
    assertThat(SparkMain.verbose(new String[] {"run", "d.json", "--verbose=1"})).isTrue();
    assertThat(SparkMain.verbose(new String[] {"run", "d.json", "-v", "0"})).isFalse();
    assertThat(SparkMain.verbose(new String[] {"run", "d.json"})).isFalse();
  }

  @Test
  void errorLinesKeepTheFirstLineOfAMessage() {
    assertThat(
            SparkMain.firstLine(
                new IllegalStateException(
                    "Cannot call methods on a stopped SparkContext.\nThis stopped SparkContext")))
        .isEqualTo("Cannot call methods on a stopped SparkContext.");
    assertThat(SparkMain.firstLine(new IllegalStateException())).contains("IllegalStateException");
  }

  @Test
  void theVerdictHearsTheMastersReasonAndTheLostExecutors() {
    try (MasterVerdict v = MasterVerdict.listen()) {
      org.slf4j.Logger backend =
          org.slf4j.LoggerFactory.getLogger(
              "org.apache.spark.scheduler.cluster.StandaloneSchedulerBackend");
      backend.info("Executor app-1/0 removed: Command exited with code 1");
      backend.info("Executor app-1/1 removed: Command exited with code 1");
      backend.error("Application has been killed. Reason: Master removed our application: FAILED");
      assertThat(v.executorsLost()).isEqualTo(2);
      assertThat(v.lastLoss()).contains("executor app-1/1 removed: Command exited with code 1");
      assertThat(MasterCheck.removed("spark://h:7077", v.reason()))
          .isEqualTo(
              "the Spark master spark://h:7077 removed the application: Master removed our"
                  + " application: FAILED (its executors kept failing to start: see the worker's"
                  + " log, under work/<application id>/, for their error)");
    }
    assertThat(MasterCheck.removed("spark://h:7077", java.util.Optional.empty()))
        .contains("spark://h:7077")
        .contains("see the master's log");
    assertThat(MasterVerdict.deaf().executorsLost()).isZero();
  }
}
