package org.spectraflow.engine.model;

import java.util.ArrayList;
import java.util.List;
import org.spectraflow.engine.data.Block;

/**
 * A fitted {@code concat_transform} step (docs/pipeline-language.md §4.9): every chain of fitted
 * transforms applied to the same input (an empty chain: the input itself), the outputs placed side
 * by side in chain order. Immutable.
 *
 * @param operator the step's description, e.g. {@code concat_transform(PCA, TruncatedSVD)}
 * @param chains the fitted chains, at least one
 */
public record FittedConcat(String operator, List<List<FittedStep>> chains) implements FittedNode {

  /** Requires at least one chain; copies them. */
  public FittedConcat {
    if (chains.isEmpty()) {
      throw new IllegalArgumentException("a concat_transform needs at least one chain");
    }
    chains = chains.stream().map(List::copyOf).toList();
  }

  @Override
  public Block apply(Block current, Block raw) {
    List<Block> parts = new ArrayList<>();
    for (List<FittedStep> chain : chains) {
      Block b = current;
      for (FittedStep step : chain) {
        b = step.fitted().apply(b);
      }
      parts.add(b);
    }
    return Block.concatColumns(parts);
  }
}
