package org.spectraflow.engine.operators.split.groups;

import java.util.Arrays;
import java.util.List;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.data.Precision;
import org.spectraflow.engine.operators.split.groups.GroupOptions.Aggregation;
import org.spectraflow.engine.operators.split.groups.GroupOptions.TargetAggregation;

/**
 * One representative row and target per group, which a splitter that is not a group splitter splits
 * in place of the samples (docs/pipeline-language.md §4.5): per feature the mean (summed in row
 * order, then divided) or the median of the group's rows, and the mean, median or mode of its
 * targets. Stateless.
 */
public final class GroupRepresentatives {

  private GroupRepresentatives() {}

  /**
   * The representative spectra, one row per unit (a unit lists the rows of one group), in float64.
   */
  public static Block spectra(Block x, List<int[]> units, Aggregation rule) {
    Block.Writer w = Block.writer(Precision.FLOAT64, units.size(), x.cols());
    double[] row = new double[x.cols()];
    for (int u = 0; u < units.size(); u++) {
      int[] members = units.get(u);
      double[][] rows = new double[members.length][];
      for (int m = 0; m < members.length; m++) {
        x.copyRow(members[m], row);
        rows[m] = row.clone();
      }
      double[] out = new double[x.cols()];
      double[] col = new double[members.length];
      for (int j = 0; j < out.length; j++) {
        for (int m = 0; m < members.length; m++) {
          col[m] = rows[m][j];
        }
        out[j] = rule == Aggregation.MEDIAN ? median(col) : mean(col);
      }
      w.setRow(u, out);
    }
    return w.build();
  }

  /** The representative targets, one per unit; null when {@code y} is null. */
  public static double[] targets(double[] y, List<int[]> units, TargetAggregation rule) {
    if (y == null) {
      return null;
    }
    double[] out = new double[units.size()];
    for (int u = 0; u < out.length; u++) {
      double[] v = Arrays.stream(units.get(u)).mapToDouble(i -> y[i]).toArray();
      out[u] =
          switch (rule) {
            case MEAN -> mean(v);
            case MEDIAN -> median(v);
            case MODE -> mode(v);
          };
    }
    return out;
  }

  static double mean(double[] v) {
    double s = 0.0;
    for (double d : v) {
      s += d;
    }
    return s / v.length;
  }

  static double median(double[] v) {
    double[] s = v.clone();
    Arrays.sort(s);
    int n = s.length;
    return n % 2 == 1 ? s[n / 2] : (s[n / 2 - 1] + s[n / 2]) / 2.0;
  }

  static double mode(double[] v) {
    double[] s = v.clone();
    Arrays.sort(s);
    double best = s[0];
    int bestCount = 0;
    for (int i = 0; i < s.length; ) {
      int j = i;
      while (j < s.length && s[j] == s[i]) {
        j++;
      }
      if (j - i > bestCount) {
        bestCount = j - i;
        best = s[i];
      }
      i = j;
    }
    return best;
  }
}
