package org.spectraflow.spark;

import java.io.Serializable;

/**
 * One Spark task: a group's number and its variants' expansion indices. Plain values only, so
 * Spark's Java serialiser carries it.
 *
 * @param group the group's position in the plan
 * @param indices the variants to run
 * @param affinity the first-step subtree the group comes from (its tasks share that step), so an
 *     executor gives the task a warm cache of the same subtree when it has one ({@link TaskCaches})
 * @param failFirstAttempt throw on the task's first attempt (tests of Spark's retry only)
 */
record GroupTask(int group, IndexRuns indices, int affinity, boolean failFirstAttempt)
    implements Serializable {}
