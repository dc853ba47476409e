/**
 * Whole-pipeline benchmarks: named workloads (the D03 sweep, a branch-heavy pipeline, a large
 * synthetic dataset) run under the three cache configurations, with wall time, allocation, memory
 * and cache figures, their medians and a reproducibility verdict. The {@code bench} command is a
 * thin layer over {@link org.spectraflow.engine.bench.BenchRunner}. Benchmarks run on the calling
 * thread (a sampler thread only reads memory figures); results are immutable.
 */
package org.spectraflow.engine.bench;
