/**
 * The Apache Spark runner (docs/scale-out.md): the driver expands a sweep, groups its variants by
 * their preprocessing prefixes ({@link org.spectraflow.spark.PrefixPlanner}), runs one Spark task
 * per group with the local engine and its own step cache, and merges the tasks' variants into the
 * local run's report plus a {@code spark} section. Every Spark import of the project stays in this
 * package.
 */
package org.spectraflow.spark;
