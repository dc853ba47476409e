package org.spectraflow.engine.cache;

import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.stream.Collectors;
import org.spectraflow.engine.data.Fingerprint;

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
    tags = java.util.Collections.unmodifiableSortedMap(new TreeMap<>(tags));
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
    String tagText = tags.isEmpty() ? "" : tags.entrySet().stream()
        .map(e -> "(" + PyRepr.string(e.getKey()) + ", " + PyRepr.string(e.getValue()) + ")")
        .collect(Collectors.joining(", ", "[", "]"));
    return String.join("|",
        partition == null ? "None" : partition,
        foldId == null ? "None" : foldId.toString(),
        PyRepr.nested(processing),
        includeAugmented ? "True" : "False",
        tagText,
        branchPath.toString());
  }

  /** A 128-bit fingerprint of the six fields, each hashed separately (no separator ambiguity). */
  public Fingerprint fingerprint() {
    return Fingerprint.derive("selector",
        Fingerprint.ofString(partition == null ? "None" : PyRepr.string(partition)),
        Fingerprint.ofString(String.valueOf(foldId)),
        Fingerprint.ofString(PyRepr.nested(processing)),
        Fingerprint.ofString(Boolean.toString(includeAugmented)),
        Fingerprint.ofString(tags.entrySet().stream()
            .map(e -> PyRepr.string(e.getKey()) + ":" + PyRepr.string(e.getValue()))
            .collect(Collectors.joining(","))),
        Fingerprint.ofString(branchPath.toString()));
  }

  /** Python {@code repr} of strings and nested string lists. */
  private static final class PyRepr {
    private static final Map<Character, String> ESCAPES =
        Map.of('\\', "\\\\", '\n', "\\n", '\r', "\\r", '\t', "\\t");

    static String nested(List<List<String>> lists) {
      return lists.stream()
          .map(l -> l.stream().map(PyRepr::string).collect(Collectors.joining(", ", "[", "]")))
          .collect(Collectors.joining(", ", "[", "]"));
    }

    static String string(String s) {
      char quote = s.indexOf('\'') >= 0 && s.indexOf('"') < 0 ? '"' : '\'';
      StringBuilder out = new StringBuilder().append(quote);
      for (char c : s.toCharArray()) {
        String esc = ESCAPES.get(c);
        out.append(esc != null ? esc : c == quote ? "\\" + c : String.valueOf(c));
      }
      return out.append(quote).toString();
    }
  }
}
