package org.spectraflow.spark;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.HashMap;

/**
 * What one task sends back: its group, its variants' reports as plain values ({@link ReportCodec})
 * and its figures.
 *
 * @param group the group's position in the plan
 * @param variants one encoded report per variant that ran
 * @param prefixComputations variants whose preprocessing was computed, not served by the cache
 * @param cacheHits the task's step-cache hits
 * @param cacheMisses the task's step-cache misses
 * @param modelFits model fits the task made
 * @param transformerApplications transformer applications the task made
 * @param wallMs the task's wall time
 * @param executor the executor that ran it
 */
record TaskResult(
    int group,
    ArrayList<HashMap<String, Object>> variants,
    int prefixComputations,
    long cacheHits,
    long cacheMisses,
    long modelFits,
    long transformerApplications,
    long wallMs,
    String executor)
    implements Serializable {}
