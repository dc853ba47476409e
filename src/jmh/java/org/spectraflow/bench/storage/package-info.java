/**
 * JMH benchmarks of the feature storage: appending processings and copy-on-write branch snapshots.
 * Each class asks one question; run on demand through the {@code jmh} Maven profile, never in CI.
 */
package org.spectraflow.bench.storage;
