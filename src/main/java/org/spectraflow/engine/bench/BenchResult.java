package org.spectraflow.engine.bench;

import java.util.List;

/**
 * Everything a {@code bench} invocation measured.
 *
 * @param warmup runs per configuration not counted
 * @param repeat runs per configuration counted in the medians
 * @param threads worker threads each run's variants ran on
 * @param workloads one result per workload, in run order
 */
public record BenchResult(int warmup, int repeat, int threads, List<WorkloadResult> workloads) {

  /** Copies the list. */
  public BenchResult {
    workloads = List.copyOf(workloads);
  }

  /** True when every workload's scores were identical across runs and configurations. */
  public boolean reproducible() {
    return workloads.stream().allMatch(WorkloadResult::identicalScores);
  }
}
