package org.spectraflow.engine.run.step;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.spectraflow.engine.data.Fold;
import org.spectraflow.engine.data.Partition;
import org.spectraflow.engine.data.SpectroDataset;
import org.spectraflow.engine.operators.PositionalFold;
import org.spectraflow.engine.operators.SplitterOperator;
import org.spectraflow.engine.operators.split.GroupedSplits;
import org.spectraflow.engine.pipeline.DocumentPath;

/**
 * A splitter step (docs/pipeline-language.md §4.5): splits the base, non-excluded train rows (all
 * processings and sources as X, {@code numeric} y, groups from {@code group_by} metadata columns
 * through {@link GroupedSplits}) and stores the folds as sample ids, replacing earlier ones. In the
 * refit pass the splitter is replaced by one full-train fold of the base train rows (no validation
 * rows), so models train once on every base train sample and never on augmented copies.
 */
final class SplitterController {

  void run(SplitterOperator splitter, StepEnv env) {
    run(splitter, List.of(), env.path(), env);
  }

  /**
   * Splits with groups from the metadata columns {@code groupBy} (none when empty) of the split
   * step at {@code step}.
   */
  void run(SplitterOperator splitter, List<String> groupBy, DocumentPath step, StepEnv env) {
    SpectroDataset ds = env.dataset();
    int[] base = ds.index().ids(Partition.TRAIN, false);
    if (env.variant().refit) {
      ds.setFolds(List.of(new Fold(base, new int[0])));
      return;
    }
    double[] y = ModelController.numeric(ds, base);
    Object[] groups = SplitGroups.labels(ds, base, groupBy, step);
    List<PositionalFold> folds =
        GroupedSplits.split(splitter, ds.x(base), y, groups, env.run().rng());
    List<Fold> byId = new ArrayList<>();
    for (PositionalFold f : folds) {
      byId.add(new Fold(ids(base, f.train()), ids(base, f.val())));
    }
    ds.setFolds(byId);
  }

  private static int[] ids(int[] base, int[] positions) {
    return Arrays.stream(positions).map(p -> base[p]).toArray();
  }
}
