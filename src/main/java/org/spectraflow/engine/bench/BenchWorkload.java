package org.spectraflow.engine.bench;

import java.util.List;
import java.util.Objects;
import java.util.Set;
import org.spectraflow.engine.cache.CachePreset;
import org.spectraflow.engine.data.SpectroDataset;
import org.spectraflow.engine.pipeline.PipelineDocument;

/**
 * A named pipeline on a dataset, run unchanged under every configuration (each run works on its own
 * variant copies, so the dataset is never modified).
 *
 * @param name the workload's name ({@code d03}, {@code branches}, {@code large})
 * @param pipeline the document to run
 * @param dataset the loaded dataset
 * @param presets the cache configurations it runs under, in order (at least one; {@code sample06}
 *     runs only under the full cache: without it, it takes many minutes)
 */
public record BenchWorkload(
    String name, PipelineDocument pipeline, SpectroDataset dataset, List<CachePreset> presets) {

  /** Requires every part. */
  public BenchWorkload {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(pipeline, "pipeline");
    Objects.requireNonNull(dataset, "dataset");
    presets = List.copyOf(presets);
    if (presets.isEmpty()) {
      throw new IllegalArgumentException("a workload runs under at least one configuration");
    }
  }

  /** A workload run under every configuration. */
  public BenchWorkload(String name, PipelineDocument pipeline, SpectroDataset dataset) {
    this(name, pipeline, dataset, List.of(CachePreset.values()));
  }

  /**
   * This workload under only the configurations in {@code wanted} that it runs under (order kept).
   *
   * @throws IllegalArgumentException when none is left
   */
  public BenchWorkload onlyUnder(Set<CachePreset> wanted) {
    List<CachePreset> kept = presets.stream().filter(wanted::contains).toList();
    if (kept.isEmpty()) {
      throw new IllegalArgumentException(
          "bench: workload "
              + name
              + " runs only under "
              + presets.stream().map(CachePreset::key).toList()
              + "; --configs leaves it nothing to run");
    }
    return new BenchWorkload(name, pipeline, dataset, kept);
  }

  /** Samples × features of the first source, e.g. {@code 191 × 2151}. */
  public String shape() {
    return dataset.source(0).numSamples() + " × " + dataset.source(0).numFeatures();
  }
}
