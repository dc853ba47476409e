package org.spectraflow.engine.run.step;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.data.Partition;
import org.spectraflow.engine.data.SampleIndex;
import org.spectraflow.engine.data.SampleRecord;
import org.spectraflow.engine.data.SpectroDataset;
import org.spectraflow.engine.observe.RunEvent;
import org.spectraflow.engine.plan.FilterSpec;

/**
 * The {@code exclude} keyword (and the legacy {@code sample_filter}, run the same way): each filter
 * is fitted on the base, non-excluded train samples (X = every processing of every source, y = the
 * current target version) and flags the samples it would drop; {@code any} drops a sample any
 * filter flags, {@code all} only samples every filter flags. Each filter's flags are written to the
 * tag column {@code excluded_<tag_name>}. Dropped samples (and, with {@code cascade_to_augmented},
 * their augmented copies) are marked excluded: still transformed, never fitted on, never in folds,
 * never scored. A filter that fails keeps every sample; an exclusion that would drop every sample
 * keeps the first; both with a warning (docs/compatibility.md, exclude).
 */
final class ExcludeController {

  /**
   * Runs the filters of {@code spec}; returns {excluded, seen}: the base train samples it excluded
   * and those it saw (augmented copies that followed their origin not counted).
   */
  int[] run(FilterSpec spec, StepEnv env) {
    SpectroDataset ds = env.dataset();
    SampleIndex index = ds.index();
    int[] rows = index.ids(Partition.TRAIN, false);
    if (rows.length == 0) {
      return new int[2];
    }
    Block x = ds.x(rows);
    double[] y = TagController.targets(ds, rows, env);
    boolean[] drop = new boolean[rows.length];
    Arrays.fill(drop, !spec.any());
    List<String> names = new ArrayList<>();
    spec.filters()
        .forEach(
            (column, filter) -> {
              boolean[] keep = TagController.keep(filter, x, y, rows, env);
              for (int i = 0; i < rows.length; i++) {
                boolean flagged = !keep[i];
                index.tag(rows[i], "excluded_" + column, flagged ? "True" : "False");
                drop[i] = spec.any() ? drop[i] || flagged : drop[i] && flagged;
              }
              names.add(filter.reason());
            });
    if (allTrue(drop)) {
      drop[0] = false;
      warn(env, "every train sample would be excluded; sample " + rows[0] + " is kept");
    }
    String reason =
        spec.filters().size() == 1
            ? names.get(0)
            : "exclude(" + (spec.any() ? "any" : "all") + ":" + String.join(",", names) + ")";
    Set<Integer> dropped = new HashSet<>();
    for (int i = 0; i < rows.length; i++) {
      if (drop[i]) {
        index.exclude(rows[i], reason);
        dropped.add(rows[i]);
      }
    }
    if (spec.cascade()) {
      for (int id = 0; id < index.size(); id++) {
        SampleRecord r = index.sample(id);
        if (r.augmented() && !r.excluded() && dropped.contains(r.origin())) {
          index.exclude(id, reason);
        }
      }
    }
    return new int[] {dropped.size(), rows.length};
  }

  static void warn(StepEnv env, String message) {
    env.run()
        .publish(
            at ->
                new RunEvent.StepWarning(
                    at, env.variant().index, env.step(), env.path().toString(), message));
  }

  private static boolean allTrue(boolean[] v) {
    for (boolean b : v) {
      if (!b) {
        return false;
      }
    }
    return true;
  }
}
