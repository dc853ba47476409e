package org.spectraflow.engine.generate;

import java.util.Objects;
import org.spectraflow.engine.pipeline.PipelineDocument;

/**
 * One fully expanded pipeline: its 0-based position in expansion order, a readable name ({@code SNV
 * > SavitzkyGolay(window_length=15) > PLSRegression(n_components=10)}), the
 * docs/pipeline-language.md §5.3 config name ({@code config_<hash8>}), the document to execute, the
 * template it was expanded from (the document itself when it has no generators) and the template
 * step id of each of its steps ({@link StepIds}).
 */
public record Variant(
    long index,
    String name,
    String configName,
    PipelineDocument pipeline,
    PipelineDocument template,
    StepIds stepIds) {

  /** Checks the references. */
  public Variant {
    Objects.requireNonNull(pipeline, "pipeline");
    Objects.requireNonNull(template, "template");
    Objects.requireNonNull(stepIds, "stepIds");
  }

  /** A variant that is its own template (every step's id is its own path). */
  public Variant(long index, String name, String configName, PipelineDocument pipeline) {
    this(index, name, configName, pipeline, pipeline, StepIds.IDENTITY);
  }
}
