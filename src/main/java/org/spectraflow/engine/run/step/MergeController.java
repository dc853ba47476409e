package org.spectraflow.engine.run.step;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Collectors;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.data.FeatureSource;
import org.spectraflow.engine.data.Fingerprint;
import org.spectraflow.engine.data.Headers;
import org.spectraflow.engine.data.SpectroDataset;
import org.spectraflow.engine.model.FittedNode;

/**
 * A {@code merge} step (docs/pipeline-language.md §4.13) ending branch mode, collecting what its
 * {@link MergePlan} lists: branches' full 2-D features (all processings, all sources) side by side,
 * then one column per selected model, out-of-fold predictions on train rows and averaged test
 * predictions on test rows. The result becomes the dataset's only source, with one processing named
 * after the branches' last processing ids joined by {@code +}.
 */
final class MergeController {

  /** The merge modes supported. */
  enum Mode {
    FEATURES,
    PREDICTIONS,
    ALL;

    static Mode parse(String text, String where) {
      try {
        return valueOf(text.toUpperCase(Locale.ROOT));
      } catch (IllegalArgumentException e) {
        throw new IllegalArgumentException(
            where
                + ": merge mode '"
                + text
                + "' is not supported "
                + "yet; supported: features, predictions, all");
      }
    }
  }

  /**
   * The merged features of {@code plan} (its branches' features side by side, then its models'
   * prediction columns), as a new single-source dataset; {@code branches} are every branch context.
   * With {@code laneChains} (a fitted-chain capture on), each merged branch's fitted chain is added
   * to it, in merge order.
   */
  SpectroDataset merge(
      MergePlan plan,
      List<ExecutionContext> branches,
      VariantState variant,
      int step,
      List<List<FittedNode>> laneChains) {
    SpectroDataset ds = variant.dataset;
    int[] all = new int[ds.index().size()];
    for (int i = 0; i < all.length; i++) {
      all[i] = i;
    }
    List<Block> parts = new ArrayList<>();
    for (ExecutionContext ctx : plan.features()) {
      variant.snapshots.restore(ds, ctx.snapshot, ctx.branchPath, step);
      variant.live = ctx;
      parts.add(ds.x(all));
      if (laneChains != null && variant.capture != null) {
        laneChains.add(variant.capture.features(ctx, ds));
      }
    }
    if (plan.concat()) {
      parts.add(concatRows(branches, variant, step, all));
    }
    for (ModelResult m : plan.predictions()) {
      parts.add(predictionColumn(ds, m, variant.modelRows.get(m), all.length));
    }
    if (parts.isEmpty()) {
      throw new IllegalArgumentException(
          "merge at step "
              + step
              + ": the branches produced no "
              + (plan.features().isEmpty() ? "model predictions" : "features"));
    }
    Block merged = ConcatTransformController.concatColumns(parts);
    String name =
        branches.stream().map(c -> last(c.processing.get(0))).collect(Collectors.joining("+"));
    FeatureSource source = FeatureSource.of(merged, Headers.absent());
    source.replaceProcessing(FeatureSource.RAW, name, merged);
    return ds.withSources(List.of(source));
  }

  /**
   * Separation branches put back together: each sample's row from the branch holding it (its copies
   * follow their origin), in global id order; all branches must have the same width. Samples in no
   * branch keep zeros.
   */
  private static Block concatRows(
      List<ExecutionContext> branches, VariantState variant, int step, int[] all) {
    SpectroDataset ds = variant.dataset;
    double[][] rows = new double[all.length][];
    int width = -1;
    for (ExecutionContext ctx : branches) {
      variant.snapshots.restore(ds, ctx.snapshot, ctx.branchPath, step);
      variant.live = ctx;
      Block x = ds.x(all);
      if (width >= 0 && x.cols() != width) {
        throw new IllegalArgumentException(
            "merge at step "
                + step
                + ": concat needs branches of "
                + "equal width; branch '"
                + ctx.branchName
                + "' has "
                + x.cols()
                + " features, "
                + "the first "
                + width);
      }
      width = x.cols();
      Set<Integer> members = new HashSet<>();
      if (ctx.members != null) {
        Arrays.stream(ctx.members).forEach(members::add);
      }
      for (int id = 0; id < all.length; id++) {
        if (ctx.members == null || members.contains(ds.index().sample(id).origin())) {
          rows[id] = x.row(id);
        }
      }
    }
    for (int id = 0; id < rows.length; id++) {
      if (rows[id] == null) {
        rows[id] = new double[Math.max(width, 0)];
      }
    }
    return Block.ofRows(ds.precision(), rows);
  }

  private static Block predictionColumn(SpectroDataset ds, ModelResult m, int[][] ids, int rows) {
    double[] col = new double[rows];
    Arrays.fill(col, Double.NaN);
    int[] train = ids[0];
    int[] test = ids[1];
    for (int i = 0; i < train.length; i++) {
      col[train[i]] = m.trainOof()[i];
    }
    for (int i = 0; i < test.length; i++) {
      col[test[i]] = m.testAvg()[i];
    }
    for (int id = 0; id < rows; id++) {
      int origin = ds.index().sample(id).origin();
      if (Double.isNaN(col[id]) && origin != id) {
        col[id] = col[origin];
      }
    }
    double mean = Arrays.stream(col).filter(v -> !Double.isNaN(v)).average().orElse(0);
    double[][] values = new double[rows][1];
    for (int i = 0; i < rows; i++) {
      values[i][0] = Double.isNaN(col[i]) ? mean : col[i];
    }
    Block b = Block.ofRows(ds.precision(), values);
    return b.withFingerprint(
        Fingerprint.ofString(
            "predictions:"
                + m.report().name()
                + ":"
                + m.report().branch()
                + ":"
                + b.fingerprint()));
  }

  private static String last(List<String> ids) {
    return ids.isEmpty() ? "merged" : ids.get(ids.size() - 1);
  }
}
