package org.spectraflow.engine.run.step;

import java.util.List;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.data.Headers;
import org.spectraflow.engine.data.SpectroDataset;
import org.spectraflow.engine.model.FittedNode;
import org.spectraflow.engine.model.FittedPipeline;
import org.spectraflow.engine.model.FittedStep;
import org.spectraflow.engine.model.Provenance;
import org.spectraflow.engine.model.TargetInverse;
import org.spectraflow.engine.model.TrainingShape;
import org.spectraflow.engine.operators.FittedModel;
import org.spectraflow.engine.operators.FittedTransform;

/**
 * Records, during one refit variant run with {@code keepFinalModel} on, the fitted chain of each
 * execution context (transforms, concat_transform, the merges of duplication branches; {@link
 * ExecutionContext#fitted}) so that a model step can hold its context's chain as a {@link
 * FittedPipeline}. The first step the pipeline cannot represent yet (separation branches, feature
 * augmentation, several sources or processings) is remembered as the refusal: {@link #pipeline}
 * then returns null and the reason stays readable, nothing is dropped silently. Used by the
 * variant's one thread.
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

  /** Records the next fitted transform of {@code ctx}'s chain. */
  void transform(ExecutionContext ctx, String operator, FittedTransform fitted) {
    ctx.fitted.add(new FittedStep(operator, fitted));
  }

  /** Records the next node of {@code ctx}'s chain. */
  void node(ExecutionContext ctx, FittedNode node) {
    ctx.fitted.add(node);
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
    if (ds.sources().size() != 1 || ds.source(0).processingCount() != 1) {
      refuse("a model reading several processings");
    }
    if (refusal != null) {
      return null;
    }
    List<TargetInverse> inverses = List.copyOf(ctx.yChain);
    return new FittedPipeline(
        ctx.fitted,
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
