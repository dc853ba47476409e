package org.spectraflow.engine.data;

import java.util.ArrayList;
import java.util.List;

/**
 * A plain description of a dataset for display and JSON: partition sizes, per-source shapes,
 * targets and exact byte counts. Immutable.
 *
 * @param name the dataset name
 * @param precision storage precision label
 * @param samples sample counts per partition
 * @param sources one entry per source
 * @param targets the targets' description
 * @param bytes exact byte counts
 */
public record DatasetSummary(
    String name,
    String precision,
    Samples samples,
    List<Source> sources,
    TargetInfo targets,
    Bytes bytes) {

  /**
   * Visible base samples per partition.
   *
   * @param train train samples
   * @param test test samples
   * @param total all stored samples
   */
  public record Samples(int train, int test, int total) {}

  /**
   * One source.
   *
   * @param index source position
   * @param samples stored rows
   * @param features features per processing
   * @param processings processing ids
   * @param headerUnit header unit label
   * @param bytes exact bytes of its blocks
   */
  public record Source(
      int index,
      int samples,
      int features,
      List<String> processings,
      String headerUnit,
      long bytes) {}

  /**
   * The targets.
   *
   * @param kind task type label
   * @param shape rows and columns
   * @param names column names
   * @param classes class labels of the first column (empty unless label-encoded)
   */
  public record TargetInfo(
      String kind, List<Integer> shape, List<String> names, List<String> classes) {}

  /**
   * Exact byte counts of stored values.
   *
   * @param features all feature blocks
   * @param targets all target versions
   * @param total both
   */
  public record Bytes(long features, long targets, long total) {}

  /** The summary of {@code ds}. */
  public static DatasetSummary of(SpectroDataset ds) {
    List<Source> sources = new ArrayList<>();
    for (int s = 0; s < ds.sources().size(); s++) {
      FeatureSource src = ds.source(s);
      sources.add(
          new Source(
              s,
              src.numSamples(),
              src.numFeatures(),
              src.processingIds(),
              src.headers().unit().label(),
              src.nbytes()));
    }
    Targets t = ds.targets();
    TargetInfo targets =
        new TargetInfo(
            ds.taskType().label(),
            List.of(t.rows(), t.columns()),
            t.names(),
            t.columns() == 0 ? List.of() : t.classes(0));
    Samples samples =
        new Samples(
            ds.index().count(Partition.TRAIN), ds.index().count(Partition.TEST), ds.index().size());
    return new DatasetSummary(
        ds.name(),
        ds.precision().label(),
        samples,
        sources,
        targets,
        new Bytes(ds.featureBytes(), t.nbytes(), ds.nbytes()));
  }
}
