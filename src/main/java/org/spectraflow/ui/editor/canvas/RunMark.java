package org.spectraflow.ui.editor.canvas;

import java.util.Locale;

/**
 * What a run did with a node, as the canvas marks it: a coloured strip and a tag. The studio maps
 * the run views' step states onto canvas paths; the canvas itself knows nothing of runs.
 */
public enum RunMark {
  /** Not reached yet in the current variant. */
  QUEUED,
  /** Executing now. */
  RUNNING,
  /** Executed. */
  DONE,
  /** Served from the step cache. */
  CACHED,
  /** The variant failed here. */
  FAILED;

  /** The tag drawn on the node: {@code done}, {@code cached}, ... */
  public String tag() {
    return name().toLowerCase(Locale.ROOT);
  }
}
