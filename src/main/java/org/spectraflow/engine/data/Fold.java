package org.spectraflow.engine.data;

import java.util.Arrays;

/**
 * One cross-validation fold in sample ids: the ids to fit on and the held-out ids (possibly empty,
 * for a single split), as stored on a dataset. Splitters produce row positions instead ({@code
 * operators.PositionalFold}). Immutable; the arrays are copied in and out.
 *
 * @param trainIds ids to fit on
 * @param valIds held-out ids
 */
public record Fold(int[] trainIds, int[] valIds) {

  /** Copies both arrays. */
  public Fold {
    trainIds = trainIds.clone();
    valIds = valIds.clone();
  }

  @Override
  public int[] trainIds() {
    return trainIds.clone();
  }

  @Override
  public int[] valIds() {
    return valIds.clone();
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Fold f
        && Arrays.equals(f.trainIds, trainIds)
        && Arrays.equals(f.valIds, valIds);
  }

  @Override
  public int hashCode() {
    return 31 * Arrays.hashCode(trainIds) + Arrays.hashCode(valIds);
  }

  @Override
  public String toString() {
    return "Fold[train=" + trainIds.length + ", val=" + valIds.length + "]";
  }
}
