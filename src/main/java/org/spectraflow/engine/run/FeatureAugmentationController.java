package org.spectraflow.engine.run;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.data.FeatureSource;
import org.spectraflow.engine.data.Fingerprint;
import org.spectraflow.engine.data.SpectroDataset;
import org.spectraflow.engine.observe.RunEvent;
import org.spectraflow.engine.operators.TransformOperator;

/**
 * A {@code feature_augmentation} step (pipeline-dsl §4.8): each operation (a transformer or a
 * chain of them; nulls skipped) adds new processings instead of replacing. {@code add} (default)
 * applies every operation to all context processings, {@code extend} only to the first; both
 * leave every stored processing in the context; {@code replace} keeps only the new ones in the
 * context (the old blocks stay stored, as nirs4all). One operation counter for the whole step.
 * With the SpectraFlow option {@code max_processings: n} the oldest processings are evicted
 * (never {@code raw}) to bound growth, with a {@link RunEvent.ProcessingsEvicted} event.
 */
final class FeatureAugmentationController {

  /** The action keywords. */
  enum Action { ADD, EXTEND, REPLACE }

  void run(List<List<TransformOperator>> operations, Action action, Integer maxProcessings,
      StepEnv env) {
    SpectroDataset ds = env.dataset();
    Fingerprint rows = TransformerController.rowsFingerprint(ds.trainIds());
    List<List<String>> added = new ArrayList<>();
    ds.sources().forEach(s -> added.add(new ArrayList<>()));
    for (List<TransformOperator> chain : operations) {
      env.run().cancellation().throwIfCancelled();
      for (int s = 0; s < ds.sources().size(); s++) {
        List<String> targets = env.ctx().processing.get(s);
        if (action == Action.EXTEND) {
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
      env.ctx().setProcessing(s, action == Action.REPLACE
          ? added.get(s).stream().filter(stored::contains).toList() : stored);
    }
  }

  private static String addChain(FeatureSource source, String from, List<TransformOperator> chain,
      int[] fitRows, Fingerprint rows, StepEnv env) {
    Block block = source.block(from);
    String id = from;
    for (TransformOperator op : chain) {
      block = TransformerController.fitApply(op, block, fitRows, rows);
      id = id + "_" + op.label() + "_" + env.variant().nextOperation();
    }
    env.variant().snapshots.beforeWrite(source, env.ctx().branchPath, env.step());
    source.addProcessing(id, block);
    return id;
  }

  private static void evict(FeatureSource source, int s, Integer max, StepEnv env) {
    if (max == null || source.processingCount() <= max) {
      return;
    }
    env.variant().snapshots.beforeWrite(source, env.ctx().branchPath, env.step());
    int removed = source.evictOldestProcessings(max).size();
    int remaining = source.processingCount();
    env.run().publish(at -> new RunEvent.ProcessingsEvicted(at, env.variant().index, env.step(),
        s, removed, remaining));
  }
}
