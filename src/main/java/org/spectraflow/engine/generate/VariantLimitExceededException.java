package org.spectraflow.engine.generate;

import java.math.BigInteger;

/**
 * A document expands to more variants than allowed; the message says how many and how to raise the
 * limit.
 */
public final class VariantLimitExceededException extends IllegalStateException {

  private final transient BigInteger count;

  /** The document's variant count and the limit it exceeds. */
  public VariantLimitExceededException(BigInteger count, long limit) {
    super(
        String.format(
            "the pipeline expands to %,d variants, more than the limit of %,d; "
                + "raise the limit with --max-variants %s (or narrow the generators)",
            count, limit, count));
    this.count = count;
  }

  /** The exact number of variants of the document. */
  public BigInteger count() {
    return count;
  }
}
