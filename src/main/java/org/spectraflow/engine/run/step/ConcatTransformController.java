package org.spectraflow.engine.run.step;

import java.util.ArrayList;
import java.util.List;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.data.FeatureSource;
import org.spectraflow.engine.data.Fingerprint;
import org.spectraflow.engine.data.SpectroDataset;
import org.spectraflow.engine.operators.TransformOperator;

/**
 * A top-level {@code concat_transform} step (docs/pipeline-language.md §4.9): per source and
 * context processing, every operation (a transformer, a chain applied in order, or null for the
 * input itself) is fitted on the train rows and applied to all rows; the outputs are concatenated
 * column-wise and replace the processing, renamed {@code <id>_concat_<Op1>_<Op2>...} (a chain is
 * named after its last operator; more than three operations: the first three then {@code _+<n>};
 * the step's {@code name} replaces the suffix). Every processing of a source must be a target,
 * since they all change width together.
 */
final class ConcatTransformController {

  void run(List<List<TransformOperator>> operations, String name, StepEnv env) {
    SpectroDataset ds = env.dataset();
    int[] fitRows = ds.trainIds();
    Fingerprint rows = TransformerController.rowsFingerprint(fitRows);
    String suffix = name != null ? name : suffix(operations);
    for (int s = 0; s < ds.sources().size(); s++) {
      FeatureSource source = ds.source(s);
      List<String> targets = env.ctx().processing.get(s);
      if (!targets.equals(source.processingIds())) {
        throw new IllegalArgumentException(
            env.path()
                + ": concat_transform changes the width of "
                + "every processing; it needs all of "
                + source.processingIds()
                + " in the context, had "
                + targets);
      }
      List<String> ids = new ArrayList<>();
      List<Block> blocks = new ArrayList<>();
      for (String p : targets) {
        List<Block> parts = new ArrayList<>();
        for (List<TransformOperator> chain : operations) {
          Block b = source.block(p);
          for (TransformOperator op : chain) {
            b = TransformerController.fitApply(op, b, fitRows, rows);
          }
          parts.add(b);
        }
        blocks.add(concatColumns(parts));
        ids.add(p + "_concat_" + suffix);
      }
      env.variant().snapshots.beforeWrite(source, env.ctx().branchPath, env.step());
      source.replaceAll(ids, blocks);
      env.ctx().setProcessing(s, ids);
    }
    env.run().counters().transformerApplied();
  }

  private static String suffix(List<List<TransformOperator>> operations) {
    List<String> names =
        operations.stream()
            .map(c -> c.isEmpty() ? "None" : c.get(c.size() - 1).className())
            .toList();
    if (names.size() > 3) {
      return String.join("_", names.subList(0, 3)) + "_+" + (names.size() - 3);
    }
    return String.join("_", names);
  }

  /** The blocks side by side (same rows), with a fingerprint derived from the parts'. */
  static Block concatColumns(List<Block> parts) {
    int rows = parts.get(0).rows();
    int width = parts.stream().mapToInt(Block::cols).sum();
    Block.Writer w = Block.writer(parts.get(0).precision(), rows, width);
    double[] row = new double[width];
    for (int i = 0; i < rows; i++) {
      int off = 0;
      for (Block b : parts) {
        double[] r = b.row(i);
        System.arraycopy(r, 0, row, off, r.length);
        off += r.length;
      }
      w.setRow(i, row);
    }
    Fingerprint fp =
        Fingerprint.derive(
            "concat", parts.stream().map(Block::fingerprint).toArray(Fingerprint[]::new));
    return w.build(fp);
  }
}
