package org.spectraflow.engine.generate;

import java.math.BigInteger;

/**
 * How many variants a document will run: exact when it could be known (no constraint, or few enough
 * alternatives to enumerate with {@code _mutex_}/{@code _requires_}/{@code _exclude_} applied),
 * otherwise an upper bound, the pre-count before pruning. Immutable.
 *
 * @param value the number of variants, or the upper bound when not {@code exact}
 * @param exact true when {@code value} is what a run will execute
 */
public record VariantCount(BigInteger value, boolean exact) {

  /** An exact count. */
  public static VariantCount exactly(BigInteger value) {
    return new VariantCount(value, true);
  }

  /** An upper bound (constraints may prune some). */
  public static VariantCount atMost(BigInteger value) {
    return new VariantCount(value, false);
  }

  /** {@code 5}, or {@code at most 6} when only the bound is known. */
  @Override
  public String toString() {
    return exact ? value.toString() : "at most " + value;
  }
}
