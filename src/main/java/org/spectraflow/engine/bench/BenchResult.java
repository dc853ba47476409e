package org.spectraflow.engine.bench;

import java.util.List;

/**
 * Everything a {@code bench} invocation measured.
 *
 * @param warmup runs per configuration not counted
 * @param repeat runs per configuration counted in the medians
 * @param workloads one result per workload, in run order
 */
public record BenchResult(int warmup, int repeat, List<WorkloadResult> workloads) {

  /** Copies the list. */
  public BenchResult {
    workloads = List.copyOf(workloads);
  }

  /** True when every workload's scores were identical across runs and configurations. */
  public boolean reproducible() {
    return workloads.stream().allMatch(WorkloadResult::identicalScores);
  }
}
