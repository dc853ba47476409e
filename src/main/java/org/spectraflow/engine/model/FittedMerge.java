package org.spectraflow.engine.model;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.data.Precision;

/**
 * The {@code merge} that ends duplication branches (docs/pipeline-language.md §4.13), fitted: the
 * features of the merged branches side by side, then one column per merged branch model (stacking:
 * its first prediction column in target units, stored at the run's precision as the run stores it).
 * Each branch is held as its whole chain from the raw spectra, so the node reads the pipeline's raw
 * input and ignores the features before it. Immutable.
 *
 * @param features per merged branch, its fitted chain from the raw spectra
 * @param predictions per merged model, its fitted pipeline from the raw spectra
 * @param precision the precision the merged features are stored at
 */
public record FittedMerge(
    List<List<FittedNode>> features, List<FittedPipeline> predictions, Precision precision)
    implements FittedNode {

  /** Requires at least one part; copies the lists. */
  public FittedMerge {
    features = features.stream().map(List::copyOf).toList();
    predictions = List.copyOf(predictions);
    Objects.requireNonNull(precision, "precision");
    if (features.isEmpty() && predictions.isEmpty()) {
      throw new IllegalArgumentException("a merge needs branch features or branch models");
    }
  }

  @Override
  public Block apply(Block current, Block raw) {
    List<Block> parts = new ArrayList<>();
    for (List<FittedNode> chain : features) {
      Block b = raw;
      for (FittedNode node : chain) {
        b = node.apply(b, raw);
      }
      parts.add(b.precision() == precision ? b : b.withPrecision(precision));
    }
    for (FittedPipeline model : predictions) {
      double[][] p = model.predict(raw);
      double[][] column = new double[p.length][1];
      for (int i = 0; i < p.length; i++) {
        column[i][0] = p[i][0];
      }
      parts.add(Block.ofRows(precision, column));
    }
    return Block.concatColumns(parts);
  }

  @Override
  public String operator() {
    return "merge(" + features.size() + " branch features, " + predictions.size() + " models)";
  }
}
