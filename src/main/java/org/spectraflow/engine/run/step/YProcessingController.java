package org.spectraflow.engine.run.step;

import java.util.ArrayList;
import java.util.List;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.data.Partition;
import org.spectraflow.engine.data.Precision;
import org.spectraflow.engine.data.SpectroDataset;
import org.spectraflow.engine.data.Targets;
import org.spectraflow.engine.operators.FittedTransform;
import org.spectraflow.engine.operators.TransformOperator;

/**
 * A {@code y_processing} step (docs/pipeline-language.md §4.4): each target scaler, in order, is
 * fitted on the current target version of the train rows and applied to every base sample, stored
 * as the version {@code <current>_<Class><k>} and made current for the context. Its inverse joins
 * the context's chain so that regression predictions are scored in target units.
 */
final class YProcessingController {

  void run(List<TransformOperator> scalers, StepEnv env) {
    for (TransformOperator op : scalers) {
      apply(op, env);
    }
  }

  private void apply(TransformOperator op, StepEnv env) {
    SpectroDataset ds = env.dataset();
    Targets targets = ds.targets();
    String current = env.ctx().yVersion;
    int[] all = new int[targets.rows()];
    for (int i = 0; i < all.length; i++) {
      all[i] = i;
    }
    int[] trainBase = ModelController.origins(ds, ds.index().ids(Partition.TRAIN, false));
    Block fit = Block.ofRows(Precision.FLOAT64, targets.values(current, trainBase));
    FittedTransform fitted = op.fit(fit, null);
    String name = current + "_" + op.className() + env.variant().nextOperation();
    if (!targets.versionNames().contains(name)) {
      Block out = fitted.apply(Block.ofRows(Precision.FLOAT64, targets.values(current, all)));
      ds.setTargets(targets.withVersion(name, out.toRows()));
    }
    List<YInverse> chain = new ArrayList<>(env.ctx().yChain);
    chain.add(YInverse.of(fitted, targets.columns()));
    env.ctx().yChain = List.copyOf(chain);
    env.ctx().yVersion = name;
  }
}
