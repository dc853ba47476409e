package org.spectraflow.engine.operators.split;

import java.util.List;
import org.spectraflow.engine.data.Block;
import org.spectraflow.engine.operators.PositionalFold;
import org.spectraflow.engine.operators.SplitterOperator;

/**
 * A splitter that receives the samples' groups itself (GroupKFold, SPXYGFold), rather than being
 * run on group representatives by {@link GroupedSplits}. Groups are one label per row of X: a
 * {@code Double}, a {@code String}, or a {@code List} of those for several columns.
 */
public interface GroupSplitter extends SplitterOperator {

  /** The folds of {@code x}, keeping each group on one side of every fold. */
  List<PositionalFold> split(Block x, double[] y, Object[] groups, RandomState globalRng);

  /** True when the splitter cannot run without groups (GroupKFold). */
  default boolean requiresGroups() {
    return true;
  }

  /** Without groups: refused, naming the key to add (splitters that can run override this). */
  @Override
  default List<PositionalFold> split(Block x, double[] y, RandomState globalRng) {
    throw needsGroups(label());
  }

  /** The error of a splitter run without groups, naming the key to add. */
  static IllegalArgumentException needsGroups(String label) {
    return new IllegalArgumentException(
        label + " needs groups: add \"group_by\": \"<metadata column>\" to the split step");
  }
}
