package org.spectraflow.engine.bench;

import java.util.Objects;
import org.spectraflow.engine.data.SpectroDataset;
import org.spectraflow.engine.pipeline.PipelineDocument;

/**
 * A named pipeline on a dataset, run unchanged under every configuration (each run works on its own
 * variant copies, so the dataset is never modified).
 *
 * @param name the workload's name ({@code d03}, {@code branches}, {@code large})
 * @param pipeline the document to run
 * @param dataset the loaded dataset
 */
public record BenchWorkload(String name, PipelineDocument pipeline, SpectroDataset dataset) {

  /** Requires every part. */
  public BenchWorkload {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(pipeline, "pipeline");
    Objects.requireNonNull(dataset, "dataset");
  }

  /** Samples × features of the first source, e.g. {@code 191 × 2151}. */
  public String shape() {
    return dataset.source(0).numSamples() + " × " + dataset.source(0).numFeatures();
  }
}
