package org.spectraflow.spark;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import org.apache.spark.api.java.JavaSparkContext;

/**
 * The report's {@code spark} section: where the sweep ran, how the planner cut it and what each
 * task did.
 *
 * @param master the Spark master URL
 * @param executors the executors that registered with the driver, the driver not counted (in local
 *     mode the driver's in-process executor, 1)
 * @param cores the default parallelism (total executor cores)
 * @param groups the planner's groups
 * @param tasks the finished tasks, by group
 * @param broadcastBytes bytes of data broadcast (0 when executors read a path)
 * @param wallMs the sweep's wall time on the driver
 */
public record SparkSection(
    String master,
    int executors,
    int cores,
    int groups,
    List<TaskResult> tasks,
    long broadcastBytes,
    long wallMs) {

  static SparkSection of(
      JavaSparkContext sc,
      List<PrefixPlanner.Group> groups,
      List<TaskResult> tasks,
      DataShipment data,
      long wallMs) {
    int executors =
        MasterCheck.isLocal(sc.master())
            ? 1
            : Math.max(sc.sc().getExecutorIds().size(), distinct(tasks));
    return new SparkSection(
        sc.master(),
        executors,
        sc.defaultParallelism(),
        groups.size(),
        List.copyOf(tasks),
        data.bytes(),
        wallMs);
  }

  private static int distinct(List<TaskResult> tasks) {
    return (int) tasks.stream().map(TaskResult::executor).distinct().count();
  }

  /** Prefix computations over every task. */
  public int prefixComputations() {
    return tasks.stream().mapToInt(TaskResult::prefixComputations).sum();
  }

  /** The line printed after the run's table. */
  String summaryLine() {
    return "spark: "
        + groups
        + " groups on "
        + cores
        + " cores, "
        + prefixComputations()
        + " prefix computations, wall "
        + wallMs
        + " ms";
  }

  /** Writes the section into {@code node}. */
  void write(ObjectNode node) {
    node.put("master", master);
    node.put("executors", executors);
    node.put("cores", cores);
    node.put("groups", groups);
    node.put("tasks", tasks.size());
    node.put("prefix_computations", prefixComputations());
    node.put("broadcast_bytes", broadcastBytes);
    node.put("wall_ms", wallMs);
    ArrayNode list = node.putArray("per_task");
    for (TaskResult t : tasks) {
      ObjectNode n = list.addObject();
      n.put("group", t.group());
      n.put("executor", t.executor());
      n.put("variants", t.ran());
      n.put("prefix_computations", t.prefixComputations());
      n.put("cache_hits", t.cacheHits());
      n.put("cache_misses", t.cacheMisses());
      n.put("model_fits", t.modelFits());
      n.put("transformer_applications", t.transformerApplications());
      n.put("wall_ms", t.wallMs());
    }
  }
}
