/**
 * The Apache Spark runner (docs/scale-out.md): {@link org.spectraflow.spark.SparkVariantRunner} is
 * the engine's {@link org.spectraflow.engine.run.schedule.VariantRunner} on a Spark context. The
 * driver's orchestrator expands and checks the sweep as locally; the runner groups its variants by
 * their preprocessing prefixes ({@link org.spectraflow.spark.PrefixPlanner}), runs one Spark task
 * per group, costliest first, with the local engine and a step cache borrowed from the executor's
 * warm caches of the run ({@link org.spectraflow.spark.TaskCaches}), and hands the tasks' results,
 * events and figures back to the run, which refits and reports as locally; the command line adds a
 * {@code spark} section. Every Spark import of the project stays in this package.
 */
package org.spectraflow.spark;
