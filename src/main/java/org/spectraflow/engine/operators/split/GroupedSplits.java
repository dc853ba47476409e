package org.spectraflow.engine.operators.split;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.data.Precision;
import org.spectraflow.engine.operators.PositionalFold;
import org.spectraflow.engine.operators.SplitterOperator;

/**
 * Runs a splitter with optional groups as nirs4all does (docs/compatibility.md): group splitters
 * get the groups; any other splitter, when groups are given, splits the group representatives
 * (first-seen order; mean spectrum, mean y) and each representative expands to its rows in their
 * original order, so no group straddles a fold.
 */
public final class GroupedSplits {

  private GroupedSplits() {}

  /**
   * The folds of {@code x}; {@code groups} (one label per row) may be null.
   *
   * @throws IllegalArgumentException when the splitter needs groups and none are given
   */
  public static List<PositionalFold> split(
      SplitterOperator splitter, Block x, double[] y, Object[] groups, RandomState globalRng) {
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
        splitter.split(representatives(x, units), means(y, units), globalRng);
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

  private static Block representatives(Block x, List<int[]> units) {
    Block.Writer w = Block.writer(Precision.FLOAT64, units.size(), x.cols());
    double[] row = new double[x.cols()];
    for (int u = 0; u < units.size(); u++) {
      double[] sum = new double[x.cols()];
      for (int i : units.get(u)) {
        x.copyRow(i, row);
        for (int j = 0; j < row.length; j++) {
          sum[j] += row[j];
        }
      }
      for (int j = 0; j < sum.length; j++) {
        sum[j] /= units.get(u).length;
      }
      w.setRow(u, sum);
    }
    return w.build();
  }

  private static double[] means(double[] y, List<int[]> units) {
    if (y == null) {
      return null;
    }
    double[] out = new double[units.size()];
    for (int u = 0; u < out.length; u++) {
      for (int i : units.get(u)) {
        out[u] += y[i];
      }
      out[u] /= units.get(u).length;
    }
    return out;
  }
}
