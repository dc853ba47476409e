package org.spectraflow.engine.run.step;

import java.util.ArrayList;
import java.util.List;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.data.Headers;
import org.spectraflow.engine.data.SpectroDataset;
import org.spectraflow.engine.model.FittedMerge;
import org.spectraflow.engine.model.FittedNode;
import org.spectraflow.engine.model.FittedPipeline;
import org.spectraflow.engine.model.Provenance;
import org.spectraflow.engine.model.TargetInverse;
import org.spectraflow.engine.model.TrainingShape;
import org.spectraflow.engine.operators.FittedModel;

/**
 * Records, during one refit variant run with {@code keepFinalModel} on, the fitted chain of each
 * processing of each execution context (transforms, feature augmentation, concat_transform, the
 * merges of duplication branches; {@link ExecutionContext#chains}) so that a model step can hold
 * what it reads as a {@link FittedPipeline} (several processings: a merge of their chains). The
 * first step the pipeline cannot represent yet (separation branches, several sources, evicted
 * processings) is remembered as the refusal: {@link #pipeline} then returns null and the reason
 * stays readable, nothing is dropped silently. Used by the variant's one thread.
 */
final class PipelineCapture {

  private final Block raw;
  private final double[] wavelengths;
  private final Provenance provenance;
  private String refusal;

  /** A capture over the variant's dataset before its first step. */
  PipelineCapture(SpectroDataset dataset, Provenance provenance) {
    this.provenance = provenance;
    if (dataset.sources().size() != 1) {
      this.raw = null;
      this.wavelengths = new double[0];
      refuse(dataset.sources().size() + " feature sources");
    } else {
      this.raw = dataset.source(0).block(0);
      this.wavelengths =
          dataset.source(0).headers() instanceof Headers.Axis axis && axis.size() == raw.cols()
              ? axis.values()
              : new double[0];
    }
  }

  /** Starts {@code ctx}'s chains: each of {@code ids} is the raw spectra (an empty chain). */
  void start(ExecutionContext ctx, List<String> ids) {
    ids.forEach(id -> ctx.chains.put(id, List.of()));
  }

  /**
   * Records that processing {@code to} of {@code ctx} is processing {@code from} followed by {@code
   * nodes}; refuses a {@code from} the capture did not follow.
   */
  void derived(ExecutionContext ctx, String from, String to, List<? extends FittedNode> nodes) {
    List<FittedNode> chain = ctx.chains.get(from);
    if (chain == null) {
      refuse("a processing the fitted chain did not follow (" + from + ")");
      return;
    }
    List<FittedNode> next = new ArrayList<>(chain);
    next.addAll(nodes);
    ctx.chains.put(to, List.copyOf(next));
  }

  /** Records that {@code ctx}'s only processing {@code id} is the chain {@code nodes}. */
  void replaced(ExecutionContext ctx, String id, List<FittedNode> nodes) {
    ctx.chains.clear();
    ctx.chains.put(id, List.copyOf(nodes));
  }

  /**
   * The chain giving what a model of {@code ctx} reads ({@code ds.x}: every stored processing of
   * the one source side by side, in stored order): the processing's own chain, or a merge of the
   * processings' chains; null (and refused) when a processing was not followed.
   */
  List<FittedNode> features(ExecutionContext ctx, SpectroDataset ds) {
    if (ds.sources().size() != 1) {
      refuse("several feature sources");
      return null;
    }
    List<List<FittedNode>> parts = new ArrayList<>();
    for (String id : ds.source(0).processingIds()) {
      List<FittedNode> chain = ctx.chains.get(id);
      if (chain == null) {
        refuse("a processing the fitted chain did not follow (" + id + ")");
        return null;
      }
      parts.add(chain);
    }
    return parts.size() == 1
        ? parts.get(0)
        : List.of(new FittedMerge(parts, List.of(), ds.precision()));
  }

  /** Marks the chain as not representable (the first reason wins). */
  void refuse(String reason) {
    if (refusal == null) {
      refusal = reason;
    }
  }

  /** Why the chain cannot be held, or null when it can. */
  String refusal() {
    return refusal;
  }

  /** The raw spectra the chain starts from (every sample of the variant's dataset). */
  Block raw() {
    return raw;
  }

  /**
   * The fitted pipeline ending in {@code model} for the context {@code ctx}, or null when a step
   * was refused or the model does not see exactly the one recorded chain.
   */
  FittedPipeline pipeline(FittedModel model, String name, ExecutionContext ctx, SpectroDataset ds) {
    List<FittedNode> steps = refusal == null ? features(ctx, ds) : null;
    if (refusal != null) {
      return null;
    }
    List<TargetInverse> inverses = List.copyOf(ctx.yChain);
    return new FittedPipeline(
        steps,
        model,
        inverses,
        new TrainingShape(raw.cols(), wavelengths, ds.precision()),
        ds.taskType().isClassification(),
        new Provenance(
            provenance.document(),
            provenance.variant(),
            name,
            provenance.dataset(),
            provenance.datasetFingerprint(),
            provenance.version(),
            provenance.scores()));
  }
}
