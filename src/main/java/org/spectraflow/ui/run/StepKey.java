package org.spectraflow.ui.run;

import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import java.util.stream.Collectors;

/**
 * Where a step sits in a pipeline: its top-level step number (from 1, as the engine reports it),
 * the branch indices from the outermost inward (empty at top level) and its template step id (the
 * template node it was expanded from, {@code /pipeline/0/_cartesian_/1/_or_/2}; empty when unknown,
 * as in sessions recorded before events carried it). The id keeps apart the steps that share a step
 * number (the chain a {@code _cartesian_} expands to); the editor canvas finds its node by the id
 * alone ({@code RunStepMapping}).
 *
 * @param step top-level step number, ≥ 0
 * @param branchPath branch indices, each ≥ 0
 * @param stepId the template step id, possibly empty
 */
public record StepKey(int step, List<Integer> branchPath, String stepId)
    implements Comparable<StepKey> {

  private static final Comparator<StepKey> ORDER =
      Comparator.comparingInt(StepKey::step)
          .thenComparing(StepKey::branchLabel)
          .thenComparing(StepKey::stepId);

  /** Copies the path and rejects negative numbers. */
  public StepKey {
    if (step < 0) {
      throw new IllegalArgumentException("step number must be >= 0, was " + step);
    }
    branchPath = List.copyOf(branchPath);
    Objects.requireNonNull(stepId, "stepId");
  }

  /** A key without a template step id. */
  public StepKey(int step, List<Integer> branchPath) {
    this(step, branchPath, "");
  }

  /**
   * True when this key stands for {@code other}: the same step and branch path, and this key's id
   * is empty or encloses {@code other}'s (a frame's id covers its alternatives' steps).
   */
  public boolean covers(StepKey other) {
    return other != null
        && step == other.step
        && branchPath.equals(other.branchPath)
        && (stepId.isEmpty()
            || other.stepId.equals(stepId)
            || other.stepId.startsWith(stepId + "/"));
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
