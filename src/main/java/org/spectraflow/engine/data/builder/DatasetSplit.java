package org.spectraflow.engine.data.builder;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.spectraflow.engine.catalogue.OperatorFactory;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.data.Precision;
import org.spectraflow.engine.operators.PositionalFold;
import org.spectraflow.engine.operators.split.RandomState;

/**
 * Divides the matched samples of a plan into calibration and validation rows with the catalogue's
 * splitters (KennardStoneSplitter, SPXYSplitter, ShuffleSplit; docs/operator-behaviour.md §2.5) or
 * a reference column of train/test labels. Both lists are returned ascending (input order), and
 * each must hold at least one sample. Stateless.
 *
 * @param train the calibration rows (indices into the plan's matched pairs), ascending
 * @param test the validation rows, ascending
 */
public record DatasetSplit(int[] train, int[] test) {

  private static final Set<String> TRAIN = Set.of("train", "cal", "calibration", "training");
  private static final Set<String> TEST = Set.of("test", "val", "validation", "valid");

  /** Copies and sorts the arrays. */
  public DatasetSplit {
    train = train.clone();
    test = test.clone();
    Arrays.sort(train);
    Arrays.sort(test);
  }

  @Override
  public int[] train() {
    return train.clone();
  }

  @Override
  public int[] test() {
    return test.clone();
  }

  /**
   * The split of {@code plan}'s matched samples ({@code rows}: their spectra on the plan's axis).
   *
   * @throws IllegalArgumentException naming the problem (too few samples, a non-numeric SPXY
   *     target, a split cell that is neither train nor test)
   */
  public static DatasetSplit of(BuildPlan plan, double[][] rows) {
    SplitChoice choice = plan.request().split();
    if (choice instanceof SplitChoice.Column c) {
      return byColumn(plan, c.name());
    }
    Block x = Block.ofRows(Precision.FLOAT64, rows);
    PositionalFold fold =
        switch (choice) {
          case SplitChoice.KennardStone ks ->
              OperatorFactory.splitter(
                      "KennardStoneSplitter", Map.of("test_size", ks.testFraction()))
                  .split(x, null, new RandomState(0))
                  .get(0);
          case SplitChoice.Spxy s ->
              OperatorFactory.splitter("SPXYSplitter", Map.of("test_size", s.testFraction()))
                  .split(x, firstTarget(plan), new RandomState(0))
                  .get(0);
          case SplitChoice.Random r ->
              OperatorFactory.splitter(
                      "ShuffleSplit",
                      Map.of(
                          "n_splits", 1, "test_size", r.testFraction(), "random_state", r.seed()))
                  .split(x, null, new RandomState(r.seed()))
                  .get(0);
          case SplitChoice.Column c -> throw new IllegalStateException("handled above");
        };
    return checked(new DatasetSplit(fold.train(), fold.val()));
  }

  private static DatasetSplit byColumn(BuildPlan plan, String name) {
    int col = plan.table().column(name, "--split");
    List<Match> matched = plan.matched();
    int[] train = new int[matched.size()];
    int[] test = new int[matched.size()];
    int nTrain = 0;
    int nTest = 0;
    for (int i = 0; i < matched.size(); i++) {
      Match m = matched.get(i);
      String cell = plan.table().rows().get(m.row())[col];
      String v = cell.toLowerCase(Locale.ROOT);
      if (TRAIN.contains(v)) {
        train[nTrain++] = i;
      } else if (TEST.contains(v)) {
        test[nTest++] = i;
      } else {
        throw new IllegalArgumentException(
            "--split: column '"
                + name
                + "' holds '"
                + cell
                + "' for sample "
                + m.id()
                + "; each cell must say train (or cal) or test (or val)");
      }
    }
    return checked(new DatasetSplit(Arrays.copyOf(train, nTrain), Arrays.copyOf(test, nTest)));
  }

  private static double[] firstTarget(BuildPlan plan) {
    String target = plan.request().targets().get(0);
    int col = plan.table().column(target, "--target");
    List<Match> matched = plan.matched();
    double[] y = new double[matched.size()];
    for (int i = 0; i < y.length; i++) {
      String cell = plan.table().rows().get(matched.get(i).row())[col];
      try {
        y[i] = Double.parseDouble(cell.replace(',', '.'));
      } catch (NumberFormatException e) {
        throw new IllegalArgumentException(
            "--split spxy: target '"
                + target
                + "' holds '"
                + cell
                + "' for sample "
                + matched.get(i).id()
                + "; SPXY needs numeric targets (use kennard-stone or random)");
      }
    }
    return y;
  }

  private static DatasetSplit checked(DatasetSplit split) {
    if (split.train.length == 0 || split.test.length == 0) {
      throw new IllegalArgumentException(
          "--split: the split leaves "
              + split.train.length
              + " calibration and "
              + split.test.length
              + " validation samples; each part needs at least one sample");
    }
    return split;
  }
}
