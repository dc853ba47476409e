package org.spectraflow.ui.run.charts;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The branch names a step's document path carries, as the editor canvas shows them on its lanes
 * ({@code pipeline[1].branch.snv[0]} → {@code snv}; nested names joined by {@code /}); empty when
 * the branches along the path are unnamed ({@code pipeline[1].branch[0][0]}), so callers keep the
 * branch index.
 */
final class BranchNames {

  private static final Pattern BRANCH_NAME = Pattern.compile("\\.branch\\.([^.\\[]+)");

  private BranchNames() {}

  /** The branch names along {@code documentPath}, joined by {@code /} (empty without names). */
  static String along(String documentPath) {
    Matcher m = BRANCH_NAME.matcher(documentPath);
    List<String> names = new ArrayList<>();
    while (m.find()) {
      names.add(m.group(1));
    }
    return String.join("/", names);
  }
}
