package org.spectraflow.engine.run.step;

import java.util.Arrays;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.data.Partition;
import org.spectraflow.engine.data.SpectroDataset;
import org.spectraflow.engine.operators.SampleFilterOperator;
import org.spectraflow.engine.plan.FilterSpec;

/**
 * The {@code tag} keyword: each filter is fitted on the base, non-excluded samples of both
 * partitions (as the reference does at top level: test rows included) and the tag column (the
 * object key, else the filter's {@code tag_name}) is set to {@code True} for the samples it flags,
 * {@code False} for the others. Nothing is excluded; a failing filter is skipped with a warning.
 * Tags feed {@code branch: {"by_tag": ...}}.
 */
final class TagController {

  void run(FilterSpec spec, StepEnv env) {
    SpectroDataset ds = env.dataset();
    int[] train = ds.index().ids(Partition.TRAIN, false);
    int[] test = ds.index().ids(Partition.TEST, false);
    int[] rows = Arrays.copyOf(train, train.length + test.length);
    System.arraycopy(test, 0, rows, train.length, test.length);
    Arrays.sort(rows);
    if (rows.length == 0) {
      return;
    }
    Block x = ds.x(rows);
    double[] y = targets(ds, rows, env);
    spec.filters()
        .forEach(
            (column, filter) -> {
              boolean[] keep = keep(filter, x, y, rows, env);
              for (int i = 0; i < rows.length; i++) {
                ds.index().tag(rows[i], column, keep[i] ? "False" : "True");
              }
            });
  }

  /** The filter's keep flags, or all true (with a warning) when it cannot be fitted. */
  static boolean[] keep(
      SampleFilterOperator filter, Block x, double[] y, int[] samples, StepEnv env) {
    try {
      SpectroDataset ds = env.dataset();
      return filter.keepSamples(
          x,
          y,
          samples,
          new SampleFilterOperator.Rows(ModelController.origins(ds, samples), ds.metadata()));
    } catch (IllegalArgumentException e) {
      ExcludeController.warn(
          env, filter.label() + " failed and keeps every sample: " + e.getMessage());
      boolean[] all = new boolean[x.rows()];
      Arrays.fill(all, true);
      return all;
    }
  }

  /** The current target version of {@code rows} (single-column targets only). */
  static double[] targets(SpectroDataset ds, int[] rows, StepEnv env) {
    if (ds.targets().columns() != 1) {
      throw new IllegalArgumentException(
          env.path()
              + ": filters need a single target column; "
              + "this dataset has "
              + ds.targets().columns());
    }
    double[][] v = ds.targets().values(env.ctx().yVersion, ModelController.origins(ds, rows));
    return Arrays.stream(v).mapToDouble(r -> r[0]).toArray();
  }
}
