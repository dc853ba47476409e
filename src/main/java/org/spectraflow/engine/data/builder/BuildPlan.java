package org.spectraflow.engine.data.builder;

import java.util.List;

/**
 * What a build would do, shown before anything is written: the matched pairs in input order, the
 * spectra no id matched, the ids no spectrum matched, and ids found twice (in the table, or matched
 * by two spectra; only the first is kept). Immutable.
 *
 * @param request what was asked
 * @param table the reference table read
 * @param matched the matched pairs, in the order of the files and their spectra
 * @param unmatchedFiles the spectra with no reference row ({@code file} or {@code file spectrum k})
 * @param unmatchedIds reference ids with no spectrum, in table order
 * @param duplicateIds ids found more than once
 * @param axis the x axis written as the header (the first matched spectrum's, in its order)
 * @param xUnits the x units of the first file
 */
public record BuildPlan(
    BuildRequest request,
    ReferenceTable table,
    List<Match> matched,
    List<String> unmatchedFiles,
    List<String> unmatchedIds,
    List<String> duplicateIds,
    double[] axis,
    String xUnits) {

  /** Copies the lists. */
  public BuildPlan {
    matched = List.copyOf(matched);
    unmatchedFiles = List.copyOf(unmatchedFiles);
    unmatchedIds = List.copyOf(unmatchedIds);
    duplicateIds = List.copyOf(duplicateIds);
    axis = axis.clone();
  }

  @Override
  public double[] axis() {
    return axis.clone();
  }

  /** A short text of the plan: counts, then the first {@code limit} of each list. */
  public String describe(int limit) {
    StringBuilder b = new StringBuilder();
    b.append("matched: ")
        .append(matched.size())
        .append(" spectra with reference values (")
        .append(axis.length)
        .append(" points)\n");
    list(b, "unmatched files", unmatchedFiles, limit);
    list(b, "unmatched ids", unmatchedIds, limit);
    list(b, "duplicate ids", duplicateIds, limit);
    return b.toString();
  }

  private static void list(StringBuilder b, String what, List<String> items, int limit) {
    b.append(what).append(": ").append(items.size());
    if (!items.isEmpty()) {
      b.append(" (");
      b.append(String.join(", ", items.subList(0, Math.min(limit, items.size()))));
      if (items.size() > limit) {
        b.append(", ...");
      }
      b.append(')');
    }
    b.append('\n');
  }
}
