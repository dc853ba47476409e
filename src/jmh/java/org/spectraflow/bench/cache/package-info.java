/**
 * JMH benchmarks of the step cache: what a hit costs. Run on demand through the {@code jmh} Maven
 * profile, never in CI.
 */
package org.spectraflow.bench.cache;
