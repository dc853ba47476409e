package org.spectraflow.spark;

import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.apache.spark.SparkContext;
import org.apache.spark.deploy.DeployMessages;
import org.apache.spark.deploy.master.WorkerInfo;
import org.apache.spark.rpc.RpcAddress;
import org.apache.spark.rpc.RpcEndpointRef;
import org.apache.spark.rpc.RpcTimeout;
import scala.concurrent.duration.Duration;
import scala.reflect.ClassTag$;

/**
 * What the workers of a standalone master offer (docs/scale-out.md, "Operability"): each worker's
 * cores and memory, as the master's own state answer gives them (the message its web UI asks for).
 * A master leaves an application that asks more than any worker has waiting without a word to the
 * driver; with these offers the driver sees it at once ({@link MasterCheck#unfit}).
 *
 * @param worker the worker's id
 * @param cores its cores
 * @param memoryMb its memory for executors, in MB
 * @param alive true when the master counts it alive
 */
record WorkerOffers(String worker, int cores, int memoryMb, boolean alive) {

  private static final long ASK_TIMEOUT_S = 5;

  /**
   * The workers of the first master of {@code master} ({@code spark://h1:p1,h2:p2}) that answers,
   * or empty when none answers (an older master, a network failure: the caller keeps waiting).
   */
  static Optional<List<WorkerOffers>> ask(SparkContext context, String master) {
    if (!master.startsWith("spark://")) {
      return Optional.empty();
    }
    for (String hostPort : master.substring("spark://".length()).split(",")) {
      try {
        URI u = URI.create("spark://" + hostPort.trim());
        RpcEndpointRef ref =
            context
                .env()
                .rpcEnv()
                .setupEndpointRef(new RpcAddress(u.getHost(), u.getPort()), "Master");
        DeployMessages.MasterStateResponse state =
            ref.askSync(
                DeployMessages.RequestMasterState$.MODULE$,
                new RpcTimeout(
                    Duration.create(ASK_TIMEOUT_S, TimeUnit.SECONDS), "spark.rpc.askTimeout"),
                ClassTag$.MODULE$.apply(DeployMessages.MasterStateResponse.class));
        if (!"ALIVE".equals(String.valueOf(state.status()))) {
          continue; // a standby master of a high-availability pair
        }
        List<WorkerOffers> out = new ArrayList<>();
        for (WorkerInfo w : state.workers()) {
          out.add(
              new WorkerOffers(
                  w.id(), w.cores(), w.memory(), "ALIVE".equals(String.valueOf(w.state()))));
        }
        return Optional.of(out);
      } catch (RuntimeException e) {
        // this master does not answer: try the next, else the caller keeps waiting
      }
    }
    return Optional.empty();
  }
}
