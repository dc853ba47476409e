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
import org.spectraflow.engine.operators.split.groups.EffectiveGroups;
import org.spectraflow.engine.pipeline.DocumentPath;
import org.spectraflow.engine.plan.Split;

/**
 * A splitter step (docs/pipeline-language.md §4.5): splits the base, non-excluded train rows (all
 * processings and sources as X, {@code numeric} y, groups from {@code group_by} metadata columns
 * and the dataset's repetition column through {@link GroupedSplits}) and stores the folds as sample
 * ids, replacing earlier ones. In the refit pass the splitter is replaced by one full-train fold of
 * the base train rows (no validation rows), so models train once on every base train sample and
 * never on augmented copies.
 */
final class SplitterController {

  void run(SplitterOperator splitter, StepEnv env) {
    run(splitter, Split.Groups.NONE, env);
  }

  /**
   * Splits with groups from the metadata columns of {@code groups} (none when empty) combined with
   * the dataset's repetition column unless the step ignores it ({@link EffectiveGroups}).
   */
  void run(SplitterOperator splitter, Split.Groups groups, StepEnv env) {
    DocumentPath step = groups.equals(Split.Groups.NONE) ? env.path() : groups.step();
    SpectroDataset ds = env.dataset();
    int[] base = ds.index().ids(Partition.TRAIN, false);
    if (env.variant().refit) {
      ds.setFolds(List.of(new Fold(base, new int[0])));
      return;
    }
    double[] y = ModelController.numeric(ds, base);
    Object[] explicit = SplitGroups.labels(ds, base, groups.columns(), step);
    Object[] repetitions =
        groups.options().ignoreRepetition() ? null : SplitGroups.repetitions(ds, base, step);
    List<PositionalFold> folds =
        GroupedSplits.split(
            splitter,
            ds.x(base),
            y,
            EffectiveGroups.combine(explicit, repetitions),
            env.run().rng(),
            groups.options());
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
