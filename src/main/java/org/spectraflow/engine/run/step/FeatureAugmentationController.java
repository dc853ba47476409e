package org.spectraflow.engine.run.step;

import java.util.ArrayList;
import java.util.List;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.data.FeatureSource;
import org.spectraflow.engine.data.Fingerprint;
import org.spectraflow.engine.data.Headers;
import org.spectraflow.engine.data.SpectroDataset;
import org.spectraflow.engine.model.FittedStep;
import org.spectraflow.engine.observe.RunEvent;
import org.spectraflow.engine.operators.AxisTransform;
import org.spectraflow.engine.operators.FittedTransform;
import org.spectraflow.engine.operators.SampleAugmenter;
import org.spectraflow.engine.operators.TransformOperator;
import org.spectraflow.engine.plan.AugmentationAction;

/**
 * A {@code feature_augmentation} step (docs/pipeline-language.md §4.8): each operation (a
 * transformer or a chain of them; nulls skipped) adds new processings instead of replacing. {@code
 * add} (default) applies every operation to all context processings, {@code extend} only to the
 * first; both leave every stored processing in the context; {@code replace} keeps only the new ones
 * in the context (the old blocks stay stored, as nirs4all). One operation counter for the whole
 * step. Growth is bounded (docs/caching.md §3.9, which nirs4all leaves without a caller): after the
 * step each source keeps at most {@code max_processings} processings (a SpectraFlow option, default
 * {@value #DEFAULT_MAX_PROCESSINGS}), the oldest after the first evicted (never {@code raw}), with
 * a {@link RunEvent.ProcessingsEvicted} event.
 */
public final class FeatureAugmentationController {

  /**
   * The bound without {@code max_processings}: far above what a hand-written augmentation makes
   * (nirs4all's examples stay under 20), reached only by repeated augmentations multiplying the
   * processings (8 operations twice give 81).
   */
  public static final int DEFAULT_MAX_PROCESSINGS = 64;

  /** Runs the step; {@code maxProcessings} (at least 1) bounds each source's processings. */
  void run(
      List<List<TransformOperator>> operations,
      AugmentationAction action,
      int maxProcessings,
      StepEnv env) {
    SpectroDataset ds = env.dataset();
    Fingerprint rows = TransformerController.rowsFingerprint(ds.trainIds());
    List<List<String>> added = new ArrayList<>();
    ds.sources().forEach(s -> added.add(new ArrayList<>()));
    for (List<TransformOperator> chain : operations) {
      env.run().cancellation().throwIfCancelled();
      for (int s = 0; s < ds.sources().size(); s++) {
        List<String> targets = env.ctx().processing.get(s);
        if (action == AugmentationAction.EXTEND) {
          targets = targets.subList(0, Math.min(1, targets.size()));
        }
        for (String p : targets) {
          added.get(s).add(addChain(ds.source(s), p, chain, ds.trainIds(), rows, env));
        }
      }
      chain.forEach(op -> env.run().counters().transformerApplied());
    }
    for (int s = 0; s < ds.sources().size(); s++) {
      FeatureSource source = ds.source(s);
      evict(source, s, maxProcessings, env);
      List<String> stored = source.processingIds();
      env.ctx()
          .setProcessing(
              s,
              action == AugmentationAction.REPLACE
                  ? added.get(s).stream().filter(stored::contains).toList()
                  : stored);
    }
  }

  private static String addChain(
      FeatureSource source,
      String from,
      List<TransformOperator> chain,
      int[] fitRows,
      Fingerprint rows,
      StepEnv env) {
    PipelineCapture capture = capturing(chain, env);
    List<FittedStep> steps = new ArrayList<>();
    Block block = source.block(from);
    String id = from;
    // the axis the next operator sees: the source's, then an axis transform's output axis
    Headers axis = source.headers();
    for (TransformOperator declared : chain) {
      TransformOperator op = declared;
      if (declared instanceof AxisTransform axisOp) {
        op = axisOp.onAxis(AxisTransform.axisOf(declared.label(), axis, block.cols()));
        axis = AxisTransform.outputHeaders(axisOp.outputAxis(), axis);
      }
      double[] y = TransformerController.targets(op, env.dataset(), fitRows);
      if (capture != null) {
        FittedTransform f = TransformerController.fit(op, block, fitRows, y);
        steps.add(new FittedStep(op.canonicalConfig(), f));
        block =
            TransformerController.applied(
                op, f, block, TransformerController.fitFingerprint(rows, y));
      } else {
        block = TransformerController.fitApply(op, block, fitRows, y, rows);
      }
      id = id + "_" + op.label() + "_" + env.variant().nextOperation();
    }
    if (block.cols() != source.numFeatures()) {
      width(source, from, chain, block.cols(), env);
    }
    if (capture != null) {
      capture.derived(env.ctx(), from, id, steps);
    }
    env.variant().snapshots.beforeWrite(source, env.ctx().branchPath, env.step());
    if (source.indexOf(id) >= 0) {
      // nirs4all's update strategy: a processing whose id already exists is replaced, not added.
      source.replaceProcessing(id, id, block);
    } else {
      source.addProcessing(id, block);
    }
    return id;
  }

  /**
   * A chain whose output width differs from the source's: narrower is zero-padded on the right, as
   * nirs4all's storage pads an added processing (with a warning: the padded columns are zeros, and
   * the source's headers stay those of its own width); wider is refused, naming the alternatives.
   */
  private static void width(
      FeatureSource source, String from, List<TransformOperator> chain, int cols, StepEnv env) {
    String ops =
        chain.stream()
            .map(TransformOperator::label)
            .collect(java.util.stream.Collectors.joining(" > "));
    if (cols > source.numFeatures()) {
      throw new IllegalArgumentException(
          ops
              + ": gives "
              + cols
              + " features from processing '"
              + from
              + "', more than the source's "
              + source.numFeatures()
              + "; the processings of a source share one width, so a feature_augmentation"
              + " operation may not widen it: run it as its own step before feature_augmentation"
              + " (it then changes every processing), or add it as a separate source");
    }
    if (env.variant().capture != null) {
      env.variant().capture.refuse("a feature_augmentation operation that narrows the features");
    }
    ExcludeController.warn(
        env,
        ops
            + ": gives "
            + cols
            + " features from processing '"
            + from
            + "' where the source has "
            + source.numFeatures()
            + "; the new processing is zero-padded on the right to "
            + source.numFeatures()
            + " (as nirs4all pads a narrower processing). To give the model only the "
            + cols
            + " features, run it as its own step before feature_augmentation");
  }

  /**
   * The capture when it records this operation (one source, no augmenter); refuses it otherwise;
   * null when nothing is recorded.
   */
  private static PipelineCapture capturing(List<TransformOperator> chain, StepEnv env) {
    PipelineCapture capture = env.variant().capture;
    if (capture == null || capture.refusal() != null) {
      return null;
    }
    if (env.dataset().sources().size() != 1) {
      capture.refuse("a feature_augmentation over several sources");
      return null;
    }
    if (chain.stream().anyMatch(op -> op instanceof SampleAugmenter)) {
      capture.refuse("an augmenter inside a feature_augmentation");
      return null;
    }
    return capture;
  }

  private static void evict(FeatureSource source, int s, int max, StepEnv env) {
    if (source.processingCount() <= max) {
      return;
    }
    if (env.variant().capture != null) {
      env.variant().capture.refuse("a feature_augmentation whose processings were evicted");
    }
    env.variant().snapshots.beforeWrite(source, env.ctx().branchPath, env.step());
    int removed = source.evictOldestProcessings(max).size();
    int remaining = source.processingCount();
    env.run()
        .publish(
            at ->
                new RunEvent.ProcessingsEvicted(
                    at, env.variant().index, env.step(), s, removed, remaining));
  }
}
