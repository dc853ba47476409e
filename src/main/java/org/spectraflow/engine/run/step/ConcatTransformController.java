package org.spectraflow.engine.run.step;

import java.util.ArrayList;
import java.util.List;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.data.FeatureSource;
import org.spectraflow.engine.data.Fingerprint;
import org.spectraflow.engine.data.SpectroDataset;
import org.spectraflow.engine.model.FittedConcat;
import org.spectraflow.engine.model.FittedStep;
import org.spectraflow.engine.operators.FittedTransform;
import org.spectraflow.engine.operators.SampleAugmenter;
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
    PipelineCapture capture = capturing(operations, env);
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
        List<List<FittedStep>> fitted = new ArrayList<>();
        for (List<TransformOperator> chain : operations) {
          Block b = source.block(p);
          List<FittedStep> steps = new ArrayList<>();
          for (TransformOperator op : chain) {
            double[] y = TransformerController.targets(op, ds, fitRows);
            FittedTransform f = TransformerController.fit(op, b, fitRows, y);
            steps.add(new FittedStep(op.canonicalConfig(), f));
            b =
                TransformerController.applied(
                    op, f, b, TransformerController.fitFingerprint(rows, y));
          }
          parts.add(b);
          fitted.add(steps);
        }
        blocks.add(concatColumns(parts));
        ids.add(p + "_concat_" + suffix);
        if (capture != null) {
          capture.derived(
              env.ctx(),
              p,
              p + "_concat_" + suffix,
              List.of(new FittedConcat("concat_transform(" + suffix + ")", fitted)));
        }
      }
      env.variant().snapshots.beforeWrite(source, env.ctx().branchPath, env.step());
      source.replaceAll(ids, blocks);
      env.ctx().setProcessing(s, ids);
    }
    env.run().counters().transformerApplied();
  }

  /**
   * The capture when it records this step (one source, no augmenter); refuses it otherwise; null
   * when nothing is recorded.
   */
  private static PipelineCapture capturing(List<List<TransformOperator>> operations, StepEnv env) {
    PipelineCapture capture = env.variant().capture;
    if (capture == null || capture.refusal() != null) {
      return null;
    }
    SpectroDataset ds = env.dataset();
    if (ds.sources().size() != 1) {
      capture.refuse("a concat_transform over several sources");
      return null;
    }
    if (operations.stream().flatMap(List::stream).anyMatch(op -> op instanceof SampleAugmenter)) {
      capture.refuse("an augmenter inside a concat_transform");
      return null;
    }
    return capture;
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
    Fingerprint fp =
        Fingerprint.derive(
            "concat", parts.stream().map(Block::fingerprint).toArray(Fingerprint[]::new));
    return Block.concatColumns(parts).withFingerprint(fp);
  }
}
