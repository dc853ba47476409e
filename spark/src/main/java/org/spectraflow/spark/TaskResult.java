package org.spectraflow.spark;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.HashMap;

/**
 * What one task sends back: its group, its variants' results as plain values ({@link TaskCodec}),
 * the events its run published ({@link RecordCodec}, in publication order) and its figures.
 *
 * @param group the group's position in the plan
 * @param variants one encoded result per variant that ran
 * @param events the task's events, encoded, in order (empty when the driver has no listener)
 * @param cacheStats the task's step-cache statistics, as {@link TaskCodec#cacheStats} longs
 * @param prefixComputations variants whose preprocessing was computed, not served by the cache
 * @param modelFits model fits the task made
 * @param modelFitReuses model fits the task reused
 * @param transformerApplications transformer applications the task made
 * @param wallMs the task's wall time
 * @param executor the executor that ran it
 * @param ran the variants that ran (the size of {@code variants} as sent)
 */
record TaskResult(
    int group,
    ArrayList<HashMap<String, Object>> variants,
    ArrayList<Serializable> events,
    long[] cacheStats,
    int prefixComputations,
    long modelFits,
    long modelFitReuses,
    long transformerApplications,
    long wallMs,
    String executor,
    int ran)
    implements Serializable {

  /** The same figures without the variants and events (what the driver keeps of a task). */
  TaskResult figuresOnly() {
    return new TaskResult(
        group,
        new ArrayList<>(),
        new ArrayList<>(),
        cacheStats,
        prefixComputations,
        modelFits,
        modelFitReuses,
        transformerApplications,
        wallMs,
        executor,
        ran);
  }

  /** The task's step-cache hits. */
  long cacheHits() {
    return cacheStats[0];
  }

  /** The task's step-cache misses. */
  long cacheMisses() {
    return cacheStats[1];
  }
}
