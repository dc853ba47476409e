package org.spectraflow.engine.run.schedule;

import java.util.ArrayList;
import java.util.List;
import org.spectraflow.engine.generate.Variant;
import org.spectraflow.engine.json.JsonValue;
import org.spectraflow.engine.pipeline.Step;
import org.spectraflow.engine.pipeline.SubPipeline;

/**
 * Cuts a run's prefix groups ({@link PrefixGroups}) into the units a pool worker takes whole: the
 * subtrees of the prefix tree at its shallowest level that still gives every worker {@value
 * #PER_WORKER} subtrees or more, each subtree being the consecutive groups whose preprocessing
 * agrees on its first steps (docs/performance.md, "Wave 3", part 3). So {@code A → B → C₁} and
 * {@code A → B → C₂} run one after the other on one worker, which computes {@code A → B} once and
 * meets it warm, instead of a second worker waiting for the first's {@code A → B} (single flight).
 * When no level gives enough subtrees, the groups themselves are the units. Only the order of work
 * changes: the steps computed, the step-cache counts and the scores are those of any other order
 * (which kept fits a variant finds may differ once a run makes more fits than are kept).
 *
 * <p>The tree's path of a variant is its steps but the last, with sub-pipelines opened into their
 * steps (a {@code _cartesian_} chain is one top-level step), {@code null} steps kept so that the
 * levels stay aligned with the generator's choices.
 */
final class PrefixSubtrees {

  /** Subtrees wanted per worker: enough to balance uneven subtrees, few enough to share. */
  static final int PER_WORKER = 4;

  private PrefixSubtrees() {}

  /**
   * The work units for {@code workers} workers: each is the variants of one or more consecutive
   * {@code groups}, in index order; together they are every variant once, in index order.
   */
  static List<List<Variant>> of(List<List<Variant>> groups, int workers) {
    if (workers <= 0) {
      throw new IllegalArgumentException("workers must be positive, was " + workers);
    }
    List<List<JsonValue>> paths = groups.stream().map(g -> path(g.get(0))).toList();
    int deepest = paths.stream().mapToInt(List::size).max().orElse(0);
    int wanted = PER_WORKER * workers;
    for (int depth = 1; depth <= deepest; depth++) {
      List<Integer> starts = starts(paths, depth);
      if (starts.size() >= wanted) {
        return join(groups, starts);
      }
    }
    return groups;
  }

  /** The indices of the groups that start a new subtree when the tree is cut at {@code depth}. */
  static List<Integer> starts(List<List<JsonValue>> paths, int depth) {
    List<Integer> starts = new ArrayList<>();
    List<JsonValue> previous = null;
    for (int i = 0; i < paths.size(); i++) {
      List<JsonValue> p = paths.get(i);
      List<JsonValue> cut = p.subList(0, Math.min(depth, p.size()));
      if (previous == null || !cut.equals(previous)) {
        starts.add(i);
      }
      previous = cut;
    }
    return starts;
  }

  private static List<List<Variant>> join(List<List<Variant>> groups, List<Integer> starts) {
    List<List<Variant>> units = new ArrayList<>(starts.size());
    for (int s = 0; s < starts.size(); s++) {
      int end = s + 1 < starts.size() ? starts.get(s + 1) : groups.size();
      List<Variant> unit = new ArrayList<>();
      for (int g = starts.get(s); g < end; g++) {
        unit.addAll(groups.get(g));
      }
      units.add(List.copyOf(unit));
    }
    return List.copyOf(units);
  }

  /** The variant's steps but the last, sub-pipelines opened. */
  static List<JsonValue> path(Variant v) {
    List<Step> steps = v.pipeline().steps();
    List<JsonValue> path = new ArrayList<>();
    for (Step s : steps.subList(0, Math.max(0, steps.size() - 1))) {
      open(s, path);
    }
    return path;
  }

  private static void open(Step step, List<JsonValue> path) {
    if (step instanceof SubPipeline sub) {
      sub.steps().forEach(s -> open(s, path));
    } else {
      path.add(step.toJson());
    }
  }
}
