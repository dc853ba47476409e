package org.spectraflow.engine.bench;

import java.util.List;
import java.util.Objects;

/**
 * Everything a {@code bench} invocation measured.
 *
 * @param warmup the warm-up policy: rounds (every configuration once) not counted
 * @param repeat runs per configuration counted in the medians
 * @param threads worker threads each run's variants ran on
 * @param workloads one result per workload, in run order
 */
public record BenchResult(Warmup warmup, int repeat, int threads, List<WorkloadResult> workloads) {

  /** Copies the list. */
  public BenchResult {
    Objects.requireNonNull(warmup, "warmup");
    workloads = List.copyOf(workloads);
  }

  /** True when every workload's scores were identical across runs and configurations. */
  public boolean reproducible() {
    return workloads.stream().allMatch(WorkloadResult::identicalScores);
  }
}
