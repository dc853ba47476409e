package org.spectraflow.engine.operators;

import org.spectraflow.engine.data.Block;

/**
 * A sample filter as the engine sees it (docs/compatibility.md, exclude): fitted on rows X and
 * targets y, it gives one keep flag per row (true = keep); {@code reason} names the exclusion and
 * {@code tag_name} the tag column. As a plain step it is the identity.
 */
public interface SampleFilterOperator extends TransformOperator {

  /** A fitted filter: one keep flag per row of the rows it is given. */
  @FunctionalInterface
  interface Fitted {
    /** True for every row to keep; {@code y} may be null when there are no targets. */
    boolean[] keep(Block x, double[] y);
  }

  /** The exclusion reason recorded on dropped samples. */
  String reason();

  /** The name of the tag column this filter writes. */
  String tagName();

  /** Learns what the filter needs from rows {@code x} and their targets {@code y} (or null). */
  Fitted fitFilter(Block x, double[] y);

  /**
   * The keep flags of rows {@code x} (targets {@code y}, dataset sample ids {@code samples}) when
   * the filter is fitted on those same rows. Filters that judge samples by their id (the studio's
   * "Exclude selected") override it; the others fit on and flag the rows.
   */
  default boolean[] keepSamples(Block x, double[] y, int[] samples) {
    return fitFilter(x, y).keep(x, y);
  }
}
