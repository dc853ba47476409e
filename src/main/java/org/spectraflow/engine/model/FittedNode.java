package org.spectraflow.engine.model;

import org.spectraflow.engine.data.Block;

/**
 * One node of a {@link FittedPipeline}'s feature chain (docs/model-file.md §5): a fitted transform
 * ({@link FittedStep}), a {@code concat_transform} ({@link FittedConcat}) or the merge that ends a
 * set of branches ({@link FittedMerge}). Every node maps each row on its own, so a chain applied to
 * blocks of rows gives the same bits as applied to all rows at once. Implementations are immutable.
 */
public sealed interface FittedNode permits FittedStep, FittedConcat, FittedMerge {

  /**
   * The features after this node.
   *
   * @param current the features before it
   * @param raw the pipeline's input spectra, at its training precision (a merge's branches start
   *     from them)
   */
  Block apply(Block current, Block raw);

  /** A short description: the operator's canonical configuration, or the node's kind. */
  String operator();
}
