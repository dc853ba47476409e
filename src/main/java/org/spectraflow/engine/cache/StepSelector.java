package org.spectraflow.engine.cache;

import java.util.Collections;
import java.util.List;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.stream.Collectors;
import org.spectraflow.engine.data.Fingerprint;
import org.spectraflow.engine.text.PythonRepr;

/**
 * The part of a step's data selector that decides what the step sees, as it enters a step-cache
 * key: partition, fold, processing chains per source, whether augmented samples are included, tag
 * filters and the branch path. Immutable; lists and maps are copied.
 *
 * @param partition the partition ({@code train}, {@code test}), or {@code null} for all samples
 * @param foldId the fold index, or {@code null} outside cross-validation
 * @param processing per source, the processing ids the step reads (e.g. {@code [[raw]]})
 * @param includeAugmented whether augmented samples are included
 * @param tags tag filters (name → value), sorted by name
 * @param branchPath branch indices from the outermost branch inward; empty at top level
 */
public record StepSelector(
    String partition,
    Integer foldId,
    List<List<String>> processing,
    boolean includeAugmented,
    SortedMap<String, String> tags,
    List<Integer> branchPath) {

  /** Copies the collections. */
  public StepSelector {
    processing = processing.stream().map(List::copyOf).toList();
    tags = Collections.unmodifiableSortedMap(new TreeMap<>(tags));
    branchPath = List.copyOf(branchPath);
  }

  /** The selector of a top-level step reading {@code processing}, all partitions, no filters. */
  public static StepSelector of(List<List<String>> processing) {
    return new StepSelector(null, null, processing, false, new TreeMap<>(), List.of());
  }

  /** This selector inside the branch {@code path}. */
  public StepSelector withBranchPath(List<Integer> path) {
    return new StepSelector(partition, foldId, processing, includeAugmented, tags, path);
  }

  /** This selector restricted to {@code partition} and {@code fold} (either may be null). */
  public StepSelector withPartition(String partitionName, Integer fold) {
    return new StepSelector(partitionName, fold, processing, includeAugmented, tags, branchPath);
  }

  /**
   * The six fields joined by {@code |} as nirs4all writes them before hashing (Python {@code str}
   * forms), e.g. {@code None|None|[['raw']]|False||[]}. For display and cross-checks.
   */
  public String seedString() {
    String tagText =
        tags.isEmpty()
            ? ""
            : tags.entrySet().stream()
                .map(
                    e ->
                        "("
                            + PythonRepr.ofString(e.getKey())
                            + ", "
                            + PythonRepr.ofString(e.getValue())
                            + ")")
                .collect(Collectors.joining(", ", "[", "]"));
    return String.join(
        "|",
        partition == null ? "None" : partition,
        foldId == null ? "None" : foldId.toString(),
        nested(processing),
        includeAugmented ? "True" : "False",
        tagText,
        branchPath.toString());
  }

  /** A 128-bit fingerprint of the six fields, each hashed separately (no separator ambiguity). */
  public Fingerprint fingerprint() {
    return Fingerprint.derive(
        "selector",
        Fingerprint.ofString(partition == null ? "None" : PythonRepr.ofString(partition)),
        Fingerprint.ofString(String.valueOf(foldId)),
        Fingerprint.ofString(nested(processing)),
        Fingerprint.ofString(Boolean.toString(includeAugmented)),
        Fingerprint.ofString(
            tags.entrySet().stream()
                .map(e -> PythonRepr.ofString(e.getKey()) + ":" + PythonRepr.ofString(e.getValue()))
                .collect(Collectors.joining(","))),
        Fingerprint.ofString(branchPath.toString()));
  }

  /** Python {@code repr} of a list of string lists. */
  private static String nested(List<List<String>> lists) {
    return lists.stream()
        .map(l -> l.stream().map(PythonRepr::ofString).collect(Collectors.joining(", ", "[", "]")))
        .collect(Collectors.joining(", ", "[", "]"));
  }
}
