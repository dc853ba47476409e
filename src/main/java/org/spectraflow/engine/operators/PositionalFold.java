package org.spectraflow.engine.operators;

import java.util.Arrays;

/**
 * One split as a splitter produces it: row positions (0-based indices into the block the splitter
 * was given) for training and validation, in the splitter's order (order matters: PLS column means
 * are sequential sums). The run maps positions to sample ids as a {@link
 * org.spectraflow.engine.data.Fold}. Immutable; the arrays are copied in and out.
 *
 * @param train training row positions
 * @param val validation row positions
 */
public record PositionalFold(int[] train, int[] val) {

  /** Copies the arrays so the fold is immutable. */
  public PositionalFold {
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
    return o instanceof PositionalFold f
        && Arrays.equals(train, f.train)
        && Arrays.equals(val, f.val);
  }

  @Override
  public int hashCode() {
    return 31 * Arrays.hashCode(train) + Arrays.hashCode(val);
  }

  @Override
  public String toString() {
    return "PositionalFold[train=" + Arrays.toString(train) + ", val=" + Arrays.toString(val) + "]";
  }
}
