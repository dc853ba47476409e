package org.spectraflow.engine.data;

import java.util.Objects;
import java.util.Optional;

/**
 * One row of the sample index. A base sample is its own origin; an augmented sample names its
 * origin and the augmenting operator. Immutable.
 *
 * @param id the sample id (its row in every source)
 * @param origin the base sample id ({@code id} itself for a base sample)
 * @param partition train or test
 * @param augmentation the augmenting operator, empty for base samples
 * @param excluded true when hidden from queries
 * @param exclusionReason why it was excluded, empty when not excluded
 */
public record SampleRecord(
    int id,
    int origin,
    Partition partition,
    Optional<String> augmentation,
    boolean excluded,
    Optional<String> exclusionReason) {

  /** Validates ids and non-null parts. */
  public SampleRecord {
    if (id < 0 || origin < 0 || origin > id) {
      throw new IllegalArgumentException(
          "sample id " + id + " and origin " + origin + " must satisfy 0 <= origin <= id");
    }
    Objects.requireNonNull(partition, "partition");
    Objects.requireNonNull(augmentation, "augmentation");
    Objects.requireNonNull(exclusionReason, "exclusionReason");
  }

  /** A base sample of {@code partition}. */
  public static SampleRecord base(int id, Partition partition) {
    return new SampleRecord(id, id, partition, Optional.empty(), false, Optional.empty());
  }

  /** True for a sample created by augmentation. */
  public boolean augmented() {
    return origin != id;
  }

  /** This sample excluded for {@code reason}. */
  public SampleRecord withExcluded(String reason) {
    return new SampleRecord(id, origin, partition, augmentation, true, Optional.of(reason));
  }
}
