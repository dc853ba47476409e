package org.spectraflow.engine.operators;

import java.util.Arrays;

/**
 * One split: positional row indices for training and validation, in the order the splitter
 * produced them (order matters: PLS column means are sequential sums).
 *
 * @param train training row positions
 * @param val validation row positions
 */
public record Fold(int[] train, int[] val) {

  /** Copies the arrays so the fold is immutable. */
  public Fold {
    train = train.clone();
    val = val.clone();
  }

  @Override
  public int[] train() {
    return train.clone();
  }

  @Override
  public int[] val() {
    return val.clone();
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Fold f && Arrays.equals(train, f.train) && Arrays.equals(val, f.val);
  }

  @Override
  public int hashCode() {
    return 31 * Arrays.hashCode(train) + Arrays.hashCode(val);
  }

  @Override
  public String toString() {
    return "Fold[train=" + Arrays.toString(train) + ", val=" + Arrays.toString(val) + "]";
  }
}
