package org.spectraflow.engine.data;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A NIRS dataset (docs/pipeline-language.md §3): one or more feature sources with the same sample
 * count, the sample index (partitions, augmentation, exclusion, tags), targets with their version
 * chain, metadata, folds, the task type (detected from train targets unless forced) and the storage
 * precision. Sample ids are rows of every source; targets and metadata rows are base ids. Not
 * thread-safe; {@link #copyForVariant} gives a cheap independent copy sharing the blocks.
 */
public final class SpectroDataset {

  private final String name;
  private final Precision precision;
  private final List<FeatureSource> sources;
  private final SampleIndex index;
  private final MetadataTable metadata;
  private Targets targets;
  private List<Fold> folds = List.of();
  private TaskType taskType;
  private String repetition;

  private SpectroDataset(
      String name,
      Precision precision,
      List<FeatureSource> sources,
      SampleIndex index,
      Targets targets,
      MetadataTable metadata,
      TaskType taskType) {
    this.name = name;
    this.precision = precision;
    this.sources = sources;
    this.index = index;
    this.targets = targets;
    this.metadata = metadata;
    this.taskType = taskType;
  }

  /**
   * A dataset whose sources hold the train rows then the test rows; the task type is detected from
   * the train targets. Every source, the targets and (when present) the metadata must have {@code
   * index.size()} rows.
   */
  public static SpectroDataset of(
      String name,
      Precision precision,
      List<FeatureSource> sources,
      SampleIndex index,
      Targets targets,
      MetadataTable metadata) {
    if (sources.isEmpty()) {
      throw new IllegalArgumentException("dataset '" + name + "' needs at least one source");
    }
    for (int s = 0; s < sources.size(); s++) {
      requireRows(name, "source " + s, sources.get(s).numSamples(), index.size());
    }
    requireRows(name, "targets", targets.rows(), index.baseCount());
    if (metadata.rows() != 0 || !metadata.names().isEmpty()) {
      requireRows(name, "metadata", metadata.rows(), index.baseCount());
    }
    TaskType task = TaskType.detect(targets.values(Targets.NUMERIC, index.trainIds()));
    return new SpectroDataset(
        Objects.requireNonNull(name),
        precision,
        List.copyOf(sources),
        index,
        targets,
        metadata,
        task);
  }

  /** The dataset's name (folder name or {@code demo}). */
  public String name() {
    return name;
  }

  /** The storage precision of features and targets. */
  public Precision precision() {
    return precision;
  }

  /** The sources, in order. */
  public List<FeatureSource> sources() {
    return sources;
  }

  /** Source {@code s}. */
  public FeatureSource source(int s) {
    return sources.get(s);
  }

  /** The sample index. */
  public SampleIndex index() {
    return index;
  }

  /** The targets. */
  public Targets targets() {
    return targets;
  }

  /** Replaces the targets (e.g. after a y-processing added a version); row count must match. */
  public void setTargets(Targets next) {
    requireRows(name, "targets", next.rows(), targets.rows());
    targets = next;
  }

  /** The metadata table. */
  public MetadataTable metadata() {
    return metadata;
  }

  /** The task type. */
  public TaskType taskType() {
    return taskType;
  }

  /** Forces the task type (overrides detection). */
  public void forceTaskType(TaskType type) {
    taskType = Objects.requireNonNull(type, "type");
  }

  /**
   * The metadata column naming each row's physical sample when the dataset declares one (the {@code
   * repetition} key of a dataset config): rows sharing its value are repetitions of one sample,
   * which splitters keep together (docs/pipeline-language.md §4.5).
   */
  public Optional<String> repetitionColumn() {
    return Optional.ofNullable(repetition);
  }

  /**
   * Declares the repetition column; it must be a metadata column.
   *
   * @throws IllegalArgumentException when the metadata has no such column
   */
  public void declareRepetition(String column) {
    Objects.requireNonNull(column, "column");
    if (!metadata.names().contains(column)) {
      throw new IllegalArgumentException(
          "dataset '"
              + name
              + "': the repetition column '"
              + column
              + "' is not a metadata column; the metadata has "
              + (metadata.names().isEmpty() ? "no columns" : metadata.names()));
    }
    repetition = column;
  }

  /** The folds set by the last splitter (empty before). */
  public List<Fold> folds() {
    return folds;
  }

  /** Sets the folds. */
  public void setFolds(List<Fold> next) {
    folds = List.copyOf(next);
  }

  /** Visible train ids. */
  public int[] trainIds() {
    return index.trainIds();
  }

  /** Visible test ids. */
  public int[] testIds() {
    return index.testIds();
  }

  /**
   * The 2-D features of samples {@code ids}: every processing of every source concatenated
   * column-wise (processing-major within a source, sources in order), as a model sees them.
   */
  public Block x(int[] ids) {
    return xView(ids).toBlock();
  }

  /** {@link #x(int[])} as a view that copies nothing until a row is read. */
  public StackedRows xView(int[] ids) {
    List<Block> parts = new ArrayList<>();
    for (FeatureSource s : sources) {
      parts.addAll(s.storage().blocks());
    }
    return new StackedRows(parts, ids, precision);
  }

  /** The current-version targets of samples {@code ids} (augmented samples use their origin's). */
  public double[][] y(int[] ids) {
    int[] origins = new int[ids.length];
    for (int i = 0; i < ids.length; i++) {
      origins[i] = index.sample(ids[i]).origin();
    }
    return targets.values(targets.current(), origins);
  }

  /** Exact bytes of features (every source's blocks) plus targets; no serialization. */
  public long nbytes() {
    return featureBytes() + targets.nbytes();
  }

  /** Exact bytes of the feature blocks of all sources. */
  public long featureBytes() {
    return sources.stream().mapToLong(FeatureSource::nbytes).sum();
  }

  /**
   * An independent dataset for a pipeline variant that shares the (immutable) blocks, targets and
   * metadata: copies block references and the index, never feature arrays.
   */
  public SpectroDataset copyForVariant() {
    List<FeatureSource> copies = sources.stream().map(FeatureSource::shareBlocks).toList();
    SpectroDataset copy =
        new SpectroDataset(name, precision, copies, index.copy(), targets, metadata, taskType);
    copy.folds = folds;
    copy.repetition = repetition;
    return copy;
  }

  /**
   * This dataset with other feature sources (e.g. the single merged source after a branch merge):
   * shares the index, targets, metadata, task type and folds, so the caller replaces this object.
   * Every source must have this dataset's sample count.
   */
  public SpectroDataset withSources(List<FeatureSource> next) {
    if (next.isEmpty()) {
      throw new IllegalArgumentException("dataset '" + name + "' needs at least one source");
    }
    for (int s = 0; s < next.size(); s++) {
      requireRows(name, "source " + s, next.get(s).numSamples(), index.size());
    }
    SpectroDataset copy =
        new SpectroDataset(name, precision, List.copyOf(next), index, targets, metadata, taskType);
    copy.folds = folds;
    copy.repetition = repetition;
    return copy;
  }

  /**
   * This dataset seen through another sample index (e.g. a separation branch's, where the other
   * branches' samples are excluded): shares the sources (the same objects), targets, metadata, task
   * type and folds. {@code other} must describe the same stored samples.
   */
  public SpectroDataset withIndex(SampleIndex other) {
    if (other.size() != index.size()) {
      throw new IllegalArgumentException(
          "dataset '"
              + name
              + "': an index of "
              + other.size()
              + " samples cannot describe "
              + index.size());
    }
    SpectroDataset copy =
        new SpectroDataset(name, precision, sources, other, targets, metadata, taskType);
    copy.folds = folds;
    copy.repetition = repetition;
    return copy;
  }

  @Override
  public String toString() {
    return "SpectroDataset["
        + name
        + ", "
        + sources.size()
        + " sources, "
        + index.size()
        + " samples, "
        + taskType.label()
        + "]";
  }

  private static void requireRows(String dataset, String what, int actual, int expected) {
    if (actual != expected) {
      throw new IllegalArgumentException(
          "dataset '" + dataset + "': " + what + " has " + actual + " rows, expected " + expected);
    }
  }
}
