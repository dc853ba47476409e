package org.spectraflow.spark;

/**
 * How {@link SparkVariantRunner} ships a run: where the executors read the dataset, the largest
 * dataset it broadcasts, the cores Spark gives a task (the threads a task may use, at most the
 * run's {@code --threads}), and a test switch. Immutable.
 *
 * @param data the dataset folder (or {@code demo}) the run read, which the executors read too
 * @param broadcastLimit datasets up to this many bytes are broadcast; larger ones read from {@code
 *     data} by each executor
 * @param taskCpus Spark's {@code spark.task.cpus}
 * @param injectFailure make every task's first attempt fail (tests of Spark's retry only)
 */
public record SparkSettings(String data, long broadcastLimit, int taskCpus, boolean injectFailure) {

  /** Default largest dataset broadcast to the executors: 256 MB. */
  public static final long DEFAULT_BROADCAST_LIMIT = 256L << 20;

  /** Checks the values. */
  public SparkSettings {
    if (data == null || data.isBlank()) {
      throw new IllegalArgumentException("the dataset location is required");
    }
    if (broadcastLimit < 0) {
      throw new IllegalArgumentException(
          "the broadcast limit must not be negative, was " + broadcastLimit);
    }
    if (taskCpus < 1) {
      throw new IllegalArgumentException("spark.task.cpus must be at least 1, was " + taskCpus);
    }
  }

  /** The same with a task failure injected once per task. */
  SparkSettings injectingFailureOnce() {
    return new SparkSettings(data, broadcastLimit, taskCpus, true);
  }
}
