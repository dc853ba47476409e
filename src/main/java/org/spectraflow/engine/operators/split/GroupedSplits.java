package org.spectraflow.engine.operators.split;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.operators.PositionalFold;
import org.spectraflow.engine.operators.SplitterOperator;
import org.spectraflow.engine.operators.split.groups.GroupOptions;
import org.spectraflow.engine.operators.split.groups.GroupRepresentatives;

/**
 * Runs a splitter with optional groups as nirs4all does (docs/compatibility.md): group splitters
 * get the groups; any other splitter, when groups are given, splits the group representatives
 * (first-seen order; mean or median spectrum, mean, median or mode y) and each representative
 * expands to its rows in their original order, so no group straddles a fold.
 */
public final class GroupedSplits {

  private GroupedSplits() {}

  /**
   * The folds of {@code x}; {@code groups} (one label per row) may be null. Representatives are
   * means ({@link GroupOptions#DEFAULT}).
   *
   * @throws IllegalArgumentException when the splitter needs groups and none are given
   */
  public static List<PositionalFold> split(
      SplitterOperator splitter, Block x, double[] y, Object[] groups, RandomState globalRng) {
    return split(splitter, x, y, groups, globalRng, GroupOptions.DEFAULT);
  }

  /**
   * The folds of {@code x}; {@code groups} (one label per row) may be null; a splitter that is not
   * a group splitter splits one representative per group, summarised as {@code options} says.
   *
   * @throws IllegalArgumentException when the splitter needs groups and none are given
   */
  public static List<PositionalFold> split(
      SplitterOperator splitter,
      Block x,
      double[] y,
      Object[] groups,
      RandomState globalRng,
      GroupOptions options) {
    if (groups != null && groups.length != x.rows()) {
      throw new IllegalArgumentException(
          splitter.label() + ": " + groups.length + " group labels for " + x.rows() + " samples");
    }
    if (splitter instanceof GroupSplitter g) {
      if (groups == null && g.requiresGroups()) {
        throw GroupSplitter.needsGroups(splitter.label());
      }
      return g.split(x, y, groups, globalRng);
    }
    if (groups == null) {
      return splitter.split(x, y, globalRng);
    }
    List<int[]> units = GroupLabels.firstSeen(groups);
    List<PositionalFold> folds =
        splitter.split(
            GroupRepresentatives.spectra(x, units, options.aggregation()),
            GroupRepresentatives.targets(y, units, options.yAggregation()),
            globalRng);
    List<PositionalFold> out = new ArrayList<>();
    for (PositionalFold f : folds) {
      out.add(new PositionalFold(expand(f.train(), units), expand(f.val(), units)));
    }
    return out;
  }

  /** The rows of every unit in {@code order}, each unit's rows ascending. */
  static int[] expand(int[] order, List<int[]> units) {
    return Arrays.stream(order).flatMap(u -> Arrays.stream(units.get(u))).toArray();
  }
}
