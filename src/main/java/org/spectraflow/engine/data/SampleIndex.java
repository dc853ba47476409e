package org.spectraflow.engine.data;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.TreeMap;

/**
 * The samples of a dataset in storage order: ids are consecutive from 0 in insertion order (all
 * train samples, then all test samples, then augmented samples as they are created), and a sample's
 * id is its row in every source. Queries hide excluded samples and return base ids first, then the
 * augmented ids whose origin is among them. Carries free-form tag columns. Not thread-safe.
 */
public final class SampleIndex {

  private final List<SampleRecord> samples;
  private final Map<String, Map<Integer, String>> tags;

  private SampleIndex(List<SampleRecord> samples, Map<String, Map<Integer, String>> tags) {
    this.samples = samples;
    this.tags = tags;
  }

  /** An index of {@code train} train samples followed by {@code test} test samples. */
  public static SampleIndex of(int train, int test) {
    if (train < 0 || test < 0) {
      throw new IllegalArgumentException("sample counts must be >= 0, were " + train + "/" + test);
    }
    List<SampleRecord> list = new ArrayList<>(train + test);
    for (int i = 0; i < train + test; i++) {
      list.add(SampleRecord.base(i, i < train ? Partition.TRAIN : Partition.TEST));
    }
    return new SampleIndex(list, new LinkedHashMap<>());
  }

  /** Number of stored samples (base, augmented and excluded). */
  public int size() {
    return samples.size();
  }

  /** Number of base (non-augmented) samples. */
  public int baseCount() {
    return (int) samples.stream().filter(s -> !s.augmented()).count();
  }

  /** The record of sample {@code id}. */
  public SampleRecord sample(int id) {
    return samples.get(id);
  }

  /** Visible train ids, base then augmented. */
  public int[] trainIds() {
    return ids(Partition.TRAIN, true);
  }

  /** Visible test ids, base then augmented. */
  public int[] testIds() {
    return ids(Partition.TEST, true);
  }

  /** Number of visible base samples of {@code partition}. */
  public int count(Partition partition) {
    return ids(partition, false).length;
  }

  /**
   * Visible (not excluded) ids of {@code partition}: base ids in storage order, then, when {@code
   * withAugmented}, the augmented ids whose origin is among them.
   */
  public int[] ids(Partition partition, boolean withAugmented) {
    int n = samples.size();
    int[] out = new int[n];
    boolean[] isBase = new boolean[n];
    boolean anyAugmented = false;
    int count = 0;
    for (SampleRecord s : samples) {
      if (s.augmented()) {
        anyAugmented = true;
      } else if (!s.excluded() && s.partition() == partition) {
        isBase[s.id()] = true;
        out[count++] = s.id();
      }
    }
    if (withAugmented && anyAugmented) {
      for (SampleRecord s : samples) {
        if (s.augmented() && !s.excluded() && isBase[s.origin()]) {
          out[count++] = s.id();
        }
      }
    }
    return count == n ? out : Arrays.copyOf(out, count);
  }

  /** Adds an augmented sample of {@code origin} made by {@code operator}; returns its id. */
  public int addAugmented(int origin, String operator) {
    SampleRecord o = samples.get(origin);
    int id = samples.size();
    samples.add(
        new SampleRecord(
            id, o.origin(), o.partition(), Optional.of(operator), false, Optional.empty()));
    return id;
  }

  /** Hides sample {@code id} from queries, recording {@code reason}. */
  public void exclude(int id, String reason) {
    samples.set(id, samples.get(id).withExcluded(reason));
  }

  /** Sets tag column {@code column} of sample {@code id} to {@code value}. */
  public void tag(int id, String column, String value) {
    Objects.checkIndex(id, samples.size());
    tags.computeIfAbsent(column, c -> new TreeMap<>()).put(id, value);
  }

  /** The value of tag column {@code column} for sample {@code id}, if set. */
  public Optional<String> tag(int id, String column) {
    return Optional.ofNullable(tags.getOrDefault(column, Map.of()).get(id));
  }

  /** The tag column names in creation order. */
  public List<String> tagColumns() {
    return List.copyOf(tags.keySet());
  }

  /** An independent copy (records are immutable and shared). */
  public SampleIndex copy() {
    Map<String, Map<Integer, String>> t = new LinkedHashMap<>();
    tags.forEach((k, v) -> t.put(k, new TreeMap<>(v)));
    return new SampleIndex(new ArrayList<>(samples), t);
  }
}
