package org.spectraflow.engine.operators;

import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.data.MetadataTable;

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

  /**
   * What a filter may read about its rows besides X and y.
   *
   * @param origins each row's base sample id (an augmented row: its origin's)
   * @param metadata the dataset's metadata, one row per base sample, by base sample id
   */
  record Rows(int[] origins, MetadataTable metadata) {}

  /**
   * {@link #keepSamples(Block, double[], int[])} with the rows' base samples and the dataset's
   * metadata, which filters judging metadata (MetadataFilter) read; the others ignore them.
   */
  default boolean[] keepSamples(Block x, double[] y, int[] samples, Rows rows) {
    return keepSamples(x, y, samples);
  }
}
