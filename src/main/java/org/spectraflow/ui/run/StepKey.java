package org.spectraflow.ui.run;

import java.util.Comparator;
import java.util.List;
import java.util.stream.Collectors;

/**
 * Where a step sits in a pipeline: its top-level step number (from 1, as the engine reports it)
 * and the branch indices from the outermost inward (empty at top level). The editor canvas uses
 * the same key to find its node.
 *
 * @param step top-level step number, ≥ 0
 * @param branchPath branch indices, each ≥ 0
 */
public record StepKey(int step, List<Integer> branchPath) implements Comparable<StepKey> {

  private static final Comparator<StepKey> ORDER = Comparator.comparingInt(StepKey::step)
      .thenComparing(StepKey::branchLabel);

  /** Copies the path and rejects negative numbers. */
  public StepKey {
    if (step < 0) {
      throw new IllegalArgumentException("step number must be >= 0, was " + step);
    }
    branchPath = List.copyOf(branchPath);
  }

  /** A top-level step. */
  public static StepKey of(int step) {
    return new StepKey(step, List.of());
  }

  /** The branch path as {@code 0/1}, empty at top level. */
  public String branchLabel() {
    return branchPath.stream().map(String::valueOf).collect(Collectors.joining("/"));
  }

  /** {@code 3} at top level, {@code 3 [0/1]} inside branches. */
  public String label() {
    return branchPath.isEmpty() ? String.valueOf(step) : step + " [" + branchLabel() + "]";
  }

  @Override
  public int compareTo(StepKey other) {
    return ORDER.compare(this, other);
  }
}
