package org.spectraflow.engine.operators;

import java.util.List;

/**
 * A stacking meta-model as the engine sees it (docs/compatibility.md, MetaModel): fitted on the
 * out-of-fold predictions of earlier models, named by {@link #sourceModels} (empty = all).
 */
public interface StackingModel extends ModelOperator {

  /** The meta-learner fitted on the stacked predictions. */
  ModelOperator inner();

  /** The source model names; empty for {@code "all"}. */
  List<String> sourceModels();
}
